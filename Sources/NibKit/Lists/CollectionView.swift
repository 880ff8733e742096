/// Items in sections, laid out in a grid and scrolled, as UICollectionView: a data source gives
/// the counts and a cell for each item, a delegate answers selection, and a flow layout
/// (`CollectionViewFlowLayout`) places the items in lines.
///
///     collectionView.register(ColourCell.self, forCellWithReuseIdentifier: "Colour")
///     collectionView.dataSource = controller
///     collectionView.delegate = controller
///
/// Only the visible items have cells, subviews in content coordinates; a cell that scrolls out
/// of sight goes back to the reuse queue and is handed out for the next item of its identifier.
/// Every item has the layout's size, so its place is computed from its number, never stored: a
/// collection of a million items keeps one value per section and the cells on screen.
///
/// Keys, when it has focus: the arrows move the selection an item at a time across a line and
/// a line at a time along the scrolling (PageUp, PageDown, Home and End by more), scrolling it
/// into sight; with no item selected the first in sight is underlined and an arrow selects it.
/// Enter selects the item for the delegate (and performs a storyboard cell's segues). A click
/// selects an item; the wheel scrolls.
open class CollectionView: ScrollView {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The kind of a section's header, for `viewForSupplementaryElementOfKind`.
    nonisolated public static let elementKindSectionHeader = Vocabulary.sectionHeaderKind
    /// The kind of a section's footer.
    nonisolated public static let elementKindSectionFooter = Vocabulary.sectionFooterKind

    /// Where `selectItem` and `scrollToItem` put the item.
    public enum ScrollPosition: Sendable {
        /// Only as far as it takes to bring the item into sight; `selectItem` does not scroll.
        case none
        /// At the top (or left) of the view.
        case top
        /// In the middle of the view.
        case centered
        /// At the bottom (or right) of the view.
        case bottom
    }

    /// Asked for its counts and cells at the next layout, as UIKit asks: a screen connects it
    /// before its owner's `viewDidLoad` has registered the cells.
    open weak var dataSource: (any CollectionViewDataSource)? { didSet { layoutChanged() } }
    /// The collection view's delegate, as UIKit's: a `CollectionViewDelegate` (a scroll view's
    /// too) answers the items' questions; one that is only a scroll view's hears the scrolling.
    open override weak var delegate: (any ScrollViewDelegate)? { didSet { itemDelegate = delegate as? any CollectionViewDelegate } }
    /// `delegate` as a collection view's, cast once when it is set.
    private weak var itemDelegate: (any CollectionViewDelegate)?
    /// `delegate` typed as a collection view's, for the screen's `delegate` outlet, which takes only one.
    private var collectionViewDelegate: (any CollectionViewDelegate)? {
        get { itemDelegate }
        set { delegate = newValue }
    }
    /// Places the items; a flow layout is the one NibKit draws. Setting it lays the items out again.
    open var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutChanged()
        }
    }
    /// Whether the user may select items (by keys or clicks); code may all the same.
    open var allowsSelection = true
    /// Whether the user may select many items, each Enter or click turning one on or off; the
    /// arrows then move only the underlined item.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selected.count > 1 { selected = selected.min().map { [$0] } ?? [] } }
    }

    /// How to make cells, and the cells kept for reuse.
    private let cellQueue = CellReuseQueue<CollectionViewCell>()
    /// How to make headers and footers, by kind.
    private var supplementaryQueues: [String: CellReuseQueue<CollectionReusableView>] = [:]
    /// The shape of the content as of the last reload: one value per section, never per item.
    private var sections: [FlowSection] = []
    /// The cells of the items on screen.
    private let shown = ShownCells<CollectionViewCell>()
    /// The headers and footers on screen, by kind and section.
    private var supplementaryViews: [SupplementaryPlace: CollectionReusableView] = [:]
    private var selected: Set<IndexPath> = [] { didSet { if selected != oldValue { showSelection() } } }
    /// The item the keys act from, when it is not the selected one.
    private var focusedItem: IndexPath? { didSet { if focusedItem != oldValue { setNeedsDisplay() } } }
    /// Whether the counts are to be asked for again at the next layout.
    private var needsReload = true

    /// Makes an empty collection view placing its items with `layout` (UIKit's
    /// `init(frame:collectionViewLayout:)`): it asks its data source for items at its first layout.
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Reads a `<collectionView>` of a screen; its layout comes by key (`collectionViewLayout`).
    public required init(coder: NibCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        if let allows = coder.decodeBool("allowsSelection") { allowsSelection = allows }
        if let allows = coder.decodeBool("allowsMultipleSelection") { allowsMultipleSelection = allows }
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            CollectionView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "collectionView", role: .view,
                summary:
                    "Items in sections laid out in a grid, as UICollectionView: its `dataSource` and `delegate` outlets name the objects that give the items and answer the user. Only the visible items have cells, reused as it scrolls. A `collectionViewFlowLayout` by key `collectionViewLayout` sizes and spaces them; `<prototypes>` holds the `collectionViewCell`s it makes for their `reuseIdentifier`s, and the headers and footers (`collectionReusableView`).",
                embeds: ["collectionViewLayout": [.object]], prototypeElements: ["collectionViewCell", "collectionReusableView"],
                xcodeNames: ["collectionView"]),
            withholding: ["contentSize"],
            settings: [
                Setting("allowsSelection", \CollectionView.allowsSelection, "Whether a click or Enter selects an item."),
                Setting("allowsMultipleSelection", \CollectionView.allowsMultipleSelection, "Whether each click or Enter turns an item's selection on or off."),
            ])
    }

    /// `dataSource`, `delegate` and `collectionViewLayout`, as a screen connects and nests them.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + [
            "dataSource": BuiltInOutlet(conformingTo: \CollectionView.dataSource),
            "delegate": BuiltInOutlet(conformingTo: \CollectionView.collectionViewDelegate),
            "collectionViewLayout": BuiltInOutlet(\CollectionView.loadedLayout),
        ]
    }

    /// The layout a screen nests, which takes the place of the default one.
    private var loadedLayout: CollectionViewFlowLayout? {
        get { collectionViewLayout }
        set { if let newValue { collectionViewLayout = newValue } }
    }

    // MARK: Cells and reuse

    /// Makes the cells of `identifier` as `cellClass.init(frame:)`, or forgets them (nil).
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { type in .type { _ in type.init(frame: .zero) } }, for: identifier)
    }

    /// Makes the cells of `identifier` from a screen whose top-level object is the cell, or
    /// forgets them (nil).
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(nib.map { .nib($0, owner: Weak(nil), externalObjects: [:]) }, for: identifier)
    }

    /// Makes the headers (or footers) of `identifier` as `viewClass.init(frame:)`.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue(kind).register(viewClass.map { type in .type { _ in type.init(frame: .zero) } }, for: identifier)
    }

    /// Makes the headers (or footers) of `identifier` from a screen whose top-level object is
    /// the view.
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue(kind).register(nib.map { .nib($0, owner: Weak(nil), externalObjects: [:]) }, for: identifier)
    }

    /// Registers a prototype from the collection view's screen, a cell or (with its kind) a
    /// header or footer: loaded with that screen's owner and external objects.
    func registerPrototype(_ nib: Nib, kind: String?, owner: AnyObject?, externalObjects: [String: AnyObject], reuseIdentifier identifier: String) {
        let (owner, objects) = (Weak(owner), externalObjects.mapValues { Weak($0) })
        if let kind {
            supplementaryQueue(kind).register(.nib(nib, owner: owner, externalObjects: objects), for: identifier)
            prototypeSupplementaryIdentifiers[kind] = identifier
        } else {
            cellQueue.register(.nib(nib, owner: owner, externalObjects: objects), for: identifier)
            prototypeIdentifiers.append(identifier)
        }
    }

    /// The reuse identifiers of the prototype cells in the collection view's screen, in the
    /// screen's order: what a preview of the screen shows, an item each.
    public private(set) var prototypeIdentifiers: [String] = []
    /// The reuse identifier of the screen's prototype header and footer, by kind.
    public private(set) var prototypeSupplementaryIdentifiers: [String: String] = [:]

    private func supplementaryQueue(_ kind: String) -> CellReuseQueue<CollectionReusableView> {
        if let queue = supplementaryQueues[kind] { return queue }
        let queue = CellReuseQueue<CollectionReusableView>()
        supplementaryQueues[kind] = queue
        return queue
    }

    /// A cell for the item: one that scrolled out of sight, or a new one as registered. What is
    /// not registered is a mistake in the program, which stops it, as UIKit does; a registered
    /// screen that fails to load is reported, and an empty cell stands in.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cell = dequeue(identifier, from: cellQueue, make: { CollectionViewCell() }) else {
            preconditionFailure("no cell is registered for the reuse identifier '\(identifier)' (register a nib or a class first)")
        }
        return cell
    }

    /// A header or footer for a section, as `dequeueReusableCell` gives a cell.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionReusableView
    {
        guard let view = dequeue(identifier, from: supplementaryQueue(kind), make: { CollectionReusableView() }) else {
            preconditionFailure("no \(kind) view is registered for the reuse identifier '\(identifier)' (register a nib or a class first)")
        }
        return view
    }

    private func dequeue<Cell>(_ identifier: String, from queue: CellReuseQueue<Cell>, make standIn: () -> Cell) -> Cell? {
        if let view = queue.reuse(identifier) { return view }
        do {
            return try queue.make(identifier)
        } catch {
            application?.report("\(error)")
            return standIn()
        }
    }

    /// How many cells the collection view has made, for the whole of its life: as many as items
    /// fit on screen, however many items it has, when cells are reused.
    public var numberOfCellsMade: Int { cellQueue.madeCount }

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] { shown.cells }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { shown.indexPaths }

    /// The cell of an item on screen; nil for an item out of sight.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shown[indexPath] }

    /// The item a cell on screen shows; nil for a cell the collection view does not show.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { shown.indexPath(of: cell) }

    /// The header or footer on screen of a section; nil when out of sight.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViews[SupplementaryPlace(kind: kind, section: indexPath.section)]
    }

    // MARK: The data

    /// How many sections the data source gave, asked for now if a reload is pending.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// How many items `section` has; 0 for a section the collection view does not have.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].items : 0
    }

    /// Asks the data source again for the sections and counts, and the cells of the items on screen.
    public func reloadData() {
        needsReload = false
        recycleAll()
        let layout = collectionViewLayout
        let across = layout.scrollDirection == .vertical ? bounds.width : bounds.height
        var shape: [FlowSection] = []
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            shape.reserveCapacity(count)
            var start = 0
            for section in 0..<count {
                let geometry = layout.section(items: dataSource.collectionView(self, numberOfItemsInSection: section), start: start, across: across)
                start += geometry.length
                shape.append(geometry)
            }
        }
        sections = shape
        let length = sections.last.map { $0.start + $0.length } ?? 0
        contentSize = layout.scrollDirection == .vertical ? Size(width: bounds.width, height: length) : Size(width: length, height: bounds.height)
        selected = selected.filter(contains)
        if let focused = focusedItem, !contains(focused) { focusedItem = nil }
        setNeedsLayout()
    }

    /// The counts or the layout changed: placed again at the next layout.
    func layoutChanged() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() { if needsReload { reloadData() } }

    /// The items were inserted in the data source's model (given as they are now): the counts
    /// are taken again, and the selection stays on its items, each moved down by those inserted
    /// before it in its section.
    public func insertItems(at indexPaths: [IndexPath]) {
        let inserted = indexPaths.sorted()
        selected = Set(
            selected.map { old in
                var item = old.item
                for new in inserted where new.section == old.section && new.item <= item { item += 1 }
                return IndexPath(item: item, section: old.section)
            })
        reloadData()
    }

    /// The items were deleted from the data source's model (given as they were): the counts are
    /// taken again; a deleted item is no longer selected, and the others stay selected, each
    /// moved up by those deleted before it in its section.
    public func deleteItems(at indexPaths: [IndexPath]) {
        let deleted = Set(indexPaths)
        selected = Set(
            selected.filter { !deleted.contains($0) }.map { old in
                IndexPath(item: old.item - deleted.filter { $0.section == old.section && $0.item < old.item }.count, section: old.section)
            })
        reloadData()
    }

    /// The items changed: their cells are asked for again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = shown.remove(indexPath) else { continue }
            recycle(cell)
        }
        setNeedsLayout()
    }

    /// Whether the item is in the collection view, as the data source counts now.
    private func contains(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return sections.indices.contains(indexPath.section) && (0..<sections[indexPath.section].items).contains(indexPath.item)
    }

    // MARK: Geometry

    /// Where an item is, in content coordinates; zero for an item it does not have.
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        guard contains(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        let place = section.place(of: indexPath.item)
        return collectionViewLayout.rect(along: place.along, across: place.across, length: section.item.length, breadth: section.item.breadth)
    }

    /// The item at a point in content coordinates; nil between items or past the end.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let (along, across) = vertical ? (point.y, point.x) : (point.x, point.y)
        guard let index = sectionIndex(at: along), let item = sections[index].item(atAlong: along, across: across) else { return nil }
        return IndexPath(item: item, section: index)
    }

    /// The section whose content holds `along`: found by halving, not by walking.
    private func sectionIndex(at along: Int) -> Int? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].start + sections[middle].length <= along { low = middle + 1 } else { high = middle }
        }
        return low < sections.count && along >= sections[low].start ? low : nil
    }

    /// The sections that meet the visible part of the content, from the first found by halving:
    /// it costs the sections on screen, not the sections of the collection.
    private func sectionsInSight() -> Range<Int> {
        let visible = collectionViewLayout.alongRange(of: visibleContentRect)
        guard !visible.isEmpty, let first = sectionIndex(at: max(0, visible.lowerBound)) else { return 0..<0 }
        var last = first
        while last < sections.count, sections[last].start < visible.upperBound { last += 1 }
        return first..<last
    }

    /// The items that meet the visible part of the content, in order.
    private func itemsInSight() -> [IndexPath] {
        let visible = collectionViewLayout.alongRange(of: visibleContentRect)
        var items: [IndexPath] = []
        for section in sectionsInSight() {
            for item in sections[section].items(meeting: visible) { items.append(IndexPath(item: item, section: section)) }
        }
        return items
    }

    /// Places the items again at each change of size or scroll position: a change of width
    /// (height, scrolling across) changes how many items a line holds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let vertical = collectionViewLayout.scrollDirection == .vertical
        if vertical ? contentSize.width != bounds.width : contentSize.height != bounds.height { needsReload = true }
        reloadIfNeeded()
        tileItems()
    }

    /// Gives each item in sight its cell, each header and footer in sight its view, and takes
    /// those out of sight back to their queues.
    private func tileItems() {
        guard let dataSource else { return }
        shown.tile(itemsInSight(), frame: frameForItem(at:), recycle: recycle) { indexPath in
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selected.contains(indexPath)
            addSubview(cell)
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            return cell
        }
        tileSupplementaryViews(dataSource)
        setNeedsDisplay()
    }

    /// A header or footer's place: its kind and section.
    private struct SupplementaryPlace: Hashable {
        var kind: String
        var section: Int
    }

    /// The headers and footers in sight, each the width of the view (its height, scrolling across).
    private func tileSupplementaryViews(_ dataSource: any CollectionViewDataSource) {
        let layout = collectionViewLayout
        let visible = layout.alongRange(of: visibleContentRect)
        let breadth = layout.scrollDirection == .vertical ? bounds.width : bounds.height
        var wanted: [SupplementaryPlace: Rect] = [:]
        for index in sectionsInSight() {
            let section = sections[index]
            let places = [
                (Self.elementKindSectionHeader, section.start, section.header),
                (Self.elementKindSectionFooter, section.footerStart, section.footer),
            ]
            for (kind, start, length) in places where length > 0 && start < visible.upperBound && start + length > visible.lowerBound {
                wanted[SupplementaryPlace(kind: kind, section: index)] = layout.rect(along: start, across: 0, length: length, breadth: breadth)
            }
        }
        for (place, view) in supplementaryViews where wanted[place] == nil {
            supplementaryViews[place] = nil
            recycle(view, kind: place.kind)
        }
        for (place, frame) in wanted.sorted(by: { ($0.key.section, $0.key.kind) < ($1.key.section, $1.key.kind) }) {
            let view =
                supplementaryViews[place]
                ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: place.kind, at: IndexPath(item: 0, section: place.section))
            if supplementaryViews[place] == nil {
                supplementaryViews[place] = view
                addSubview(view)
            }
            view.frame = frame
            view.setNeedsLayout()
            view.layoutSubviewsIfNeeded()
        }
    }

    private func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cellQueue.enqueue(cell)
    }

    private func recycle(_ view: CollectionReusableView, kind: String) {
        view.removeFromSuperview()
        supplementaryQueue(kind).enqueue(view)
    }

    private func recycleAll() {
        shown.removeAll(recycle)
        for (place, view) in supplementaryViews { recycle(view, kind: place.kind) }
        supplementaryViews = [:]
    }

    // MARK: Selection

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath] { selected.sorted() }

    /// Selects an item (nil: none) without asking the delegate, as UIKit's code-made selection,
    /// and scrolls it into sight as `scrollPosition` says. Without multiple selection it is the
    /// only one selected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        guard let indexPath, contains(indexPath) else {
            if indexPath == nil { selected = [] }
            return
        }
        if allowsMultipleSelection { selected.insert(indexPath) } else { selected = [indexPath] }
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition) }
    }

    /// Selects the item no more, without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) { selected.remove(indexPath) }

    /// Scrolls so the item stands at the start, middle or end of the view; `.none` scrolls only
    /// as far as it takes to bring it into sight.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        guard contains(indexPath) else { return }
        let frame = frameForItem(at: indexPath)
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let (start, length, visible) = vertical ? (frame.minY, frame.height, bounds.height) : (frame.minX, frame.width, bounds.width)
        let along: Int
        switch position {
        case .none: return scrollRectToVisible(frame, animated: animated)
        case .top: along = start
        case .centered: along = start - (visible - length) / 2
        case .bottom: along = start + length - visible
        }
        setContentOffset(vertical ? Point(x: 0, y: along) : Point(x: along, y: 0), animated: animated)
    }

    /// The selection changed: each cell on screen shows whether its item is selected.
    private func showSelection() {
        for (indexPath, cell) in shown.byIndexPath { cell.isSelected = selected.contains(indexPath) }
    }

    /// The user chose an item: the delegate may refuse it, then hears of the old item's
    /// deselection and the new item's selection; with multiple selection, a selected item is
    /// deselected instead.
    private func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            selected.remove(indexPath)
            itemDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard itemDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != indexPath { itemDelegate?.collectionView(self, didDeselectItemAt: old) }
        }
        selectItem(at: indexPath)
        focusedItem = nil
        itemDelegate?.collectionView(self, didSelectItemAt: indexPath)
        // A storyboard's cell performs its selection segues after the delegate is told, as UIKit's.
        if let cell = cellForItem(at: indexPath), let controller = cell.sceneController { controller.cellSelected(cell) }
    }

    // MARK: Keys and mouse

    /// The item the keys act from: the focused one, else the last selected, else the first in sight.
    private var keyItem: IndexPath? {
        if let focusedItem, contains(focusedItem) { return focusedItem }
        return selected.max() ?? shown.firstIndexPath
    }

    /// Whether an arrow moves from `keyItem`, or first goes to it (nothing focused or selected yet).
    private var hasKeyItem: Bool { focusedItem != nil || !selected.isEmpty }

    /// The item `steps` places after `start` (before, if negative) in the order of the items,
    /// across sections, stopping at the first and last.
    private func item(_ steps: Int, from start: IndexPath) -> IndexPath {
        var current = start
        var remaining = steps
        while remaining != 0 {
            let item = current.item + remaining
            let count = sections[current.section].items
            if item >= 0 && item < count { return IndexPath(item: item, section: current.section) }
            // On into the next section with items, or stop at the end.
            let forward = remaining > 0
            guard let next = firstItem(from: current.section + (forward ? 1 : -1), forward: forward) else {
                return IndexPath(item: forward ? count - 1 : 0, section: current.section)
            }
            remaining -= forward ? count - current.item : -(current.item + 1)
            current = next
        }
        return current
    }

    /// The first item (or last, going back) of the nearest section from `section` that has items.
    private func firstItem(from section: Int, forward: Bool) -> IndexPath? {
        var index = section
        while sections.indices.contains(index) {
            if sections[index].items > 0 { return IndexPath(item: forward ? 0 : sections[index].items - 1, section: index) }
            index += forward ? 1 : -1
        }
        return nil
    }

    /// The item a line away along the scrolling: the same column of the next line, or of the
    /// nearest line of the next section; the last item of a shorter line.
    private func line(_ lines: Int, from start: IndexPath) -> IndexPath {
        var current = start
        for _ in 0..<abs(lines) {
            let section = sections[current.section]
            let forward = lines > 0
            let target = current.item + (forward ? section.perLine : -section.perLine)
            let column = current.item % section.perLine
            if target >= 0 && target < section.items {
                current = IndexPath(item: target, section: current.section)
            } else if forward, target < (section.lines * section.perLine), current.item / section.perLine < section.lines - 1 {
                current = IndexPath(item: section.items - 1, section: current.section)  // the last line is short
            } else if let next = firstItem(from: current.section + (forward ? 1 : -1), forward: forward) {
                let other = sections[next.section]
                let lineStart = forward ? 0 : (other.items - 1) / other.perLine * other.perLine
                current = IndexPath(item: min(other.items - 1, lineStart + column), section: next.section)
            } else {
                break
            }
        }
        return current
    }

    /// Takes focus while items may be selected, even with every item in sight.
    open override var acceptsFocus: Bool { allowsSelection || super.acceptsFocus }

    /// Moves the selection (or, with multiple selection, the underlined item) with the arrows,
    /// Page Up, Page Down, Home and End; Enter selects. At the first or last item the key
    /// scrolls as a scroll view's does.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard allowsSelection, let from = keyItem else { return super.keyDown(event) }
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let section = sections[from.section]
        let linesInSight = max(1, (vertical ? bounds.height : bounds.width) / max(1, section.item.length + section.lineSpacing))
        let target: IndexPath
        switch event.key {
        case .enter:
            userSelect(from)
            return true
        case .down: target = vertical ? line(1, from: from) : item(1, from: from)
        case .up: target = vertical ? line(-1, from: from) : item(-1, from: from)
        case .right: target = vertical ? item(1, from: from) : line(1, from: from)
        case .left: target = vertical ? item(-1, from: from) : line(-1, from: from)
        case .pageDown: target = line(ScrollView.page(visible: linesInSight), from: from)
        case .pageUp: target = line(-ScrollView.page(visible: linesInSight), from: from)
        case .home: target = firstItem(from: 0, forward: true) ?? from
        case .end: target = firstItem(from: sections.count - 1, forward: false) ?? from
        default: return super.keyDown(event)
        }
        let moved = hasKeyItem ? target : from
        guard moved != from || !hasKeyItem else { return super.keyDown(event) }
        if allowsMultipleSelection { focusedItem = moved } else { selectItem(at: moved) }
        scrollToItem(at: moved, at: .none)
        return true
    }

    /// Underlines the item the keys act from while it is not selected (no item selected yet, or
    /// the underlined one of a multiple selection).
    override func drawOverSubviews(in context: GraphicsContext) {
        defer { super.drawOverSubviews(in: context) }
        guard isFirstResponder, allowsSelection, let item = keyItem, !selected.contains(item) else { return }
        context.addStyle(.underline, in: frameForItem(at: item).offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y))
    }

    /// A press selects the item under it; not on a scroll indicator, which scrolls.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard case .press(.left) = event.kind, !isOnScrollIndicator(location) else { return super.mouseEvent(event, at: location) }
        becomeFirstResponder()
        if let indexPath = indexPathForItem(at: location) { userSelect(indexPath) }
        return true
    }
}
