/// Hands an object its attributes from the screen file while it is made (`init(coder:)`), as
/// NSCoder does for a nib. It holds the id and properties, not the `ObjectNode`, whose dozen
/// fields every object's coder would retain; nonisolated, it reads without main-actor checks.
nonisolated public struct NibCoder {
    /// The object's id in the screen.
    public let id: String
    /// The object's attributes and keyed values, as the screen gives them.
    public let properties: PropertyList

    /// A coder of the object `id` with `properties`: the loader makes one for each object it
    /// instantiates, and a program may make one to call `init(coder:)` itself.
    public init(id: String, properties: PropertyList) {
        self.id = id
        self.properties = properties
        declaredSettings = nil
    }

    /// The settings `NibObject.init(coder:)` sets for the class being made, when the loader
    /// knows them: it looks them up once a class, where the object would once an object.
    let declaredSettings: [DecodedSetting]?

    init(id: String, properties: PropertyList, declaredSettings: [DecodedSetting]) {
        self.id = id
        self.properties = properties
        self.declaredSettings = declaredSettings
    }

    /// Whether the screen gives a value for `key`.
    public func contains(_ key: String) -> Bool { properties.value(forKey: key) != nil }

    /// The value for `key` as `Value`; nil when absent or of another type.
    public func decode<Value: NibValueConvertible>(_ key: String, as _: Value.Type = Value.self) -> Value? {
        properties.value(forKey: key).flatMap { Value(nibValue: $0) }
    }

    /// The text for `key`; nil when absent or not text.
    public func decodeString(_ key: String) -> String? { decode(key) }
    /// The Boolean for `key` (`YES`/`NO` in the screen); nil when absent or not a Boolean.
    public func decodeBool(_ key: String) -> Bool? { decode(key) }
    /// The whole number for `key`; nil when absent or not a whole number.
    public func decodeInt(_ key: String) -> Int? { decode(key) }
    /// The number for `key`; nil when absent or not a number.
    public func decodeDouble(_ key: String) -> Double? { decode(key) }
    /// The colour for `key` (`<color key=…>`); nil when absent or not a colour.
    public func decodeColor(_ key: String) -> Color? { decode(key) }
    /// The rectangle for `key` (`<rect key="frame">`), in cells; nil when absent or not a rectangle.
    public func decodeRect(_ key: String) -> Rect? { decode(key) }

    /// The autoresizing mask for `key` (`<autoresizingMask key=…>`); nil when absent or not a mask.
    public func decodeAutoresizingMask(_ key: String) -> AutoresizingMask? {
        if case .autoresizingMask(let mask)? = properties.value(forKey: key) { return mask }
        return nil
    }
}
