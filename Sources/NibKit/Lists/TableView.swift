/// Rows in sections, scrolled, as UITableView: a data source gives the counts and a cell for
/// each row, a delegate answers selection.
///
///     tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
///     tableView.dataSource = controller
///     tableView.delegate = controller
///
/// Only the visible rows have cells, subviews in content coordinates; a cell that scrolls out
/// of sight goes back to the reuse queue and is handed out for the next row of its identifier.
/// Rows are `rowHeight` high (1 by default), so a row's place is computed, never stored: a table
/// of a million rows keeps nothing per row. A delegate that gives row heights is asked for every
/// row's once per `reloadData`, and the table keeps their running sums (one Int a row).
///
/// Keys, when it has focus: Up and Down move the selection (PageUp, PageDown, Home and End by
/// more), scrolling it into sight; with no row selected the first row in sight is underlined
/// and the arrows select it. A table is one Tab stop: the views of its rows are passed over,
/// but for the selected row's, which come after it. Enter selects the row for the delegate; Delete or Backspace
/// asks the data source to delete it; `[` and `]` move it up and down. A click selects a row;
/// the wheel scrolls. In the plain style the header of the section at the top stays pinned
/// there while its rows scroll under it.
open class TableView: ScrollView {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// How a table shows its sections' headers, as UITableView.Style; fixed when the table is made.
    public enum Style: String, CaseIterable, Sendable {
        /// Headers pinned at the top while their section scrolls; no room for untitled sections.
        case plain
        /// Headers scroll with their sections; each section stands a header's height apart.
        case grouped
    }

    /// How inserted or deleted rows come and go; a terminal shows the change at once, whichever.
    public enum RowAnimation: Sendable {
        /// No animation.
        case none
        /// The animation UIKit would choose.
        case automatic
        /// Fading in or out.
        case fade
        /// Sliding from or to the top.
        case top
        /// Sliding from or to the bottom.
        case bottom
    }

    /// Where `selectRow` and `scrollToRow` put the row.
    public enum ScrollPosition: Sendable {
        /// Only as far as it takes to bring the row into sight; `selectRow` does not scroll.
        case none
        /// At the top of the view (below a pinned header).
        case top
        /// In the middle of the view.
        case middle
        /// At the bottom of the view.
        case bottom
    }

    /// Whether headers stay pinned (`plain`, the default) or scroll with their sections.
    public let style: Style
    /// Asked for its counts and cells at the next layout, as UIKit asks: a screen connects it
    /// before its owner's `viewDidLoad` has registered the cells.
    open weak var dataSource: (any TableViewDataSource)? { didSet { setNeedsReload() } }
    /// The table's delegate, as UIKit's: a `TableViewDelegate` (which is a `ScrollViewDelegate`
    /// too) answers the rows' questions; one that is only a scroll view's hears the scrolling.
    /// A change of who gives row heights lays the rows out again.
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            let old = rowDelegate
            rowDelegate = delegate as? any TableViewDelegate
            if rowDelegate?.givesRowHeights == true || old?.givesRowHeights == true { setNeedsReload() }
        }
    }
    /// `delegate` as a table's, cast once when it is set.
    private weak var rowDelegate: (any TableViewDelegate)?
    /// `delegate` typed as a table's, for the screen's `delegate` outlet, which takes only one.
    private var tableViewDelegate: (any TableViewDelegate)? {
        get { rowDelegate }
        set { delegate = newValue }
    }
    /// Each row's height in rows of the terminal, unless the delegate gives heights.
    open var rowHeight = 1 { didSet { if rowHeight != oldValue { setNeedsReload() } } }
    /// The height of each section header, in rows of the terminal (1 by default); a plain table
    /// gives untitled sections no header.
    open var sectionHeaderHeight = 1 { didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } } }
    /// The height of each footer with a title, in rows of the terminal (1 by default).
    open var sectionFooterHeight = 1 { didSet { if sectionFooterHeight != oldValue { setNeedsReload() } } }
    /// Whether the user may select rows (by keys or clicks); code may all the same.
    open var allowsSelection = true
    /// Whether the arrows move the selection (true, unless set), or only the row the table shows
    /// its focus on, which Enter then selects (UIKit's `selectionFollowsFocus`).
    open var selectionFollowsFocus = true { didSet { focusedRow = nil } }
    /// The row focus is on when the selection does not follow it; nil until an arrow moves it.
    private var focusedRow: IndexPath? { didSet { setNeedsDisplay() } }

    /// How to make cells, and the cells kept for reuse.
    private let reuseQueue = CellReuseQueue<TableViewCell>()
    /// The shape of the table as of the last reload: per section, where it starts, its header,
    /// row count and footer. Kept per section, never per row.
    private var sections: [SectionGeometry] = []
    /// The cells of the rows on screen, by row.
    private let shown = ShownCells<TableViewCell>()
    private var selectedIndexPath: IndexPath?
    /// Whether the counts are to be asked for again at the next layout.
    private var needsReload = true

    /// Makes an empty table of `style` (UIKit's `init(frame:style:)`): it asks its data source for
    /// rows at its first layout.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// Reads a `<tableView>` of a screen: its style, row and section heights (a row at least 1
    /// high), `allowsSelection` and `selectionFollowsFocus`.
    public required init(coder: NibCoder) {
        style = coder.decodeString("style").flatMap(Style.init(rawValue:)) ?? .plain
        if let height = coder.decodeInt("rowHeight") { rowHeight = max(1, height) }
        if let height = coder.decodeInt("sectionHeaderHeight") { sectionHeaderHeight = max(0, height) }
        if let height = coder.decodeInt("sectionFooterHeight") { sectionFooterHeight = max(0, height) }
        if let allows = coder.decodeBool("allowsSelection") { allowsSelection = allows }
        if let follows = coder.decodeBool("selectionFollowsFocus") { selectionFollowsFocus = follows }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TableView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "tableView", role: .view,
                summary:
                    "Rows in sections, as UITableView: its `dataSource` and `delegate` outlets name the objects that give the rows and answer the user. Only the visible rows have cells, reused as it scrolls. `<prototypes>` holds the `tableViewCell`s it makes for their `reuseIdentifier`s; `rowHeight` (1 by default), `sectionHeaderHeight` and `sectionFooterHeight` are in rows.",
                prototypeElements: ["tableViewCell"], xcodeNames: ["tableView"]),
            withholding: ["contentSize"],
            settings: [
                Setting("style", .choice(["plain", "grouped"]), "Plain rows, or grouped sections with space between."),
                Setting("rowHeight", \TableView.rowHeight, "Each row's height, in rows; 1 unless set."),
                Setting("sectionHeaderHeight", \TableView.sectionHeaderHeight, "A section header's height, in rows."),
                Setting("sectionFooterHeight", \TableView.sectionFooterHeight, "A section footer's height, in rows."),
                Setting("allowsSelection", \TableView.allowsSelection, "Whether a click or Enter selects a row."),
                Setting(
                    "selectionFollowsFocus", \TableView.selectionFollowsFocus,
                    "Whether the arrows move the selection (the default), or only the focused row, which Enter selects."),
            ])
    }

    /// `dataSource` and `delegate`, as a screen connects them (`<outlet property="dataSource" .../>`).
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + [
            "dataSource": BuiltInOutlet(conformingTo: \TableView.dataSource),
            "delegate": BuiltInOutlet(conformingTo: \TableView.tableViewDelegate),
        ]
    }

    // MARK: Cells and reuse

    /// Makes the cells of `identifier` from a screen whose top-level object is the cell (its
    /// outlets connected to the cell's class), or forgets them (nil).
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        reuseQueue.register(nib.map { .nib($0, owner: Weak(nil), externalObjects: [:]) }, for: identifier)
    }

    /// Registers a prototype from the table's screen: loaded with that screen's owner and
    /// external objects, which its cell's actions and outlets may name.
    func registerPrototype(_ nib: Nib, owner: AnyObject?, externalObjects: [String: AnyObject], forCellReuseIdentifier identifier: String) {
        reuseQueue.register(.nib(nib, owner: Weak(owner), externalObjects: externalObjects.mapValues { Weak($0) }), for: identifier)
        prototypeIdentifiers.append(identifier)
    }

    /// The reuse identifiers of the prototype cells in the table's screen, in the screen's
    /// order: what a preview of the screen shows, a row each.
    public private(set) var prototypeIdentifiers: [String] = []

    /// Makes the cells of `identifier` as `cellClass.init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        reuseQueue.register(cellClass.map { type in .type { type.init(style: .default, reuseIdentifier: $0) } }, for: identifier)
    }

    /// A cell for the row: one that scrolled out of sight, or a new one as registered. What
    /// is not registered is a mistake in the program, which stops it, as UIKit does; a
    /// registered screen that fails to load is reported, and a cell saying so stands in.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("no cell is registered for the reuse identifier '\(identifier)' (register a nib or a class first)")
        }
        return cell
    }

    /// A cell for `identifier` if one is idle or registered; nil otherwise.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reuseQueue.reuse(identifier) { return cell }
        do {
            return try reuseQueue.make(identifier)
        } catch {
            application?.report("\(error)")
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
            return cell
        }
    }

    /// How many cells the table has made, for the whole of its life: as many as rows fit on
    /// screen, however many rows it has, when cells are reused.
    public var numberOfCellsMade: Int { reuseQueue.madeCount }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { shown.cells }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { shown.indexPaths }

    /// The cell of a row on screen; nil for a row out of sight.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shown[indexPath] }

    /// The row a cell on screen shows (a button in a cell finds its row so); nil for a cell the
    /// table does not show.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { shown.indexPath(of: cell) }

    // MARK: The data

    /// How many sections the data source gave, asked for now if a reload is pending.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// How many rows `section` has, as the data source gave them; 0 for a section the table
    /// does not have.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rows : 0
    }

    /// Asks the data source again for the sections, counts and titles (and the delegate for the
    /// heights it gives), and the cells of the rows on screen.
    public func reloadData() {
        needsReload = false
        recycleAllCells()
        guard let dataSource else {
            sections = []
            contentSize = Size(width: bounds.width, height: 0)
            return
        }
        let heights = rowDelegate?.givesRowHeights == true ? rowDelegate : nil
        var top = 0
        let count = max(0, dataSource.numberOfSections(in: self))
        // A loop into a local array: a closure given to `map` checks at each call that it runs
        // on the main actor (half the table's own cost per section), and appending to the stored
        // property would check exclusive access at each append (docs/BENCHMARKS.md, "Lists and
        // scrolling").
        var shape: [SectionGeometry] = []
        shape.reserveCapacity(count)
        // The table's own settings read once, not once a section: each read of an open property
        // is a dynamic call with a run-time access check.
        let (isGrouped, rowHeight, headerHeight, footerHeight) = (style == .grouped, rowHeight, sectionHeaderHeight, sectionFooterHeight)
        for section in 0..<count {
            let header = Self.shownTitle(dataSource.tableView(self, titleForHeaderInSection: section))
            let footer = Self.shownTitle(dataSource.tableView(self, titleForFooterInSection: section))
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let geometry = SectionGeometry(
                top: top, header: header, headerHeight: header != nil || isGrouped ? headerHeight : 0, rows: rows,
                rowHeight: rowHeight,
                rowHeights: heights.map { delegate in (0..<rows).map { delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: section)) } },
                footer: footer, footerHeight: footer != nil ? footerHeight : 0)
            top += geometry.height
            shape.append(geometry)
        }
        sections = shape
        if let selected = selectedIndexPath, !contains(selected) { selectedIndexPath = nil }
        contentSize = Size(width: bounds.width, height: top)
        setNeedsLayout()
    }

    /// A header's or footer's title as the table shows it: "" is none, as nil is, in UIKit.
    private static func shownTitle(_ title: String?) -> String? { title?.isEmpty == false ? title : nil }

    /// Reloads at the next layout.
    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The counts, asked for now if a change since asked for them again: what the table's
    /// geometry is asked before its next layout answers from the data source's model.
    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The rows were inserted in the data source's model: the table takes its counts again and
    /// shows them. The selection stays on its row.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        let selected = selectedIndexPath
        reloadData()
        if let selected {
            // The rows are given as they are now: each one inserted at or above the selection,
            // taken from the top, pushes it down a row.
            var row = selected.row
            for inserted in indexPaths.filter({ $0.section == selected.section }).map(\.row).sorted() {
                if inserted <= row { row += 1 }
            }
            selectedIndexPath = IndexPath(row: row, section: selected.section)
            tileRows()
        }
    }

    /// The rows were deleted from the data source's model: the table takes its counts again.
    /// The selection stays on its row, or, if it was deleted, goes to the row now in its place.
    /// (The rows are given as they were, so their order does not matter.)
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        let selected = selectedIndexPath
        reloadData()
        if let selected {
            let before = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
            let rows = numberOfRows(inSection: selected.section)
            selectedIndexPath = rows > 0 ? IndexPath(row: min(selected.row - before, rows - 1), section: selected.section) : nil
            tileRows()
        }
    }

    /// Whether the row is in the table, as the data source counts now: asked before the first
    /// layout too (a row selected in `viewDidLoad`).
    private func contains(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return sections.indices.contains(indexPath.section) && (0..<sections[indexPath.section].rows).contains(indexPath.row)
    }

    // MARK: Geometry

    /// Where a row is, in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        reloadIfNeeded()
        guard contains(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        return Rect(x: 0, y: section.rowTop(indexPath.row), width: bounds.width, height: section.rowHeight(indexPath.row))
    }

    /// The row at a point in content coordinates; nil for a header, a footer or past the end.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard let index = sectionIndex(at: point.y), let row = sections[index].row(at: point.y) else { return nil }
        return IndexPath(row: row, section: index)
    }

    /// The section whose header, rows or footer hold `y`: found by halving, not by walking.
    private func sectionIndex(at y: Int) -> Int? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].top + sections[middle].height <= y { low = middle + 1 } else { high = middle }
        }
        return low < sections.count && y >= sections[low].top ? low : nil
    }

    /// The rows that meet the visible part of the content, top to bottom: found from the top
    /// one, so it costs the rows on screen, not the rows of the table.
    private func rowsInSight() -> [IndexPath] {
        let visible = visibleContentRect
        guard visible.height > 0, var section = sectionIndex(at: max(0, visible.minY)) ?? (sections.isEmpty ? nil : 0) else { return [] }
        var rows: [IndexPath] = []
        var row = sections[section].firstRow(atOrBelow: visible.minY)
        while section < sections.count {
            let geometry = sections[section]
            while row < geometry.rows, geometry.rowTop(row) < visible.maxY {
                rows.append(IndexPath(row: row, section: section))
                row += 1
            }
            guard row >= geometry.rows, geometry.top + geometry.height < visible.maxY else { break }
            section += 1
            row = 0
        }
        return rows
    }

    /// Tiles again at each change of size or scroll position.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        // Set only when it changes: setting it asks for layout again.
        if contentSize.width != bounds.width { contentSize = Size(width: bounds.width, height: contentSize.height) }
        tileRows()
    }

    /// Gives each row in sight its cell and takes the cells of rows out of sight back to the
    /// queue: cells of rows still in sight stay as they are.
    private func tileRows() {
        guard let dataSource else { return }
        shown.tile(rowsInSight(), frame: rectForRow(at:), recycle: recycle) { indexPath in
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.isSelected = indexPath == selectedIndexPath
            addSubview(cell)
            rowDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            return cell
        }
        setNeedsDisplay()
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        reuseQueue.enqueue(cell)
    }

    private func recycleAllCells() {
        shown.removeAll(recycle)
    }

    // MARK: Headers and footers

    /// A header or footer in sight: its title, and the rows of the view it covers.
    private struct ShownTitle {
        var title: String
        var rows: Range<Int>
        var isHeader: Bool
    }

    /// The headers and footers in sight, in the view's rows (0 at its top edge); in the plain
    /// style the header of the section at the top is pinned there, pushed up only by the next
    /// section's header. Drawn over the rows, and so a click on one is not on a row.
    private var titlesInSight: [ShownTitle] {
        let visible = visibleContentRect
        guard let first = sectionIndex(at: max(0, visible.minY)) else { return [] }
        var titles: [ShownTitle] = []
        var index = first
        while index < sections.count, sections[index].top < visible.maxY {
            let section = sections[index]
            if let footer = section.footer, section.footerHeight > 0 {
                let y = section.footerTop - visible.minY
                titles.append(ShownTitle(title: footer, rows: y..<(y + section.footerHeight), isHeader: false))
            }
            if let header = section.header, section.headerHeight > 0 {
                var y = section.top - visible.minY
                if style == .plain && index == first {
                    // Pinned at the top while the section's rows pass under it.
                    y = max(y, min(0, section.footerTop + section.footerHeight - visible.minY - section.headerHeight))
                }
                titles.append(ShownTitle(title: header, rows: y..<(y + section.headerHeight), isHeader: true))
            }
            index += 1
        }
        return titles
    }

    override func drawOverSubviews(in context: GraphicsContext) {
        defer { super.drawOverSubviews(in: context) }  // the scroll indicator, over the headers
        if isFirstResponder, allowsSelection, !selectionFollowsFocus || selectedIndexPath == nil, let row = keyRow {
            // Focused with no row selected, or focus apart from the selection: the row the keys
            // act from is underlined.
            context.addStyle(.underline, in: rectForRow(at: row).offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y))
        }
        for shown in titlesInSight {
            drawTitle(shown.title, at: shown.rows.lowerBound, height: shown.rows.count, in: context, style: shown.isHeader ? .bold : .dim)
        }
    }

    /// The row the keys act from: the focused one (when the selection does not follow focus),
    /// else the selected one, else the first in sight.
    private var keyRow: IndexPath? {
        let focused = selectionFollowsFocus ? nil : focusedRow.flatMap { contains($0) ? $0 : nil }
        return focused ?? selectedIndexPath ?? shown.firstIndexPath
    }
    /// Whether the keys have a row already (an arrow moves from it), or start at `keyRow`.
    private var hasKeyRow: Bool { selectionFollowsFocus ? selectedIndexPath != nil : (focusedRow ?? selectedIndexPath) != nil }

    private func drawTitle(_ title: String, at y: Int, height: Int, in context: GraphicsContext, style: TextStyle) {
        let area = Rect(x: 0, y: y, width: bounds.width, height: height)
        context.fill(area, with: backgroundColor ?? .default)
        context.draw(Label.truncated(title, toWidth: max(0, bounds.width - 2)), at: Point(x: 1, y: y), foreground: foregroundColor, style: style)
    }

    // MARK: Selection

    /// The selected row; nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects a row (nil: none) without asking the delegate, as UIKit's code-made selection,
    /// and scrolls it into sight as `scrollPosition` says.
    public func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        let indexPath = indexPath.flatMap { contains($0) ? $0 : nil }
        if let old = selectedIndexPath { shown[old]?.isSelected = false }
        selectedIndexPath = indexPath
        guard let indexPath else { return }
        shown[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition) }
    }

    /// Selects no row if `indexPath` is the selected one, without telling the delegate;
    /// `animated` has no effect in a terminal.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        guard selectedIndexPath == indexPath else { return }
        selectRow(at: nil)
    }

    /// Scrolls so the row stands at the top, middle or bottom; `.none` scrolls only as far as
    /// it takes to bring it into sight.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        guard contains(indexPath) else { return }
        var rect = rectForRow(at: indexPath)
        // In the plain style a pinned header covers the top row: keep the row below it.
        if style == .plain, sections[indexPath.section].headerHeight > 0 {
            rect = Rect(
                x: rect.x, y: rect.y - sections[indexPath.section].headerHeight, width: rect.width,
                height: rect.height + sections[indexPath.section].headerHeight)
        }
        switch position {
        case .none: scrollRectToVisible(rect, animated: animated)
        case .top: setContentOffset(Point(x: 0, y: rect.minY), animated: animated)
        case .middle: setContentOffset(Point(x: 0, y: rect.minY - (bounds.height - rect.height) / 2), animated: animated)
        case .bottom: setContentOffset(Point(x: 0, y: rect.maxY - bounds.height), animated: animated)
        }
    }

    /// The user chose a row: the delegate may send it elsewhere (`willSelectRowAt`), then hears
    /// of the old row's deselection and the new row's selection.
    private func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        guard let chosen = rowDelegate?.tableView(self, willSelectRowAt: indexPath) ?? (rowDelegate == nil ? indexPath : nil) else { return }
        if let old = selectedIndexPath, old != chosen { rowDelegate?.tableView(self, didDeselectRowAt: old) }
        selectRow(at: chosen, scrollPosition: .none)
        rowDelegate?.tableView(self, didSelectRowAt: chosen)
        // A storyboard's cell performs its selection segues after the delegate is told, as UIKit's.
        if let cell = cellForRow(at: chosen), let controller = cell.sceneController { controller.cellSelected(cell) }
    }

    /// A cell's detail button was pressed: the delegate hears of it with the row, then a
    /// storyboard's cell performs its accessory segues, as UIKit's.
    func accessoryButtonTapped(for cell: TableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        rowDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        cell.sceneController?.cellAccessoryTapped(cell)
    }

    /// The row `steps` rows after `start` (before, if negative), across sections, stopping at
    /// the first and last rows; the first row when there is no `start`.
    private func row(_ steps: Int, from start: IndexPath?) -> IndexPath? {
        guard let start else { return firstRow(from: 0, forward: true) }
        var current = start
        for _ in 0..<abs(steps) {
            guard let next = neighbour(of: current, forward: steps > 0) else { break }
            current = next
        }
        return current
    }

    private func neighbour(of indexPath: IndexPath, forward: Bool) -> IndexPath? {
        let row = indexPath.row + (forward ? 1 : -1)
        if row >= 0, row < numberOfRows(inSection: indexPath.section) { return IndexPath(row: row, section: indexPath.section) }
        return firstRow(from: indexPath.section + (forward ? 1 : -1), forward: forward)
    }

    /// The first row (or last, going back) of the nearest section from `section` that has rows.
    private func firstRow(from section: Int, forward: Bool) -> IndexPath? {
        var index = section
        while sections.indices.contains(index) {
            if sections[index].rows > 0 { return IndexPath(row: forward ? 0 : sections[index].rows - 1, section: index) }
            index += forward ? 1 : -1
        }
        return nil
    }

    // MARK: Keys and mouse

    /// Takes focus while rows may be selected, even with every row in sight (a scroll view takes
    /// it only while it has content out of sight).
    open override var acceptsFocus: Bool { allowsSelection || super.acceptsFocus }

    /// Moves the focused row with Up, Down, PageUp, PageDown, Home and End (the selection, when
    /// it follows focus), and acts on a row (`keyDownOnSelection`); at the first or last row,
    /// or while rows cannot be selected, the key scrolls as a scroll view's does.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        let page = ScrollView.page(visible: bounds.height / max(1, rowHeight))
        // Without selection the keys scroll, as a scroll view's.
        guard allowsSelection else { return super.keyDown(event) }
        let target: IndexPath?
        switch event.key {
        // With no row to start from, the arrows go to the row the table shows its focus on.
        case .down: target = hasKeyRow ? row(1, from: keyRow) : keyRow
        case .up: target = hasKeyRow ? row(-1, from: keyRow) : keyRow
        case .pageDown: target = row(page, from: keyRow)
        case .pageUp: target = row(-page, from: keyRow)
        case .home: target = firstRow(from: 0, forward: true)
        case .end: target = firstRow(from: sections.count - 1, forward: false)
        default: return keyDownOnSelection(event)
        }
        // At the first or last row the key goes on, as a turn of the wheel does: to the
        // table's own scrolling, then to a scroll view around it.
        guard let target, target != keyRow || !hasKeyRow else { return super.keyDown(event) }
        if selectionFollowsFocus { selectRow(at: target) } else { focusedRow = target }
        scrollToRow(at: target, at: .none)
        return true
    }

    /// The keys that act on the selected row: Enter (on the focused row, or the first in sight,
    /// when none is selected), Delete and Backspace, `[` and `]`.
    private func keyDownOnSelection(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .enter:
            // The row the table shows its focus on, the first in sight before any arrow.
            guard let row = keyRow else { return super.keyDown(event) }
            userSelect(row)
        case .delete, .backspace:
            guard let selected = selectedIndexPath, let dataSource, dataSource.tableView(self, canEditRowAt: selected) else { return super.keyDown(event) }
            dataSource.tableView(self, commit: .delete, forRowAt: selected)
        case .character("["): moveSelectedRow(forward: false)
        case .character("]"): moveSelectedRow(forward: true)
        default: return super.keyDown(event)
        }
        return true
    }

    /// Moves the selected row one place up or down, into the next section at its edge, when the
    /// data source lets it and to where the delegate says (`targetIndexPathForMoveFromRowAt`):
    /// the data source moves it in its model, the table shows it moved.
    private func moveSelectedRow(forward: Bool) {
        guard let source = selectedIndexPath, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return }
        let proposed: IndexPath
        if let next = neighbour(of: source, forward: forward), next.section == source.section {
            proposed = next
        } else {
            let section = source.section + (forward ? 1 : -1)
            guard sections.indices.contains(section) else { return }
            // Into the neighbour section: the end of the one above, the start of the one below.
            proposed = IndexPath(row: forward ? 0 : sections[section].rows, section: section)
        }
        let destination = rowDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard destination != source, canMove(from: source, to: destination) else { return }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        reloadData()
        selectRow(at: destination)
        scrollToRow(at: destination, at: .none)
    }

    /// Whether a row may go to `destination`: a place in its own section, or in another one
    /// from its start to past its end.
    private func canMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard sections.indices.contains(destination.section), destination.row >= 0 else { return false }
        let rows = sections[destination.section].rows
        return destination.row < rows || (destination.row == rows && destination.section != source.section)
    }

    /// A press selects the row under it; not on a scroll indicator (which scrolls, as on any
    /// scroll view) and not on a header or footer drawn over the rows.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard case .press(.left) = event.kind, !isOnScrollIndicator(location) else { return super.mouseEvent(event, at: location) }
        becomeFirstResponder()
        let onTitle = titlesInSight.contains { $0.rows.contains(location.y - contentOffset.y) }
        if !onTitle, let indexPath = indexPathForRow(at: location) { userSelect(indexPath) }
        return true
    }
}

/// One section's place in a table's content: its header, rows and footer, top to bottom.
private struct SectionGeometry {
    let top: Int
    let header: String?
    let headerHeight: Int
    let rows: Int
    /// Every row's height when they are all the same, the usual case.
    let rowHeight: Int
    /// The running sums of the rows' heights, when the delegate gives them: `rowHeights[i]` is
    /// the height of rows 0..<i. Nil when every row is `rowHeight` high.
    let rowTops: [Int]?
    let footer: String?
    let footerHeight: Int
    /// Header, rows and footer: kept, not computed, so that the table's reload reads it from the
    /// value it has just made (asked of a computed property, the value was copied, titles and all).
    let height: Int

    init(top: Int, header: String?, headerHeight: Int, rows: Int, rowHeight: Int, rowHeights: [Int]?, footer: String?, footerHeight: Int) {
        self.top = top
        self.header = header
        self.headerHeight = headerHeight
        self.rows = rows
        self.rowHeight = max(1, rowHeight)
        if let rowHeights {
            var sums = [0]
            sums.reserveCapacity(rows + 1)
            for height in rowHeights { sums.append(sums[sums.count - 1] + max(1, height)) }
            rowTops = sums
        } else {
            rowTops = nil
        }
        self.footer = footer
        self.footerHeight = footerHeight
        height = headerHeight + (rowTops?.last ?? rows * self.rowHeight) + footerHeight
    }

    var rowsHeight: Int { height - headerHeight - footerHeight }
    var footerTop: Int { top + headerHeight + rowsHeight }

    func rowTop(_ row: Int) -> Int { top + headerHeight + (rowTops?[row] ?? row * rowHeight) }
    func rowHeight(_ row: Int) -> Int { rowTops.map { $0[row + 1] - $0[row] } ?? rowHeight }

    /// The row at content `y`; nil in the header or footer.
    func row(at y: Int) -> Int? {
        let offset = y - top - headerHeight
        guard offset >= 0, offset < rowsHeight else { return nil }
        return firstRow(atOrBelow: y)
    }

    /// The first row whose bottom is below `y` (0 above the rows, `rows` past them).
    func firstRow(atOrBelow y: Int) -> Int {
        let offset = y - top - headerHeight
        guard offset > 0 else { return 0 }
        guard let rowTops else { return min(rows, offset / rowHeight) }
        var low = 0
        var high = rows
        while low < high {
            let middle = (low + high) / 2
            if rowTops[middle + 1] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
