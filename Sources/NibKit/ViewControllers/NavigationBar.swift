/// A navigation controller's bar, on the top row: the back button on the left ("‹ " and the
/// title of the controller below the top one, or "Back"), the left bar button items after it,
/// the top controller's title centred in bold (or its navigation item's title view), and the
/// right items at the right end.
///
///     ‹ Settings  Edit           Wi-Fi                  Add
public final class NavigationBar: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The back button, while there is a controller to go back to.
    public private(set) var backButton: Button?
    /// The buttons of the bar button items, left ones then right ones.
    private var leftButtons: [(button: Button, item: BarButtonItem)] = []
    private var rightButtons: [(button: Button, item: BarButtonItem)] = []
    /// The title shown.
    public private(set) var title = ""
    /// The view shown in the title's place (`NavigationItem.titleView`), if any.
    public private(set) var titleView: View?

    /// Columns between two buttons.
    static let spacing = 2
    /// What the back button shows before the title of the controller it goes back to.
    static let backArrow = "‹ "

    /// An empty bar; a navigation controller makes its own and fills it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Reads a view's attributes from a screen; the bar's contents come from its navigation
    /// controller.
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// Adds the action the bar button items' buttons send.
    public override class var actionTable: ActionTable {
        super.actionTable + ["barButtonPressed:": .init(NavigationBar.barButtonPressed)]
    }

    /// Shows a controller's items: `backTitle` nil shows no back button; `back` is where the back
    /// button's action goes.
    func show(title: String, item: NavigationItem?, backTitle: String?, back: (target: NibObject, action: Selector)) {
        self.title = title
        backButton?.removeFromSuperview()
        backButton = backTitle.map { backTitle in
            let button = makeButton(Self.backArrow + (backTitle.isEmpty ? "Back" : backTitle))
            button.addTarget(back.target, action: back.action, for: .primaryActionTriggered)
            return button
        }
        for (button, _) in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = (item?.leftBarButtonItems ?? []).map { (makeItemButton($0), $0) }
        rightButtons = (item?.rightBarButtonItems ?? []).map { (makeItemButton($0), $0) }
        if titleView !== item?.titleView {
            if titleView?.superview === self { titleView?.removeFromSuperview() }
            titleView = item?.titleView
            if let titleView { addSubview(titleView) }
        }
        placeButtons()
        setNeedsDisplay()
    }

    private func makeButton(_ title: String) -> Button {
        let button = Button(title: title)
        button.isBordered = false
        addSubview(button)
        return button
    }

    private func makeItemButton(_ item: BarButtonItem) -> Button { item.makeButton(in: self, action: "barButtonPressed:") }

    func barButtonPressed(_ sender: Button) {
        (leftButtons + rightButtons).first { $0.button === sender }?.item.press(in: application)
    }

    /// Places the back button and left items from the left edge, the right items to the right
    /// edge, and the title view between them.
    public override func layoutSubviews() { placeButtons() }

    /// The back button and the left buttons from the left edge, the right ones to the right edge.
    private func placeButtons() {
        var x = 0
        for button in leadingButtons {
            let width = button.intrinsicContentSize.width
            button.frame = Rect(x: x, y: 0, width: width, height: 1)
            x += width + Self.spacing
        }
        var end = bounds.width
        for button in rightButtons.map(\.button).reversed() {
            let width = button.intrinsicContentSize.width
            end -= width
            button.frame = Rect(x: end, y: 0, width: width, height: 1)
            end -= Self.spacing
        }
        if let titleView {
            let space = titleSpace
            let width = min(max(0, titleView.intrinsicContentSize.width), max(0, space.end - space.start))
            let x = min(max((bounds.width - width) / 2, space.start), space.end - width)
            titleView.frame = Rect(x: x, y: 0, width: width, height: 1)
        }
    }

    /// The back button, then the left buttons: from the left edge.
    private var leadingButtons: [Button] { (backButton.map { [$0] } ?? []) + leftButtons.map(\.button) }

    /// The columns the title may use: between the left buttons and the right ones.
    private var titleSpace: (start: Int, end: Int) {
        let leftEnd = leadingButtons.map { $0.frame.maxX + Self.spacing }.max() ?? 0
        let rightStart = rightButtons.map { $0.button.frame.x - Self.spacing }.min() ?? bounds.width
        return (leftEnd, rightStart)
    }

    /// The title, centred on the bar, moved aside (and cut short) to keep clear of the buttons;
    /// none where a title view stands.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let space = titleSpace
        guard space.end > space.start, titleView == nil else { return }
        let text = Label.truncated(title, toWidth: space.end - space.start)
        let width = CharacterWidth.of(text)
        let centred = (bounds.width - width) / 2
        let x = min(max(centred, space.start), space.end - width)
        context.draw(text, at: Point(x: x, y: 0), foreground: foregroundColor, style: .bold)
    }
}
