/// Hands an object its attributes from the screen file while it is made (`init(coder:)`), as
/// NSCoder does for a nib. It holds the id and properties, not the `ObjectNode`, whose dozen
/// fields every object's coder would retain; nonisolated, it reads without main-actor checks.
nonisolated public struct NibCoder {
    /// The object's id in the screen.
    public let id: String
    /// The object's attributes and keyed values, as the screen gives them.
    public let properties: PropertyList

    public init(id: String, properties: PropertyList) {
        self.id = id
        self.properties = properties
    }

    public func contains(_ key: String) -> Bool { properties.value(forKey: key) != nil }

    public func decode<Value: NibValueConvertible>(_ key: String, as _: Value.Type = Value.self) -> Value? {
        properties.value(forKey: key).flatMap { Value(nibValue: $0) }
    }

    public func decodeString(_ key: String) -> String? { decode(key) }
    public func decodeBool(_ key: String) -> Bool? { decode(key) }
    public func decodeInt(_ key: String) -> Int? { decode(key) }
    public func decodeDouble(_ key: String) -> Double? { decode(key) }
    public func decodeColor(_ key: String) -> Color? { decode(key) }
    public func decodeRect(_ key: String) -> Rect? { decode(key) }

    public func decodeAutoresizingMask(_ key: String) -> AutoresizingMask? {
        if case .autoresizingMask(let mask)? = properties.value(forKey: key) { return mask }
        return nil
    }
}
