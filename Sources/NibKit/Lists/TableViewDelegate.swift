/// How a table's rows look and answer the user, as UITableViewDelegate: every method is
/// optional, with UIKit's defaults. A table's delegate is a scroll view's too, and hears its
/// scrolling (`ScrollViewDelegate`).
@MainActor public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height in cells. Implementing it makes the table ask for every row's height once
    /// per `reloadData` (as UIKit does), which costs time and memory in proportion to the rows;
    /// without it every row is `tableView.rowHeight` high and nothing is kept per row.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int
    /// Whether the delegate gives row heights (Swift cannot ask whether a method is implemented);
    /// true when `heightForRowAt` is.
    var givesRowHeights: Bool { get }
    /// The row to select instead of `indexPath`, or nil to select none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row: by Enter, or by a click.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user's selection left a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to be shown for a row (filled in by the data source).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The user pressed a row's detail button (`TableViewCell.AccessoryType.detailButton`),
    /// by a click or by Enter once Tab reached it; the cell's accessory segues follow.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Where a row the user moves goes instead of `proposedDestinationIndexPath` (by default, there);
    /// the source itself keeps the row where it is. Asked before the data source moves it.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { tableView.rowHeight }
    /// False: a delegate that implements `heightForRowAt` says true here.
    public var givesRowHeights: Bool { false }
    /// The row the user chose.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// The proposed place.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
