import NibKit

/// Chapter 7's custom button: red once it wakes from its screen, with an inspectable border
/// width in front of the layer's, as the chapter writes it (the screen's value goes through the
/// setter), and corners rounded by a runtime attribute (`layer.cornerRadius`).
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
