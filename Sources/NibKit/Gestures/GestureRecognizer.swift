/// Watches the mouse events that reach its view and its subviews, recognizes a gesture,
/// and sends its action to its targets (the screen's `<action>` connections). Subclasses
/// implement the event methods and move `state`.
open class GestureRecognizer: NibObject {
    /// Where a recognizer is in a gesture, as UIGestureRecognizer.State: a discrete gesture goes
    /// from `possible` to `ended` or `failed`; a continuous one through `began` and `changed`.
    public enum State: Equatable, Sendable {
        /// No gesture recognized yet: the state between gestures, and while one may still come.
        case possible
        /// A continuous gesture started (a pan's first drag, a pinch's first step).
        case began
        /// A continuous gesture went on.
        case changed
        /// The gesture finished: a continuous one ended, or a discrete one was recognized.
        case ended
        /// A gesture under way was called off; no NibKit recognizer cancels.
        case cancelled
        /// The events were not this gesture (or a recognizer this one requires to fail
        /// recognized first).
        case failed
        /// A discrete gesture (a tap) was recognized.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Whether the recognizer watches events; a disabled one ignores them (and `pinch(by:)`).
    public var isEnabled = true
    /// Where the recognizer is in the current gesture. A subclass moves it, as UIKit's subclass
    /// header lets one: through `began`, `changed` and `ended` for a continuous gesture, calling
    /// `sendActions()` after each step; with `recognize()` and `fail()` for a discrete one. A
    /// finished gesture starts over as `possible` at the next event.
    public var state: State = .possible {
        didSet { if state != oldValue { stateDidChange(from: oldValue) } }
    }

    private struct Target {
        weak var object: NibObject?
        let selector: Selector
        let isNilTargeted: Bool
    }
    private var targets: [Target] = []
    /// Recognizers that must fail before this one may recognize.
    private var failureRequirements: [Weak<GestureRecognizer>] = []
    /// Recognizers waiting on this one to fail.
    private var dependents: [Weak<GestureRecognizer>] = []
    /// Recognized, but held until the required recognizers fail.
    private var isWaitingForFailures = false

    /// The last event's location, in screen coordinates.
    var lastLocation = Point.zero

    /// A recognizer with no targets, to add to a view with `addGestureRecognizer`.
    public override init() { super.init() }

    /// A recognizer that sends `action` to `target` (nil: up the responder chain).
    public convenience init(target: NibObject?, action: Selector) {
        self.init()
        addTarget(target, action: action)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            GestureRecognizer.self, readsOwnSettings: true,
            settings: [
                Setting("enabled", .bool, "Whether it recognizes gestures.")
            ])
    }

    /// Reads a recognizer of a screen (`enabled`); its targets are the screen's `<action>`
    /// connections.
    public required init(coder: NibCoder) {
        if let enabled = coder.decodeBool("enabled") { isEnabled = enabled }
        super.init(coder: coder)
    }

    /// Adds a target and selector; a nil target sends the action up the responder chain.
    public func addTarget(_ target: NibObject?, action: Selector) {
        targets.append(Target(object: target, selector: action, isNilTargeted: target == nil))
    }

    /// Removes `target`'s action `action`, or every action of `target` when `action` is nil.
    public func removeTarget(_ target: NibObject?, action: Selector?) {
        targets.removeAll { $0.object === target && (action == nil || $0.selector == action) }
    }

    /// This recognizer recognizes only after `other` fails (a double tap waits for a triple tap).
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(Weak(other))
        other.dependents.append(Weak(self))
    }

    /// Where the gesture is, in `view`'s coordinates (screen coordinates if nil).
    public func location(in view: View?) -> Point {
        view?.convertFromWindow(lastLocation) ?? lastLocation
    }

    var hasRecognizedCurrentGesture: Bool { state == .began || state == .changed || state == .ended }

    // MARK: Events, for subclasses

    func handle(_ event: MouseEvent) {
        guard isEnabled else { return }
        lastLocation = event.location
        startOverIfFinished()
        switch event.kind {
        case .press: mouseDown(event)
        case .drag: mouseDragged(event)
        case .release: mouseUp(event)
        case .scrollUp, .scrollDown: scrollWheel(event)
        case .move: break
        }
    }

    /// A button was pressed over the view; the recognizer's event methods do nothing unless a
    /// subclass overrides them.
    open func mouseDown(_ event: MouseEvent) {}
    /// The mouse moved with a button down.
    open func mouseDragged(_ event: MouseEvent) {}
    /// A button was released.
    open func mouseUp(_ event: MouseEvent) {}
    /// The wheel turned a step, up or down, over the view.
    open func scrollWheel(_ event: MouseEvent) {}
    /// Clears per-gesture state before the next gesture.
    open func reset() {}

    /// Makes a finished gesture (ended, failed or cancelled) possible again, for the next one.
    func startOverIfFinished() {
        guard state == .ended || state == .failed || state == .cancelled else { return }
        reset()
        state = .possible
    }

    // MARK: Recognizing

    /// Subclasses call this to recognize a discrete gesture; it waits for required failures.
    public func recognize() {
        if failureRequirements.contains(where: { $0.value.map { $0.state == .possible && $0.isTracking } ?? false }) {
            isWaitingForFailures = true
            return
        }
        state = .ended
        sendActions()
    }

    /// Subclasses call this when the gesture cannot be this one.
    public func fail() {
        isWaitingForFailures = false
        state = .failed
    }

    /// Whether a gesture is under way that might still be recognized (required-to-fail logic).
    open var isTracking: Bool { false }

    private func stateDidChange(from old: State) {
        switch state {
        case .failed:
            for dependent in dependents.compactMap(\.value) where dependent.isWaitingForFailures {
                dependent.isWaitingForFailures = false
                dependent.recognize()
            }
        case .ended, .began:
            for dependent in dependents.compactMap(\.value) where dependent.isWaitingForFailures || dependent.isTracking {
                dependent.isWaitingForFailures = false
                dependent.state = .failed
                dependent.reset()
            }
        default: break
        }
    }

    /// Sends the action to every target (continuous gestures call it on each change). A nil
    /// target is looked for up the responder chain from the recognizer's view, then as for controls.
    public func sendActions() {
        for target in targets where target.isNilTargeted || target.object != nil {
            let receiver = target.isNilTargeted ? view?.target(forAction: target.selector) : target.object
            view?.application?.sendAction(target.selector, to: receiver, from: self)
        }
    }

    /// Schedules on the application's clock (tap intervals).
    func schedule(after seconds: Double, _ action: @escaping () -> Void) -> Timer? {
        view?.application?.schedule(after: seconds, action)
    }
}

/// A weak reference in an array.
struct Weak<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value?) { self.value = value }
}
