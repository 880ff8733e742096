/// A button on a navigation bar (UIBarButtonItem): a title, and the action it sends to its
/// target (nil: up the responder chain from the first responder), with itself as the sender.
///
///     navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", target: self, action: "add:")
public final class BarButtonItem: NibObject {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    public var title: String { didSet { navigationItem?.itemsDidChange() } }
    public weak var target: NibObject?
    public var action: Selector?
    public var isEnabled = true { didSet { navigationItem?.itemsDidChange() } }
    /// The navigation item that shows it, told when it changes.
    weak var navigationItem: NavigationItem?

    public init(title: String, target: NibObject? = nil, action: Selector? = nil) {
        self.title = title
        self.target = target
        self.action = action
        super.init()
    }

    public required init(coder: NibCoder) {
        title = coder.decodeString("title") ?? ""
        super.init(coder: coder)
    }
}
