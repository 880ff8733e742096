/// An in-memory terminal: tests and previews load real screens, send keys and clicks, and read
/// the screen back as text, with no terminal at all.
public final class HeadlessBackend: TerminalBackend {
    public private(set) var size: Size
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

    public init(size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .palette) {
        self.size = size
        self.colorSupport = colorSupport
        self.canvas = Canvas(size: size)
    }

    public func start() throws {}
    public func stop() {}

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

    public func nextEvent(timeout: Double?) -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }
}
