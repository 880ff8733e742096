/// What a screen may rely on a class having: its superclass, outlets and outlet collections,
/// the keys runtime attributes may set, and the actions it answers. `ScreenRules` are written
/// over descriptions, not classes, so the loader (describing the classes it runs) and `nibtool
/// validate` (describing those it finds in an app's sources) share one set of checks.
public struct ClassDescription: Sendable, Equatable {
    /// An outlet a class declares: the type of object it may refer to, and whether it is a
    /// collection (`@IBOutlet var buttons: [Button]`).
    public struct Outlet: Sendable, Equatable {
        /// The declared class of the destination (`View`), or nil when it cannot be told or the
        /// outlet holds a protocol's conformers.
        public var type: String?
        /// The protocol the destination must adopt (a table's `dataSource` holds a
        /// `TableViewDataSource`), when the outlet holds its conformers and the rules can ask
        /// classes about it; nil otherwise.
        public var protocolName: String?
        /// Whether it is an outlet collection, which holds many destinations in document order.
        public var isCollection: Bool

        /// An outlet to objects of `type` (nil when unknown), or to conformers of `protocolName`.
        public init(type: String?, protocolName: String? = nil, isCollection: Bool) {
            self.type = type
            self.protocolName = protocolName
            self.isCollection = isCollection
        }
    }

    /// A key a runtime attribute's key path may name.
    public enum Key: Sendable, Equatable {
        /// A value the attribute sets, which the property takes when that is known (a class
        /// the program runs; not one found in an app's sources).
        case value(PropertyType?)
        /// An object the key path walks through (`layer` in `layer.borderWidth`), of the named
        /// class when it is known.
        case object(String?)
    }

    /// Where a runtime attribute's key path leads (`ClassDescriptions.follow(_:on:)`).
    public enum KeyPathEnd: Sendable, Equatable {
        /// The value key it sets: its class, its name, and what it takes when that is known.
        case value(className: String, key: String, takes: PropertyType?)
        /// A key the class there does not have, with the keys it has (none for a key past a
        /// value, or a path that ends at an object).
        case unknownKey(String, known: [String])
    }

    /// The class's name, as a screen's `customClass` or an element's class names it.
    public var name: String
    /// The class it inherits from; nil for a root class, or when it is not known.
    public var superclass: String?
    /// The outlets and outlet collections the class itself declares, by property name.
    public var outlets: [String: Outlet]
    /// The keys runtime attributes may set on the class itself, by name.
    public var keys: [String: Key]
    /// Selectors (`buttonPressed:`).
    public var actions: Set<String>
    /// The class an action's sender must be a kind of, by selector, when its method's sender
    /// parameter names one (`func buttonPressed(_ sender: Button)`).
    public var senders: [String: String]
    /// The protocols the class adopts: those its declaration and extensions list in sources,
    /// or, of a class the running program describes, which of the protocols NibKit's outlets
    /// hold it adopts. A superclass's are the superclass's: ask `ClassDescriptions.adopts(_:_:)`.
    public var protocols: Set<String>

    /// A description of the class `name`; what it inherits is looked up through `superclass`.
    public init(
        name: String, superclass: String?, outlets: [String: Outlet] = [:], keys: [String: Key] = [:], actions: Set<String> = [],
        senders: [String: String] = [:], protocols: Set<String> = []
    ) {
        self.name = name
        self.superclass = superclass
        self.outlets = outlets
        self.keys = keys
        self.actions = actions
        self.senders = senders
        self.protocols = protocols
    }

    /// Adds what another description of the same class says (an extension, a second scan).
    public mutating func merge(_ other: ClassDescription) {
        superclass = superclass ?? other.superclass
        outlets.merge(other.outlets) { $1 }
        keys.merge(other.keys) { $1 }
        actions.formUnion(other.actions)
        senders.merge(other.senders) { $1 }
        protocols.formUnion(other.protocols)
    }
}
