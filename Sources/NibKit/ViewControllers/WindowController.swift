/// A window's controller (NSWindowController), as an AppKit storyboard makes it: its window a
/// panel with a title bar on its top row, showing the view of its content view controller
/// (the relationship segue `window.shadowedContentViewController`) under it.
///
///     let window = WindowController(contentViewController: EditorViewController())
///     window.title = "Untitled"
///     app.window.rootViewController = window
open class WindowController: ViewController {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The controller whose view the window shows.
    public private(set) var contentViewController: ViewController?
    /// The bar on the top row, with the window's title.
    public let titleBar = WindowTitleBar()

    /// A window showing `contentViewController`'s view.
    public init(contentViewController: ViewController? = nil) {
        super.init(nibName: nil)
        titleBar.windowController = self
        setContentViewController(contentViewController)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            WindowController.self,
            element: ElementSpec(
                name: "windowController", role: .viewController,
                summary:
                    "In an AppKit storyboard, a scene's window controller: a window with a title bar, showing its content view controller's view. Its relationship segue `window.shadowedContentViewController` names that controller; its window's `title` is its own.",
                relationships: [Vocabulary.windowContentRelationship], appKitNames: ["windowController"]), inheriting: ["title"])
    }

    /// Reads a window controller of a storyboard, whose relationship segue gives its content.
    public required init(coder: NibCoder) {
        super.init(coder: coder)
        titleBar.windowController = self
    }

    /// Its content's preferences come first.
    open override var preferredFocusEnvironments: [any FocusEnvironment] { contentViewController.map { [$0] } ?? [] }

    /// The title bar and, under it, the content's view.
    open override func loadView() throws {
        let container = BarContainerView(bar: titleBar, edge: .top, contentSize: contentViewController?.view.frame.size ?? .zero)
        view = container
        if let content = contentViewController { container.contentView.addFillingSubview(content.view) }
    }

    /// Shows `controller`'s view in the window, in place of the one shown.
    open func setContentViewController(_ controller: ViewController?) {
        let old = contentViewController
        if let controller, let problem = problemWithChildren([controller]) {
            application?.report(problem)
            return
        }
        replaceChildren([old].compactMap { $0 }, with: [controller].compactMap { $0 }) {
            contentViewController = controller
            replaceChildView(old, with: controller, animated: false)
        }
    }

    override func fillRelationship(_ name: String, with controllers: [ViewController]) {
        if name == Vocabulary.windowContentRelationship { setContentViewController(controllers.first) }
    }

    override func barContentDidChange() {
        super.barContentDidChange()
        titleBar.setNeedsDisplay()
    }
}

/// A window's title bar: its controller's title, bold and centred, on the bar's colour.
public final class WindowTitleBar: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    weak var windowController: WindowController?

    /// A bar of one row, on bright black.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .brightBlack
    }

    /// A title bar read from a screen, as any view is (a window controller makes its own).
    public required init(coder: NibCoder) {
        super.init(coder: coder)
    }

    /// Draws the window controller's title, bold and centred.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let text = Label.truncated(windowController?.title ?? "", toWidth: bounds.width)
        context.draw(text, at: Point(x: (bounds.width - CharacterWidth.of(text)) / 2, y: 0), foreground: foregroundColor, style: .bold)
    }
}
