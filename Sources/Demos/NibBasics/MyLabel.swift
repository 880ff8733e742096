import NibKit

/// Programming iOS 6, chapter 7, "Additional Initialization of Nib-Based Instances": once
/// every object is made and connected, awakeFromNib replaces the screen's "Hello, world!".
public final class MyLabel: Label {
    public override func awakeFromNib() {
        super.awakeFromNib()
        text = "I initialized myself!"
        sizeToFitText()
    }
}

/// The same section's second MyLabel, a class of its own to show both: `num`, set in
/// init(coder:) and read in awakeFromNib, shows "The answer is 42", proving the order.
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
    /// The book's `sizeToFit`, for one line of text (NibKit's Label has none).
    func sizeToFitText() {
        frame.size = Size(width: CharacterWidth.of(text), height: 1)
    }
}
