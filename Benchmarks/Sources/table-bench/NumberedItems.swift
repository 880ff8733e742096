import NibKit

/// The collection view the list figures measure: `items` numbered items in one section, each a
/// 12x3 cell with its number, in lines across the screen. Items are counted, never stored, so the
/// data source costs the same for a hundred items as for a million: what grows is the
/// collection view's.
final class NumberedItems: ViewController, CollectionViewDataSource {
    let items: Int
    let collectionView: CollectionView
    let size: Size

    init(_ items: Int, size: Size) {
        self.items = items
        self.size = size
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 12, height: 3)
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
    }

    required init(coder: NibCoder) { fatalError("made in code") }

    override func loadView() throws {
        let root = View(frame: Rect(origin: .zero, size: size))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Item")
        root.addSubview(collectionView)
        view = root
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        (cell as? NumberCell)?.label.text = "Item \(indexPath.item)"
        return cell
    }
}

/// A cell with its number in a label across its middle row.
final class NumberCell: CollectionViewCell {
    let label = Label()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init(coder: NibCoder) { fatalError("made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = Rect(x: 0, y: contentView.bounds.height / 2, width: contentView.bounds.width, height: 1)
    }
}
