/// A tab bar controller's bar, on the bottom row: a tab for each of its controllers, of equal
/// width, each showing its number (the key that chooses it, up to 9) and its tab bar item's
/// title; the chosen one is drawn reversed. A click on a tab chooses it.
///
///      1 Files     2 Recent    3 Settings
public final class TabBar: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The controller whose tabs it shows.
    weak var tabBarController: TabBarController?

    /// An empty bar; a tab bar controller makes its own and shows its tabs on it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Reads a view's attributes from a screen; the bar's tabs come from its tab bar controller.
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// The tabs' titles, in order.
    public var titles: [String] { tabBarController?.viewControllers.map(\.tabBarItem.displayedTitle) ?? [] }

    /// The columns of each tab: the width shared equally, the remainder to the last ones.
    func tabRanges(count: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        return (0..<count).map { index in (bounds.width * index / count)..<(bounds.width * (index + 1) / count) }
    }

    /// What a tab shows: its number, while a key chooses it, and its title.
    static func label(index: Int, title: String) -> String {
        index < 9 ? "\(index + 1) \(title)" : title
    }

    /// Draws each tab's number and title centred in its share of the row, the chosen one reversed.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let titles = self.titles
        let selected = tabBarController?.selectedIndex
        for (index, range) in tabRanges(count: titles.count).enumerated() where !range.isEmpty {
            let style: TextStyle = index == selected ? [.reverse, .bold] : []
            if index == selected { context.draw(String(repeating: " ", count: range.count), at: Point(x: range.lowerBound, y: 0), style: style) }
            let text = Label.truncated(Self.label(index: index, title: titles[index]), toWidth: range.count)
            let x = range.lowerBound + TextLayout.offset(textWidth: CharacterWidth.of(text), in: range.count, alignment: .center)
            context.draw(text, at: Point(x: x, y: 0), foreground: foregroundColor, style: style)
        }
    }

    /// A press on a tab chooses it, as a person choosing it would (the delegate is asked).
    public override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard case .press = event.kind else { return super.mouseEvent(event, at: location) }
        guard let index = tabRanges(count: tabBarController?.viewControllers.count ?? 0).firstIndex(where: { $0.contains(location.x) }) else { return true }
        tabBarController?.selectTabAsChosen(index)
        return true
    }
}
