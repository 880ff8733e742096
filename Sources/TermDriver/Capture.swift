import TerminalCells

/// Where a piece of text was found on screen.
public struct TextMatch: Hashable, Sendable, CustomStringConvertible {
    /// The cell of the text's first character.
    public var start: Position
    /// How many columns the text spans (wide characters count two).
    public var width: Int

    /// The cell a person would aim at: the middle of the text (rounded towards the start).
    public var center: Position { Position(column: start.column + (width - 1) / 2, row: start.row) }
    /// Every cell the text covers, left to right.
    public var positions: [Position] { (0..<width).map { Position(column: start.column + $0, row: start.row) } }

    /// `(column, row) (N columns)`, for failure messages.
    public var description: String { "\(start) (\(width) columns)" }
}

/// A picture of the terminal at one moment (text, colours, cursor): a value, so it does not
/// change under the questions asked of it.
public struct Capture: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's width in cells when captured.
    public let columns: Int
    /// The terminal's height in cells when captured.
    public let rows: Int
    /// Where the cursor is (whether or not it is visible).
    public let cursor: Position
    /// Every cell, row by row: exactly `rows` rows of `columns` cells, with the colours and
    /// style the program set (before reverse video).
    public let cells: [[Cell]]
    /// Each row's text, trailing spaces trimmed, a wide character once.
    public let lines: [String]

    /// `cells` is cut or padded with blank cells to exactly `rows` x `columns`.
    public init(columns: Int, rows: Int, cursor: Position = Position(0, 0), cells: [[Cell]]) {
        self.columns = columns
        self.rows = rows
        self.cursor = cursor
        let grid = (0..<rows).map { row in
            let given = row < cells.count ? Array(cells[row].prefix(columns)) : []
            return given + Array(repeating: Cell.blank, count: columns - given.count)
        }
        self.cells = grid
        self.lines = grid.map { row in
            let text = String(row.filter { !$0.isContinuation }.map(\.character))
            return String(text.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// A plain screen from lines of text, mostly for tests.
    public init(lines: [String], columns: Int, rows: Int) {
        let cells = lines.map { line in
            line.flatMap { character in
                CharacterWidth.of(character) == 2 ? [Cell(character, width: 2), Cell(" ", width: 0)] : [Cell(character)]
            }
        }
        self.init(columns: columns, rows: rows, cells: cells)
    }

    /// The screen's text, one line a row (trailing spaces trimmed).
    public var text: String { lines.joined(separator: "\n") }

    /// The screen's text, as `text`.
    public var description: String { text }

    /// The cell at `position`; a blank cell outside the screen.
    public subscript(position: Position) -> Cell {
        guard (0..<rows).contains(position.row), (0..<columns).contains(position.column) else { return .blank }
        return cells[position.row][position.column]
    }

    /// True if `text` appears on one row (or, if it contains newlines, in `self.text`).
    public func contains(_ text: String) -> Bool {
        if text.contains("\n") { return self.text.contains(text) }
        return lines.contains { $0.contains(text) }
    }

    /// Every place `text` appears within a row, in reading order.
    public func findAll(_ text: String) -> [TextMatch] {
        guard !text.isEmpty else { return [] }
        return cells.enumerated().flatMap { row, rowCells in
            // Each character of the row, with the column it starts at and how many it takes.
            let characters = rowCells.enumerated().filter { !$1.isContinuation }.map { column, cell in
                let width = column + 1 < columns && rowCells[column + 1].isContinuation ? 2 : 1
                return (character: cell.character, column: column, width: width)
            }
            return characters.map(\.character).ranges(of: Array(text)).map { range in
                let first = characters[range.lowerBound]
                let last = characters[range.upperBound - 1]
                return TextMatch(start: Position(column: first.column, row: row), width: last.column + last.width - first.column)
            }
        }
    }

    /// The `occurrence`-th (1-based) place `text` appears, if it does.
    public func find(_ text: String, occurrence: Int = 1) -> TextMatch? {
        let all = findAll(text)
        return occurrence >= 1 && occurrence <= all.count ? all[occurrence - 1] : nil
    }

    /// The foreground colour the program set at `position`, before reverse video.
    public func foreground(at position: Position) -> Color { self[position].foreground }
    /// The background colour the program set at `position`, before reverse video.
    public func background(at position: Position) -> Color { self[position].background }

    /// The cells covered by a piece of text, with their colours and styles (nil if it is not on
    /// screen).
    public func cells(of text: String, occurrence: Int = 1) -> [Cell]? {
        find(text, occurrence: occurrence).map { $0.positions.map { self[$0] } }
    }
}
