/// A menu (NSMenu): a title and its items, in order; an item may open a submenu. An
/// application's main menu is its menu bar, each of its items one of the bar's menus.
///
///     let file = Menu(title: "File")
///     file.addItem(MenuItem(title: "Open…", action: "openDocument:", keyEquivalent: "o"))
///     file.addItem(.separator())
///     file.addItem(MenuItem(title: "Quit", action: "terminate:", keyEquivalent: "q"))
open class Menu: NibObject {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The menu's title: the bar shows a submenu by its item's title.
    open var title: String
    /// Its items, in order.
    public private(set) var items: [MenuItem] = []

    /// An empty menu titled `title`.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    /// Reads a `<menu>` of a screen, with its `title`; its items come as the `items` outlet.
    public required init(coder: NibCoder) {
        title = coder.decodeString("title") ?? ""
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Menu.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "menu", role: .object,
                summary:
                    "A menu: its `menuItem`s nested by key (`items`, in order), an item's submenu a `menu` nested in it by key (`submenu`). An application's main menu is its menu bar.",
                embeds: ["items": [.object]], collections: ["items"], appKitNames: ["menu"]),
            settings: [Setting("title", .string, "The menu's title.")])
    }

    /// Adds the `items` a screen nests in it.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["items": BuiltInOutlet(collectionOf: MenuItem.self) { (menu: Menu, item) in menu.addItem(item) }]
    }

    /// Adds `item` at the end.
    open func addItem(_ item: MenuItem) {
        item.menu = self
        items.append(item)
    }

    /// The item that `key` with `modifiers` chooses (its key equivalent), in this menu or its
    /// submenus, first found first; nil when none does or it is disabled.
    public func item(forKeyEquivalent key: String, modifiers: MenuItem.Modifiers) -> MenuItem? {
        for item in items {
            if item.isEnabled, !item.isSeparatorItem, !item.keyEquivalent.isEmpty, item.keyEquivalent == key,
                item.keyEquivalentModifierMask == modifiers
            {
                return item
            }
            if let found = item.submenu?.item(forKeyEquivalent: key, modifiers: modifiers) { return found }
        }
        return nil
    }
}
