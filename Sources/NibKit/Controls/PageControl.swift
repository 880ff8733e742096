/// Which of a few pages shows (UIPageControl): a dot a page, a column apart, centred: `●` for
/// the current page, `○` for the others, in bold and the focus colour while focused.
///
///     ○ ● ○ ○
///
/// Left and Right (while focused), or a click on a dot, change the page and send
/// `.valueChanged`; setting `currentPage` in code sends nothing, as UIKit's.
open class PageControl: Control {
    /// A segue from it fires when its page changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// How many pages there are (dots drawn); never below 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, min(numberOfPages, Self.mostPages))
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown, from 0; kept within the pages.
    open var currentPage = 0 {
        didSet {
            currentPage = max(0, min(currentPage, max(0, numberOfPages - 1)))
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Draws nothing when there is only one page.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the dots of the other pages.
    open var pageIndicatorTintColor: Color = .brightBlack { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot; `.default` is the view's `foregroundColor`.
    open var currentPageIndicatorTintColor: Color = .default { didSet { setNeedsDisplay() } }
    /// The colour of the dots while the control has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }

    /// The most pages drawn: a dot a page, two columns each, across any terminal.
    public static let mostPages = 200

    /// A control of no pages at `frame`.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// A page control read from a screen: `numberOfPages`, `currentPage`, `hidesForSinglePage`
    /// and its colours.
    public required init(coder: NibCoder) {
        // Before `super.init`, so no observer runs, as View's init(coder:) explains.
        let pages = max(0, min(coder.decodeInt("numberOfPages") ?? 0, Self.mostPages))
        numberOfPages = pages
        currentPage = max(0, min(coder.decodeInt("currentPage") ?? 0, max(0, pages - 1)))
        if let hides = coder.decodeBool("hidesForSinglePage") { hidesForSinglePage = hides }
        if let color = coder.decodeColor("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if let color = coder.decodeColor("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
        if let color = coder.decodeColor("focusColor") { focusColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            PageControl.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "pageControl", role: .control,
                summary: "A dot a page, the current one `●`; Left and Right, or a click on a dot, change the page and send valueChanged.",
                xcodeNames: ["pageControl"], xcodeLines: .one),
            settings: [
                Setting("numberOfPages", .integer, "How many pages there are."),
                Setting("currentPage", .integer, "The page shown, from 0."),
                Setting("hidesForSinglePage", .bool, "Whether it draws nothing when there is only one page."),
                Setting("pageIndicatorTintColor", .color, "The colour of the other pages' dots."),
                Setting("currentPageIndicatorTintColor", .color, "The colour of the current page's dot."),
                Setting("focusColor", .color, "The colour of the dots while it has focus."),
            ])
    }

    /// One row, a dot a page a column apart.
    open override var intrinsicContentSize: Size { Size(width: max(0, numberOfPages * 2 - 1), height: 1) }

    /// Whether it draws its dots.
    private var showsDots: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

    /// Where the first dot stands: the dots centred in the bounds.
    private var firstDotX: Int { TextLayout.offset(textWidth: intrinsicContentSize.width, in: bounds.width, alignment: .center) }

    /// The page of the dot at a point, if one is there.
    func page(at location: Point) -> Int? {
        guard showsDots, bounds.contains(location) else { return nil }
        let column = location.x - firstDotX
        guard column >= 0, column % 2 == 0, column / 2 < numberOfPages else { return nil }
        return column / 2
    }

    /// Shows `page` and, if that changed the page, sends `.valueChanged`.
    private func userSelect(_ page: Int) {
        let before = currentPage
        currentPage = page
        if currentPage != before { sendActions(for: .valueChanged) }
    }

    /// While enabled, Left and Right (Up and Down) go to the page before and after.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, numberOfPages > 1 else { return super.keyDown(event) }
        switch event.key {
        case .left, .up: userSelect(currentPage - 1)
        case .right, .down: userSelect(currentPage + 1)
        default: return super.keyDown(event)
        }
        return true
    }

    /// A left press on a dot goes to its page.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        if case .press(.left) = event.kind, isEnabled, let page = page(at: location) { userSelect(page) }
        return trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    /// Draws the dots centred on the middle row.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard showsDots, let y = middleRow else { return }
        let (style, focused) = edgeStyle(focusColor: focusColor)
        for page in 0..<numberOfPages {
            let isCurrent = page == currentPage
            let color =
                isFirstResponder && isEnabled
                ? focused : isCurrent ? (currentPageIndicatorTintColor == .default ? foregroundColor : currentPageIndicatorTintColor) : pageIndicatorTintColor
            context.draw(isCurrent ? "●" : "○", at: Point(x: firstDotX + page * 2, y: y), foreground: color, style: style)
        }
    }
}
