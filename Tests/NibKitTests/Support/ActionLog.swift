@testable import NibKit

/// An action target that answers every selector and writes down each one it gets, in order.
final class ActionLog: NibObject {
    var entries: [String] = []
    var senders: [AnyObject] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override func action(for selector: Selector) -> ActionMethod? {
        ActionMethod { (log: ActionLog) in
            { (sender: Any?) in
                log.entries.append(selector.name)
                if let sender = sender as AnyObject? { log.senders.append(sender) }
            }
        }
    }

    /// Connects each event to a selector named after it.
    func watch(_ control: Control, _ events: ControlEvent...) {
        for event in events { control.addTarget(self, action: Selector(event.description), for: event) }
    }

    /// Connects a recognizer to a selector named `name`.
    func watch(_ recognizer: GestureRecognizer, as name: String) {
        recognizer.addTarget(self, action: Selector(name))
    }
}
