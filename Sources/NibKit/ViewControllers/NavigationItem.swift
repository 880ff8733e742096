/// What the navigation bar shows while its controller is on top (UINavigationItem): the title
/// (or a view in its place, such as a segmented control), and bar button items on the left
/// (after the back button) and on the right.
public final class NavigationItem {
    /// The title shown; nil shows the controller's `title`.
    public var title: String? { didSet { itemsDidChange() } }
    /// A view the bar shows in the title's place, centred, its width its content's; nil shows
    /// the title. A screen nests it in the controller by key (`titleView`).
    public var titleView: View? { didSet { if titleView !== oldValue { itemsDidChange() } } }
    /// The items on the left of the bar, after the back button, in order.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { itemsDidChange() } }
    /// The items at the right end of the bar, in order.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { itemsDidChange() } }
    /// The controller it belongs to, whose container is told of changes.
    private weak var viewController: ViewController?

    init(viewController: ViewController) { self.viewController = viewController }

    /// The first of the left items; setting it leaves it the only one.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first of the right items; setting it leaves it the only one.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The title the bar shows: this item's, or the controller's.
    var displayedTitle: String? { title ?? viewController?.title }

    /// A title or an item changed: the items know where to tell, and the bar shows them again.
    func itemsDidChange() {
        for item in leftBarButtonItems + rightBarButtonItems { item.navigationItem = self }
        viewController?.barContentDidChange()
    }
}
