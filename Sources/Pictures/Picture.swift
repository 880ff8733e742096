import TerminalCells

/// A screen as a grid of cells (TerminalCells' `Cell`), whoever drew it: NibKit's canvas and a
/// terminal capture each become one, and `svg()` draws it. It knows nothing of curses or views.
public struct Picture: Equatable, Sendable {
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
                case 2: return [Cell(character, width: 2), Cell(" ", width: 0)]
                default: return [Cell(character)]
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

    /// The cells whose character differs from `other`'s (a wide character's second half differs
    /// from a blank), over the larger of the two grids (a cell one of them lacks counts as blank
    /// there): what a text snapshot compares.
    public func positionsWhoseTextDiffers(from other: Picture) -> [Position] {
        (0..<max(rows, other.rows)).flatMap { row in
            (0..<max(columns, other.columns)).compactMap { column in
                let (cell, otherCell) = (self[column, row], other[column, row])
                let same = cell.character == otherCell.character && cell.isContinuation == otherCell.isContinuation
                return same ? nil : Position(column: column, row: row)
            }
        }
    }
}
