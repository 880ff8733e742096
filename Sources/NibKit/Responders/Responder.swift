/// An object that can handle events and actions, and passes what it does not handle to its
/// `next` responder: view, superview, ..., the view controller whose view it is, the window,
/// the application, the application's delegate.
open class Responder: NibObject {
    /// A responder made in code, in no chain until its `next` leads somewhere.
    public override init() { super.init() }
    /// A responder made from a screen.
    public required init(coder: NibCoder) { super.init(coder: coder) }
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// Where the terminal cursor shows while this is the first responder (a text field's
    /// insertion point), in the window's coordinates; nil shows none. A property, not a
    /// protocol asked by a cast: each frame reads it.
    open var cursorPositionInWindow: Point? { nil }

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    /// Handles a key; the default passes it up the chain. Return true when handled.
    open func keyDown(_ event: KeyEvent) -> Bool {
        next?.keyDown(event) ?? false
    }

    /// Takes text the terminal pasted, as one edit however long; the default passes it up the
    /// chain. Return true when taken. A paste nobody takes is dropped: its text is never
    /// typed as keys (a `q` in it would quit).
    open func paste(_ text: String) -> Bool {
        next?.paste(text) ?? false
    }

    /// Whether this responder may take keyboard focus.
    open var canBecomeFirstResponder: Bool { false }

    /// The application at the end of the chain: reached through the window, nil while this
    /// responder is in none.
    open var application: Application? { next?.application }

    /// Whether this responder is the window's first responder.
    public var isFirstResponder: Bool { application?.firstResponder === self }

    /// Asks for focus; false if this responder cannot take it, or it or the current first
    /// responder refuses the change (`shouldBecomeFirstResponder`, `shouldResignFirstResponder`).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application else { return false }
        return application.setFirstResponder(self)
    }

    /// Asked just before focus comes here by click, Tab or code; false keeps focus where it
    /// is (a text field whose delegate says editing should not begin). Asked before the first
    /// responder is asked to let go, as UIKit asks.
    open func shouldBecomeFirstResponder() -> Bool { true }

    /// Asked just before focus leaves by click, Tab or code; false keeps it here (a text field
    /// whose delegate says editing should not end). Not asked when this responder leaves the
    /// window or a modal controller takes the input: then focus goes all the same.
    open func shouldResignFirstResponder() -> Bool { true }

    /// Called when focus leaves this responder.
    open func resignFirstResponder() {}

    /// The first responder along the chain from here that answers `selector`.
    public func target(forAction selector: Selector) -> NibObject? {
        sequence(first: self as Responder, next: \.next).first { $0.responds(to: selector) }
    }

    /// The chain from this responder to its end, for tests and diagnostics.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var responder: Responder? = self
        while let current = responder, !chain.contains(where: { $0 === current }) {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
