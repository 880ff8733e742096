/// Manages a view. Its view is loaded lazily, the first time it is asked for: from the screen
/// named `nibName`, or named after the class, with the controller as File's Owner; the screen
/// must connect the owner's `view` outlet. Then `viewDidLoad`.
open class ViewController: Responder {
    /// The screen to load the view from; nil means the class's own name.
    public var nibName: String?
    public var title: String?
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

    public private(set) var presentedViewController: ViewController?
    public private(set) weak var presentingViewController: ViewController?

    public init(nibName: String? = nil) {
        self.nibName = nibName
        super.init()
    }

    public required init(coder: NibCoder) {
        nibName = coder.decodeString("nibName")
        title = coder.decodeString("title")
        super.init(coder: coder)
    }

    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["view": BuiltInOutlet(\ViewController.loadedView)]
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

    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now, throwing what went wrong.
    public func loadViewIfNeeded() throws {
        guard loadedView == nil else { return }
        try loadView()
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
        let nib = try Nib(named: resolvedNibName, source: screenSource ?? ScreenSearchPath.default)
        try nib.instantiate(owner: self)
        if loadedView == nil { throw nib.viewOutletNotSet(controller: ClassRegistry.name(of: type(of: self))) }
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: The responder chain

    /// After a controller comes its view's superview (or, when presented, its presenter; as a
    /// root view controller whose view is not yet in the window, the window).
    open override var next: Responder? {
        if let presentingViewController { return presentingViewController }
        return loadedView?.superview ?? loadedView?.window ?? hostingWindow
    }

    // MARK: Presentation

    /// Shows `controller` modally over the window: it takes all input until dismissed.
    public func present(_ controller: ViewController) {
        presentedViewController = controller
        controller.presentingViewController = self
        application?.presentModally(controller)
    }

    /// Dismisses the controller this one presented, or this one if it is presented.
    public func dismiss() {
        if let presented = presentedViewController {
            presentedViewController = nil
            presented.presentingViewController = nil
            application?.dismissModal(presented)
        } else {
            presentingViewController?.dismiss()
        }
    }
}
