/// What a backend reads from the terminal.
public enum InputEvent: Hashable, Sendable {
    /// A key press, delivered to the first responder's `keyDown(_:)` (Tab and Shift-Tab move focus).
    case key(KeyEvent)
    /// A mouse report, delivered to the view under the pointer (a drag or release to the view pressed).
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(Size)
    /// The terminal came back after a suspend (Ctrl-Z then fg): everything must be redrawn.
    case redraw
    /// Text the terminal pasted (bracketed paste), given to the first responder as one edit
    /// (`Responder.paste(_:)`), never typed as keys.
    case paste(String)

    /// A press of `key`: shorthand for `.key(KeyEvent(key))`, as tests queue keys
    /// (``HeadlessBackend/enqueue(_:)``).
    public static func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
}
