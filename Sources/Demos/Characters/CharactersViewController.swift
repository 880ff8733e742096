import NibKit

/// The Characters demo: a sectioned table of Unicode characters whose cells come from their
/// own screen (CharacterCell.xib), filtered by a search field as the user types; Enter opens a
/// character's details, Delete removes it, `[` and `]` reorder it within its block.
///
/// A search waits until typing pauses (`searchDelay`), with the activity indicator turning
/// meanwhile: filtering every name takes a moment, and each keystroke need not.
public final class CharactersViewController: ViewController, TableViewDataSource, TableViewDelegate {
    @Outlet var tableView: TableView?
    @Outlet var searchField: TextField?
    @Outlet var searchIndicator: ActivityIndicatorView?
    @Outlet var countLabel: Label?

    private(set) var catalog = CharacterCatalog()
    let notes = CharacterNotes()
    /// How long typing must pause before the list is filtered.
    static let searchDelay = 0.15
    private var pendingSearch: Timer?

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "searchChanged:": .init(CharactersViewController.searchChanged),
            "searchEntered:": .init(CharactersViewController.searchEntered),
        ]
    }

    public override func viewDidLoad() {
        do {
            tableView?.register(try Nib(named: "CharacterCell", source: screenSource ?? ScreenSearchPath.default), forCellReuseIdentifier: "Character")
        } catch {
            application?.report("CharacterCell: \(error)")
        }
        showCount()
    }

    // MARK: Searching

    func searchChanged(_ sender: TextField) {
        pendingSearch?.invalidate()
        searchIndicator?.startAnimating()
        pendingSearch = application?.schedule(after: Self.searchDelay) { [weak self] in self?.search(for: sender.text) }
    }

    /// Enter in the search field: search now, and go to the list.
    func searchEntered(_ sender: TextField) {
        if pendingSearch != nil { search(for: sender.text) }
        _ = tableView?.becomeFirstResponder()
    }

    func search(for query: String) {
        pendingSearch?.invalidate()
        pendingSearch = nil
        searchIndicator?.stopAnimating()
        guard query != catalog.query else { return }
        catalog.filter(by: query)
        tableView?.reloadData()
        tableView?.setContentOffset(.zero)
        showCount()
    }

    private func showCount() {
        let count = catalog.characterCount
        countLabel?.text = "\(count.grouped) character\(count == 1 ? "" : "s") in \(catalog.sections.count) block\(catalog.sections.count == 1 ? "" : "s")"
    }

    /// Down in the search field goes to the list.
    public override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .down, searchField?.isFirstResponder == true, let tableView {
            return tableView.becomeFirstResponder()
        }
        return super.keyDown(event)
    }

    // MARK: The table's data source

    public func numberOfSections(in tableView: TableView) -> Int { catalog.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { catalog.sections[section].characters.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        let section = catalog.sections[section]
        return "\(section.block.name) · \(section.characters.count.grouped)"
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Character", for: indexPath)
        let character = catalog[indexPath.section, indexPath.row]
        (cell as? CharacterCell)?.show(character, isFavourite: notes.favourites.contains(character))
        return cell
    }

    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if catalog.remove(section: indexPath.section, row: indexPath.row) {
            tableView.reloadData()
        } else {
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        showCount()
    }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Moves within a block: the delegate keeps every move there.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        catalog.move(section: sourceIndexPath.section, from: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // MARK: The table's delegate

    /// A character belongs to its block: a move past the block's edge stays where it is.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = CharacterDetailViewController()
        detail.screenSource = screenSource
        detail.character = catalog[indexPath.section, indexPath.row]
        detail.notes = notes
        detail.position = (catalog.position(section: indexPath.section, row: indexPath.row), catalog.characterCount)
        detail.onClose = { [weak tableView] in tableView?.reloadData() }
        present(detail)
    }
}

extension Int {
    /// 15,348: thousands grouped, as people read counts.
    var grouped: String {
        let digits = String(magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}
