/// A view that sends actions to targets when control events happen: target-action as in
/// UIKit. Several targets per event are allowed; a nil target travels the responder chain.
open class Control: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The states a control's look depends on, as UIControl.State: a title or colour set for a
    /// state is used while the control is in it, the normal one otherwise.
    public struct State: OptionSet, Hashable, Sendable {
        /// One bit per state but normal, which has none.
        public let rawValue: UInt8
        /// States from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The state a screen names (`<state key="highlighted">`): normal is no bit, and each
        /// other's bit follows its place in `Vocabulary.controlStates`, the format's one list.
        public init?(name: String) {
            guard let index = Vocabulary.controlStates.firstIndex(of: name) else { return nil }
            self.init(rawValue: index == 0 ? 0 : 1 << UInt8(index - 1))
        }

        /// No other state: its title and colours are used in any state without its own.
        public static let normal = State(name: "normal")!
        /// Pressed, with the mouse still over the control.
        public static let highlighted = State(name: "highlighted")!
        /// Not enabled (`isEnabled` false).
        public static let disabled = State(name: "disabled")!
        /// Selected (`isSelected`), as the program sets it.
        public static let selected = State(name: "selected")!
    }

    /// The control's state now: highlighted, disabled and selected as they are set.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the user can use the control, as UIControl's: a disabled one is drawn dim, takes
    /// no focus, ignores presses and keys, and sends no actions.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Pressed and still inside: drawn pressed.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// Whether the control is selected, as UIControl's. Only the program sets it; it changes
    /// ``state``, so a button shows its title and colour for `selected`.
    open var isSelected = false { didSet { setNeedsDisplay() } }

    private struct Entry {
        weak var target: NibObject?
        let isNilTargeted: Bool
        let selector: Selector
        var events: ControlEvent
    }
    private var entries: [Entry] = []
    /// A press went down on the control and has not been released or cancelled.
    private(set) var isTrackingPress = false

    /// An enabled control at `frame`, with no targets.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A control's vertical compression resistance unless set: above every priority short of
    /// required and of the window's size, so that a layout short of rows squeezes everything
    /// else before a control loses its one row (at zero rows it cannot be seen, nor used).
    public static let rowCompressionResistance = LayoutPriority(999)

    /// A control keeps its one row: `rowCompressionResistance`.
    open override class var verticalCompressionResistanceByDefault: LayoutPriority { rowCompressionResistance }

    /// True: controls take focus, so keys reach them.
    open override class var isFocusableByDefault: Bool { true }

    /// A control read from a screen: `enabled` and `selected`. Its `<action>`s are connected as
    /// targets when the screen loads.
    public required init(coder: NibCoder) {
        // Only what the screen gives, as View's init(coder:) explains.
        if let enabled = coder.decodeBool("enabled") { isEnabled = enabled }
        if let selected = coder.decodeBool("selected") { isSelected = selected }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Control.self, readsOwnSettings: true,
            settings: [
                Setting("enabled", \Control.isEnabled, "Whether it takes the user's input; a disabled control is drawn dim."),
                Setting("selected", \Control.isSelected, "Whether it shows as selected."),
            ])
    }

    /// Only while enabled.
    open override var acceptsFocus: Bool { isEnabled && super.acceptsFocus }

    /// The event of the control's primary action, which a storyboard segue from it fires on: a
    /// press (`touchUpInside`) by default; a control that holds a value, its change.
    open var primaryEvent: ControlEvent { .touchUpInside }

    /// Connects `selector` on `target` (nil: the responder chain) to one event or several.
    public func addTarget(_ target: NibObject?, action: Selector, for events: ControlEvent) {
        entries.append(Entry(target: target, isNilTargeted: target == nil, selector: action, events: events))
    }

    /// Stops sending `action` (nil: every action) to `target` for `events` (nil: every event).
    public func removeTarget(_ target: NibObject?, action: Selector?, for events: ControlEvent?) {
        for index in entries.indices where entries[index].target === target && (action == nil || entries[index].selector == action) {
            entries[index].events.subtract(events ?? entries[index].events)
        }
        entries.removeAll { $0.events.isEmpty }
    }

    /// The events some target is connected to.
    public var allControlEvents: ControlEvent { entries.reduce([]) { $0.union($1.events) } }

    /// The selectors connected to any of `events`, in the order they were added.
    public func actions(for events: ControlEvent) -> [(target: NibObject?, selector: Selector)] {
        entries.filter { !$0.events.isDisjoint(with: events) }.map { ($0.target, $0.selector) }
    }

    /// How a control draws its edges (a switch's or stepper's brackets, a segmented control's
    /// dividers) and the style its content starts from: dimmed while disabled, bold while
    /// focused, the edges in `focusColor` while focused and enabled.
    func edgeStyle(focusColor: Color) -> (style: TextStyle, color: Color) {
        var style: TextStyle = isEnabled ? [] : .dim
        if isFirstResponder { style.insert(.bold) }
        return (style, isFirstResponder && isEnabled ? focusColor : foregroundColor)
    }

    // MARK: Pressing

    /// Follows a left press as UIControl follows a touch: the control is highlighted until the
    /// release, and sends `.touchDown`, then `.touchDragInside` or `.touchDragOutside`, then
    /// `.touchUpInside` or `.touchUpOutside` (or `.touchCancel`: `mouseCancelled`). A control
    /// acts in `pressBegan()`, before `.touchDown`; in `pressMoved(to:)`, after the press and
    /// before each drag's event; and in `pressEnded(inside:)`. A disabled control ignores the
    /// press. Nil for an event that is not a press's.
    func trackPress(_ event: MouseEvent, at location: Point) -> Bool? {
        switch event.kind {
        case .press(.left):
            guard isEnabled else { return true }
            pressBegan()
            isTrackingPress = true
            isHighlighted = true
            sendActions(for: .touchDown)
            pressMoved(to: location)
        case .drag(.left):
            guard isEnabled, isTrackingPress else { return true }
            pressMoved(to: location)
            sendActions(for: bounds.contains(location) ? .touchDragInside : .touchDragOutside)
        case .release(.left):
            guard isEnabled, isTrackingPress else { return true }
            isTrackingPress = false
            isHighlighted = false
            pressEnded(inside: bounds.contains(location))
        default:
            return nil
        }
        return true
    }

    func pressBegan() {}

    func pressMoved(to location: Point) {}

    /// The press was released; sends `.touchUpInside` or `.touchUpOutside`.
    func pressEnded(inside: Bool) { sendActions(for: inside ? .touchUpInside : .touchUpOutside) }

    /// Ends the press being followed: unhighlights and sends `.touchCancel`.
    open override func mouseCancelled() {
        guard isTrackingPress else { return }
        isTrackingPress = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Sends the actions of every target connected to any of `events`, once each.
    public func sendActions(for events: ControlEvent) {
        guard isEnabled else { return }
        // A nil target is the responder chain; a target released since is skipped.
        for entry in entries where !entry.events.isDisjoint(with: events) && (entry.isNilTargeted || entry.target != nil) {
            application?.sendAction(entry.selector, to: entry.target, from: self)
        }
    }
}
