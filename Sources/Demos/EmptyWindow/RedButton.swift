import NibKit

/// Chapter 7's custom button: red once awake, with an inspectable border width whose setter the
/// screen's value goes through, and corners rounded by a runtime attribute (`layer.cornerRadius`).
public final class RedButton: Button {
    var borderWidth: Int {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    public override class var inspectableKeys: [String: Inspectable] {
        super.inspectableKeys + ["borderWidth": .value(\RedButton.borderWidth)]
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .red
        titleColor = .brightWhite
    }
}
