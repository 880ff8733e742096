/// How a cell's character is drawn, beyond its colours: one set for NibKit's canvas, a
/// terminal capture and the SVG drawn from either.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// One bit per style.
    public let rawValue: UInt8
    /// Styles from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold, which many terminals show brighter too.
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Fainter: disabled controls, placeholders, and everything behind a modal controller. A
    /// picture draws the character half way to its background (`PictureColors.seen(_:)`).
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Underlined: the focused button's title, a bordered text field's line.
    public static let underline = TextStyle(rawValue: 1 << 2)
    /// Foreground and background swapped: a pressed button, a selected segment or tab, shown even
    /// without colours.
    public static let reverse = TextStyle(rawValue: 1 << 3)
    /// Italic, where the terminal has it.
    public static let italic = TextStyle(rawValue: 1 << 4)
    /// Blinking: read from a terminal (SGR 5), neither drawn by NibKit nor in pictures.
    public static let blink = TextStyle(rawValue: 1 << 5)
    /// Hidden, concealed: read from a terminal (SGR 8), neither drawn by NibKit nor in pictures.
    public static let hidden = TextStyle(rawValue: 1 << 6)
    /// Struck through: read from a terminal (SGR 9), neither drawn by NibKit nor in pictures.
    public static let strikethrough = TextStyle(rawValue: 1 << 7)
}
