/// A push button, drawn `[ Howdy! ]` (or just its title when not bordered; its picture, in a
/// tile of two rows or more without a title; nothing when it has neither title nor picture, a
/// hit area over other views).
///
///     let button = Button(title: "Howdy!", frame: Rect(x: 2, y: 1, width: 10, height: 1))
///     button.addTarget(controller, action: "buttonPressed:", for: .touchUpInside)
///
/// The mouse sends UIButton's touch events: `.touchDown`, `.touchDragInside` or
/// `.touchDragOutside` (drawn pressed only inside), then `.touchUpInside` or `.touchUpOutside`.
/// A click, or Enter or Space while focused, sends `.touchUpInside` and `.primaryActionTriggered`.
open class Button: Control {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The titles and title colours set for each state (`setTitle(_:for:)`).
    private var titles = StateTable<String>() { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    private var titleColors = StateTable<Color>() { didSet { setNeedsDisplay() } }
    /// The names of the pictures set for each state (`setImageName(_:for:)`): a terminal's
    /// button of one row shows a picture's name where it has no title.
    private var imageNames = StateTable<String>() { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The picture last shown (a tile's, `draw(in:)`), found by its name once.
    private var shownPicture: (name: String, image: Image?)?
    /// That picture, scaled once per size.
    private var picture = ScaledPicture()

    /// The title of the normal state, shown in any state without a title of its own.
    open var title: String {
        get { titles[.normal] ?? "" }
        set { titles[.normal] = newValue }
    }
    /// The normal title's colour; `.default` falls back to the view's `foregroundColor`.
    open var titleColor: Color {
        get { titleColors[.normal] ?? .default }
        set { titleColors[.normal] = newValue }
    }
    /// Draws brackets around the title (the default), so a button reads as one.
    open var isBordered = true { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// What a button does when clicked, as AppKit's button types say: pushes (sends its
    /// actions), or also turns a check box on or off, or turns a radio button on and the radio
    /// buttons beside it (in the same superview) off.
    public enum ButtonType: String, CaseIterable, Sendable {
        /// `[ OK ]`: sends its actions.
        case push
        /// `[x] Title` or `[ ] Title`: a click turns it on or off (`isSelected`).
        case check
        /// `(•) Title` or `( ) Title`: a click turns it on, and the other radio buttons of its
        /// superview off.
        case radio
    }
    /// Push, check box or radio button: push unless set.
    open var buttonType = ButtonType.push { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The colour of the brackets when the button has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }
    /// Where the title sits in a button wider than it (UIControl's contentHorizontalAlignment):
    /// centred unless set, as UIButton's.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsDisplay() } }

    /// An untitled, bordered button at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A bordered button titled `title` at `frame`.
    public convenience init(title: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.title = title
    }

    /// Each state's property names (`title`, `highlighted.title` ...), made once: making them
    /// for every button cost about a quarter of a load of 1,000 buttons.
    private static let stateProperties = Vocabulary.controlStates.map { name in
        (
            state: State(name: name)!, title: Vocabulary.stateProperty("title", state: name), titleColor: Vocabulary.stateProperty("titleColor", state: name),
            image: Vocabulary.stateProperty("image", state: name)
        )
    }

    /// A button read from a screen: each state's title, title colour and picture (`title`,
    /// `highlighted.title` ... `image`) and `bordered`.
    public required init(coder: NibCoder) {
        for entry in Self.stateProperties {
            if let title = coder.decodeString(entry.title) { titles[entry.state] = title }
            if let color = coder.decodeColor(entry.titleColor) { titleColors[entry.state] = color }
            if let image = coder.decodeString(entry.image) { imageNames[entry.state] = image }
        }
        if let bordered = coder.decodeBool("bordered") { isBordered = bordered }
        if let type = coder.decodeString("buttonType").flatMap(ButtonType.init(rawValue:)) { buttonType = type }
        if let color = coder.decodeColor("focusColor") { focusColor = color }
        if let alignment = coder.decodeString("contentHorizontalAlignment").flatMap(ContentHorizontalAlignment.init(rawValue:)) {
            contentHorizontalAlignment = alignment
        }
        super.init(coder: coder)
    }

    // MARK: Titles by state

    /// Sets the title shown in `state` (nil: the normal title is shown then), as UIButton's.
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }
    /// The title set for `state`, or nil.
    public func title(for state: State) -> String? { titles[state] }
    /// Sets the title colour in `state` (nil: the normal one is used then), as UIButton's.
    open func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }
    /// The title colour set for `state`, or nil.
    public func titleColor(for state: State) -> Color? { titleColors[state] }

    /// Sets the name of the picture shown in `state` (nil: the normal one is shown then).
    open func setImageName(_ name: String?, for state: State) { imageNames[state] = name }
    /// The name of the picture set for `state`, or nil.
    public func imageName(for state: State) -> String? { imageNames[state] }

    /// The title shown now: the one set for the current state, else the normal one; a button
    /// with a picture and no title shows the picture's name (a row has no room for a picture;
    /// a tile draws the picture itself).
    public var currentTitle: String {
        let title = titles[state] ?? self.title
        guard title.isEmpty, let image = currentImageName else { return title }
        return image
    }
    /// The name of the picture shown now: the one set for the current state, else the normal one.
    public var currentImageName: String? { imageNames[state] ?? imageNames[.normal] }
    /// The title colour used now, as `currentTitle` is chosen.
    public var currentTitleColor: Color { titleColors[state] ?? titleColor }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Button.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "button", role: .control,
                summary:
                    "A push button: a click (press and release inside) or Enter/Space when focused sends touchUpInside. `<state key=\"highlighted\" title=\"...\">` sets the title (and a nested `titleColor`) for a state; `contentHorizontalAlignment` puts the title at the leading or trailing edge of a wider button (centred by default). One with neither title nor picture is a bare hit area: it draws nothing, and marks what lies under it while focused or pressed.",
                stateSettings: [
                    AttributeSpec("title", .string, summary: "The title in that state."),
                    AttributeSpec("titleColor", .color, summary: "The title's colour in that state."),
                    AttributeSpec(
                        "image", .string, summary: "The name of its picture in that state, shown where it has no title (drawn in a tile, named in a row)."),
                ], xcodeNames: ["button"], appKitNames: ["button"], xcodeLines: .asRowHeight),
            settings: [
                Setting("title", \Button.title, "The title in the normal state."),
                Setting("bordered", \Button.isBordered, "Whether it is drawn in brackets."),
                Setting(
                    "buttonType", .choice(ButtonType.allCases.map(\.rawValue)),
                    "push (the default), check (a check box, [x] or [ ], turned on and off by a click) or radio (a radio button, (•) or ( ), turned on by a click, the others of its superview off); on is `selected`."
                ),
                Setting(
                    "contentHorizontalAlignment", \Button.contentHorizontalAlignment, "Where the title stands in a wider button: leading, center or trailing."),
                Setting("titleColor", \Button.titleColor, "The title's colour in the normal state."),
                Setting(
                    "image", .string,
                    "The name of its picture in the normal state, shown where it has no title: drawn in a button of two rows or more, by name in one of a row."),
                Setting("focusColor", \Button.focusColor, "The brackets' colour while it has focus."),
            ])
    }

    /// The text drawn: the current title, in brackets when bordered, after its box or circle
    /// for a check box or radio button.
    public var displayedTitle: String { marks.before + currentTitle + marks.after }

    /// What is drawn before and after the title: brackets, a check box or a radio button's circle.
    private var marks: (before: String, after: String) {
        switch buttonType {
        case .check: (isSelected ? "[x] " : "[ ] ", "")
        case .radio: (isSelected ? "(•) " : "( ) ", "")
        case .push: isBordered ? ("[ ", " ]") : ("", "")
        }
    }

    /// The size that fits the title: one row, as wide as the displayed title.
    open override var intrinsicContentSize: Size { Size(width: CharacterWidth.of(displayedTitle), height: 1) }

    // MARK: Drawing

    /// Draws ``displayedTitle`` centred: reversed while highlighted, the title bold and underlined
    /// while focused (the brackets, box or circle in ``focusColor``), dim while disabled. A tile (two rows or
    /// more) with a picture and no title draws the picture, as large as fits whole; a button
    /// of one row, its name. A button with neither title nor picture is a bare hit area, as
    /// UIButton's custom type is (Xcode's files lay them over labels and swatches): it draws
    /// nothing of its own. Where no title is drawn, the area is marked while pressed or focused.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard !currentTitle.isEmpty else { return markArea(in: context) }
        if (titles[state] ?? title).isEmpty, bounds.height >= 2, let image = currentPicture {
            picture.draw(image, mode: .scaleAspectFit, size: bounds.size, in: context)
            return markArea(in: context)
        }
        guard let y = middleRow else { return }
        let text = displayedTitle
        let x = TextLayout.offset(textWidth: CharacterWidth.of(text), in: bounds.width, alignment: contentHorizontalAlignment.textAlignment)
        let focused = isFirstResponder
        var style: TextStyle = []
        if isHighlighted { style.insert(.reverse) }
        if focused { style.insert(.bold) }
        if !isEnabled { style.insert(.dim) }
        let color = currentTitleColor == .default ? foregroundColor : currentTitleColor
        let bracketColor = focused && isEnabled ? focusColor : color
        let marks = marks
        var cursor = x
        cursor += context.draw(marks.before, at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
        cursor += context.draw(currentTitle, at: Point(x: cursor, y: y), foreground: color, style: focused ? style.union(.underline) : style)
        context.draw(marks.after, at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
    }

    /// Marks what the button covers, where it draws no title: reversed while pressed,
    /// underlined while focused, dim while disabled.
    private func markArea(in context: GraphicsContext) {
        if isHighlighted || isFirstResponder { context.addStyle(isHighlighted ? .reverse : .underline, in: bounds) }
        if !isEnabled { context.addStyle(.dim, in: bounds) }
    }

    /// The picture of `currentImageName`, found by name (`Image(named:)`) when the name changes.
    private var currentPicture: Image? {
        guard let name = currentImageName else { return nil }
        if shownPicture?.name != name { shownPicture = (name, Image(named: name)) }
        return shownPicture?.image
    }

    // MARK: Events

    /// Follows a left press, sending the touch events; other events go to the superview.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    /// Drawn pressed only while the mouse is inside.
    override func pressMoved(to location: Point) { isHighlighted = bounds.contains(location) }

    /// A click inside turns a check box or radio button on or off first, then sends the actions.
    override func pressEnded(inside: Bool) {
        if inside { toggle() }
        super.pressEnded(inside: inside)
        if inside { sendActions(for: .primaryActionTriggered) }
    }

    /// Turns a check box on or off, or a radio button on and the others beside it off.
    private func toggle() {
        switch buttonType {
        case .push: return
        case .check: isSelected.toggle()
        case .radio:
            for case let other as Button in superview?.subviews ?? [] where other !== self && other.buttonType == .radio { other.isSelected = false }
            isSelected = true
        }
    }

    /// Enter or Space clicks an enabled button: `.touchUpInside`, then `.primaryActionTriggered`.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.key == .enter || event.key == .character(" ") else { return super.keyDown(event) }
        pressEnded(inside: true)
        return true
    }
}
