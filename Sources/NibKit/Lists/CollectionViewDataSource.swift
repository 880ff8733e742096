/// What a collection view shows: how many sections and items, and the cell for each item, as
/// UICollectionViewDataSource. Only the item count and the cell are required.
///
/// A collection view asks for the cells of the items it shows, never for every item; it asks
/// for the counts once per `reloadData`.
@MainActor public protocol CollectionViewDataSource: AnyObject {
    /// How many sections the collection view has; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has. Required.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`
    /// filled in. Required.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The header or footer of a section (`kind` is `CollectionView.elementKindSectionHeader` or
    /// `elementKindSectionFooter`), asked for when the layout gives it room; usually
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` filled in. An empty
    /// view unless implemented.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view: the room the layout gives stays blank.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    { CollectionReusableView() }
}
