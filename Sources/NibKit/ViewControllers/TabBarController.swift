/// Controllers side by side, one shown at a time above a tab bar (UITabBarController): a click
/// on a tab, or its number key (1 to 9, when nothing nearer the first responder takes the
/// digit), chooses it.
///
///     let tabs = TabBarController()
///     tabs.setViewControllers([FilesViewController(), SettingsViewController()], animated: false)
///     app.window.rootViewController = tabs
///
/// Every controller is a child; the chosen one's view fills the space above the bar, and focus
/// goes into it.
open class TabBarController: ViewController {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The controllers, one a tab, in the bar's order.
    public private(set) var viewControllers: [ViewController] = []
    /// Told when a person chooses a tab.
    public weak var delegate: TabBarControllerDelegate?
    /// The bar on the bottom row.
    public let tabBar = TabBar()
    private var selection = 0

    /// A tab bar controller with no tabs yet; give it controllers with `setViewControllers`.
    public init() {
        super.init(nibName: nil)
        tabBar.tabBarController = self
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TabBarController.self,
            element: ElementSpec(
                name: "tabBarController", role: .viewController,
                summary:
                    "In a storyboard, a scene's tab bar controller: one controller shown at a time above a bar of tabs. Its relationship segues `viewControllers` (an AppKit tab view controller's `tabItems`) name the tabs' controllers, in the order written.",
                relationships: [Vocabulary.viewControllersRelationship, Vocabulary.tabItemsRelationship], xcodeNames: ["tabBarController"],
                appKitNames: ["tabViewController"]), inheriting: ["title"])
    }

    /// Reads a tab bar controller of a storyboard, whose `viewControllers` relationship segues
    /// fill its tabs.
    public required init(coder: NibCoder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// The chosen tab's index; setting it chooses another (an index out of range changes nothing).
    public var selectedIndex: Int {
        get { selection }
        set { select(newValue, animated: false) }
    }

    /// The selected tab's controller's preferences come first, as UIKit's tab bar controller's do.
    open override var preferredFocusEnvironments: [any FocusEnvironment] { selectedViewController.map { [$0] } ?? [] }

    /// The chosen tab's controller; setting it chooses its tab (one not here changes nothing).
    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selection) ? viewControllers[selection] : nil }
        set { if let index = viewControllers.firstIndex(where: { $0 === newValue }) { select(index, animated: false) } }
    }

    /// The bar and, above it, the chosen controller's view.
    open override func loadView() throws {
        let container = BarContainerView(bar: tabBar, edge: .bottom, contentSize: selectedViewController?.view.frame.size ?? .zero)
        view = container
        if let selected = selectedViewController { container.contentView.addFillingSubview(selected.view) }
    }

    /// Replaces the controllers. The chosen one stays chosen if it is still here; otherwise the
    /// first is. Controllers that leave are removed from this container, those new to it added.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        if let problem = problemWithChildren(controllers) {
            application?.report(problem)
            return
        }
        let oldSelected = selectedViewController
        replaceChildren(viewControllers, with: controllers) {
            viewControllers = controllers
            selection = controllers.firstIndex { $0 === oldSelected } ?? 0
            replaceChildView(oldSelected, with: selectedViewController, animated: animated)
            tabBar.setNeedsDisplay()
        }
    }

    private func select(_ index: Int, animated: Bool) {
        guard viewControllers.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        selection = index
        replaceChildView(old, with: selectedViewController, animated: animated)
        tabBar.setNeedsDisplay()
    }

    /// A person chose a tab (a click, a number key): the delegate may refuse it, and is told after.
    func selectTabAsChosen(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index, animated: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    override func fillRelationship(_ name: String, with controllers: [ViewController]) {
        if name == Vocabulary.viewControllersRelationship || name == Vocabulary.tabItemsRelationship { setViewControllers(controllers, animated: false) }
    }

    /// Chooses the tab the unwind segue returns through.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController) {
        selectedViewController = subsequentViewController
    }

    override func childBarContentDidChange(_ child: ViewController) { tabBar.setNeedsDisplay() }

    /// A digit from 1 to 9 chooses that tab, when nothing nearer the first responder took it
    /// and nothing is presented over this controller.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if case .character(let character) = event.key, let digit = character.wholeNumberValue, (1...9).contains(digit), digit <= viewControllers.count,
            isViewInFront
        {
            selectTabAsChosen(digit - 1)
            return true
        }
        return super.keyDown(event)
    }
}
