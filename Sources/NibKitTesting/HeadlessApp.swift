import NibKit
import Pictures

/// A NibKit program with no terminal: an in-memory screen, a clock the test moves, and the
/// input a person would send. It starts as `run` does: a root view that does not load throws.
///
///     let app = try HeadlessApp(root: HowdyViewController(), size: Size(width: 80, height: 24))
///     app.click("Howdy!")
///     #expect(app.text.contains("You tapped me!"))
public struct HeadlessApp {
    /// The in-memory terminal the app draws into and reads its input from.
    public let backend: HeadlessBackend
    /// The clock timers run on: it moves only when the test calls ``advance(by:)``.
    public let clock = ManualClock()
    /// The program itself, its window and root view controller, as `run` would have it.
    public let application: Application

    /// Clicks in a row closer together than this count as one double or triple click.
    public var clickGap = 0.05

    /// Starts a program at a size with `root` as the window's root view controller, drawn once;
    /// throws what the window's `makeKeyAndVisible()` throws when the root view's screen does not load.
    public init(root: ViewController? = nil, size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .palette) throws {
        backend = HeadlessBackend(size: size, colorSupport: colorSupport)
        application = Application(backend: backend, clock: clock)
        application.window.rootViewController = root
        try application.window.makeKeyAndVisible()
        application.processEvents()
    }

    /// A window with no root view controller, for a test that puts views in it itself: it is
    /// shown at once, and the app starts (lays out, focuses the first control) with the first
    /// events sent, so the views added before then are laid out and focused as `run` would.
    ///
    ///     let app = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    ///     app.window.addSubview(Button(title: "OK", frame: Rect(x: 2, y: 1, width: 8, height: 1)))
    public init(emptyWindow size: Size, colorSupport: ColorSupport = .palette) {
        backend = HeadlessBackend(size: size, colorSupport: colorSupport)
        application = Application(backend: backend, clock: clock)
        // No root view controller: nothing to load, so nothing to throw.
        try! application.window.makeKeyAndVisible()
    }

    /// The window the app shows.
    public var window: Window { application.window }

    /// What is drawn, as text: rows joined by newlines, trailing spaces trimmed.
    public var text: String { application.drawnText }

    /// The last frame as a picture: every cell with its colours and style, and the cursor.
    public var picture: Picture {
        application.renderIfNeeded()
        return backend.canvas.picture(cursor: backend.cursor)
    }

    /// The last frame as an SVG document, to look at in a browser or put in docs.
    public func screenshot(colors: PictureColors = PictureColors()) -> String { picture.svg(colors: colors) }

    /// The cell at a point of the last frame (colours included).
    public func cell(at point: Point) -> Cell {
        application.renderIfNeeded()
        return backend.canvas[x: point.x, y: point.y]
    }

    /// The middle cell of the first place `text` is on screen, or nil.
    public func location(of text: String) -> Point? {
        application.renderIfNeeded()
        guard let start = backend.canvas.find(text) else { return nil }
        return Point(x: start.x + CharacterWidth.of(text) / 2, y: start.y)
    }

    /// Queues events, as a terminal would deliver them, then handles them and draws one frame.
    public func send(_ events: InputEvent...) { send(contentsOf: events) }

    /// Queues a sequence of events, then handles them all and draws one frame.
    public func send(contentsOf events: [InputEvent]) {
        for event in events { backend.enqueue(event) }
        application.processEvents()
    }

    /// Clicks (press and release) at a cell, `times` times in a row (2: a double click).
    public func click(at point: Point, times: Int = 1) {
        for index in 0..<times {
            send(.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point)))
            if index < times - 1 { advance(by: clickGap) }
        }
        advance(by: clickGap)
    }

    /// Clicks on text on screen; returns false if the text is not there.
    @discardableResult
    public func click(_ text: String, times: Int = 1) -> Bool {
        guard let point = location(of: text) else { return false }
        click(at: point, times: times)
        return true
    }

    /// A drag with the left button, through every cell on the way.
    public func drag(from start: Point, to end: Point) {
        let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
        let path = (1...steps).map { step in Point(x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps) }
        let events = [MouseEvent(.press(.left), at: start)] + path.map { MouseEvent(.drag(.left), at: $0) } + [MouseEvent(.release(.left), at: end)]
        for event in events { backend.enqueue(.mouse(event)) }
        application.processEvents()
    }

    /// Turns the wheel at a cell: `up` is away from the user.
    public func scroll(up: Bool, at point: Point, times: Int = 1) {
        for _ in 0..<times { send(.mouse(MouseEvent(up ? .scrollUp : .scrollDown, at: point))) }
    }

    /// Presses keys in order, as typing them would.
    public func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Types text, one key a character, as typing it would.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Pastes text, as a terminal with bracketed paste sends it: one event, one edit.
    public func paste(_ text: String) { send(.paste(text)) }

    /// Resizes the terminal, as a user dragging its window would; the window lays out again.
    public func resize(to size: Size) {
        backend.resize(to: size)
        application.processEvents()
    }

    /// Lets time pass: the clock moves on and the timers that fall due fire, in order.
    public func advance(by seconds: Double) {
        application.advanceClock(by: seconds)
    }
}
