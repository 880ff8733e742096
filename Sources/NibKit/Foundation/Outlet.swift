/// Declares an outlet: a property a screen connects to one of its objects.
///
///     final class ViewController: NibKit.ViewController {
///         @Outlet var v: View?
///     }
///
/// The wrapper's storage is a reference box the loader finds by name (`Reflection`) and sets,
/// so outlets need no registration code and cost nothing at build time.
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    let box: Box<Value?>

    /// An outlet not yet connected: nil until a screen connects it.
    public init() { box = Box(nil) }
    /// An outlet holding `wrappedValue` until a screen connects it (`@Outlet var v: View? = nil`).
    public init(wrappedValue: Value?) { box = Box(wrappedValue) }

    /// The object the screen connected (strongly held); nil before loading or when the screen
    /// connects none.
    public var wrappedValue: Value? {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// Declares an outlet collection: the screen's `<outletCollection>` entries, in document order.
@propertyWrapper
public struct OutletCollection<Element: AnyObject> {
    let box: Box<[Element]>

    /// An empty collection, filled when a screen is loaded.
    public init() { box = Box([]) }
    /// A collection holding `wrappedValue` until a screen is loaded, which replaces its contents.
    public init(wrappedValue: [Element]) { box = Box(wrappedValue) }

    /// The objects the screen connected, in document order; each load replaces them.
    public var wrappedValue: [Element] {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// The storage of an outlet wrapper, shared by its copies.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What the loader sees of an outlet property: the type it holds, and how to set it.
public struct OutletSlot {
    /// Whether the outlet is a collection (`@OutletCollection`), which a screen fills with
    /// `<outletCollection>` rather than `<outlet>`.
    public let isCollection: Bool
    private let type: Any.Type
    private let store: (AnyObject) -> Bool
    /// Empties a collection, so that a load fills it with exactly what its screen connects
    /// however often it is loaded into the same owner. A single outlet is simply set again.
    let removeAll: () -> Void

    /// A slot that hands destinations of type `Value` to `set`.
    init<Value: AnyObject>(of _: Value.Type, isCollection: Bool, removeAll: @escaping () -> Void = {}, set: @escaping (Value) -> Void) {
        self.isCollection = isCollection
        holdsProtocol = false
        type = Value.self
        self.removeAll = removeAll
        store = { object in
            guard let typed = object as? Value else { return false }
            set(typed)
            return true
        }
    }

    /// A protocol's conformers, not a class's instances: the rules ask a class whether it
    /// adopts one of NibKit's (`OutletProtocol`); of any other, only connecting tells.
    let holdsProtocol: Bool

    /// A slot for objects that conform to a protocol: `Value` is its existential
    /// (`any TextFieldDelegate`), which an object is cast to when connected.
    init<Value>(conformingTo _: Value.Type, set: @escaping (Value) -> Void) {
        isCollection = false
        holdsProtocol = true
        type = Value.self
        removeAll = {}
        store = { object in
            guard let typed = object as? Value else { return false }
            set(typed)
            return true
        }
    }

    /// The declared type of the destination, for messages and stubs.
    public var typeName: String { ClassRegistry.name(of: type) }

    /// The class a destination must be a kind of, for the rules; nil for a protocol.
    var className: String? { holdsProtocol ? nil : typeName }

    /// What the rules check of a destination: its class, or the protocol it must adopt when
    /// they can ask classes about it (`OutletProtocol`).
    var description: ClassDescription.Outlet {
        .init(type: className, protocolName: holdsProtocol ? OutletProtocol.listed(typeName) : nil, isCollection: isCollection)
    }

    /// Sets (or appends) the destination; false if it is not of the declared type.
    public func connect(_ object: AnyObject) -> Bool { store(object) }
}

/// Lets `Reflection` hand the slot of an `@Outlet` or `@OutletCollection` to the loader.
protocol OutletWrapper { var slot: OutletSlot { get } }

extension OutletWrapper {
    /// The slot of the wrapper stored at `address` (a stored property of an object), copied.
    static func slot(at address: UnsafeRawPointer) -> OutletSlot { address.load(as: Self.self).slot }
}

extension Outlet: OutletWrapper {
    var slot: OutletSlot { OutletSlot(of: Value.self, isCollection: false) { [box] in box.value = $0 } }
}

extension OutletCollection: OutletWrapper {
    var slot: OutletSlot {
        OutletSlot(of: Element.self, isCollection: true, removeAll: { [box] in box.value = [] }, set: { [box] in box.value.append($0) })
    }
}

/// A built-in outlet of a framework class (a view controller's `view`, a window's
/// `rootViewController`), declared with a key path instead of the wrapper.
public struct BuiltInOutlet: ClassTableEntry {
    let make: (AnyObject) -> OutletSlot?
    /// What a screen may rely on, known without an object.
    let description: ClassDescription.Outlet

    /// An outlet to one object of class `Value`, set through `keyPath`:
    /// `BuiltInOutlet(\Window.rootViewController)`.
    public init<Root: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, Value?>) {
        make = { object in (object as? Root).map { root in OutletSlot(of: Value.self, isCollection: false) { root[keyPath: keyPath] = $0 } } }
        description = .init(type: ClassRegistry.name(of: Value.self), isCollection: false)
    }

    /// An outlet that holds a protocol's conformers (a text field's `delegate`), declared by
    /// a key path to its existential: `BuiltInOutlet(conformingTo: \TextField.delegate)`.
    public init<Root: AnyObject, Value>(conformingTo keyPath: ReferenceWritableKeyPath<Root, Value?>) {
        make = { object in (object as? Root).map { root in OutletSlot(conformingTo: Value.self) { root[keyPath: keyPath] = $0 } } }
        description = .init(type: nil, protocolName: OutletProtocol.listed(ClassRegistry.name(of: Value.self)), isCollection: false)
    }

    /// A collection whose entries are handed to `add` one by one (a view's `gestureRecognizers`).
    public init<Root: AnyObject, Element: AnyObject>(collectionOf _: Element.Type, add: @escaping (Root, Element) -> Void) {
        make = { object in (object as? Root).map { root in OutletSlot(of: Element.self, isCollection: true) { add(root, $0) } } }
        description = .init(type: ClassRegistry.name(of: Element.self), isCollection: true)
    }
}
