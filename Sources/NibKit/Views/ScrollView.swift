/// A window onto content larger than itself, as UIScrollView: its subviews are laid out in
/// content coordinates and shown shifted by `contentOffset`, cut off at its edges.
///
///     let scrollView = ScrollView(frame: Rect(x: 0, y: 1, width: 40, height: 10))
///     scrollView.contentSize = Size(width: 40, height: 100)
///     scrollView.addSubview(Label(text: "At the bottom", frame: Rect(x: 0, y: 99, width: 13, height: 1)))
///     scrollView.scrollRectToVisible(Rect(x: 0, y: 99, width: 13, height: 1))
///
/// As in UIKit, the content offset is the bounds origin (`boundsOrigin`): subviews are drawn,
/// hit-tested and converted (`convertFromWindow`, `convert(_:to:)`) through it. The scroll
/// view's own drawing, its background, border and indicators, stays where it is.
///
/// The wheel scrolls 3 rows a notch; when the scroll view is focused, or a view in it that
/// leaves them, the arrows scroll a row or a column, Page Up and Page Down a page (its height
/// less a row, to keep one in sight), Home and End to the top and the bottom. A turn or a key
/// that cannot move it (it is at that end) goes on to the scroll view around it, then up the
/// responder chain. Focus moving to a view inside scrolls it into sight, at every level. A
/// press on an indicator's track pages; its thumb can be dragged.
///
/// It is focusable (Tab, a click) while it has content out of sight and scrolling is enabled;
/// `isFocusable = false` (`focusable="NO"`) leaves focus to the views in it.
open class ScrollView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The size of the content, in cells. Until it is set, the extent of the shown subviews:
    /// from the content's origin to the furthest right and bottom edges of their frames.
    open var contentSize: Size {
        get { setContentSize ?? subviewsExtent }
        set {
            setContentSize = Self.limited(newValue)
            keepOffsetWithinContent()
            setNeedsLayout()
        }
    }
    private var setContentSize: Size?

    /// A content size within what a frame may be: no less than zero, no more than `Rect.cellLimit`.
    private static func limited(_ size: Size) -> Size {
        Size(width: Int.cells(max(0, size.width)), height: Int.cells(max(0, size.height)))
    }

    /// The point of the content at the top-left corner: always within
    /// 0...`maximumContentOffset` on each axis. A change redraws, asks for `layoutSubviews` and
    /// tells the delegate.
    open var contentOffset: Point {
        get { offset }
        set {
            let maximum = maximumContentOffset
            let clamped = Point(x: min(max(0, newValue.x), maximum.x), y: min(max(0, newValue.y), maximum.y))
            guard clamped != offset else { return }
            offset = clamped
            setNeedsLayout()  // which redraws
            delegate?.scrollViewDidScroll(self)
        }
    }
    private var offset = Point.zero

    /// The content offset: subviews are laid out in content coordinates.
    public override var boundsOrigin: Point { offset }

    /// The furthest the content offset goes: the content's bottom-right corner at the scroll
    /// view's, or zero on an axis the content fits. While both indicators show, each lies over
    /// the last row or column the other axis scrolls, so that axis goes one cell further.
    public var maximumContentOffset: Point {
        let size = contentSize
        let visible = visibleSize(showing: showsIndicators(for: size))
        return Point(x: max(0, size.width - visible.width), y: max(0, size.height - visible.height))
    }

    /// Which indicators show for content of `size`: down the last column while it is taller
    /// than the view, along the last row while it is wider.
    private func showsIndicators(for size: Size) -> (vertical: Bool, horizontal: Bool) {
        (
            showsVerticalScrollIndicator && size.height > bounds.height && bounds.width > 0,
            showsHorizontalScrollIndicator && size.width > bounds.width && bounds.height > 0
        )
    }

    /// The cells of content in sight, on the axis of each indicator: the bounds, less the row
    /// or column an indicator across it takes while both show. With one alone, it lies over the
    /// content's edge as UIKit's does (a cell's right margin is beneath a table's).
    private func visibleSize(showing indicators: (vertical: Bool, horizontal: Bool)) -> Size {
        let both = indicators.vertical && indicators.horizontal ? 1 : 0
        return Size(width: bounds.width - both, height: bounds.height - both)
    }

    /// The visible part of the content, in content coordinates (bounds offset by contentOffset).
    public var visibleContentRect: Rect { Rect(origin: offset, size: bounds.size) }

    /// Whether the wheel and keys scroll it (code always can).
    open var isScrollEnabled = true
    /// Whether a bar on the right edge shows where the view is in content taller than it.
    open var showsVerticalScrollIndicator = true { didSet { setNeedsDisplay() } }
    /// Whether a bar on the bottom edge shows where the view is in content wider than it.
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsDisplay() } }
    /// Told of scrolling (``ScrollViewDelegate/scrollViewDidScroll(_:)``); held weakly, as in UIKit.
    open weak var delegate: ScrollViewDelegate?

    /// Rows one notch of the wheel scrolls.
    public static let rowsPerWheelNotch = 3

    /// How far Page Up and Page Down move when `visible` rows are in sight: all but one, which
    /// stays in sight for the eye to follow (at least one).
    public static func page(visible: Int) -> Int { max(1, visible - 1) }

    /// An empty scroll view at `frame`, clipping its subviews.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// True: a scroll view takes focus (while it has content out of sight), so keys scroll it.
    open override class var isFocusableByDefault: Bool { true }

    /// A scroll view read from a screen: `scrollEnabled`, the indicators and `contentSize`. It clips
    /// its subviews unless `clipsSubviews` is NO.
    public required init(coder: NibCoder) {
        // Only what the screen gives, as View's init(coder:) explains.
        if let enabled = coder.decodeBool("scrollEnabled") { isScrollEnabled = enabled }
        if let shows = coder.decodeBool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = shows }
        if let shows = coder.decodeBool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = shows }
        if let size = coder.decode("contentSize", as: Size.self) { setContentSize = ScrollView.limited(size) }
        // Decoded before `super.init`: using the coder after it would copy the coder (and its node).
        let clips = coder.decodeBool("clipsSubviews") ?? true
        super.init(coder: coder)
        clipsToBounds = clips
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            ScrollView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "scrollView", role: .view,
                summary:
                    "A window onto content larger than itself: its subviews, in content coordinates, shown from the content offset and cut off at its edges. `<size key=\"contentSize\">` gives the content's size (without it, the subviews' frames' extent). The wheel scrolls it; focused, so do the arrows, Page Up/Down, Home and End. Clips its subviews and is focusable unless told not to.",
                xcodeNames: ["scrollView"], appKitNames: ["scrollView"]),
            settings: [
                Setting("scrollEnabled", \ScrollView.isScrollEnabled, "Whether the wheel and the keys scroll it."),
                Setting(
                    "showsVerticalScrollIndicator", \ScrollView.showsVerticalScrollIndicator,
                    "Whether a scroll bar shows at its right while the content is taller."),
                Setting(
                    "showsHorizontalScrollIndicator", \ScrollView.showsHorizontalScrollIndicator,
                    "Whether a scroll bar shows at its bottom while the content is wider."),
                Setting("contentSize", \ScrollView.contentSize, "The content's size; its subviews' extent unless set."),
                .inspectable("contentOffset", \ScrollView.contentOffset, "The content's point shown at its top left."),
            ])
    }

    /// `delegate`, as a screen connects it (`<outlet property="delegate" .../>`); a table's
    /// `delegate` outlet takes a table's delegate.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["delegate": BuiltInOutlet(conformingTo: \ScrollView.delegate)]
    }

    /// The furthest right and bottom edges of the shown subviews' frames.
    private var subviewsExtent: Size {
        var extent = Size.zero
        for subview in subviews where !subview.isHidden {
            extent.width = max(extent.width, subview.frame.maxX)
            extent.height = max(extent.height, subview.frame.maxY)
        }
        return extent
    }

    /// Sets the offset still within the content after the content or the view changed size.
    private func keepOffsetWithinContent() { contentOffset = offset }

    /// Until the content size is set, the subviews give it: as they move, grow, show, hide,
    /// come or go, the offset stays within it.
    override func subviewGeometryChanged() {
        if setContentSize == nil { keepOffsetWithinContent() }
    }

    override func resizeSubviews(from oldSize: Size) {
        keepOffsetWithinContent()
        super.resizeSubviews(from: oldSize)
    }

    // MARK: Scrolling

    /// Sets the content offset; there is no animation in cells, so `animated` changes nothing.
    public func setContentOffset(_ offset: Point, animated: Bool = false) { contentOffset = offset }

    /// Scrolls as little as shows `rect` (in content coordinates), clear of the indicators: its
    /// top-left corner if it is larger than the view. `animated` changes nothing, as for `setContentOffset`.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool = false) {
        // The rect's start, or where its end is at the view's: `start + size` saturates, as a
        // rect's edges do, whatever Ints it holds.
        func start(showing start: Int, _ size: Int, from visible: Int, length: Int) -> Int {
            if start < visible || size > length { return start }
            let end = start.saturatingAdd(size)
            return end > visible + length ? end - length : visible
        }
        let visible = visibleSize(showing: showsIndicators(for: contentSize))
        contentOffset = Point(
            x: start(showing: rect.minX, rect.width, from: offset.x, length: visible.width),
            y: start(showing: rect.minY, rect.height, from: offset.y, length: visible.height))
    }

    /// Whether there is content out of sight on either axis.
    var hasContentOutOfSight: Bool { maximumContentOffset != .zero }

    /// Focus scrolls it: it takes focus while there is content out of sight to scroll to.
    open override var acceptsFocus: Bool { isScrollEnabled && hasContentOutOfSight && super.acceptsFocus }

    /// Scrolls by the user's hand: true if the content moved (else the scroll view around it,
    /// or the responder chain, may take the input).
    private func userScroll(to target: Point) -> Bool {
        guard isScrollEnabled else { return false }
        let before = offset
        contentOffset = target
        return offset != before
    }

    /// Scrolls by the arrows, Page Up and Page Down, Home and End; a key that moves nothing goes up
    /// the responder chain.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        let page = Self.page(visible: bounds.height)
        let target: Point
        switch event.key {
        case .up: target = Point(x: offset.x, y: offset.y - 1)
        case .down: target = Point(x: offset.x, y: offset.y + 1)
        case .left: target = Point(x: offset.x - 1, y: offset.y)
        case .right: target = Point(x: offset.x + 1, y: offset.y)
        case .pageUp: target = Point(x: offset.x, y: offset.y - page)
        case .pageDown: target = Point(x: offset.x, y: offset.y + page)
        case .home: target = Point(x: offset.x, y: 0)
        case .end: target = Point(x: offset.x, y: maximumContentOffset.y)
        default: return super.keyDown(event)
        }
        return userScroll(to: target) || super.keyDown(event)
    }

    /// Scrolls by the wheel, and pages or drags by an indicator; what moves nothing goes to the
    /// superview.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        let rows: Int
        switch event.kind {
        case .scrollUp: rows = -Self.rowsPerWheelNotch
        case .scrollDown: rows = Self.rowsPerWheelNotch
        default: return indicatorMouseEvent(event, at: location) || super.mouseEvent(event, at: location)
        }
        return userScroll(to: Point(x: offset.x, y: offset.y + rows)) || super.mouseEvent(event, at: location)
    }

    // MARK: Scroll indicators

    /// The indicators shown now (`showsIndicators(for:)`); when both show, neither takes the
    /// corner.
    var indicators: (vertical: ScrollIndicator?, horizontal: ScrollIndicator?) {
        let size = contentSize
        let shown = showsIndicators(for: size)
        let visible = visibleSize(showing: shown)
        return (
            shown.vertical ? ScrollIndicator(track: visible.height, visible: visible.height, content: size.height, offset: offset.y) : nil,
            shown.horizontal ? ScrollIndicator(track: visible.width, visible: visible.width, content: size.width, offset: offset.x) : nil
        )
    }

    /// The indicators, over the content: a track `│` with a thumb `┃` down the last column,
    /// `─` and `━` along the last row. The thumb is bright and bold while the view is focused.
    override func drawOverSubviews(in context: GraphicsContext) {
        let (vertical, horizontal) = indicators
        let thumbColor = isFirstResponder && foregroundColor == .default ? Color.brightWhite : foregroundColor
        let thumbStyle: TextStyle = isFirstResponder ? .bold : []
        if let vertical {
            let visible = context.visibleRect
            let x = bounds.width - 1
            for y in (0..<vertical.length).clamped(to: visible.minY..<max(visible.minY, visible.maxY)) {
                if vertical.thumb.contains(y) {
                    context.draw("┃", at: Point(x: x, y: y), foreground: thumbColor, style: thumbStyle)
                } else {
                    context.draw("│", at: Point(x: x, y: y), foreground: Self.trackColor)
                }
            }
        }
        if let horizontal {
            let (y, thumb) = (bounds.height - 1, horizontal.thumb)
            context.drawRun("─", count: thumb.lowerBound, at: Point(x: 0, y: y), foreground: Self.trackColor)
            context.drawRun("━", count: thumb.count, at: Point(x: thumb.lowerBound, y: y), foreground: thumbColor, style: thumbStyle)
            context.drawRun("─", count: horizontal.length - thumb.upperBound, at: Point(x: thumb.upperBound, y: y), foreground: Self.trackColor)
        }
    }

    /// The colour of an indicator's track, dim as a slider's.
    static let trackColor = Color.brightBlack

    /// The indicator at a point of the view's own (not its content's), whether it runs down,
    /// and the cell of its track there.
    private func indicator(at point: Point) -> (indicator: ScrollIndicator, isVertical: Bool, cell: Int)? {
        let (vertical, horizontal) = indicators
        if let vertical, point.x == bounds.width - 1, (0..<vertical.length).contains(point.y) { return (vertical, true, point.y) }
        if let horizontal, point.y == bounds.height - 1, (0..<horizontal.length).contains(point.x) { return (horizontal, false, point.x) }
        return nil
    }

    /// Whether a point of the content (as `mouseEvent` is given it) lies on an indicator shown
    /// now, which takes presses there while the view scrolls: a subclass's content does not.
    func isOnScrollIndicator(_ location: Point) -> Bool {
        isScrollEnabled && indicator(at: Point(x: location.x - offset.x, y: location.y - offset.y)) != nil
    }

    /// The indicators lie over the content: a press on one is the scroll view's, while it scrolls.
    open override func hitTest(_ point: Point) -> View? {
        guard let view = super.hitTest(point) else { return nil }
        guard isScrollEnabled, indicator(at: Point(x: point.x - frame.x, y: point.y - frame.y)) != nil else { return view }
        return self
    }

    /// A press on an indicator's track pages towards it; on the thumb, it starts a drag that
    /// moves the thumb with the pointer. The rest goes to `View`'s handling.
    private func indicatorMouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        // Locations are the content's: the indicators are where the view is.
        let point = Point(x: location.x - offset.x, y: location.y - offset.y)
        switch event.kind {
        case .press(.left):
            guard isScrollEnabled, let hit = indicator(at: point) else { return false }
            let along = hit.isVertical ? offset.y : offset.x
            if hit.indicator.thumb.contains(hit.cell) {
                thumbDrag = (hit.isVertical, hit.cell, along)
            } else {
                let page = Self.page(visible: hit.isVertical ? bounds.height : bounds.width)
                let target = hit.cell < hit.indicator.thumb.lowerBound ? along - page : along + page
                contentOffset = hit.isVertical ? Point(x: offset.x, y: target) : Point(x: target, y: offset.y)
            }
            return true
        case .drag(.left):
            guard let drag = thumbDrag, let indicator = drag.isVertical ? indicators.vertical : indicators.horizontal else { return false }
            let target = indicator.offset(draggingThumbBy: (drag.isVertical ? point.y : point.x) - drag.cell, from: drag.offset)
            contentOffset = drag.isVertical ? Point(x: offset.x, y: target) : Point(x: target, y: offset.y)
            return true
        case .release(.left):
            guard thumbDrag != nil else { return false }
            thumbDrag = nil
            return true
        default:
            return false
        }
    }

    /// A drag of a thumb under way: along which axis, from which cell of the track, and the
    /// offset on that axis when it began.
    private var thumbDrag: (isVertical: Bool, cell: Int, offset: Int)?

    /// Also ends a drag of an indicator's thumb.
    open override func mouseCancelled() {
        super.mouseCancelled()
        thumbDrag = nil
    }
}

extension View {
    /// Scrolls every scroll view around this view, the innermost first, to show it; focus
    /// moving to a view does it.
    func scrollToVisible() {
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView { scrollView.scrollRectToVisible(convert(bounds, to: scrollView)) }
            ancestor = view.superview
        }
    }
}
