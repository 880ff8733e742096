import NibKit

/// The rows a preview gives a table whose data source is the program's: one for each of its
/// prototype cells, as Xcode's canvas shows them, each drawn as its screen designs it.
@MainActor
final class PrototypeRows: TableViewDataSource {
    let identifiers: [String]

    init(_ identifiers: [String]) { self.identifiers = identifiers }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row], for: indexPath)
    }
}

/// The view a preview draws in: it holds the screen's views, and the rows it gives their
/// tables (a table holds its data source weakly).
@MainActor
final class PreviewContainer: View {
    nonisolated deinit {}
    private var prototypeRows: [PrototypeRows] = []

    /// Gives each table that has prototypes and no data source a row for each prototype.
    func showPrototypes() {
        func visit(_ view: View) {
            if let table = view as? TableView, table.dataSource == nil, !table.prototypeIdentifiers.isEmpty {
                let rows = PrototypeRows(table.prototypeIdentifiers)
                prototypeRows.append(rows)
                table.dataSource = rows
                table.layoutIfNeeded()  // no application lays it out
            }
            view.subviews.forEach(visit)
        }
        visit(self)
    }
}
