/// A row's place in a table, or an item's in a collection view: its section, and its row (or
/// item) within the section, as UIKit's `IndexPath(row:section:)` names them. Ordered section first, then row.
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

    /// The place of item `item` of section `section` in a collection view (UIKit's
    /// `IndexPath(item:section:)`): an item is a row by another name.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item's place within its section, in a collection view: `row` by another name.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Whether `a` comes before `b` in the table: an earlier section, or an earlier row of the same one.
    public static func < (a: IndexPath, b: IndexPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// `[section, row]`, as Foundation's IndexPath prints.
    public var description: String { "[\(section), \(row)]" }
}
