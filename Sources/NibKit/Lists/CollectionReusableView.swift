/// A view a collection view makes once and shows again as it scrolls, as
/// UICollectionReusableView: a section's header or footer, and the base of every cell.
///
/// A screen's collection view holds its header and footer as prototypes, each with its
/// `elementKind` (Xcode writes them by key, `sectionHeaderView` and `sectionFooterView`); code
/// registers a class or a nib for a kind and an identifier
/// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
open class CollectionReusableView: View, ReusableView {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The identifier the collection view's reuse queue keeps the view under.
    public internal(set) var reuseIdentifier: String?
    /// The registration of `reuseIdentifier` that made the view (`CellReuseQueue`).
    var reuseRegistration: Int?
    /// Which supplementary view a screen's prototype is: `CollectionView.elementKindSectionHeader`
    /// or `elementKindSectionFooter`; nil for a cell.
    public internal(set) var elementKind: String?

    /// A screen registered for supplementary views has one as its top-level object.
    class var reusableElement: String { "collectionReusableView" }

    /// Makes an empty view, as the reuse queue makes a registered class's.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Reads a `<collectionReusableView>` of a screen: its reuse identifier and kind; it clips
    /// its subviews unless the screen says not.
    public required init(coder: NibCoder) {
        reuseIdentifier = coder.decodeString("reuseIdentifier")
        elementKind = coder.decodeString("elementKind")
        super.init(coder: coder)
        clipsToBounds = coder.decodeBool("clipsSubviews") ?? true
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            CollectionReusableView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "collectionReusableView", role: .view,
                summary:
                    "A collection view's section header or footer, in its `<prototypes>` with its `elementKind`; as Xcode writes it, nested by key (`sectionHeaderView`, `sectionFooterView`).",
                xcodeNames: ["collectionReusableView"]),
            settings: [
                Setting("reuseIdentifier", .string, "The name its collection view makes it again by."),
                Setting(
                    "elementKind", .choice([CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter]),
                    "Whether it heads or ends each section."),
            ])
    }

    /// Called before the collection view hands the view out again; override to forget what it
    /// showed (call super).
    open func prepareForReuse() {}
}
