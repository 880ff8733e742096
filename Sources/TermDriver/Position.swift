/// A character cell's position, from 0 at the top-left corner like curses and the ruler of
/// failure reports (the mouse encoding adds the protocol's one).
public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// Columns from the left edge, from 0.
    public var column: Int
    /// Rows from the top edge, from 0.
    public var row: Int

    /// The cell at `column`, `row`, both 0-based.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Shorthand: `Position(10, 5)` is column 10, row 5.
    public init(_ column: Int, _ row: Int) {
        self.init(column: column, row: row)
    }

    /// `column,row`, as scripts write a cell.
    public var description: String { "\(column),\(row)" }
}

/// Where a mouse action lands: a cell, or the middle of a text (a string literal) found on the
/// live screen at the moment of the action, so tests survive a layout shifting by a cell.
public enum Target: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A cell, as `column,row`.
    case position(Position)
    /// The `occurrence`-th (1-based) appearance of `text`, reading rows top to bottom.
    case text(String, occurrence: Int = 1)

    /// The first appearance of the literal text.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The cell as `column,row`, or the text quoted with its occurrence when not the first.
    public var description: String {
        switch self {
        case .position(let position): return position.description
        case .text(let text, let occurrence):
            let quoted = "\"\(text)\""
            return occurrence == 1 ? quoted : "\(quoted) (occurrence \(occurrence))"
        }
    }
}
