/// The terminal screen as a view: it holds the root view controller's view, fills the
/// terminal, and is the responder after the views (before the application).
open class Window: View {
    public var title: String?

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            installRootView()
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        hostingWindow = self
    }

    public required init(coder: NibCoder) {
        title = coder.decodeString("title")
        super.init(coder: coder)
        hostingWindow = self
    }

    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets.merging(["rootViewController": BuiltInOutlet(\Window.rootViewController)]) { $1 }
    }

    open override var next: Responder? { Application.current }

    /// Puts the root controller's view in, sized to the window and following its size.
    func installRootView() {
        guard let controller = rootViewController, let view = controller.viewIfLoadable else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }
}
