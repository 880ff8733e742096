/// What a backend reads from the terminal.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(Size)
    /// The terminal came back after a suspend (Ctrl-Z then fg): everything must be redrawn.
    case redraw

    public static func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
}
