/// A stack of controllers, the top one's view shown under a navigation bar
/// (UINavigationController). Pushing shows a controller on top; popping (the back button, a
/// click on it, or Esc when nothing nearer the first responder takes it) goes back to the one
/// below.
///
///     let navigation = NavigationController(rootViewController: ListViewController())
///     app.window.rootViewController = navigation
///     // in ListViewController:
///     show(DetailViewController(), sender: self)        // pushes
///
/// Every controller on the stack is a child; the top one's view fills the space under the bar,
/// and focus goes into it.
open class NavigationController: ViewController {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The stack, bottom (root) first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar on the top row.
    public let navigationBar = NavigationBar()

    /// An empty navigation controller; push a root controller, or use `init(rootViewController:)`.
    public init() {
        super.init(nibName: nil)
    }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            NavigationController.self,
            element: ElementSpec(
                name: "navigationController", role: .viewController,
                summary:
                    "In a storyboard, a scene's navigation controller: a title bar over a stack of controllers. Its relationship segue `rootViewController` names the controller at the bottom of the stack; show segues from the controllers it holds push onto it.",
                relationships: [Vocabulary.rootViewControllerRelationship], xcodeNames: ["navigationController"]), inheriting: ["title"])
    }

    /// Reads a navigation controller of a storyboard, whose `rootViewController` relationship
    /// segue fills the stack.
    public required init(coder: NibCoder) {
        super.init(coder: coder)
    }

    /// The controller on top of the stack, whose view is shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Its top controller's preferences come first, as UIKit's navigation controller's do.
    open override var preferredFocusEnvironments: [any FocusEnvironment] { topViewController.map { [$0] } ?? [] }

    /// The controller the person sees: the one presented over this one, or the top one.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// The bar and, under it, the top controller's view.
    open override func loadView() throws {
        let container = BarContainerView(bar: navigationBar, edge: .top, contentSize: topViewController?.view.frame.size ?? .zero)
        view = container
        if let top = topViewController { container.contentView.addFillingSubview(top.view) }
        updateNavigationBar()
    }

    // MARK: The stack

    /// Puts `controller` on top of the stack and shows it.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken,
    /// or nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Takes every controller above `controller` off the stack; returns those taken.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Takes every controller but the root off the stack; returns those taken.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are removed from this container, those new
    /// to it added; when the top changes, the old top disappears and the new one appears.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        if let problem = problemWithChildren(controllers) ?? problemPushing(controllers) {
            application?.report(problem)
            return
        }
        let oldTop = topViewController
        replaceChildren(viewControllers, with: controllers) {
            viewControllers = controllers
            updateNavigationBar()
            replaceChildView(oldTop, with: topViewController, animated: animated)
        }
    }

    private func problemPushing(_ controllers: [ViewController]) -> String? {
        guard let nested = controllers.first(where: { $0 is NavigationController }) else { return nil }
        return "\(ClassRegistry.name(of: type(of: nested))) is a navigation controller: it cannot be pushed onto another"
    }

    /// Pushes, as `show(_:sender:)` does inside a navigation controller.
    open override func show(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }

    // MARK: Storyboards

    override func fillRelationship(_ name: String, with controllers: [ViewController]) {
        if name == Vocabulary.rootViewControllerRelationship { setViewControllers(controllers, animated: false) }
    }

    /// An unwind search looks below the controller it comes from, nearest first.
    open override func allowedChildrenForUnwinding(from child: ViewController?) -> [ViewController] {
        Array(viewControllers.prefix { $0 !== child })
    }

    /// Pops back to the controller the unwind segue returns through.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController) {
        popToViewController(subsequentViewController, animated: true)
    }

    // MARK: The bar

    /// Shows the top controller's title and items, and a back button to the one below it.
    func updateNavigationBar() {
        let top = topViewController
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(
            title: top?.navigationItem.displayedTitle ?? "", item: top?.navigationItem,
            backTitle: below.map { $0.navigationItem.displayedTitle ?? "" }, back: (self, "backButtonPressed:"))
    }

    override func childBarContentDidChange(_ child: ViewController) {
        if viewControllers.suffix(2).contains(where: { $0 === child }) { updateNavigationBar() }
    }

    /// Adds the back button's action.
    open override class var actionTable: ActionTable {
        super.actionTable + ["backButtonPressed:": .init(NavigationController.backButtonPressed)]
    }

    func backButtonPressed(_ sender: Button) { popViewController(animated: true) }

    /// Esc pops, when nothing nearer the first responder took it, there is a controller to go
    /// back to, and nothing is presented over this one.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .escape, viewControllers.count > 1, isViewInFront {
            popViewController(animated: true)
            return true
        }
        return super.keyDown(event)
    }
}
