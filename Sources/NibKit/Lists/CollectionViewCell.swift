/// One item of a collection view, as UICollectionViewCell: a content view for the item's
/// views, and the selected look.
///
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Colour", for: indexPath)
///
/// A cell is made once and reused for other items as the collection view scrolls:
/// `prepareForReuse` is its moment to forget the item it showed. Cells from a screen put their
/// views inside `<view key="contentView">` (or `collectionViewCellContentView`), as Xcode writes
/// them.
open class CollectionViewCell: CollectionReusableView {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// Holds the item's views, filling the cell.
    public private(set) var contentView: View
    /// Whether the item is selected: drawn on blue, as a table's selected row (a terminal has
    /// no other sign of it), unless `showsSelection` is off.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the mouse is down on the item: drawn as selected.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether a selected or highlighted cell draws on blue; a cell that shows its selection its
    /// own way (overriding `isSelected`) turns it off.
    open var showsSelection = true { didSet { setNeedsDisplay() } }

    /// The segues a storyboard's prototype of this cell declares, performed by the scene's
    /// controller when the user selects its item.
    var selectionSegues: [SceneSegue] = []
    /// The controller of the scene whose prototype made the cell.
    weak var sceneController: ViewController?

    /// A cell's own screen has it as its top-level object.
    override class var reusableElement: String { "collectionViewCell" }

    /// Makes an empty cell, as the reuse queue makes a registered class's.
    public required init(frame: Rect = .zero) {
        contentView = View()
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Reads a `<collectionViewCell>` of a screen; its content view comes by key.
    public required init(coder: NibCoder) {
        contentView = View()
        super.init(coder: coder)
        addLoadedSubview(contentView)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            CollectionViewCell.self,
            element: ElementSpec(
                name: "collectionViewCell", role: .view,
                summary:
                    "One item of a collection view: in its `<prototypes>`, or the top-level object of a cell's own screen. Its views go in `<view key=\"contentView\">`, as Xcode writes it.",
                embeds: ["contentView": [.view]], xcodeNames: ["collectionViewCell"]),
            settings: [Setting("showsSelection", \CollectionViewCell.showsSelection, "Whether it is drawn on blue while selected (YES unless set).")])
    }

    /// Adds `contentView`, so a screen's `<view key="contentView">` takes the place of the
    /// content view the cell made.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["contentView": BuiltInOutlet(\CollectionViewCell.loadedContentView)]
    }

    /// The content view a screen gives, which takes the place of the one the cell made.
    var loadedContentView: View? {
        get { contentView }
        set {
            contentView = replaceContentView(contentView, with: newValue)
            contentView.frame = bounds
        }
    }

    /// Called before the collection view hands the cell out for another item; override to
    /// forget the item shown (call super).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    /// The content view fills the cell.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }

    /// Draws blue behind the content of a selected or highlighted cell.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        if showsSelection, isSelected || isHighlighted { context.fill(bounds, with: .blue) }
    }
}
