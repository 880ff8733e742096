/// An in-memory terminal: tests and previews load real screens, send keys and clicks, and read
/// the screen back as text, with no terminal at all.
public final class HeadlessBackend: TerminalBackend {
    /// The screen's size in cells: 80×24 unless given; ``resize(to:)`` changes it.
    public private(set) var size: Size
    /// The colours the pretend terminal shows; set it to see how a screen looks with fewer.
    public var colorSupport: ColorSupport
    /// The last frame presented.
    public private(set) var canvas: Canvas
    /// Where the cursor is shown, if anywhere.
    public private(set) var cursor: Point?
    /// How many cells the last `present` changed: the headless measure of "only what changed".
    public private(set) var lastChangedCells = 0
    /// How many frames were presented: the headless measure of "drawn once".
    public private(set) var framesPresented = 0
    private var pending: [InputEvent] = []

    /// A blank screen of `size` cells (80×24 by default) showing `colorSupport` colours (the
    /// 256-colour palette by default).
    public init(size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .palette) {
        self.size = size
        self.colorSupport = colorSupport
        self.canvas = Canvas(size: size)
    }

    /// Does nothing: there is no terminal to take over.
    public func start() throws {}
    /// Does nothing: there is no terminal to give back.
    public func stop() {}

    /// Keeps the frame as ``canvas`` and the cursor as ``cursor``, and counts the frame and the
    /// cells it changed.
    public func present(_ canvas: Canvas, cursor: Point?) {
        framesPresented += 1
        lastChangedCells = canvas.changes(since: self.canvas).count
        self.canvas = canvas
        self.cursor = cursor
    }

    /// Queues input as if typed or clicked.
    public func enqueue(_ events: InputEvent...) { pending += events }

    /// Changes the size, as a terminal window resize does, and queues the resize event.
    public func resize(to size: Size) {
        self.size = size
        pending.append(.resize(size))
    }

    /// The oldest queued event, or nil at once when none is queued: it never waits, whatever the
    /// `timeout`.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }
}
