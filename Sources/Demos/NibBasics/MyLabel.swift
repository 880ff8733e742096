import NibKit

/// Programming iOS 6, chapter 7, "Additional Initialization of Nib-Based Instances": a label
/// that initializes itself when it wakes from its screen. Once every object is made and
/// connected, awakeFromNib replaces the text the screen gave ("Hello, world!").
public final class MyLabel: Label {
    public override func awakeFromNib() {
        super.awakeFromNib()
        text = "I initialized myself!"
        sizeToFitText()
    }
}

/// The same section's second MyLabel: `num` is set in init(coder:), while the object is made
/// from the screen, and read in awakeFromNib, which comes later: "The answer is 42" proves the
/// order. (A class of its own, so both versions can be shown side by side.)
public final class MyAnswerLabel: Label {
    private var num = 0

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        num = 42
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        text = "The answer is \(num)"
        sizeToFitText()
    }
}

extension Label {
    /// What the book's `sizeToFit` does for one line of text: the frame takes the text's width
    /// (NibKit's Label has no sizeToFit of its own).
    func sizeToFitText() {
        frame.size = Size(width: CharacterWidth.of(text), height: 1)
    }
}
