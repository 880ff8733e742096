import NibKit

/// Chapter 7's custom button: it turns itself red when it wakes from its screen. Its border
/// width comes from the screen through an inspectable property (set before awakeFromNib);
/// its corners are rounded by a runtime attribute (`layer.cornerRadius`).
public final class RedButton: Button {
    @Inspectable var borderWidth: Int = 0

    public override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .red
        titleColor = .brightWhite
        layer.borderWidth = borderWidth
    }
}
