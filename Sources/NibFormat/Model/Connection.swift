/// An outlet, an outlet collection entry, or an action, declared on its source object.
public struct Connection: Sendable {
    /// Which of the three kinds of connection Interface Builder draws.
    public enum Kind: Sendable, Equatable {
        /// The source's property `property` refers to the destination.
        case outlet
        /// The source's collection `property` holds the destinations of its entries, in document order.
        case outletCollection
        /// The source sends `selector` to the destination when `eventType` happens
        /// (gesture recognizers have no event type). A destination of First Responder
        /// makes it nil-targeted: it travels the responder chain.
        case action(eventType: String?)
    }

    /// Whether it is an outlet, an outlet collection entry or an action.
    public var kind: Kind
    /// The property name for outlets and collections; the selector for actions.
    public var name: String
    /// The id of the destination (for actions: the target).
    public var destination: String
    /// Where the `<outlet>`, `<outletCollection>` or `<action>` element is written.
    public var location: SourceLocation

    /// A connection of `kind` named `name` to `destination`, written at `location`.
    public init(kind: Kind, name: String, destination: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.destination = destination
        self.location = location
    }

    /// Whether it is an action (target-action) rather than an outlet.
    public var isAction: Bool { if case .action = kind { return true } else { return false } }

    /// An action's control event (`touchUpInside`); nil for an outlet and for a gesture
    /// recognizer's action.
    public var eventType: String? { if case .action(let event) = kind { return event } else { return nil } }
}
