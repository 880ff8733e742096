/// Declares an outlet: a property a screen connects to one of its objects.
///
///     final class ViewController: NibKit.ViewController {
///         @Outlet var v: View?
///     }
///
/// The wrapper's storage is a reference box the loader finds by name through `Mirror` and sets,
/// so outlets need no registration code and cost nothing at build time.
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    let box: OutletBox<Value>

    public init() { box = OutletBox(nil) }
    public init(wrappedValue: Value?) { box = OutletBox(wrappedValue) }

    public var wrappedValue: Value? {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// Declares an outlet collection: the screen's `<outletCollection>` entries, in document order.
@propertyWrapper
public struct OutletCollection<Element: AnyObject> {
    let box: OutletCollectionBox<Element>

    public init() { box = OutletCollectionBox() }
    public init(wrappedValue: [Element]) { box = OutletCollectionBox(); box.values = wrappedValue }

    public var wrappedValue: [Element] {
        get { box.values }
        nonmutating set { box.values = newValue }
    }
}

/// What the loader sees of an outlet property.
public protocol OutletSlot: AnyObject {
    var isCollection: Bool { get }
    /// The declared type of the destination, for messages and stubs.
    var typeName: String { get }
    /// Sets (or appends) the destination; false if it is not of the declared type.
    func connect(_ object: AnyObject) -> Bool
    /// Empties a collection, so that a load fills it with exactly what its screen connects
    /// however often it is loaded into the same owner. A single outlet is simply set again.
    func removeAll()
}

extension OutletSlot {
    public func removeAll() {}
}

final class OutletBox<Value: AnyObject>: OutletSlot {
    var value: Value?
    init(_ value: Value?) { self.value = value }
    var isCollection: Bool { false }
    var typeName: String { ClassRegistry.name(of: Value.self) }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Value else { return false }
        value = typed
        return true
    }
}

final class OutletCollectionBox<Element: AnyObject>: OutletSlot {
    var values: [Element] = []
    var isCollection: Bool { true }
    var typeName: String { ClassRegistry.name(of: Element.self) }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Element else { return false }
        values.append(typed)
        return true
    }
    func removeAll() { values = [] }
}

/// Lets `Mirror` hand the box of an `@Outlet` or `@OutletCollection` to the loader.
protocol OutletWrapper { var slot: OutletSlot { get } }
extension Outlet: OutletWrapper { var slot: OutletSlot { box } }
extension OutletCollection: OutletWrapper { var slot: OutletSlot { box } }

/// A built-in outlet of a framework class (a view controller's `view`, a window's
/// `rootViewController`), declared with a key path instead of the wrapper.
public struct BuiltInOutlet: ClassTableEntry {
    let make: (AnyObject) -> OutletSlot?
    /// What a screen may rely on, known without an object.
    let description: ClassDescription.Outlet

    public init<Root: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, Value?>) {
        make = { object in (object as? Root).map { KeyPathOutletSlot(root: $0, keyPath: keyPath) } }
        description = .init(type: ClassRegistry.name(of: Value.self), isCollection: false)
    }

    /// A collection whose entries are handed to `add` one by one (a view's `gestureRecognizers`).
    public init<Root: AnyObject, Element: AnyObject>(collectionOf _: Element.Type, add: @escaping (Root, Element) -> Void) {
        make = { object in (object as? Root).map { root in AddingOutletSlot<Element> { add(root, $0) } } }
        description = .init(type: ClassRegistry.name(of: Element.self), isCollection: true)
    }
}

private final class KeyPathOutletSlot<Root: AnyObject, Value: AnyObject>: OutletSlot {
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value?>
    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value?>) { self.root = root; self.keyPath = keyPath }
    var isCollection: Bool { false }
    var typeName: String { ClassRegistry.name(of: Value.self) }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Value else { return false }
        root[keyPath: keyPath] = typed
        return true
    }
}

private final class AddingOutletSlot<Element: AnyObject>: OutletSlot {
    let add: (Element) -> Void
    init(add: @escaping (Element) -> Void) { self.add = add }
    var isCollection: Bool { true }
    var typeName: String { ClassRegistry.name(of: Element.self) }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Element else { return false }
        add(typed)
        return true
    }
}
