/// How a collection view places its items, as UICollectionViewFlowLayout: items of one size
/// in lines across the view, lines one after another along the way it scrolls, each section
/// with its header, insets and footer. Sizes and spacings are in cells.
///
///     let layout = CollectionViewFlowLayout()
///     layout.itemSize = Size(width: 12, height: 3)
///     layout.headerReferenceSize = Size(width: 0, height: 1)
///     let collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
///
/// Every item is `itemSize`, so an item's place is computed from its number, never stored: a
/// million items keep nothing per item (`FlowSection`). The items of a line stand in the
/// same columns in every line, the room over shared among the gaps (a line of one item is
/// centred), as UIKit spreads them.
open class CollectionViewFlowLayout: NibObject {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The way the content scrolls, along which the lines follow one another.
    public enum ScrollDirection: String, CaseIterable, Sendable, NibValueConvertible {
        /// Lines are rows across the view, one below another.
        case vertical
        /// Lines are columns down the view, one beside another.
        case horizontal
    }

    /// Which way the content scrolls; vertical by default.
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Every item's size, in cells; 10x3 by default (UIKit's 50 points square, as a terminal
    /// shows a word).
    open var itemSize = Size(width: 10, height: 3) { didSet { invalidateLayout() } }
    /// The least room between one line and the next, in cells (rows when scrolling down).
    open var minimumLineSpacing = 1 { didSet { invalidateLayout() } }
    /// The least room between items of a line, in cells (columns when scrolling down).
    open var minimumInteritemSpacing = 1 { didSet { invalidateLayout() } }
    /// Each section header's size: its height when scrolling down (its width when across); no
    /// header when 0. The header spans the view the other way.
    open var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Each section footer's size, as the header's.
    open var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Room around each section's items, inside its header and footer.
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }

    /// The collection view the layout places items for, told when a setting changes.
    weak var collectionView: CollectionView?

    /// A layout with UIKit's defaults in cells.
    public override init() { super.init() }

    /// Reads a `<collectionViewFlowLayout key="collectionViewLayout">` of a screen.
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// Asks the collection view to place its items again, at its next layout.
    open func invalidateLayout() { collectionView?.layoutChanged() }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            CollectionViewFlowLayout.self,
            element: ElementSpec(
                name: "collectionViewFlowLayout", role: .object,
                summary:
                    "How a collection view places its items, nested in it by key (`collectionViewLayout`): items of `itemSize` in lines, with spacings, section insets, headers and footers, in cells.",
                xcodeNames: ["collectionViewFlowLayout"]),
            settings: [
                Setting("scrollDirection", \CollectionViewFlowLayout.scrollDirection, "Which way the content scrolls: vertical (rows of items) or horizontal."),
                Setting("itemSize", \CollectionViewFlowLayout.itemSize, "Every item's size, in cells."),
                Setting("minimumLineSpacing", \CollectionViewFlowLayout.minimumLineSpacing, "The least room between lines of items, in cells."),
                Setting(
                    "minimumInteritemSpacing", \CollectionViewFlowLayout.minimumInteritemSpacing, "The least room between the items of a line, in cells."),
                Setting("headerReferenceSize", \CollectionViewFlowLayout.headerReferenceSize, "Each section header's size; none when 0 along the scrolling."),
                Setting("footerReferenceSize", \CollectionViewFlowLayout.footerReferenceSize, "Each section footer's size; none when 0 along the scrolling."),
                Setting("sectionInset", \CollectionViewFlowLayout.sectionInset, "Room around each section's items, in cells."),
            ])
    }

    /// The geometry of a section of `items` items in a view `across` cells wide (tall, when
    /// scrolling across), starting `start` cells along.
    func section(items: Int, start: Int, across: Int) -> FlowSection {
        let vertical = scrollDirection == .vertical
        let inset = sectionInset
        return FlowSection(
            start: start, items: max(0, items),
            item: vertical ? (itemSize.height, itemSize.width) : (itemSize.width, itemSize.height),
            lineSpacing: max(0, minimumLineSpacing), interitemSpacing: max(0, minimumInteritemSpacing),
            header: max(0, vertical ? headerReferenceSize.height : headerReferenceSize.width),
            footer: max(0, vertical ? footerReferenceSize.height : footerReferenceSize.width),
            insetAlong: vertical ? (inset.top, inset.bottom) : (inset.left, inset.right),
            insetAcross: vertical ? (inset.left, inset.right) : (inset.top, inset.bottom), across: across)
    }

    /// A rect given along and across the scrolling, as the view's columns and rows.
    func rect(along: Int, across: Int, length: Int, breadth: Int) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: across, y: along, width: breadth, height: length) : Rect(x: along, y: across, width: length, height: breadth)
    }

    /// The part of a rect along the scrolling: rows when scrolling down, columns when across.
    func alongRange(of rect: Rect) -> Range<Int> {
        scrollDirection == .vertical ? rect.minY..<rect.maxY : rect.minX..<rect.maxX
    }
}
