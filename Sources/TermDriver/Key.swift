/// A key press: a named key (tmux encodes it for the modes the program set, such as
/// application cursor keys) or literal text (sent as raw UTF-8 bytes).
public struct Key: Hashable, Sendable, CustomStringConvertible {
    enum Payload: Hashable, Sendable {
        /// A tmux key name such as `Enter`, `BTab`, `C-c`.
        case named(String)
        case literal(String)
    }

    let payload: Payload
    /// The name shown in reports.
    public let description: String

    init(tmux name: String, description: String? = nil) {
        self.payload = .named(name)
        self.description = description ?? name
    }

    /// The Enter (Return) key.
    public static let enter = Key(tmux: "Enter")
    /// The Tab key.
    public static let tab = Key(tmux: "Tab")
    /// Shift-Tab (sends `ESC [ Z`).
    public static let backTab = Key(tmux: "BTab")
    /// The Escape key.
    public static let escape = Key(tmux: "Escape", description: "Esc")
    /// The up arrow.
    public static let up = Key(tmux: "Up")
    /// The down arrow.
    public static let down = Key(tmux: "Down")
    /// The left arrow.
    public static let left = Key(tmux: "Left")
    /// The right arrow.
    public static let right = Key(tmux: "Right")
    /// The space bar.
    public static let space = Key(tmux: "Space")
    /// Backspace, which deletes backwards.
    public static let backspace = Key(tmux: "BSpace", description: "Backspace")
    /// Delete, which deletes forwards.
    public static let delete = Key(tmux: "DC", description: "Delete")
    /// The Insert key.
    public static let insert = Key(tmux: "IC", description: "Insert")
    /// The Home key.
    public static let home = Key(tmux: "Home")
    /// The End key.
    public static let end = Key(tmux: "End")
    /// The Page Up key.
    public static let pageUp = Key(tmux: "PPage", description: "PageUp")
    /// The Page Down key.
    public static let pageDown = Key(tmux: "NPage", description: "PageDown")

    /// Function key F1 to F12; any other number is a programming error.
    public static func f(_ number: Int) -> Key {
        precondition((1...12).contains(number), "function keys are F1 to F12")
        return Key(tmux: "F\(number)")
    }

    /// Control plus a character: `.ctrl("c")` is Ctrl-C.
    public static func ctrl(_ character: Character) -> Key {
        let lower = String(character).lowercased()
        return Key(tmux: "C-\(lower)")
    }

    /// Alt (Meta) plus a character; the program sees ESC followed by the character.
    public static func alt(_ character: Character) -> Key {
        Key(tmux: "M-\(character)")
    }

    /// A character typed as is (sent as its UTF-8 bytes, not as a key name).
    public static func character(_ character: Character) -> Key {
        Key(literal: String(character))
    }

    init(literal text: String) {
        self.payload = .literal(text)
        self.description = text
    }

    /// Parses a key as scripts write it (see `namedKeys` and `knownNamesSummary`); names are
    /// case-insensitive, a single character is taken as is.
    public init?(name: String) {
        guard let key = Key.parse(name) else { return nil }
        self = key
    }

    private static func parse(_ name: String) -> Key? {
        if name.count == 1, let only = name.first { return .character(only) }
        let lower = name.lowercased()
        if let named = namedKeys[lower] { return named }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) { return .f(number) }
        let modifiers: [([String], (Character) -> Key)] = [
            (["c-", "ctrl-", "ctrl+", "control-"], Key.ctrl), (["m-", "alt-", "alt+", "meta-"], Key.alt),
        ]
        for (prefixes, modified) in modifiers {
            guard let prefix = prefixes.first(where: lower.hasPrefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            return rest.count == 1 ? rest.first.map(modified) : nil
        }
        return nil
    }

    /// Script names, lower-cased, for the keys that have one.
    static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter,
        "tab": .tab,
        "btab": .backTab, "backtab": .backTab, "shift-tab": .backTab, "s-tab": .backTab, "shift+tab": .backTab,
        "esc": .escape, "escape": .escape,
        "up": .up, "down": .down, "left": .left, "right": .right,
        "space": .space,
        "backspace": .backspace, "bspace": .backspace, "bs": .backspace,
        "delete": .delete, "del": .delete, "dc": .delete,
        "insert": .insert, "ins": .insert, "ic": .insert,
        "home": .home, "end": .end,
        "pageup": .pageUp, "pgup": .pageUp, "ppage": .pageUp,
        "pagedown": .pageDown, "pgdn": .pageDown, "npage": .pageDown,
    ]

    static let knownNamesSummary =
        "Enter, Tab, BTab (Shift-Tab), Esc, Up, Down, Left, Right, Space, Backspace, Delete, Insert, "
        + "Home, End, PageUp, PageDown, F1-F12, C-x (Ctrl-x), M-x (Alt-x), or a single character"
}
