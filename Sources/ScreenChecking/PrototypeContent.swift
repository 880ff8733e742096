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

/// The items a preview gives a collection view whose data source is the program's: one
/// section, an item for each of its prototype cells, and its prototype header and footer.
@MainActor
final class PrototypeItems: CollectionViewDataSource {
    let identifiers: [String]
    let supplementaryIdentifiers: [String: String]

    init(_ collectionView: CollectionView) {
        identifiers = collectionView.prototypeIdentifiers
        supplementaryIdentifiers = collectionView.prototypeSupplementaryIdentifiers
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { identifiers.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifiers[indexPath.item], for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    {
        guard let identifier = supplementaryIdentifiers[kind] else { return CollectionReusableView() }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
}

/// The view a preview draws in: it holds the screen's views, and the rows and items it gives
/// their tables and collection views (each holds its data source weakly).
@MainActor
final class PreviewContainer: View {
    nonisolated deinit {}
    private var dataSources: [AnyObject] = []

    /// Gives each table and collection view that has prototypes and no data source an entry
    /// for each prototype.
    func showPrototypes() {
        func visit(_ view: View) {
            if let table = view as? TableView, table.dataSource == nil, !table.prototypeIdentifiers.isEmpty {
                let rows = PrototypeRows(table.prototypeIdentifiers)
                dataSources.append(rows)
                table.dataSource = rows
                table.layoutIfNeeded()  // no application lays it out
            } else if let collectionView = view as? CollectionView, collectionView.dataSource == nil, !collectionView.prototypeIdentifiers.isEmpty {
                let items = PrototypeItems(collectionView)
                dataSources.append(items)
                collectionView.dataSource = items
                collectionView.layoutIfNeeded()
            }
            view.subviews.forEach(visit)
        }
        visit(self)
    }
}
