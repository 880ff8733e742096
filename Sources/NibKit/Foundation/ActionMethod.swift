/// An action method of some class, kept as an unapplied method reference so the table of a
/// class's actions is type-checked: `"buttonPressed:": .init(ViewController.buttonPressed)`.
public struct ActionMethod {
    let invoke: (AnyObject, Any?) -> Void

    /// A method taking the sender (`func buttonPressed(_ sender: Any?)` or a typed sender such as
    /// `(_ sender: Button)`; a sender of another type does not call it).
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        invoke = { target, sender in
            guard let target = target as? Target else { return }
            if let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// A method that ignores its sender (`func refresh()`).
    public init<Target: AnyObject>(withoutSender method: @escaping (Target) -> () -> Void) {
        invoke = { target, _ in (target as? Target).map { method($0)() } }
    }
}

/// The actions a class answers, by selector. Subclasses merge their own with their superclass's:
///
///     override class var actionTable: ActionTable {
///         super.actionTable + ["buttonPressed:": .init(ViewController.buttonPressed)]
///     }
public typealias ActionTable = [Selector: ActionMethod]

public func + (base: ActionTable, own: ActionTable) -> ActionTable {
    base.merging(own) { _, subclass in subclass }
}
