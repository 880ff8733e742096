import NibKit

/// Chapter 7's custom button: red once awake, with an inspectable border width whose setter the
/// screen's value goes through, and corners rounded by a runtime attribute (`layer.cornerRadius`).
public final class RedButton: Button {
    var borderWidth: Int {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    /// Its one runtime attribute, as `@IBInspectable` declares one.
    nonisolated public override class var declaration: Declaration {
        Declaration(RedButton.self, settings: [.inspectable("borderWidth", \RedButton.borderWidth, "The border's width in cells.")])
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .red
        titleColor = .brightWhite
    }
}
