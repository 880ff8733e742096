/// What the runtime needs of a terminal. The ncursesw backend and the headless backend both
/// provide it, so tests and previews run the same code as a real terminal.
public protocol TerminalBackend: AnyObject {
    /// The screen's size in cells.
    var size: Size { get }
    /// How many colours the terminal can show (already lowered for NO_COLOR).
    var colorSupport: ColorSupport { get }
    /// Takes over the terminal (alternate screen, raw keys, mouse reporting).
    func start() throws
    /// Gives the terminal back as it was found. Safe to call more than once.
    func stop()
    /// Shows a frame. Only cells that differ from the last frame need to be written.
    /// `cursor` is where to show the cursor (a text field is editing), or nil to hide it.
    func present(_ canvas: Canvas, cursor: Point?)
    /// Waits for the next input event, blocking (using no CPU) for at most `timeout` seconds,
    /// or indefinitely if `timeout` is nil. Returns nil when the time runs out.
    func nextEvent(timeout: Double?) -> InputEvent?
}
