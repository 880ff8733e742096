/// Manages a view. Its view is loaded lazily, the first time it is asked for: from the screen
/// named `nibName`, or named after the class, with the controller as File's Owner; the screen
/// must connect the owner's `view` outlet. Then `viewDidLoad`.
///
/// As UIKit's, it is told when its view appears and disappears (`viewWillAppear(_:)` ...
/// `viewDidDisappear(_:)`) and is laid out (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`),
/// may hold child controllers whose views are inside its own (`addChild(_:)`), presents
/// controllers modally (`present(_:animated:completion:)`), and shows them where its container
/// says (`show(_:sender:)`). <doc:ViewControllers> gives the order of the calls.
open class ViewController: Responder {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The screen to load the view from; nil means the class's own name.
    public var nibName: String?
    /// What the controller is called: the navigation bar shows it (as the title, and on the
    /// back button of the controller above), and so does the tab bar, unless the navigation or
    /// tab bar item says otherwise.
    public var title: String? {
        didSet { if title != oldValue { barContentDidChange() } }
    }
    /// Where its screen comes from; nil means the default search path.
    public var screenSource: (any ScreenSource)?

    /// The view, once loaded (the `view` outlet sets it).
    var loadedView: View? {
        didSet { loadedView?.viewController = self }
    }

    /// Set while this controller is a window's root view controller: its window before its view
    /// is in it (`viewDidLoad` reaches the application through it).
    weak var hostingWindow: Window?

    /// Why loading the view failed, if it did.
    public private(set) var loadError: Error?

    // MARK: Presentation

    /// The controller this one presented, if it is presenting one.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one (not an ancestor's presenter).
    weak var presenter: ViewController?
    /// How `present(_:animated:completion:)` shows this controller: a centred sheet over the
    /// dimmed screen (`.formSheet`, the default) or covering the screen (`.fullScreen`).
    public var modalPresentationStyle = ModalPresentationStyle.formSheet
    /// The size a form sheet is shown at; zero (the default) lets the view say (an alert's fits
    /// its text) or keeps the view's own frame size.
    public var preferredContentSize = Size(width: 0, height: 0)

    // MARK: Containment

    /// The controllers whose views this one shows inside its own, in the order added.
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?

    // MARK: Appearance

    /// Where the view is in appearing or disappearing: what `beginAppearanceTransition` and
    /// `endAppearanceTransition` move between, and what they forward to the children.
    var appearanceState = AppearanceState.disappeared
    /// Whether the transition under way was asked to animate (passed on to the `did` call).
    var appearanceIsAnimated = false

    /// The items the navigation bar shows while this controller is on top of a navigation
    /// controller: its title and bar buttons.
    public private(set) lazy var navigationItem = NavigationItem(viewController: self)
    /// What a tab bar controller's bar shows for this controller.
    public private(set) lazy var tabBarItem = TabBarItem(viewController: self)

    // MARK: Segues

    /// The segues its scene's view starts (from controls, gesture recognizers, container
    /// views), connected when the view loads.
    var sceneSegues = SceneSegueSources()

    /// A controller whose view is loaded from the screen `nibName` (nil: the class's name) when
    /// first asked for (UIKit's `init(nibName:bundle:)`).
    public init(nibName: String? = nil) {
        self.nibName = nibName
        super.init()
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            ViewController.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "viewController", role: .viewController,
                summary:
                    "Manages a view; without a nested `view` it loads its view from the screen named by nibName or its class. In a storyboard, the controller of a scene, found by its `storyboardIdentifier`.",
                embeds: ["view": [.view, .control], "leftBarButtonItems": [.object], "rightBarButtonItems": [.object], "titleView": [.view, .control]],
                collections: ["leftBarButtonItems", "rightBarButtonItems"], xcodeNames: ["viewController", "tableViewController", "collectionViewController"],
                appKitNames: ["viewController"]),
            settings: [
                Setting("nibName", .string, "The screen it loads its view from; its class's name unless set."),
                Setting("title", .string, "Its title, shown by a navigation or tab bar controller."),
            ])
    }

    /// Reads a controller of a screen or storyboard, with its `nibName` and `title`.
    public required init(coder: NibCoder) {
        nibName = coder.decodeString("nibName")
        title = coder.decodeString("title")
        super.init(coder: coder)
    }

    /// Adds the `view` outlet a screen connects from File's Owner, and its navigation item's
    /// bar button items and title view, which a screen nests in it by key, the items in order.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + [
            "view": BuiltInOutlet(\ViewController.loadedView),
            "leftBarButtonItems": BuiltInOutlet(collectionOf: BarButtonItem.self) { (controller: ViewController, item) in
                controller.navigationItem.leftBarButtonItems.append(item)
            },
            "rightBarButtonItems": BuiltInOutlet(collectionOf: BarButtonItem.self) { (controller: ViewController, item) in
                controller.navigationItem.rightBarButtonItems.append(item)
            },
            "titleView": BuiltInOutlet(\ViewController.navigationItem.titleView),
        ]
    }

    /// Adds the action through which a scene's controls and recognizers perform their segues.
    open override class var actionTable: ActionTable {
        super.actionTable + [SceneSegueSources.action: .init(ViewController.segueSourceActed)]
    }

    /// The main view, loaded on first use. If loading fails, a view showing the error stands in
    /// (`loadError` tells why), so a screen broken while the program runs never crashes it; a
    /// root view broken at start ends the program with its report (`loadViewIfNeeded`).
    public var view: View {
        get {
            if let loadedView { return loadedView }
            do {
                try loadViewIfNeeded()
            } catch {
                loadError = error
                loadedView = ErrorView(error: error)
            }
            return loadedView!
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded (or set), without loading it as `view` would.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now, throwing what went wrong.
    public func loadViewIfNeeded() throws {
        guard loadedView == nil else { return }
        sceneSegues = SceneSegueSources()
        try loadView()
        performEmbedSegues()
        guard loadedView != nil else {
            throw ScreenError([
                Diagnostic(
                    .viewOutletNotSet, "\(type(of: self)) loaded its view but the view outlet was not set", at: nil,
                    className: "\(type(of: self))", key: "view")
            ])
        }
        viewDidLoad()
    }

    /// The screen this controller loads its view from: `nibName`, or the class's own name.
    private var resolvedNibName: String { nibName ?? ClassRegistry.name(of: type(of: self)) }

    /// Makes the view: by default loads the screen named `nibName` (or after the class) with self
    /// as owner. Override to build it in code.
    open func loadView() throws {
        // A storyboard's scene is loaded with the classes the storyboard was given.
        let registry = storyboard?.registry ?? .shared
        let nib = try Nib(named: resolvedNibName, source: screenSource ?? ScreenSearchPath.default, registry: registry)
        try nib.instantiate(owner: self)
        if loadedView == nil { throw nib.viewOutletNotSet(controller: ClassRegistry.name(of: type(of: self))) }
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The size classes the controller's view is shown in (`TraitCollection`).
    public var traitCollection: TraitCollection { loadedView?.traitCollection ?? hostingWindow?.sizeClasses ?? TraitCollection(size: .zero) }

    /// The terminal was resized across a size class (an iPhone turned, as UIKit tells it): the
    /// screen's size-class variations have applied; `previousTraitCollection` is what it was.
    /// Does nothing unless overridden.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// What to focus when this controller's screen comes (at launch, a push or a pop, a tab
    /// switch, a presentation), most preferred first (`FocusEnvironment`); none unless
    /// overridden: then the first view of its screen that takes focus.
    ///
    ///     override var preferredFocusEnvironments: [any FocusEnvironment] { [tableView] }
    open var preferredFocusEnvironments: [any FocusEnvironment] { [] }

    // MARK: The lifecycle

    /// The view is about to appear: to become the window's root, be presented, pushed, chosen
    /// by a tab, or added to a container on screen. Called before the view is laid out for it.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen, laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen (popped, dismissed, covered by a full-screen
    /// presentation, another tab chosen, removed from its container).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (`layoutSubviews`): it appears, or its size
    /// changed, or it asked (`setNeedsLayout`).
    open func viewWillLayoutSubviews() {}
    /// The view has laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    /// Makes `child` a child of this controller, taking it from any container it was in, and
    /// calls its `willMove(toParent:)`; the caller adds its view and then calls its
    /// `didMove(toParent:)`, as with UIKit.
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller from its parent and calls `didMove(toParent: nil)`; the caller
    /// calls `willMove(toParent: nil)` first and removes the view, as with UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before this controller is added to a container (`parent`) or removed from one (nil).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after this controller was added to a container (`parent`) or removed from one (nil).
    open func didMove(toParent parent: ViewController?) {}

    /// A child's title or bar items changed: a navigation or tab bar controller shows them again.
    func childBarContentDidChange(_ child: ViewController) {}

    /// Tells the container that what its bar shows of this controller changed.
    func barContentDidChange() { parent?.childBarContentDidChange(self) }

    // MARK: Showing

    /// Shows `controller` as the container this controller is in shows things: pushed when it
    /// is in a navigation controller, otherwise presented modally (UIKit's rule).
    open func show(_ controller: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(controller, sender: sender)
        } else {
            present(controller, animated: true)
        }
    }

    // MARK: Segues

    /// Whether the segue identified `identifier`, started by a control (or gesture recognizer)
    /// of the scene, is performed now; not asked of `performSegue(withIdentifier:sender:)`, as
    /// with UIKit. True by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue is performed, its destination made fresh (or, for
    /// an unwind segue, found): pass it what it needs. Does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller is where an unwind segue with `action` from `source` ends: by
    /// default when it answers the action and is not the source itself.
    open func canPerformUnwindSegueAction(_ action: Selector, from source: ViewController, sender: Any?) -> Bool {
        self !== source && responds(to: action)
    }

    /// The children an unwind search looks through, coming from `child` (nil: from above), the
    /// nearest last: every child but the one it comes from.
    open func allowedChildrenForUnwinding(from child: ViewController?) -> [ViewController] {
        children.filter { $0 !== child }
    }

    /// Called on each container between an unwind segue's destination and the outermost
    /// controller: show the child `subsequentViewController`, the way back. Nothing by default.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController) {}

    /// Fills a relationship a storyboard's relationship segues name (a navigation controller's
    /// `rootViewController`, a tab bar controller's `viewControllers`) with their destinations,
    /// in the order written; a controller without relationships has none to fill.
    func fillRelationship(_ name: String, with controllers: [ViewController]) {}

    // MARK: The responder chain

    /// After a controller comes its view's superview (or, when presented, its presenter; as a
    /// root view controller whose view is not yet in the window, the window).
    open override var next: Responder? {
        if let presenter { return presenter }
        return loadedView?.superview ?? loadedView?.window ?? hostingWindow
    }
}
