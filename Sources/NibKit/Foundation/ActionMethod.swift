/// An action method of some class, kept as an unapplied method reference so the table of a
/// class's actions is type-checked: `"buttonPressed:": .init(ViewController.buttonPressed)`.
///
/// The three signatures UIKit calls are all accepted: no argument (`func refresh()`), the sender
/// (`func buttonPressed(_ sender: Button)`), and the sender with the event that fired the action
/// (`func buttonPressed(_ sender: Button, _ event: InputEvent?)`; nil when code sent it).
public struct ActionMethod {
    let invoke: (AnyObject, Any?, InputEvent?) -> Void
    /// Whether a sender fits the method's sender parameter. A sender that does not fit is
    /// an error, reported by the loader (a concrete target) or when the action is sent.
    public let accepts: (Any?) -> Bool
    /// The sender parameter's type (`Any?` for methods without a sender). Kept as is: its name
    /// and class are asked only by the rules and for messages, not for every action of every
    /// class when the class's table is made.
    private let senderType: Any.Type

    /// The class the sender must be a kind of, when the parameter names one (`Button`); nil for
    /// `Any?`, protocols, optionals and methods without a sender.
    var senderClass: NibObject.Type? { senderType as? NibObject.Type }
    /// The sender parameter's type as written in messages.
    var senderTypeName: String { ClassRegistry.name(of: senderType) }

    /// An action that takes its sender: `.init(ViewController.buttonPressed)` for
    /// `func buttonPressed(_ sender: Button)`.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        self.init(sender: Sender.self) { target, sender, _ in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// An action that takes its sender and the event that fired it (nil when code sent it).
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, InputEvent?) -> Void) {
        self.init(sender: Sender.self) { target, sender, event in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender, event) }
        }
    }

    /// An action that takes no argument (`func refresh()`); any sender fits it.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        self.init(sender: Any?.self) { target, _, _ in (target as? Target).map { method($0)() } }
    }

    private init<Sender>(sender: Sender.Type, invoke: @escaping (AnyObject, Any?, InputEvent?) -> Void) {
        self.invoke = invoke
        accepts = { $0 is Sender }
        senderType = Sender.self
    }
}

/// The actions a class answers, by selector. Subclasses merge their own with their superclass's:
///
///     override class var actionTable: ActionTable {
///         super.actionTable + ["buttonPressed:": .init(ViewController.buttonPressed)]
///     }
public typealias ActionTable = [Selector: ActionMethod]

/// A class's own table entries over its superclass's (`actionTable`, declared settings,
/// `builtInOutlets`): the subclass's entry wins.
public protocol ClassTableEntry {}
extension ActionMethod: ClassTableEntry {}

/// A superclass's table with a subclass's own entries added, the subclass's winning where
/// both have a key. Inlinable, so that an app's tables are merged by code made for their
/// types, not by the generic code, whose types the runtime makes on first use.
@inlinable
public func + <Key, Entry: ClassTableEntry>(base: [Key: Entry], own: [Key: Entry]) -> [Key: Entry] {
    base.merging(own) { _, subclass in subclass }
}
