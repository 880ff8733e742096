/// An item that sends one action when a person uses it, to its target or, without one, up the
/// responder chain: a bar button item, a menu item. A screen connects its action as a
/// control's, without an event.
public protocol ActionItem: AnyObject {
    /// The object the action is sent to; nil sends it up the responder chain.
    var target: NibObject? { get set }
    /// The action sent, with the item as the sender; nil sends none.
    var action: Selector? { get set }
}
