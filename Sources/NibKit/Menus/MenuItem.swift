/// One item of a menu (NSMenuItem): a title, the action it sends when chosen (to its target, or
/// up the responder chain from the first responder when it has none, as AppKit's items to
/// First Responder do), the key that chooses it from anywhere (its key equivalent), a check mark,
/// or a submenu; or a separator line.
///
///     MenuItem(title: "Save", action: "saveDocument:", keyEquivalent: "s")
public final class MenuItem: NibObject, ActionItem {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The keys held with a key equivalent. AppKit's Command is the terminal's Control
    /// (docs/INTERFACE_BUILDER.md says why); Option is Alt.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits: command, option, control and shift, from the lowest.
        public let rawValue: Int
        /// An option set of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ⌘, AppKit's default.
        public static let command = Modifiers(rawValue: 1)
        /// ⌥.
        public static let option = Modifiers(rawValue: 2)
        /// ⌃.
        public static let control = Modifiers(rawValue: 4)
        /// ⇧.
        public static let shift = Modifiers(rawValue: 8)

        /// The words a screen writes them in (`Vocabulary.menuModifiers`), in this order.
        public static let names: [(name: String, modifier: Modifiers)] = zip(Vocabulary.menuModifiers, [.command, .option, .control, .shift]).map { ($0, $1) }

        /// The modifiers named in `text`, separated by spaces; nil for a word that names none.
        public init?(names text: String) {
            var modifiers: Modifiers = []
            for word in text.split(separator: " ") {
                guard let named = Self.names.first(where: { $0.name == word }) else { return nil }
                modifiers.insert(named.modifier)
            }
            self = modifiers
        }
    }

    /// Whether an item is on (a check mark before it), off, or mixed (a dash), as AppKit's
    /// `state`.
    public enum State: String, CaseIterable, Sendable {
        /// No mark.
        case off
        /// `✓`.
        case on
        /// `–`: some of what it stands for is on.
        case mixed
    }

    /// The item's text in its menu.
    public var title: String
    /// The key that chooses it from anywhere, with `keyEquivalentModifierMask` held: a
    /// character (`"q"`); empty for none.
    public var keyEquivalent: String
    /// The keys held with the key equivalent: Command unless set.
    public var keyEquivalentModifierMask: Modifiers = .command
    /// Whether it is a separator line, not an item one chooses.
    public private(set) var isSeparatorItem = false
    /// Whether it can be chosen; a disabled one is drawn dim.
    public var isEnabled = true
    /// Its mark: on, off or mixed.
    public var state = State.off
    /// The menu it opens, for an item of the menu bar or one with a submenu.
    public var submenu: Menu?
    /// The object the action is sent to; nil sends it up the responder chain.
    public weak var target: NibObject?
    /// The action sent when it is chosen, with the item as the sender; nil sends none.
    public var action: Selector?
    /// The menu it is in.
    public internal(set) weak var menu: Menu?

    /// An item titled `title` that sends `action` (up the responder chain unless given a
    /// target) when chosen, or when `keyEquivalent` is typed with Command (Control) held.
    public init(title: String, action: Selector? = nil, keyEquivalent: String = "") {
        (self.title, self.action, self.keyEquivalent) = (title, action, keyEquivalent)
        super.init()
    }

    /// A separator line (NSMenuItem's `separator()`).
    public static func separator() -> MenuItem {
        let item = MenuItem(title: "")
        item.isSeparatorItem = true
        return item
    }

    /// Reads a `<menuItem>` of a screen: `title`, `keyEquivalent`, `keyEquivalentModifierMask`,
    /// `separator`, `enabled` and `state`; its submenu comes as an outlet, its action as a
    /// control's.
    public required init(coder: NibCoder) {
        title = coder.decodeString("title") ?? ""
        keyEquivalent = coder.decodeString("keyEquivalent") ?? ""
        if let mask = coder.decodeString("keyEquivalentModifierMask").flatMap(Modifiers.init(names:)) { keyEquivalentModifierMask = mask }
        isSeparatorItem = coder.decodeBool("separator") ?? false
        isEnabled = coder.decodeBool("enabled") ?? true
        state = coder.decodeString("state").flatMap(State.init(rawValue:)) ?? .off
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated public override class var declaration: Declaration {
        Declaration(
            MenuItem.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "menuItem", role: .object,
                summary:
                    "An item of a menu, nested in it by key (`items`): chosen, it sends its action as a control does (to First Responder: up the responder chain); a `menu` nested by key (`submenu`) opens from it.",
                embeds: ["submenu": [.object]], appKitNames: ["menuItem"]),
            settings: [
                Setting("title", .string, "Its text in the menu."),
                Setting("keyEquivalent", .string, "The key that chooses it from anywhere, with its modifiers held (`q`)."),
                Setting(
                    "keyEquivalentModifierMask", .choice(Vocabulary.menuModifierSets),
                    "The keys held with the key equivalent: command, option, control and shift, in that order, separated by spaces (empty for none); command unless set."
                ),
                Setting("separator", .bool, "Whether it is a separator line.", xcodeName: "isSeparatorItem"),
                Setting("enabled", .bool, "Whether it can be chosen; a disabled one is drawn dim."),
                Setting("state", .choice(State.allCases.map(\.rawValue)), "Its mark: on (✓), off, or mixed (–)."),
            ])
    }

    /// Adds `submenu`.
    public override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["submenu": BuiltInOutlet(\MenuItem.submenu)]
    }

    /// Sends its action, as a person choosing it does: to its target, or up the responder chain.
    @discardableResult
    public func choose(in application: Application?) -> Bool {
        guard let action, isEnabled, !isSeparatorItem else { return false }
        return application?.sendAction(action, to: target, from: self) ?? false
    }
}
