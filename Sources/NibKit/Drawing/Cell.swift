/// One character cell of the screen: what is drawn there and how.
///
/// A wide character (CJK, many symbols) takes two cells: the first holds it with `width == 2`,
/// the second is a continuation with `width == 0` that backends skip.
nonisolated public struct Cell: Hashable, Sendable {
    /// The character shown (a space in a blank cell and in a continuation).
    public var character: Character
    /// The cells the character takes: 1, 2 for a wide character, 0 for the second half of one.
    public var width: UInt8
    /// The character's colour; `.default` is the terminal's own.
    public var foreground: Color
    /// The cell's background colour; `.default` is the terminal's own.
    public var background: Color
    /// Bold, dim, underline, reverse or italic, as the terminal can show them.
    public var style: TextStyle

    /// A cell showing `character`: a one-cell space in the terminal's default colours unless told
    /// otherwise. A wide character needs `width: 2` and a continuation after it;
    /// ``Canvas/draw(_:at:foreground:background:style:clip:)`` makes both.
    public init(_ character: Character = " ", width: UInt8 = 1, foreground: Color = .default, background: Color = .default, style: TextStyle = []) {
        self.character = character
        self.width = width
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// A space in the terminal's default colours: what an empty screen is made of.
    public static let blank = Cell()

    /// The second half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
