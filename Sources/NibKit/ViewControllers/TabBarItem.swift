/// What a tab bar controller's bar shows for a controller (UITabBarItem): a title, and a tag
/// for the program's own use.
public final class TabBarItem {
    /// The title shown; nil shows the controller's `title`.
    public var title: String? { didSet { viewController?.barContentDidChange() } }
    /// A number for the program's own use (0 unless set); NibKit does not read it.
    public var tag = 0
    private weak var viewController: ViewController?

    init(viewController: ViewController) { self.viewController = viewController }

    /// The title the bar shows: this item's, or the controller's (or nothing).
    var displayedTitle: String { title ?? viewController?.title ?? "" }
}
