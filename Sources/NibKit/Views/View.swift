/// A rectangle of cells on screen: it draws its background, border and content, holds
/// subviews (back to front), and is a responder whose next responder is its view controller
/// (if it is one's main view) or its superview.
open class View: Responder {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// Position and size in the superview's coordinates, in cells; clamped to `Rect.cellLimit`,
    /// so that `maxX` or a superview's offset cannot overflow, whatever Int a screen gives.
    open var frame: Rect {
        didSet {
            let limited = frame.clampedToCellLimit
            if limited != frame { frame = limited }
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { resizeSubviews(from: oldValue.size) }
            if isPlacedByLayout { frameChangedOutsideLayout() }
            superview?.subviewGeometryChanged()
            setNeedsDisplay()
        }
    }
    /// The view's own rectangle, in its coordinates: at (0, 0), the frame's size. Unlike UIKit's,
    /// its origin never moves; a scroll view's offset is ``boundsOrigin``.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// Where the subviews' coordinates start, as UIKit's `bounds.origin`: zero, except in a
    /// scroll view, where it is the content offset. Subviews are drawn, hit-tested and
    /// converted shifted by it; the view's own drawing is not.
    public var boundsOrigin: Point { .zero }

    // Speed device (exclusivity opt-out), fenced to these two: read and changed on every subview
    // added, never while being changed, so the run-time check finds nothing. It buys 14.8 % of
    // "load 1,000 views, compiled form" (docs/BENCHMARKS.md, "Speed devices").
    /// The views this view holds, back to front: the last is drawn last and hit first.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view that holds this one, if any.
    @exclusivity(unchecked) public private(set) weak var superview: View?

    /// The fill behind the content; nil lets the superview show through.
    open var backgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of text and lines drawn by the view.
    open var foregroundColor = Color.default { didSet { setNeedsDisplay() } }
    /// Whether the view and its subviews are left out: not drawn, not hit, not focusable. A stack
    /// view gives a hidden arranged view no room.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue {
                superview?.subviewVisibilityChanged(self)
                superview?.subviewGeometryChanged()
                if window != nil { forEachInTree { $0.visibilityInWindowChanged() } }
            }
            setNeedsDisplay()
        }
    }
    /// A number to find the view by (``viewWithTag(_:)``); 0 unless set.
    open var tag = 0
    /// Whether the view and its subviews receive mouse events.
    open var isUserInteractionEnabled = true
    /// Whether subviews are cut off at this view's edges (`clipsSubviews`); as in UIKit, they
    /// are not by default, and draw as far as the nearest clipping superview or the window.
    open var clipsToBounds = false { didSet { setNeedsDisplay() } }
    /// Whether Tab or a click may move focus to this view (`focusable` in a screen); by default
    /// as its class says (`isFocusableByDefault`).
    open var isFocusable = false
    /// Whether views of this class are focusable unless told otherwise: controls, scroll views
    /// and text views are.
    open class var isFocusableByDefault: Bool { false }

    /// How strongly views of the class resist vertical compression unless set (UIKit's
    /// `defaultHigh`; a control's is higher, `Control.rowCompressionResistance`).
    open class var verticalCompressionResistanceByDefault: LayoutPriority { .defaultHigh }
    /// Whether the view's own state lets it take focus now (an enabled control, a scroll view
    /// with content out of sight); `canBecomeFirstResponder` adds that it is focusable, shown
    /// and in a window. Override to add a condition (call super to keep its class's).
    open var acceptsFocus: Bool { true }
    /// How the frame follows the superview's size: springs and struts.
    open var autoresizingMask: AutoresizingMask = []
    /// The constraints this view holds, on itself and its subtree (`LayoutConstraint.isActive`).
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Whether constraints place the view by its frame and autoresizing mask (true, as for any
    /// view made in code) or leave it to the constraints that name it (false, as Interface
    /// Builder writes for views it places by constraints). A change re-solves the layout.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { layoutStructureChanged() } }
    }
    /// Space kept inside the edges for content, which the margin attributes and
    /// `layoutMarginsGuide` measure from: 1 column each side, no rows, unless set.
    open var layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1) { didSet { if layoutMargins != oldValue { layoutStructureChanged() } } }
    /// The guides constraints have named (`layoutMarginsGuide`, `safeAreaLayoutGuide`).
    var layoutGuides: [LayoutGuide] = []
    /// How strongly the view keeps to its content's size, by axis: `contentPriorities`.
    var contentPriorities = ContentPriorities()
    /// The layout of this view's tree, while it is the root of a tree that holds constraints.
    var layoutEngine: LayoutEngine?
    /// Set on a tree's root when a view or constraint came or went: the next layout looks again.
    var needsLayoutRebuild = false
    /// Whether the layout sets this view's frame (autoresizing leaves it alone then).
    var isPlacedByLayout = false
    /// Set by `setNeedsUpdateConstraints`: `updateConstraints` runs before the next layout.
    var needsUpdateConstraints = false
    /// Set by `setNeedsLayout`: `layoutSubviews` runs before the next frame.
    var needsLayout = false

    /// Made when first asked for: most views have no border, and a layer is an object per view.
    private var storedLayer: Layer?
    /// The view's border (width, colour, rounded corners), as UIKit's `CALayer` holds one; made
    /// when first asked for.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let layer = Layer()
        layer.owner = self
        storedLayer = layer
        return layer
    }
    /// The gesture recognizers attached to this view, which see its mouse events before it does.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Set when this view is a view controller's main view: the controller is its next responder.
    public internal(set) weak var viewController: ViewController?
    /// Set on the root of a window's view tree (a window itself, a presented controller's view).
    weak var hostingWindow: Window? {
        didSet { if hostingWindow !== oldValue { treeDidMoveToWindow() } }
    }

    /// A view at `frame` (in its superview's coordinates, in cells), with no background and the
    /// terminal's default foreground; focusable if its class is by default.
    public init(frame: Rect = .zero) {
        self.frame = frame.clampedToCellLimit
        super.init()
        if Self.isFocusableByDefault { isFocusable = true }
    }

    /// A view read from a screen: the frame, colours, `hidden`, `tag`, interaction, clipping, focus,
    /// autoresizing mask and layout priorities it gives; the rest keep their defaults.
    public required init(coder: NibCoder) {
        // Set before `super.init`, so no observer runs, and only what the screen gives: the rest
        // keep the defaults declared above, and a property set again is checked for exclusive
        // access at run time (a tenth of a compiled load of 1,000 views, when all were).
        frame = (coder.decodeRect("frame") ?? .zero).clampedToCellLimit
        if let color = coder.decodeColor("backgroundColor") { backgroundColor = color }
        if let color = coder.decodeColor("foregroundColor") { foregroundColor = color }
        if let hidden = coder.decodeBool("hidden") { isHidden = hidden }
        if let tag = coder.decodeInt("tag") { self.tag = tag }
        if let enabled = coder.decodeBool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let clips = coder.decodeBool("clipsSubviews") { clipsToBounds = clips }
        let focusable = coder.decodeBool("focusable")
        if let focusable { isFocusable = focusable }
        if let mask = coder.decodeAutoresizingMask("autoresizingMask") { autoresizingMask = mask }
        // The layout settings' names are the longest a view has (23 bytes and more, the shortest
        // being verticalHuggingPriority): most views give none, and are asked once rather than
        // for each. A test sets each alone (eachLayoutSettingIsReadAlone).
        if coder.properties.hasKey(ofLengthAtLeast: 23) {
            if let translates = coder.decodeBool("translatesAutoresizingMaskIntoConstraints") { translatesAutoresizingMaskIntoConstraints = translates }
            if let priority = coder.decodeDouble("horizontalHuggingPriority") { contentPriorities.hugging.horizontal = LayoutPriority(Float(priority)) }
            if let priority = coder.decodeDouble("verticalHuggingPriority") { contentPriorities.hugging.vertical = LayoutPriority(Float(priority)) }
            if let priority = coder.decodeDouble("horizontalCompressionResistancePriority") {
                contentPriorities.compressionResistance.horizontal = LayoutPriority(Float(priority))
            }
            if let priority = coder.decodeDouble("verticalCompressionResistancePriority") {
                contentPriorities.compressionResistance.vertical = LayoutPriority(Float(priority))
            }
        }
        super.init(coder: coder)
        if focusable == nil, Self.isFocusableByDefault { isFocusable = true }
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            View.self, readsOwnSettings: true,
            elements: [
                ElementSpec(
                    name: "view", role: .view,
                    summary:
                        "A rectangle of cells that draws its background, border and subviews. With `screen`, it embeds that screen's contents, loaded with the view as owner.",
                    xcodeNames: ["view"], appKitNames: ["view", "customView", "clipView"]),
                ElementSpec(
                    name: "tableViewCellContentView", role: .view,
                    summary:
                        "A table cell's content view (`key=\"contentView\"`), holding the cell's subviews.", xcodeNames: ["tableViewCellContentView"],
                    xcodeLines: .asRowHeight),
                ElementSpec(
                    name: "collectionViewCellContentView", role: .view,
                    summary: "A collection view cell's content view (`key=\"contentView\"`), holding the cell's subviews.",
                    xcodeNames: ["collectionViewCellContentView"]),
                ElementSpec(
                    name: "containerView", role: .view,
                    summary:
                        "In a storyboard: a view whose embed segue (`<segue kind=\"embed\">`) fills it with another scene's view, that scene's controller a child of this scene's.",
                    xcodeNames: ["containerView"]),
            ],
            settings: [
                Setting("frame", \View.frame, "Where it stands in its superview, in cells."),
                Setting("backgroundColor", \View.backgroundColor, "The colour its cells are filled with; the terminal's own by default."),
                Setting("foregroundColor", \View.foregroundColor, "The colour of what it draws, unless a subclass's own colour says otherwise."),
                Setting("autoresizingMask", .autoresizingMask, "How its frame follows its superview's size (springs and struts)."),
                Setting("tag", \View.tag, "A number for the program to find it by."),
                Setting("hidden", \View.isHidden, "Whether it and its subviews are not drawn and take no events."),
                Setting("clipsSubviews", .bool, "Whether its subviews are cut off at its edges."),
                Setting("userInteractionEnabled", .bool, "Whether it and its subviews take the mouse and the keyboard."),
                Setting("focusable", \View.isFocusable, "Whether Tab and a click may make it the first responder."),
                Setting("translatesAutoresizingMaskIntoConstraints", .bool, "Whether its frame and mask become constraints (YES unless constraints place it)."),
                Setting("horizontalHuggingPriority", .priority, "How much it resists growing wider than its content."),
                Setting("verticalHuggingPriority", .priority, "How much it resists growing taller than its content."),
                Setting("horizontalCompressionResistancePriority", .priority, "How much it resists being made narrower than its content."),
                Setting("verticalCompressionResistancePriority", .priority, "How much it resists being made shorter than its content."),
                .object("layer", \View.layer, "Its layer, whose border and corners runtime attributes may set (`layer.borderWidth`)."),
            ])
    }

    /// Adds `gestureRecognizers`, an outlet collection that attaches each recognizer to the view.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + [
            "gestureRecognizers": BuiltInOutlet(collectionOf: GestureRecognizer.self) { (view: View, recognizer) in view.addGestureRecognizer(recognizer) },
            "menu": BuiltInOutlet(\View.contextMenu),
        ]
    }

    // MARK: The responder chain

    /// The view controller whose main view this is, else the superview, else the window at the
    /// tree's root.
    open override var next: Responder? {
        if let viewController { return viewController }
        if let superview { return superview }
        return hostingWindow
    }

    /// True when the view is focusable, ``acceptsFocus``, and shown in a window (neither it nor an
    /// ancestor hidden).
    open override var canBecomeFirstResponder: Bool { isFocusable && acceptsFocus && !isHidden && isVisibleInWindow }

    /// Called after this view became the first responder, by click, Tab or code (a text field
    /// begins editing). `resignFirstResponder` is its counterpart.
    open func didBecomeFirstResponder() {}

    /// What this view would like focused when its screen comes, most preferred first
    /// (`FocusEnvironment`); none unless overridden: then its first view that takes focus.
    open var preferredFocusEnvironments: [any FocusEnvironment] { [] }

    // MARK: The view tree

    /// Adds a subview at the front. A child controller's view that so comes on screen appears
    /// (`viewWillAppear(_:)` ...), as in UIKit.
    public func addSubview(_ view: View) {
        AppearanceTransition.moving(view, to: self) {
            let windowBefore = view.window
            view.leaveSuperview()
            subviews.append(view)
            view.superview = self
            view.dropLayoutEngine()
            layoutStructureChanged()
            subviewGeometryChanged()
            if window !== windowBefore { view.treeDidMoveToWindow() }
        }
    }

    /// Room for `count` more subviews, so adding a screen's subviews one by one allocates once.
    final func reserveSubviewCapacity(_ count: Int) { subviews.reserveCapacity(subviews.count + count) }

    /// Adds a view the loader has just made to a superview made by the same load: the view has
    /// no superview to leave, and the tree is in no window yet, so there is no redraw to ask for
    /// (asking walks up to the tree's root, for every subview of a screen).
    final func addLoadedSubview(_ view: View) {
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview. A child controller's view that so leaves the screen
    /// disappears (`viewWillDisappear(_:)` ...), as in UIKit.
    public func removeFromSuperview() {
        AppearanceTransition.moving(self, to: nil) {
            let windowBefore = window
            leaveSuperview()
            if windowBefore != nil { treeDidMoveToWindow() }
        }
    }

    /// Takes the view out of its superview, without telling its tree where it is now: moved to
    /// another view of the same window, it has not left it.
    private func leaveSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.rootView.dropLayoutEngine()
        let application = superview.application
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        removeConstraints(leaving: superview)
        superview.layoutStructureChanged()
        superview.subviewGeometryChanged()
        needsLayoutRebuild = true
        if let application, let first = application.firstResponder as? View, first.isDescendant(of: self) {
            application.changeFirstResponder(to: nil)
        }
    }

    /// Tells each view of this tree that it entered or left a window (`didMoveToWindow`). A
    /// view that asked for layout where no application could hear it (while built, or away from
    /// the window) is laid out in this one.
    final func treeDidMoveToWindow() {
        let application = self.application
        let traits = window?.sizeClasses
        forEachInTree {
            if let traits { $0.sizeClassVariations?.apply(traits) }
            $0.didMoveToWindow()
            if $0.needsLayout { application?.viewNeedsLayout($0) }
        }
    }

    /// What the view's screen changes in some size classes (`<variation>`), applied by its
    /// window; nil for a view without variations.
    var sizeClassVariations: SizeClassVariations?

    /// Whether the layout keeps the view inside its superview where no required constraint
    /// says otherwise: a design in points made for a taller screen gives way in a short
    /// terminal (its aspect ratios first) rather than pushing views out of sight. Set for views
    /// read from Interface Builder's files and placed by constraints.
    var keepsInsideSuperview = false

    /// Applies the size-class variations of this view and every view in it for `traits`, as a
    /// window does when the tree enters it: for a tree drawn away from a window (a preview).
    public func applySizeClassVariations(for traits: TraitCollection) {
        forEachInTree { $0.sizeClassVariations?.apply(traits) }
    }

    /// Whether this view or one in it has size-class variations.
    var treeHasSizeClassVariations: Bool {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.sizeClassVariations != nil { return true }
            pending += view.subviews
        }
        return false
    }

    /// The size classes the view is shown in: its window's, or, away from one, its own size's.
    public var traitCollection: TraitCollection { window?.sizeClasses ?? TraitCollection(size: bounds.size) }

    /// Called on each view of a tree that entered or left a window (added to a view in one,
    /// removed from it, made a window's root; not moved within one), once `window` says where
    /// it is now, as UIKit's: where a view starts or stops work that only matters on screen.
    /// Trees built outside a window (a screen being loaded) are not walked. Call super.
    open func didMoveToWindow() {}

    /// This view or one of its ancestors was hidden or shown while in a window, as `isHidden`
    /// changed: `isVisibleInWindow` may have changed (an activity indicator stops its timer).
    func visibilityInWindowChanged() {}

    /// Calls `body` on this view and every view below it, depth first.
    final func forEachInTree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInTree(body) }
    }

    /// Called before a subview leaves this view (removed, or moved to another view).
    open func willRemoveSubview(_ subview: View) {}

    /// A subview was hidden or shown (a stack view arranges its views again).
    func subviewVisibilityChanged(_ subview: View) {}

    /// A subview came, went, moved, was resized, hidden or shown (a scroll view whose subviews
    /// give its content size keeps its offset within it).
    func subviewGeometryChanged() {}

    /// A subview's content size changed (a stack view that shares its length by content
    /// arranges its views again).
    func subviewContentSizeChanged(_ subview: View) {}

    /// Moves a subview behind all its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplay()
    }

    /// Whether `view` is this view or one of its ancestors, as UIKit's.
    public func isDescendant(of view: View) -> Bool {
        // A loop, not `sequence(...).contains`: a closure of this main-actor class checks at
        // run time that it runs on the main actor, at each call.
        var current: View? = self
        while let ancestor = current {
            if ancestor === view { return true }
            current = ancestor.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        self.tag == tag ? self : subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }

    /// The window whose tree holds this view.
    public var window: Window? {
        var current: View = self
        while let superview = current.superview { current = superview }
        return current.hostingWindow
    }

    /// The window's application (straight up the view tree, not the whole responder chain).
    open override var application: Application? { window?.application }

    var isVisibleInWindow: Bool {
        window != nil && !sequence(first: self, next: \.superview).contains(where: \.isHidden)
    }

    // MARK: Coordinates

    /// This view's frame in window coordinates (the terminal's cells, as the window fills the
    /// terminal), wherever the scroll views around it have scrolled it.
    public var frameInWindow: Rect {
        guard let origin = superview?.coordinateOriginInWindow else { return frame }
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The part of the frame in window coordinates that the superviews that clip (a scroll
    /// view) do not cut off.
    public var visibleFrameInWindow: Rect {
        var visible = frameInWindow
        var ancestor = superview
        while let view = ancestor {
            if view.clipsToBounds { visible = visible.intersection(view.frameInWindow) }
            ancestor = view.superview
        }
        return visible
    }

    /// Where the point (0, 0) of this view's coordinates is in the window: the frame's origin,
    /// less `boundsOrigin` (a scroll view's (0, 0) is its content's top-left corner).
    var coordinateOriginInWindow: Point {
        let origin = frameInWindow.origin
        return Point(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)
    }

    /// A point in window coordinates, in this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        let origin = coordinateOriginInWindow
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A rectangle in this view's coordinates, in `view`'s (the window's if nil), as UIKit's
    /// `convert(_:to:)`: through scroll views, at their content offsets.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let from = coordinateOriginInWindow
        let to = view?.coordinateOriginInWindow ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    // MARK: Layout: springs and struts

    /// Called after the size changed and subviews were resized; override to lay out by hand.
    open func layoutSubviews() {}

    /// The size the content needs on its own, in cells; `View.noIntrinsicMetric` for an axis
    /// it does not decide (a plain view decides neither). Constraints keep a view placed by
    /// them near it, as its hugging and compression resistance priorities say.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Makes or changes the constraints this view keeps for itself (a stack view's arrangement),
    /// before layout, when `setNeedsUpdateConstraints` asked for it; call super last.
    open func updateConstraints() {}

    /// The size that best fits within `size`: a label wraps to the width it is given and asks
    /// for the rows that takes. The layout asks it once a width is solved.
    open func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    func resizeSubviews(from oldSize: Size) {
        layoutSubviewsTellingController(autoresizingFrom: oldSize)
    }

    /// Lays out the subviews: by their autoresizing masks when the size changed from `oldSize`,
    /// then `layoutSubviews`; all between the view controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` when this is a controller's view (a child controller's view in
    /// it is laid out in between). The one way layout runs `layoutSubviews`.
    final func layoutSubviewsTellingController(autoresizingFrom oldSize: Size? = nil) {
        let controller = viewController
        controller?.viewWillLayoutSubviews()
        if let oldSize {
            for subview in subviews where !subview.autoresizingMask.isEmpty && !subview.isPlacedByLayout {
                subview.frame = Autoresizing.frame(subview.frame, mask: subview.autoresizingMask, from: oldSize, to: frame.size)
            }
        }
        // Laid out now, so a `setNeedsLayout` before is answered too.
        needsLayout = false
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    // MARK: Drawing

    /// Marks the screen as needing a new frame.
    public func setNeedsDisplay() { application?.setNeedsDisplay() }

    /// Draws the background and border; override to draw content (call super first).
    open func draw(in context: GraphicsContext) {
        if let backgroundColor { context.fill(bounds, with: backgroundColor) }
        if let layer = storedLayer, layer.borderWidth > 0 {
            context.strokeBorder(
                bounds, color: layer.borderColor == .default ? foregroundColor : layer.borderColor,
                rounded: layer.cornerRadius > 0, heavy: layer.borderWidth > 1)
        }
    }

    /// The row a one-row drawing (a control's, a bar's) is centred on, the upper of two middle
    /// ones; nil while the view has no cell to draw in.
    var middleRow: Int? { bounds.width > 0 && bounds.height > 0 ? (bounds.height - 1) / 2 : nil }

    /// Draws this view, cut off at its edges as a layer's contents are, then its subviews
    /// (shifted by `boundsOrigin`), cut off there too when `clipsToBounds`. A view that can
    /// show nothing where drawing shows (outside it, with no subviews or clipping them) is not
    /// asked to draw: a scroll view's content out of sight costs nothing.
    public func render(in context: GraphicsContext) {
        guard !isHidden, (!clipsToBounds && !subviews.isEmpty) || context.visibleRect.intersects(frame) else { return }
        context.withFrame(frame, clipsSubviews: clipsToBounds, subviewsOrigin: boundsOrigin) {
            draw(in: context)
        } drawSubviews: {
            for subview in subviews { subview.render(in: context) }
        } drawOverSubviews: {
            drawOverSubviews(in: context)
        }
    }

    /// Draws what lies over the subviews, in the view's own coordinates (a scroll view's
    /// indicators).
    func drawOverSubviews(in context: GraphicsContext) {}

    // MARK: Events

    /// The deepest visible, interactive view at `point` (in the superview's coordinates).
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, frame.contains(point) else { return nil }
        let local = Point(x: point.x - frame.x + boundsOrigin.x, y: point.y - frame.y + boundsOrigin.y)
        return subviews.reversed().lazy.compactMap { $0.hitTest(local) }.first ?? self
    }

    /// The menu a right click on the view opens where it is clicked, as NSView's `menu` (a
    /// screen's `menu` outlet); nil for none, when a right click goes to the superview.
    public var contextMenu: Menu?

    /// A mouse press, release, drag or wheel turn on this view (location in its coordinates).
    /// The default opens the context menu on a right press, and passes any other event to the
    /// superview; return true when handled.
    open func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        if case .press(.right) = event.kind, let contextMenu, let window {
            let point = convert(Rect(origin: location, size: Size(width: 0, height: 0)), to: nil).origin
            MenuView.present(contextMenu, at: point, in: window)
            return true
        }
        guard let superview else { return false }
        return superview.mouseEvent(event, at: Point(x: location.x - boundsOrigin.x + frame.x, y: location.y - boundsOrigin.y + frame.y))
    }

    /// A gesture recognizer took over a press this view had received (UIKit's
    /// cancelsTouchesInView): no release will come, so forget the press (unhighlight).
    open func mouseCancelled() {}

    // MARK: Gesture recognizers

    /// Attaches a gesture recognizer, taking it from the view it was on; attaching it again does
    /// nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer attached to this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
