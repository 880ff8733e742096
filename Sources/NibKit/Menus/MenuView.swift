/// A menu open under the menu bar: a box of its items, one a row, each with its check mark,
/// its key equivalent at the right (Command shown as `^`, the Control that types it), a
/// separator as a line across the box, a disabled one dim, the highlighted one reversed. It has focus while
/// open: Up and Down move the highlight, Enter chooses, Esc closes, Left and Right open the
/// menus beside it on the bar; a click chooses the item under it.
public final class MenuView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The menu shown.
    public let menu: Menu
    /// The bar it opened from; nil for a context menu.
    weak var bar: MenuBar?
    /// Where focus was before it opened, for it to go back to.
    weak var previousResponder: Responder?
    /// The index of the item highlighted, if any: the first that can be chosen, at first.
    public private(set) var highlighted: Int?
    /// The menu this one's item opened (a submenu of a submenu), and the one whose item opened
    /// this one: a chain, closed together.
    public private(set) var openSubmenu: MenuView?
    private(set) weak var parentMenu: MenuView?

    init(menu: Menu, bar: MenuBar?) {
        self.menu = menu
        self.bar = bar
        super.init(frame: .zero)
        backgroundColor = .black
        isFocusable = true
        highlighted = menu.items.indices.first { Self.canChoose(menu.items[$0]) }
    }

    /// An open menu is made by its bar, not read from a screen.
    public required init(coder: NibCoder) {
        menu = Menu()
        super.init(coder: coder)
    }

    private static func canChoose(_ item: MenuItem) -> Bool { item.isEnabled && !item.isSeparatorItem }

    /// Opens `menu` with its top-left corner at `point` of `window` (moved in to fit), focus
    /// coming to it: a context menu, or one of the bar's (`bar`). Returns the open menu.
    @discardableResult
    static func present(_ menu: Menu, at point: Point, in window: Window, bar: MenuBar? = nil) -> MenuView {
        let view = MenuView(menu: menu, bar: bar)
        let size = view.intrinsicContentSize
        // Moved in to fit; a bar's menu stays under the bar, cut at the bottom if it must be.
        let x = min(point.x, max(0, window.bounds.width - size.width))
        let y = bar == nil ? min(point.y, max(0, window.bounds.height - size.height)) : point.y
        view.frame = Rect(x: max(0, x), y: max(0, y), width: size.width, height: min(size.height, window.bounds.height - max(0, y)))
        view.previousResponder = window.application?.firstResponder
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        return view
    }

    /// Closes it: the bar's menu by its bar; a context menu by itself, focus going back.
    func close() {
        if let parentMenu { return parentMenu.close() }
        if let bar {
            bar.close()
            return
        }
        guard superview != nil else { return }
        closeSubmenu()
        removeFromSuperview()
        if let previous = previousResponder as? View, previous.window != nil { _ = previous.becomeFirstResponder() }
    }

    /// Closes the submenu open from this menu (and any from it), focus coming back here.
    func closeSubmenu() {
        guard let submenu = openSubmenu else { return }
        submenu.closeSubmenu()
        openSubmenu = nil
        submenu.removeFromSuperview()
        if window != nil { _ = becomeFirstResponder() }
    }

    /// Opens the submenu of the item at `index` beside this menu, at the item's row, focus
    /// going to it.
    private func openSubmenu(of index: Int) {
        guard let submenu = menu.items[index].submenu, let window else { return }
        closeSubmenu()
        highlighted = index
        let view = MenuView(menu: submenu, bar: nil)
        view.parentMenu = self
        openSubmenu = view
        let size = view.intrinsicContentSize
        let x = frame.maxX - 1 + size.width <= window.bounds.width ? frame.maxX - 1 : max(0, frame.minX - size.width + 1)
        let y = min(frame.minY + index, max(0, window.bounds.height - size.height))
        view.frame = Rect(x: x, y: y, width: size.width, height: min(size.height, window.bounds.height - y))
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        setNeedsDisplay()
    }

    /// A key equivalent as it is typed here: `^Q` for Command-Q (docs/INTERFACE_BUILDER.md).
    static func keyName(of item: MenuItem) -> String {
        guard !item.keyEquivalent.isEmpty else { return "" }
        let mask = item.keyEquivalentModifierMask
        var name = mask.contains(.command) || mask.contains(.control) ? "^" : ""
        if mask.contains(.option) { name += "M-" }
        if mask.contains(.shift) || item.keyEquivalent != item.keyEquivalent.lowercased() { name += "⇧" }
        return name + item.keyEquivalent.uppercased()
    }

    /// As wide as its widest row (mark, title, a gap, key, a space) within its border; a row an item.
    public override var intrinsicContentSize: Size {
        var widest = 0
        for item in menu.items {
            let key = CharacterWidth.of(Self.keyName(of: item)) + (item.submenu == nil ? 0 : 2)
            widest = max(widest, 2 + CharacterWidth.of(item.title) + 3 + key + 1)
        }
        return Size(width: widest + 2, height: menu.items.count + 2)
    }

    /// The box, and each item in its row.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        context.strokeBorder(bounds, color: foregroundColor, rounded: false)
        let inner = bounds.width - 2
        for (index, item) in menu.items.enumerated() where index + 1 < bounds.height - 1 {
            let y = index + 1
            if item.isSeparatorItem {
                context.draw("├" + String(repeating: "─", count: inner) + "┤", at: Point(x: 0, y: y), foreground: foregroundColor)
                continue
            }
            var style: TextStyle = []
            if index == highlighted { style.insert(.reverse) }
            if !item.isEnabled { style.insert(.dim) }
            let mark = item.state == .on ? "✓" : item.state == .mixed ? "–" : " "
            let key = Self.keyName(of: item) + (item.submenu == nil ? "" : " ▸")
            // The mark, a space, the title, the key at the right, a space before the border.
            let title = Label.truncated(item.title, toWidth: max(0, inner - 3 - CharacterWidth.of(key) - 1))
            let gap = max(1, inner - 3 - CharacterWidth.of(title) - CharacterWidth.of(key))
            context.draw(mark + " " + title + String(repeating: " ", count: gap) + key + " ", at: Point(x: 1, y: y), foreground: foregroundColor, style: style)
        }
    }

    /// Moves the highlight to the next item that can be chosen, down or up, round the ends.
    private func moveHighlight(by step: Int) {
        let count = menu.items.count
        guard count > 0 else { return }
        var index = highlighted ?? (step > 0 ? -1 : count)
        for _ in 0..<count {
            index = (index + step + count) % count
            if Self.canChoose(menu.items[index]) {
                highlighted = index
                setNeedsDisplay()
                return
            }
        }
    }

    /// Chooses the item at `index`: the menu closes, focus goes back, then the item sends its action.
    private func choose(_ index: Int) {
        guard menu.items.indices.contains(index), Self.canChoose(menu.items[index]) else { return }
        if menu.items[index].submenu != nil { return openSubmenu(of: index) }
        let (item, application) = (menu.items[index], application)
        close()
        item.choose(in: application)
    }

    /// Up, Down, Enter, Esc, Left and Right; any other key closes nothing and is taken.
    public override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .down: moveHighlight(by: 1)
        case .up: moveHighlight(by: -1)
        case .enter, .character(" "): if let highlighted { choose(highlighted) }
        case .escape where parentMenu != nil: parentMenu?.closeSubmenu()
        case .escape, .function(10): close()
        case .right where highlighted.map { menu.items[$0].submenu != nil } == true: openSubmenu(of: highlighted!)
        case .left where parentMenu != nil: parentMenu?.closeSubmenu()
        case .left, .right:
            guard let bar, let open = bar.openIndex, !bar.menu.items.isEmpty else { return true }
            let count = bar.menu.items.count
            bar.open((open + (event.key == .right ? 1 : count - 1)) % count)
        default: break
        }
        return true
    }

    /// A click on an item chooses it; on the border, nothing.
    public override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        if case .release = event.kind, location.y >= 1, location.y <= menu.items.count { choose(location.y - 1) }
        return true
    }

    /// Focus leaving (a click elsewhere) closes the menu, and the menus it was opened from; not
    /// when it goes to its submenu, or back from one.
    public override func resignFirstResponder() {
        super.resignFirstResponder()
        let focused = application?.firstResponder as? MenuView
        if focused === openSubmenu || focused === parentMenu || superview == nil { return }
        if let bar, parentMenu == nil { if bar.openMenu === self { bar.close() } } else { close() }
    }
}
