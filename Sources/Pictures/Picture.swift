import TerminalCells

/// A screen as a grid of styled cells, whoever drew it: NibKit's canvas and a terminal capture
/// each turn theirs into one, and `svg()` draws it. It knows nothing of curses or views.
public struct Picture: Equatable, Sendable {
    /// One cell: a character (with any combining marks) and its style. A wide character takes
    /// two cells: the first holds it, the second is a continuation with no character.
    public struct Cell: Hashable, Sendable {
        /// The character with its combining marks; a space if blank, empty for a continuation.
        public var character: String
        /// The character's colour, as set (before reverse video).
        public var foreground: Color
        /// The colour behind the character, as set (before reverse video).
        public var background: Color
        /// Bold, dim, underline, reverse, italic.
        public var style: TextStyle

        /// A cell showing `character`; blank in the default colours by default.
        public init(_ character: String = " ", foreground: Color = .default, background: Color = .default, style: TextStyle = []) {
            self.character = character
            self.foreground = foreground
            self.background = background
            self.style = style
        }

        /// A space in the default colours.
        public static let blank = Cell()
        /// The right half of a wide character.
        public static let continuation = Cell("")

        /// Whether the cell is the right half of a wide character.
        public var isContinuation: Bool { character.isEmpty }
    }

    /// A cell's place: column from the left, row from the top, both from 0.
    public struct Position: Hashable, Sendable {
        /// Columns from the left, from 0.
        public var column: Int
        /// Rows from the top, from 0.
        public var row: Int
        /// The cell at `column`, `row`.
        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
    }

    /// The picture's width in cells.
    public let columns: Int
    /// The picture's height in cells.
    public let rows: Int
    /// Row by row, `columns` cells each.
    public private(set) var cells: [Cell]
    /// Where the cursor is shown, if it is.
    public var cursor: Position?

    /// `cells` (row by row) is cut or padded with blank cells to exactly `rows` x `columns`.
    public init(columns: Int, rows: Int, cells: [Cell], cursor: Position? = nil) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let count = self.columns * self.rows
        self.cells = Array(cells.prefix(count)) + Array(repeating: .blank, count: max(0, count - cells.count))
        self.cursor = cursor
    }

    /// Plain text in the default colours, a line a row (a stored text snapshot), padded to at
    /// least `columns` x `rows`.
    public init(text: String, columns: Int = 0, rows: Int = 0) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.flatMap { character -> [Cell] in
                switch CharacterWidth.of(character) {
                case 0: return []
                case 2: return [Cell(String(character)), .continuation]
                default: return [Cell(String(character))]
                }
            }
        }
        let width = max(columns, lines.map(\.count).max() ?? 0)
        let height = max(rows, lines.count)
        let cells = (0..<height).flatMap { row in
            let line = row < lines.count ? Array(lines[row].prefix(width)) : []
            return line + Array(repeating: Cell.blank, count: width - line.count)
        }
        self.init(columns: width, rows: height, cells: cells)
    }

    /// The cell at `column`, `row`; a blank cell outside the picture.
    public subscript(column: Int, row: Int) -> Cell {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return .blank }
        return cells[row * columns + column]
    }

    /// The cells whose character differs from `other`'s, over the larger of the two grids
    /// (a cell one of them lacks counts as blank there): what a text snapshot compares.
    public func positionsWhoseTextDiffers(from other: Picture) -> [Position] {
        (0..<max(rows, other.rows)).flatMap { row in
            (0..<max(columns, other.columns)).compactMap { column in
                self[column, row].character == other[column, row].character ? nil : Position(column: column, row: row)
            }
        }
    }
}
