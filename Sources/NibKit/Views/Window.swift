/// The terminal screen as a view: it holds the root view controller's view, fills the
/// terminal, and is the responder after the views (before the application).
open class Window: View {
    /// The window's title, from the screen's `title`. NibKit keeps it for the program and shows it
    /// nowhere.
    open var title: String?

    /// The application that owns the window: where its views' events, actions and redraws go.
    weak var hostingApplication: Application?

    /// Whether the window is shown (`makeKeyAndVisible`).
    public private(set) var isKeyWindow = false

    /// The controller whose view fills the window. Its view is loaded when the window is shown;
    /// set on a window already shown (the launcher's choice, a live reload, a preview), it shows
    /// at once, with focus on its first focusable view, and the old root disappears as the new
    /// one appears (`viewWillDisappear(_:)`, `viewWillAppear(_:)` ...).
    open var rootViewController: ViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
            let change = {
                self.root?.loadedView?.removeFromSuperview()
                self.root?.hostingWindow = nil
                self.root = newValue
                newValue?.hostingWindow = self
                if self.isKeyWindow { self.installRootView() }
            }
            guard let application = hostingApplication else { return change() }
            application.changeScreen(root: newValue, presented: application.modalStack, animated: false, change)
            if isKeyWindow { application.focusFirstIfNeeded() }
        }
    }
    private var root: ViewController?

    /// A window at `frame`, with no root view controller; the application sizes it to the
    /// terminal.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        hostingWindow = self
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Window.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "window", role: .window,
                summary:
                    "The terminal screen: holds the root view controller.", embeds: ["rootViewController": [.viewController]]), inheriting: ["backgroundColor"],
            settings: [
                Setting("title", .string, "The window's title.")
            ])
    }

    /// A window read from a screen, with its `title`; its root view controller comes as an outlet.
    public required init(coder: NibCoder) {
        title = coder.decodeString("title")
        super.init(coder: coder)
        hostingWindow = self
    }

    /// Adds `rootViewController`.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["rootViewController": BuiltInOutlet(\Window.rootViewController)]
    }

    /// The application: the window is the last view of the chain.
    open override var next: Responder? { hostingApplication }

    /// The application that shows the window, nil until it does.
    open override var application: Application? { hostingApplication }

    /// Shows the window, loading the root view controller's view first: the one place a root
    /// view is loaded before the program runs, so a screen that does not load is thrown, for the
    /// program to report. Once shown, a screen that does not load shows its errors in place.
    /// The root controller (and any presented already) appear.
    package func makeKeyAndVisible() throws {
        try rootViewController?.loadViewIfNeeded()
        guard !isKeyWindow else { return }
        let appearing = Application.controllersOnScreen(root: root, presented: hostingApplication?.modalStack ?? [])
        AppearanceTransition.perform(disappearing: [], appearing: appearing, animated: false) {
            isKeyWindow = true
            installRootView()
        }
    }

    /// The terminal's size classes, as of the window's size (every view's `traitCollection`).
    var sizeClasses: TraitCollection { TraitCollection(size: bounds.size) }
    /// The size classes the controllers shown were last told of; nil before the first time.
    private var announced: TraitCollection?

    /// The window, and the controllers `presented` over it, took the terminal's new size (laid
    /// out first: a variation that changes constraints makes the layout again from the frames
    /// views have, which must be the new size's). When the size classes are not those last
    /// told, the screens' size-class variations apply again, and then each view controller
    /// shown hears `traitCollectionDidChange(_:)` (the first time, from nil).
    func sizeDidChange(presented: [ViewController]) {
        let traits = sizeClasses
        guard traits != announced else { return }
        let previous = announced
        announced = traits
        // Closures, not key paths: a key path's type is made at its first use, in every program's start.
        let roots = [self as View] + presented.compactMap { $0.loadedView }
        if roots.contains(where: { $0.treeHasSizeClassVariations }) {
            for root in roots { root.layoutIfNeeded() }
            for root in roots { root.applySizeClassVariations(for: traits) }
        }
        for root in roots {
            root.forEachInTree { view in
                if let controller = view.viewController, controller.loadedView === view { controller.traitCollectionDidChange(previous) }
            }
        }
    }

    /// The application's main menu on the top row (`Application.mainMenu`), the root view under it.
    var menuBar: MenuBar? {
        didSet {
            oldValue?.close()
            oldValue?.removeFromSuperview()
            if let menuBar {
                menuBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
                addSubview(menuBar)
            }
            if let view = root?.loadedView, view.superview === self { view.frame = rootViewFrame }
        }
    }

    /// The menu bar on the top row and the root view under it, whatever size the window had
    /// when they came (a program sets its main menu before the terminal sizes the window).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let menuBar else { return }
        menuBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        if let view = root?.loadedView, view.superview === self { view.frame = rootViewFrame }
    }

    /// Where the root controller's view goes: the whole window, under the menu bar if it has one.
    private var rootViewFrame: Rect {
        let top = menuBar == nil ? 0 : min(1, bounds.height)
        return Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Puts the root controller's view in, sized to the window and following its size, under
    /// the menu bar.
    private func installRootView() {
        guard let view = root?.view else { return }
        addFillingSubview(view)
        view.frame = rootViewFrame
        if let menuBar { addSubview(menuBar) }  // in front
    }
}
