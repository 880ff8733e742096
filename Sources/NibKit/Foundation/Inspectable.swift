/// Declares an inspectable property: one a screen may set by name as a runtime attribute,
/// like `@IBInspectable` (`<userDefinedRuntimeAttribute type="number" keyPath="borderWidth" value="2"/>`).
///
///     final class RedButton: Button {
///         @Inspectable var borderWidth: Int = 0
///     }
///
/// The loader sets the stored value directly (before `awakeFromNib`), so observers on the
/// property do not run; for a computed or observed property, list it in `inspectableKeys`.
@propertyWrapper
public struct Inspectable<Value: NibValueConvertible> {
    let box: InspectableBox<Value>

    public init(wrappedValue: Value) { box = InspectableBox(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// What the loader sees of a settable property.
public protocol ValueSlot: AnyObject {
    var typeName: String { get }
    /// Sets the value; false if it is not of the property's type.
    func set(_ value: NibValue) -> Bool
}

final class InspectableBox<Value: NibValueConvertible>: ValueSlot {
    var value: Value
    init(_ value: Value) { self.value = value }
    var typeName: String { Value.nibTypeName }
    func set(_ nibValue: NibValue) -> Bool {
        guard let typed = Value(nibValue: nibValue) else { return false }
        value = typed
        return true
    }
}

protocol InspectableWrapper { var slot: ValueSlot { get } }
extension Inspectable: InspectableWrapper { var slot: ValueSlot { box } }

/// A property of a framework class that runtime attributes may set or walk through
/// (`layer.cornerRadius`), declared with a key path.
public enum BuiltInKey {
    /// A value, set from the screen.
    case value(make: (AnyObject) -> ValueSlot?)
    /// An object to continue a dotted key path into, of the class named.
    case object(get: (AnyObject) -> AnyObject?, className: String)

    public static func value<Root: AnyObject, Value: NibValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> BuiltInKey {
        .value { object in (object as? Root).map { KeyPathValueSlot(root: $0, keyPath: keyPath) } }
    }

    public static func object<Root: AnyObject, Value: AnyObject>(_ keyPath: KeyPath<Root, Value>) -> BuiltInKey {
        .object(get: { object in (object as? Root)?[keyPath: keyPath] }, className: ClassRegistry.name(of: Value.self))
    }
}

private final class KeyPathValueSlot<Root: AnyObject, Value: NibValueConvertible>: ValueSlot {
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) { self.root = root; self.keyPath = keyPath }
    var typeName: String { Value.nibTypeName }
    func set(_ nibValue: NibValue) -> Bool {
        guard let typed = Value(nibValue: nibValue) else { return false }
        root[keyPath: keyPath] = typed
        return true
    }
}
