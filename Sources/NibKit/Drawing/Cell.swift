/// One character cell of the screen: what is drawn there and how.
///
/// A wide character (CJK, many symbols) takes two cells: the first holds it with `width == 2`,
/// the second is a continuation with `width == 0` that backends skip.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var width: UInt8
    public var foreground: Color
    public var background: Color
    public var style: TextStyle

    public init(_ character: Character = " ", width: UInt8 = 1, foreground: Color = .default, background: Color = .default, style: TextStyle = []) {
        self.character = character
        self.width = width
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    public static let blank = Cell()

    /// The second half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
