/// The cells a list shows, by the index path of the row or item each shows, and the one way
/// a table and a collection view tile them: only what is in sight has a cell.
///
/// A reference, not a value: a data source asked for a cell while the list tiles may ask the
/// list which cells it shows (`cellForRow(at:)`), which a value being changed in place could
/// not answer.
@MainActor
final class ShownCells<Cell: View> {
    private(set) var byIndexPath: [IndexPath: Cell] = [:]

    /// The cell shown for `indexPath`; nil when it is out of sight.
    subscript(indexPath: IndexPath) -> Cell? { byIndexPath[indexPath] }

    /// The index paths shown, in order.
    var indexPaths: [IndexPath] { byIndexPath.keys.sorted() }

    /// The first index path shown; nil when none is.
    var firstIndexPath: IndexPath? { byIndexPath.keys.min() }

    /// The cells shown, in the order of their index paths.
    var cells: [Cell] { indexPaths.compactMap { byIndexPath[$0] } }

    /// The index path a cell shows; nil for a cell not shown.
    func indexPath(of cell: Cell) -> IndexPath? { byIndexPath.first { $0.value === cell }?.key }

    /// Shows a cell for each of `wanted` (in sight): the cells of index paths out of sight go to
    /// `recycle`, those still in sight move to their `frame`, and each new one is `make`'s (which
    /// adds it to the list), placed and laid out for its content now, as UIKit lays out each cell
    /// it shows: a reused cell's views are placed for their new content, even at the same size.
    func tile(_ wanted: [IndexPath], frame: (IndexPath) -> Rect, recycle: (Cell) -> Void, make: (IndexPath) -> Cell) {
        let inSight = Set(wanted)
        for (indexPath, cell) in byIndexPath where !inSight.contains(indexPath) {
            byIndexPath[indexPath] = nil
            recycle(cell)
        }
        for indexPath in wanted {
            if let shown = byIndexPath[indexPath] {
                shown.frame = frame(indexPath)
                continue
            }
            let cell = make(indexPath)
            byIndexPath[indexPath] = cell
            cell.frame = frame(indexPath)
            cell.setNeedsLayout()
            cell.layoutSubviewsIfNeeded()
        }
    }

    /// Stops showing the cell of `indexPath`, and returns it.
    func remove(_ indexPath: IndexPath) -> Cell? { byIndexPath.removeValue(forKey: indexPath) }

    /// Stops showing every cell, each given to `recycle`.
    func removeAll(_ recycle: (Cell) -> Void) {
        let cells = byIndexPath.values
        byIndexPath = [:]
        cells.forEach(recycle)
    }
}
