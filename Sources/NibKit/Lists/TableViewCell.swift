/// One row of a table, as UITableViewCell: a content view for the row's views, the labels of
/// one of the four standard styles, an accessory at the right edge, and the selected look.
///
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///     cell.textLabel?.text = "Row \(indexPath.row)"
///
/// A cell is made once and reused for other rows as the table scrolls: `prepareForReuse` is
/// its moment to forget the row it showed. Cells from a screen put their views inside
/// `<tableViewCellContentView key="contentView">`, as Xcode writes them (<doc:Lists>).
open class TableViewCell: View, ReusableView {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The standard layouts of the labels, as UIKit names them.
    public enum Style: String, CaseIterable, Sendable {
        /// The text label alone, at the left.
        case `default`
        /// The text label at the left, the detail label right-aligned at the right.
        case value1
        /// The text label right-aligned in a narrow column, the detail label after it.
        case value2
        /// The text label on the first line, the detail label on the second.
        case subtitle
    }

    /// What stands at the cell's right edge.
    public enum AccessoryType: String, CaseIterable, Sendable {
        /// Nothing: the content view takes the whole width.
        case none
        /// `›`: the row leads somewhere.
        case disclosureIndicator
        /// `✓`: the row is chosen.
        case checkmark
        /// `ⓘ`: a button for the row's details (`accessoryButton`), apart from selecting it.
        case detailButton
        /// `ⓘ›`: the detail button, and the row leads somewhere.
        case detailDisclosureButton

        /// What is drawn at the right edge (the detail button draws its own `ⓘ` before it).
        var symbol: String? {
            switch self {
            case .none, .detailButton: return nil
            case .disclosureIndicator, .detailDisclosureButton: return "›"
            case .checkmark: return "✓"
            }
        }

        /// Whether the accessory has a detail button.
        var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }

        /// Columns kept at the right: the detail button's, the symbol's, and a space.
        var width: Int { self == .none ? 0 : self == .detailDisclosureButton ? 3 : 2 }
    }

    /// How a selected or highlighted cell shows it.
    public enum SelectionStyle: String, CaseIterable, Sendable {
        /// No sign: the row looks as it does unselected.
        case none
        /// On blue.
        case `default`
        /// On grey (the terminal's bright black).
        case gray
    }

    /// What editing the user asked of a row (`TableViewDataSource.tableView(_:commit:forRowAt:)`).
    public enum EditingStyle: Sendable {
        /// No edit.
        case none
        /// Delete the row: what Delete or Backspace on a selected row asks for.
        case delete
        /// Insert a row; no key of the table asks for it.
        case insert
    }

    /// Which standard layout the cell's labels take, fixed when it is made.
    public let style: Style
    /// The identifier the table's reuse queue keeps the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The registration of `reuseIdentifier` that made the cell (`CellReuseQueue`); nil for a
    /// cell the program made itself.
    var reuseRegistration: Int?
    /// A cell's own screen has it as its top-level object.
    static var reusableElement: String { "tableViewCell" }
    /// Holds the row's views; the labels of the standard styles are added to it.
    public private(set) var contentView: View
    /// The symbol at the right edge, which takes two or three columns from the content view;
    /// none by default.
    open var accessoryType = AccessoryType.none {
        didSet {
            makeAccessoryButton()
            arrangeContent()
            setNeedsDisplay()
        }
    }
    /// The detail button (`ⓘ`) of the detail accessories: a click, or Enter once Tab reaches
    /// it (a selected row's controls come after the table), tells the table
    /// (`TableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)`) and performs the
    /// cell's accessory segues. Nil for the other accessories.
    public private(set) var accessoryButton: Button?
    /// How the cell shows it is selected or highlighted: on blue by default.
    open var selectionStyle = SelectionStyle.default { didSet { setNeedsDisplay() } }
    /// Whether the row is the table's selected row: drawn on the selection colour.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    /// The segues a storyboard's prototype of this cell declares, performed by the scene's
    /// controller when the user selects the cell's row, as UIKit's selection segues.
    var selectionSegues: [SceneSegue] = []
    /// Those it declares with `trigger="accessoryAction"`, performed when its detail button is pressed.
    var accessorySegues: [SceneSegue] = []
    /// The controller of the scene whose prototype made the cell.
    weak var sceneController: ViewController?
    /// Whether the mouse is down on the row: drawn as selected.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// The style's labels, once made (`textLabel`) or given by a screen (its `textLabel` and
    /// `detailTextLabel` outlets, views of its content view): laid out again when they change.
    var storedTextLabel: Label? { didSet { arrangeContent() } }
    var storedDetailTextLabel: Label? { didSet { arrangeContent() } }

    /// The row's main text, made when first asked for (a cell of custom views never makes it).
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The row's second text; nil in the default style, which has none.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = Label()
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// Makes a one-row cell of `style`, for the reuse queue to keep under `reuseIdentifier`
    /// (UIKit's `init(style:reuseIdentifier:)`); a table makes registered cells with this.
    public required init(style: Style = .default, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 1))
        clipsToBounds = true
        addSubview(contentView)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TableViewCell.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "tableViewCell", role: .view,
                summary:
                    "One row of a table: in a table's `<prototypes>`, or the top-level object of a cell's own screen. Its views go in `<tableViewCellContentView key=\"contentView\">`, as Xcode writes it; `style` lays out its text and detail labels, `accessoryType` draws ›, ✓, a detail button ⓘ or ⓘ› at the right.",
                embeds: ["contentView": [.view]], xcodeNames: ["tableViewCell"], xcodeLines: .asRowHeight),
            settings: [
                Setting("reuseIdentifier", .string, "The name its table makes it again by."),
                Setting("style", .choice(["default", "value1", "value2", "subtitle"]), "How its text and detail labels are laid out."),
                Setting("selectionStyle", .choice(["none", "default", "gray"]), "How it shows while selected."),
                Setting(
                    "accessoryType", .choice(AccessoryType.allCases.map(\.rawValue)),
                    "What it draws at its right: nothing, ›, ✓, a detail button ⓘ, or both ⓘ›."),
            ])
    }

    /// Reads a `<tableViewCell>` of a screen: its style, reuse identifier, accessory and selection
    /// style; it clips its subviews unless the screen says not.
    public required init(coder: NibCoder) {
        style = coder.decodeString("style").flatMap(Style.init(rawValue:)) ?? .default
        reuseIdentifier = coder.decodeString("reuseIdentifier")
        if let type = coder.decodeString("accessoryType").flatMap(AccessoryType.init(rawValue:)) { accessoryType = type }
        if let selection = coder.decodeString("selectionStyle").flatMap(SelectionStyle.init(rawValue:)) { selectionStyle = selection }
        contentView = View()
        super.init(coder: coder)
        clipsToBounds = coder.decodeBool("clipsSubviews") ?? true
        addLoadedSubview(contentView)
        makeAccessoryButton()
    }

    /// The detail button's action.
    open override class var actionTable: ActionTable {
        super.actionTable + [Self.accessoryAction: .init(TableViewCell.accessoryButtonPressed)]
    }

    private static let accessoryAction: Selector = "accessoryButtonPressed:"

    /// Makes the detail button for a detail accessory, or takes it away for another.
    private func makeAccessoryButton() {
        guard accessoryType.hasDetailButton else {
            accessoryButton?.removeFromSuperview()
            accessoryButton = nil
            return
        }
        guard accessoryButton == nil else { return }
        let button = Button(title: "ⓘ")
        button.isBordered = false
        button.addTarget(self, action: Self.accessoryAction, for: .primaryActionTriggered)
        addSubview(button)
        accessoryButton = button
    }

    /// The detail button was pressed: the table (the cell's superview) hears of it, with the row.
    private func accessoryButtonPressed(_ sender: Any?) { (superview as? TableView)?.accessoryButtonTapped(for: self) }

    /// Adds `contentView`, so a screen's `<tableViewCellContentView key="contentView">` takes the
    /// place of the content view the cell made; and `textLabel`, `detailTextLabel` and
    /// `imageView`, views of its content view the cell lays out by its style (Xcode writes them
    /// as the cell's attributes).
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + [
            "contentView": BuiltInOutlet(\TableViewCell.loadedContentView), "textLabel": BuiltInOutlet(\TableViewCell.storedTextLabel),
            "detailTextLabel": BuiltInOutlet(\TableViewCell.storedDetailTextLabel), "imageView": BuiltInOutlet(\TableViewCell.imageView),
        ]
    }

    /// The picture at the left of the labels, as UITableViewCell's: the image view a screen
    /// gives the cell (Xcode's `imageView="..."`), as wide as drawn; nil without one.
    public private(set) var imageView: ImageView? { didSet { arrangeContent() } }

    /// The content view a screen gives (`<tableViewCellContentView key="contentView">`), which
    /// takes the place of the one the cell made.
    var loadedContentView: View? {
        get { contentView }
        set {
            contentView = replaceContentView(contentView, with: newValue)
            arrangeContent()
        }
    }

    /// Called before the table hands the cell out for another row; override to forget the row
    /// shown (call super).
    open func prepareForReuse() {
        isHighlighted = false
    }

    // MARK: Layout

    /// Places the content view beside the accessory, and the style's labels inside it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    /// The rows its style's labels need at its width (no metric for a cell without them, or
    /// across): what a static table's cell, placed by constraints, grows to.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: labelRows(width: bounds.width) ?? View.noIntrinsicMetric)
    }

    /// As wide as given, as tall as its style's labels need at that width.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let rows = labelRows(width: size.width) else { return super.sizeThatFits(size) }
        return Size(width: size.width, height: rows)
    }

    /// The rows the style's labels need in a cell `width` wide, as `arrangeContent` places them;
    /// nil without labels.
    private func labelRows(width: Int) -> Int? {
        guard storedTextLabel != nil || storedDetailTextLabel != nil else { return nil }
        let labelWidth = max(1, labelColumns(contentWidth: width - accessoryType.width).width)
        switch style {
        case .subtitle: return max(1, rows(storedTextLabel, width: labelWidth) + rows(storedDetailTextLabel, width: labelWidth))
        case .value2: return max(rows(storedTextLabel, width: max(1, labelWidth / 4)), rows(storedDetailTextLabel, width: labelWidth - labelWidth / 4 - 1), 1)
        case .default, .value1: return max(rows(storedTextLabel, width: labelWidth), 1)
        }
    }

    /// The rows a label wraps to at `width` (one at least); none without the label.
    private func rows(_ label: Label?, width: Int) -> Int { label.map { max(1, $0.sizeThatFits(Size(width: width, height: .max)).height) } ?? 0 }

    /// Where the style's labels stand across a content view `contentWidth` wide: a column in
    /// from its edges, after the image view and a column.
    private func labelColumns(contentWidth: Int) -> (left: Int, width: Int) {
        let left = imageView.map { 2 + $0.frame.width } ?? 1
        return (left, max(0, contentWidth - left - 1))
    }

    /// Places the content view beside the accessory, the detail button first in it, and the
    /// image view and the style's labels inside the content view.
    private func arrangeContent() {
        let accessoryWidth = accessoryType.width
        contentView.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        accessoryButton?.frame = Rect(x: max(0, bounds.width - accessoryWidth), y: 0, width: min(1, bounds.width), height: bounds.height)
        let height = bounds.height
        imageView?.frame = Rect(x: 1, y: 0, width: imageView?.frame.width ?? 0, height: height)
        let (left, width) = labelColumns(contentWidth: contentView.bounds.width)
        let detailWidth = storedDetailTextLabel.map { min(CharacterWidth.of($0.text), width) } ?? 0
        switch style {
        case .default:
            storedTextLabel?.frame = Rect(x: left, y: 0, width: width, height: height)
        case .value1:
            storedTextLabel?.frame = Rect(x: left, y: 0, width: max(0, width - detailWidth - 1), height: height)
            storedDetailTextLabel?.frame = Rect(x: left + width - detailWidth, y: 0, width: detailWidth, height: height)
        case .value2:
            let column = max(1, width / 4)
            storedTextLabel?.textAlignment = .right
            storedTextLabel?.frame = Rect(x: left, y: 0, width: column, height: height)
            storedDetailTextLabel?.frame = Rect(x: left + column + 1, y: 0, width: max(0, width - column - 1), height: height)
        case .subtitle:
            // Each as many rows as it wraps to (a label of one line, one), the detail under the
            // text, the two centred in the row as UIKit centres them; the detail gives way first.
            let textRows = min(rows(storedTextLabel, width: width), max(1, height - (storedDetailTextLabel == nil ? 0 : 1)))
            let detailRows = max(min(rows(storedDetailTextLabel, width: width), height - textRows), storedDetailTextLabel == nil ? 0 : 1)
            let top = max(0, (height - textRows - detailRows) / 2)
            storedTextLabel?.frame = Rect(x: left, y: top, width: width, height: textRows)
            storedDetailTextLabel?.frame = Rect(x: left, y: top + textRows, width: width, height: detailRows)
        }
    }

    // MARK: Drawing

    /// The background of a selected or highlighted cell, by selection style.
    private var selectionColor: Color? {
        guard isSelected || isHighlighted else { return nil }
        switch selectionStyle {
        case .none: return nil
        case .default: return .blue
        case .gray: return .brightBlack
        }
    }

    /// Draws the selection colour over the background, and the accessory symbol at the right.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        if let selectionColor { context.fill(bounds, with: selectionColor) }
        if let symbol = accessoryType.symbol, bounds.width >= 2 {
            context.draw(symbol, at: Point(x: bounds.width - 2, y: (bounds.height - 1) / 2), foreground: foregroundColor)
        }
    }
}
