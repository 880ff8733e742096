/// A row of bar button items (UIToolbar), one row tall: each item a borderless button that
/// sends its item's action (or performs its segue) when pressed, two columns apart; flexible
/// spaces share the room left over, and a fixed space takes two columns.
///
///     Edit                                   Share  Trash
public final class Toolbar: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The items, left to right.
    public var items: [BarButtonItem] = [] { didSet { itemsDidChange() } }
    /// Each item's button; nil for a space.
    private var buttons: [(button: Button?, item: BarButtonItem)] = []

    /// Columns between two items, and the width of a fixed space.
    static let spacing = 2

    /// An empty toolbar.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// Reads a toolbar of a screen; its items are nested in it by key (`items`, in order).
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// What screens write of it: its element, declared once (`Declaration`).
    nonisolated public override class var declaration: Declaration {
        Declaration(
            Toolbar.self,
            element: ElementSpec(
                name: "toolbar", role: .view,
                summary:
                    "A row of bar button items, nested by key (`items`, in order): each a button that sends its action; flexible spaces share the room left over.",
                embeds: ["items": [.object]], collections: ["items"], xcodeNames: ["toolbar"], xcodeLines: .one))
    }

    /// Adds the `items` a screen nests in it.
    public override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["items": BuiltInOutlet(collectionOf: BarButtonItem.self) { (toolbar: Toolbar, item) in toolbar.items.append(item) }]
    }

    /// Adds the action the items' buttons send.
    public override class var actionTable: ActionTable { super.actionTable + ["itemPressed:": .init(Toolbar.itemPressed)] }

    /// One row; as wide as the layout makes it.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// An item's title or state changed, or the items did: the buttons are made again.
    func itemsDidChange() {
        for (button, _) in buttons { button?.removeFromSuperview() }
        buttons = items.map { item in
            item.toolbar = self
            return (item.isSpace ? nil : item.makeButton(in: self, action: "itemPressed:"), item)
        }
        setNeedsLayout()
    }

    func itemPressed(_ sender: Button) {
        buttons.first { $0.button === sender }?.item.press(in: application)
    }

    /// The buttons left to right, two columns apart; the room left over shared by the flexible
    /// spaces, the first ones taking a column more where it does not share evenly.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let widths = buttons.map { $0.button?.intrinsicContentSize.width ?? ($0.item.systemItem == .fixedSpace ? Self.spacing : 0) }
        let gaps = Self.spacing * max(0, buttons.filter { $0.item.systemItem != .flexibleSpace }.count - 1)
        let flexible = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let room = max(0, bounds.width - widths.reduce(0, +) - gaps)
        var (x, flexibleSeen, previousWasItem) = (0, 0, false)
        for ((button, item), width) in zip(buttons, widths) {
            if item.systemItem == .flexibleSpace {
                x += room / flexible + (flexibleSeen < room % flexible ? 1 : 0)
                flexibleSeen += 1
                continue
            }
            if previousWasItem { x += Self.spacing }
            button?.frame = Rect(x: x, y: 0, width: width, height: 1)
            x += width
            previousWasItem = true
        }
    }
}
