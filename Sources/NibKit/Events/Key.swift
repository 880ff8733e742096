/// A key as the program sees it, whatever the terminal sent.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, as typed (Shift already applied: `"A"`, not Shift and `"a"`).
    case character(Character)
    /// A control character typed with Ctrl (Ctrl-A is `.control("a")`).
    case control(Character)
    /// A named key: Enter, Tab, Shift-Tab (`backTab`), Esc, Backspace, Delete or Insert.
    case enter, tab, backTab, escape, backspace, delete, insert
    /// A cursor movement key: an arrow, Home, End, Page Up or Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// A function key, by number: `.function(1)` is F1.
    case function(Int)

    /// The key's name as a person types it ("Ctrl-Q", "Space", "F5", "Shift-Tab"), for
    /// key-binding hints and test messages.
    public var description: String {
        switch self {
        case .character(let c): return c == " " ? "Space" : String(c)
        case .control(let c): return "Ctrl-\(c.uppercased())"
        case .function(let n): return "F\(n)"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        }
    }
}

/// A key press.
public struct KeyEvent: Hashable, Sendable {
    /// Which key was pressed, whatever bytes the terminal sent for it.
    public var key: Key
    /// A press of `key`.
    public init(_ key: Key) { self.key = key }
}
