/// A key as the program sees it, whatever the terminal sent.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    /// A control character typed with Ctrl (Ctrl-A is `.control("a")`).
    case control(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)

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
    public var key: Key
    public init(_ key: Key) { self.key = key }
}
