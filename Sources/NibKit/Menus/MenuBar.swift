/// The application's main menu on the top row of the window (`Application.mainMenu`): each of
/// its items' titles, the open one reversed. A click on a title, or F10, opens its menu under
/// it (`MenuView`); Left and Right move to the menus beside it.
public final class MenuBar: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The menu it shows: its items are the bar's menus.
    public let menu: Menu
    /// The menu open under the bar, if one is.
    public private(set) var openMenu: MenuView?

    /// A bar of `menu`'s items, one row.
    public init(menu: Menu) {
        self.menu = menu
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 1))
        backgroundColor = .brightBlack
        autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    }

    /// A bar is made for a menu in code (`Application.mainMenu`), not read from a screen.
    public required init(coder: NibCoder) {
        menu = Menu()
        super.init(coder: coder)
    }

    /// Where each of the bar's items stands: its column and its width, a space either side of
    /// its title.
    var titleColumns: [(x: Int, width: Int)] {
        var x = 1
        return menu.items.map { item in
            defer { x += CharacterWidth.of(item.title) + 2 }
            return (x, CharacterWidth.of(item.title) + 2)
        }
    }

    /// Draws each item's title, the open one's reversed, a disabled one's dim.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        for (index, (item, column)) in zip(menu.items, titleColumns).enumerated() {
            var style: TextStyle = []
            if openIndex == index { style.insert(.reverse) }
            if !item.isEnabled { style.insert(.dim) }
            context.draw(" \(item.title) ", at: Point(x: column.x, y: 0), foreground: foregroundColor, style: style)
        }
    }

    /// The index of the bar's item whose menu is open.
    private(set) var openIndex: Int?

    /// Opens the menu of the bar's item at `index` under its title, closing any open one; an
    /// item without a submenu, or disabled, opens none.
    public func open(_ index: Int) {
        close()
        guard menu.items.indices.contains(index), let submenu = menu.items[index].submenu, menu.items[index].isEnabled, let window else { return }
        openIndex = index
        openMenu = MenuView.present(submenu, at: Point(x: titleColumns[index].x, y: frame.maxY), in: window, bar: self)
        setNeedsDisplay()
    }

    /// Closes the open menu, focus going back where it was.
    public func close() {
        guard let view = openMenu else { return }
        view.closeSubmenu()
        openMenu = nil
        openIndex = nil
        view.removeFromSuperview()
        if let previous = view.previousResponder as? View, previous.window != nil { _ = previous.becomeFirstResponder() }
        setNeedsDisplay()
    }

    /// A click on a title opens its menu, or closes it if it is the open one.
    public override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard case .press = event.kind else { return true }
        guard let index = titleColumns.firstIndex(where: { location.x >= $0.x && location.x < $0.x + $0.width }) else {
            close()
            return true
        }
        if openIndex == index { close() } else { open(index) }
        return true
    }
}
