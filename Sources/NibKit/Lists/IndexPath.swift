/// A row's place in a table: its section, and its row within the section, as UIKit's
/// `IndexPath(row:section:)` names them. Ordered section first, then row.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section the row is in, from 0.
    public var section: Int
    /// The row's place within its section, from 0.
    public var row: Int

    /// The place of row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Whether `a` comes before `b` in the table: an earlier section, or an earlier row of the same one.
    public static func < (a: IndexPath, b: IndexPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// `[section, row]`, as Foundation's IndexPath prints.
    public var description: String { "[\(section), \(row)]" }
}
