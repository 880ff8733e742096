/// A button on a navigation bar (UIBarButtonItem): a title, and the action it sends to its
/// target (nil: up the responder chain from the first responder), with itself as the sender.
///
///     navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", target: self, action: "add:")
public final class BarButtonItem: NibObject {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The button's text on the bar.
    public var title: String { didSet { navigationItem?.itemsDidChange() } }
    /// The object the action is sent to; nil sends it up the responder chain.
    public weak var target: NibObject?
    /// The action sent when the button is pressed, with the item as the sender; nil sends none.
    public var action: Selector?
    /// Whether the button can be pressed; a disabled one is drawn dim.
    public var isEnabled = true { didSet { navigationItem?.itemsDidChange() } }
    /// The navigation item that shows it, told when it changes.
    weak var navigationItem: NavigationItem?

    /// An item that sends `action` to `target` when pressed (UIKit's
    /// `init(title:style:target:action:)`).
    public init(title: String, target: NibObject? = nil, action: Selector? = nil) {
        self.title = title
        self.target = target
        self.action = action
        super.init()
    }

    /// Reads a bar button item of a screen, with its title alone: the loader connects actions
    /// to controls and gesture recognizers only, so set `target` and `action` in code.
    public required init(coder: NibCoder) {
        title = coder.decodeString("title") ?? ""
        super.init(coder: coder)
    }
}
