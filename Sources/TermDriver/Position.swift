/// A character cell's position, from 0 at the top-left corner like curses and the ruler of
/// failure reports (the mouse encoding adds the protocol's one).
public struct Position: Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Shorthand: `Position(10, 5)` is column 10, row 5.
    public init(_ column: Int, _ row: Int) {
        self.init(column: column, row: row)
    }

    public var description: String { "\(column),\(row)" }
}

/// Where a mouse action lands: a cell, or the middle of a text (a string literal) found on the
/// live screen at the moment of the action, so tests survive a layout shifting by a cell.
public enum Target: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case position(Position)
    /// The `occurrence`-th (1-based) appearance of `text`, reading rows top to bottom.
    case text(String, occurrence: Int = 1)

    public init(stringLiteral value: String) {
        self = .text(value)
    }

    public var description: String {
        switch self {
        case .position(let position): return position.description
        case .text(let text, let occurrence):
            let quoted = "\"\(text)\""
            return occurrence == 1 ? quoted : "\(quoted) (occurrence \(occurrence))"
        }
    }
}
