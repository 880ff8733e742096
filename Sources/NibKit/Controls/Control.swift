/// A view that sends actions to targets when control events happen: target-action as in
/// UIKit. Several targets per event are allowed; a nil target travels the responder chain.
open class Control: View {
    /// Nonisolated, as Responder's: each class with stored properties has its own deinit, which
    /// would otherwise be main-actor isolated and hop through the executor checks.
    nonisolated deinit {}

    public var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Pressed and still inside: drawn pressed.
    public internal(set) var isHighlighted = false { didSet { setNeedsDisplay() } }
    public var isSelected: Bool { didSet { setNeedsDisplay() } }

    private struct Entry {
        weak var target: NibObject?
        let isNilTargeted: Bool
        let selector: Selector
        let event: ControlEvent
    }
    private var entries: [Entry] = []

    public override init(frame: Rect = .zero) {
        isEnabled = true
        isSelected = false
        super.init(frame: frame)
        isFocusable = true
    }

    public required init(coder: NibCoder) {
        isEnabled = coder.decodeBool("enabled") ?? true
        isSelected = coder.decodeBool("selected") ?? false
        // Decoded before `super.init`: using the coder after it would copy the coder (and its node).
        let focusable = coder.decodeBool("focusable") ?? true
        super.init(coder: coder)
        isFocusable = focusable
    }

    open override class var inspectableKeys: [String: BuiltInKey] {
        super.inspectableKeys.merging(["enabled": .value(\Control.isEnabled), "selected": .value(\Control.isSelected)]) { $1 }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && super.canBecomeFirstResponder }

    /// Connects `selector` on `target` (nil: the responder chain) to an event.
    public func addTarget(_ target: NibObject?, action: Selector, for event: ControlEvent) {
        entries.append(Entry(target: target, isNilTargeted: target == nil, selector: action, event: event))
    }

    public func removeTarget(_ target: NibObject?, action: Selector?, for event: ControlEvent?) {
        entries.removeAll { $0.target === target && (action == nil || $0.selector == action) && (event == nil || $0.event == event) }
    }

    /// The selectors connected to an event, in the order they were added.
    public func actions(for event: ControlEvent) -> [(target: NibObject?, selector: Selector)] {
        entries.filter { $0.event == event }.map { ($0.target, $0.selector) }
    }

    /// Sends the actions of every target connected to `event`.
    public func sendActions(for event: ControlEvent) {
        guard isEnabled else { return }
        for entry in entries where entry.event == event {
            if entry.isNilTargeted {
                application?.sendAction(entry.selector, to: nil, from: self)
            } else if let target = entry.target {
                application?.sendAction(entry.selector, to: target, from: self)
            }
        }
    }
}
