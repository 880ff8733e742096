/// A push button, drawn `[ Howdy! ]` (or just its title when not bordered).
///
///     let button = Button(title: "Howdy!", frame: Rect(x: 2, y: 1, width: 10, height: 1))
///     button.addTarget(controller, action: "buttonPressed:", for: .touchUpInside)
///
/// The mouse follows UIButton's touch events: a press sends `.touchDown`; moving with the
/// button held sends `.touchDragInside` or `.touchDragOutside` (and the button is drawn pressed
/// only while inside); the release sends `.touchUpInside` or `.touchUpOutside`. When the button
/// is the first responder, Enter or Space is a click. A click also sends
/// `.primaryActionTriggered`.
open class Button: Control {
    /// Nonisolated, as Responder's: each class with stored properties has its own deinit, which
    /// would otherwise be main-actor isolated and hop through the executor checks.
    nonisolated deinit {}

    public var title: String { didSet { setNeedsDisplay() } }
    /// The title's colour; `.default` falls back to the view's `foregroundColor`.
    public var titleColor: Color { didSet { setNeedsDisplay() } }
    /// Draws brackets around the title (the default), so a button reads as one.
    public var isBordered: Bool { didSet { setNeedsDisplay() } }
    /// The colour of the brackets when the button has focus.
    public var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }
    /// A press went down on the button and has not been released.
    private var isTrackingPress = false

    public override init(frame: Rect = .zero) {
        title = ""
        titleColor = .default
        isBordered = true
        super.init(frame: frame)
    }

    public convenience init(title: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.title = title
    }

    public required init(coder: NibCoder) {
        title = coder.decodeString("title") ?? ""
        titleColor = coder.decodeColor("titleColor") ?? .default
        isBordered = coder.decodeBool("bordered") ?? true
        super.init(coder: coder)
    }

    open override class var inspectableKeys: [String: Inspectable] {
        super.inspectableKeys + [
            "title": .value(\Button.title), "titleColor": .value(\Button.titleColor), "bordered": .value(\Button.isBordered),
        ]
    }

    /// The text drawn: the title, in brackets when bordered.
    public var displayedTitle: String { isBordered ? "[ \(title) ]" : title }

    /// The size that fits the title: one row, as wide as the displayed title.
    public var intrinsicSize: Size { Size(width: CharacterWidth.of(displayedTitle), height: 1) }

    // MARK: Drawing

    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard bounds.width > 0, bounds.height > 0 else { return }
        let text = displayedTitle
        let x = TextLayout.offset(textWidth: CharacterWidth.of(text), in: bounds.width, alignment: .center)
        let y = (bounds.height - 1) / 2
        let focused = isFirstResponder
        var style: TextStyle = []
        if isHighlighted { style.insert(.reverse) }
        if focused { style.insert(.bold) }
        if !isEnabled { style.insert(.dim) }
        let color = titleColor == .default ? foregroundColor : titleColor
        if isBordered {
            let bracketColor = focused && isEnabled ? focusColor : color
            var cursor = x
            cursor += context.draw("[ ", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
            cursor += context.draw(title, at: Point(x: cursor, y: y), foreground: color, style: focused ? style.union(.underline) : style)
            context.draw(" ]", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
        } else {
            context.draw(text, at: Point(x: x, y: y), foreground: color, style: focused ? style.union(.underline) : style)
        }
    }

    // MARK: Events

    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            guard isEnabled else { return true }
            isTrackingPress = true
            isHighlighted = true
            sendActions(for: .touchDown)
        case .drag(.left):
            guard isEnabled, isTrackingPress else { return true }
            let inside = bounds.contains(location)
            isHighlighted = inside
            sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        case .release(.left):
            guard isEnabled, isTrackingPress else { return true }
            isTrackingPress = false
            isHighlighted = false
            if bounds.contains(location) {
                sendActions(for: .touchUpInside)
                sendActions(for: .primaryActionTriggered)
            } else {
                sendActions(for: .touchUpOutside)
            }
        default:
            return super.mouseEvent(event, at: location)
        }
        return true
    }

    open override func mouseCancelled() {
        guard isTrackingPress else { return }
        isTrackingPress = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.key == .enter || event.key == .character(" ") else { return super.keyDown(event) }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
