/// One character cell of a screen: what is drawn there and how. NibKit's canvas draws them, a
/// picture writes them as SVG and a terminal capture reads them back, each in these terms.
///
/// A wide character (CJK, many symbols) takes two cells: the first holds it with `width == 2`,
/// the second is a continuation with `width == 0` that backends skip. Per-cell code across
/// modules makes and reads cells, so its members are inlinable.
public struct Cell: Hashable, Sendable {
    /// The character shown, with any combining marks (a space in a blank cell and in a
    /// continuation).
    public var character: Character
    /// The cells the character takes: 1, 2 for a wide character, 0 for the second half of one.
    public var width: UInt8
    /// The character's colour, as set (before reverse video); `.default` is the terminal's own.
    public var foreground: Color
    /// The cell's background colour, as set (before reverse video); `.default` is the
    /// terminal's own.
    public var background: Color
    /// Bold, dim, underline, reverse, italic and the rest, as the terminal can show them.
    public var style: TextStyle

    /// A cell showing `character`: a one-cell space in the terminal's default colours unless told
    /// otherwise. A wide character needs `width: 2` and a continuation (`width: 0`) after it.
    @inlinable
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
    @inlinable public var isContinuation: Bool { width == 0 }

    /// Whether it is `blank`, asked field by field: in another module, `cell == .blank` copies
    /// the blank cell and compares every field through the runtime (a tenth of a first frame's
    /// drawing, for the cells of an erased screen).
    @inlinable public var isBlank: Bool {
        guard width == 1, style.isEmpty, case .default = foreground, case .default = background else { return false }
        return character == " "
    }
}
