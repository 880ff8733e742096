/// A property a screen may set by name, as `@IBInspectable` makes one
/// (`<userDefinedRuntimeAttribute type="number" keyPath="borderWidth" value="2"/>`), or an
/// object a runtime attribute's key path walks through (`layer` in `layer.cornerRadius`).
///
/// Made from the settings of a class's `Declaration`, by key path, Swift on Linux's only way to
/// a setter by name, so the loader sets each value through the property's setter, as the chapter
/// says: a computed property, or a stored one with observers, works as written.
///
///     final class RedButton: Button {
///         var borderWidth: Int {
///             get { layer.borderWidth }
///             set { layer.borderWidth = newValue }
///         }
///         nonisolated override class var declaration: Declaration {
///             Declaration(RedButton.self, settings: [.inspectable("borderWidth", \RedButton.borderWidth, "The border's width.")])
///         }
///     }
public enum Inspectable: ClassTableEntry {
    /// A value, set from the screen, of a property that takes the values given.
    case value(PropertyType, make: (AnyObject) -> ValueSlot?)
    /// An object to continue a dotted key path into, of the class named.
    case object(get: (AnyObject) -> AnyObject?, className: String)

    /// A property of one of the value types a screen can hold: whole numbers, real numbers
    /// (Double, Float), Bool, String, Point, Size, Rect and Color, optional or not.
    public static func value<Root: AnyObject, Value: NibValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Inspectable {
        value(of: keyPath)
    }

    /// An object property a dotted key path walks through (`layer` in `layer.cornerRadius`): the
    /// rest of the path is set on the object it holds.
    public static func object<Root: AnyObject, Value: AnyObject>(_ keyPath: KeyPath<Root, Value>) -> Inspectable {
        object(of: keyPath)
    }

    /// A value whose key path is made when a value is first set, not when the entry is: a key
    /// path made is a runtime lookup of its types by name, and a class's entries are made for
    /// the rule checks of every load (a seventh of Howdy's first frame, when they were made).
    static func value<Root: AnyObject, Value: NibValueConvertible>(
        of keyPath: @autoclosure @escaping () -> ReferenceWritableKeyPath<Root, Value>
    ) -> Inspectable {
        let type = Value.propertyType
        return .value(type) { object in
            (object as? Root).map { root in
                ValueSlot(
                    type: type,
                    set: { nibValue in
                        guard let typed = Value(nibValue: nibValue) else { return false }
                        root[keyPath: keyPath()] = typed
                        return true
                    }, get: { root[keyPath: keyPath()].nibValue })
            }
        }
    }

    /// An object whose key path is made when it is first walked through, as `value(of:)`.
    static func object<Root: AnyObject, Value: AnyObject>(of keyPath: @autoclosure @escaping () -> KeyPath<Root, Value>) -> Inspectable {
        .object(get: { object in (object as? Root)?[keyPath: keyPath()] }, className: ClassRegistry.name(of: Value.self))
    }
}

/// What the loader sees of a settable property.
public struct ValueSlot {
    /// The values the property takes.
    public let type: PropertyType
    /// Sets the value through the property's setter; false if it is not of the property's type.
    let set: (NibValue) -> Bool
    /// Reads the value through the property's getter; nil when its type cannot say.
    let get: () -> NibValue?
}
