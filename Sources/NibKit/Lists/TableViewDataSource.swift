/// What a table shows: how many sections and rows, and the cell for each row, as
/// UITableViewDataSource. Only `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` are required; the rest have UIKit's defaults.
///
/// A table asks for the cells of the rows it shows, never for every row; it asks for the
/// counts once per `reloadData`.
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has. Required.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually `tableView.dequeueReusableCell(withIdentifier:for:)` filled in.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title over `section`, or nil (or "") for no header; none unless implemented.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title under `section`, or nil (or "") for no footer; none unless implemented.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether Delete or Backspace may delete the row; by default every row may be edited.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Carries out an edit the user asked for: for `.delete`, remove the row from the model and
    /// call `tableView.deleteRows(at:with:)`.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row may be moved; by default none may (a data source that moves rows says
    /// yes here and carries the move out in `moveRowAt`).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Moves a row in the model: the table has already moved it on screen.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row may be edited, as in UIKit.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: the row stays.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No row may be moved.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
