import NibKitTesting

@testable import NibKit

/// A headless application under a manual clock, with the clicks, drags, wheel turns and keys
/// the widget, gesture, focus and alert tests send.
@MainActor
struct WidgetHarness {
    let backend: HeadlessBackend
    let clock = ManualClock()
    let app: Application

    init(width: Int = 40, height: Int = 12) {
        backend = HeadlessBackend(size: Size(width: width, height: height))
        app = Application(backend: backend, clock: clock)
        // Shown with no root view controller yet: nothing to load, so nothing to throw.
        try! app.window.makeKeyAndVisible()
    }

    var window: Window { app.window }

    func send(_ events: InputEvent...) { send(contentsOf: events) }

    func send(contentsOf events: [InputEvent]) {
        for event in events { backend.enqueue(event) }
        app.processEvents()
    }

    func press(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))) }
    func release(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: y)))) }
    func drag(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.drag(.left), at: Point(x: x, y: y)))) }
    func click(_ x: Int, _ y: Int) { press(x, y); release(x, y) }
    func scrollUp(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.scrollUp, at: Point(x: x, y: y)))) }
    func scrollDown(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.scrollDown, at: Point(x: x, y: y)))) }
    func key(_ key: Key) { send(.key(key)) }
    func type(_ text: String) { for c in text { key(.character(c)) } }
    /// Types as a terminal sends text: one key a code point, so a character made of several
    /// (an accent after its letter, a flag, a skin tone) arrives in parts.
    func typeCodePoints(_ text: String) { for scalar in text.unicodeScalars { key(.character(Character(scalar))) } }
    func wait(_ seconds: Double) { app.advanceClock(by: seconds) }

    /// The screen's rows, trailing spaces trimmed.
    var lines: [String] { redraw(); return app.drawnText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    func line(_ y: Int) -> String { y < lines.count ? lines[y] : "" }
    /// The cell at a point of the last frame.
    func cell(_ x: Int, _ y: Int) -> Cell { redraw(); return backend.canvas[x: x, y: y] }

    /// Draws a fresh frame.
    func redraw() {
        app.setNeedsDisplay()
        app.renderIfNeeded()
    }
}

/// An action target that answers every selector and writes down each one it gets, in order.
final class ActionLog: NibObject {
    var entries: [String] = []
    var senders: [AnyObject] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override func action(for selector: Selector) -> ActionMethod? {
        ActionMethod { (log: ActionLog) in
            { (sender: Any?) in
                log.entries.append(selector.name)
                if let sender = sender as AnyObject? { log.senders.append(sender) }
            }
        }
    }

    /// Connects each event to a selector named after it.
    func watch(_ control: Control, _ events: ControlEvent...) {
        for event in events { control.addTarget(self, action: Selector(event.description), for: event) }
    }

    /// Connects a recognizer to a selector named `name`.
    func watch(_ recognizer: GestureRecognizer, as name: String) {
        recognizer.addTarget(self, action: Selector(name))
    }
}
