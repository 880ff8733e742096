/// Hands an object its attributes from the screen file while it is made (`init(coder:)`),
/// the way NSCoder does for a nib.
public struct NibCoder {
    /// The screen's description of the object being made.
    public let node: ObjectNode

    public init(node: ObjectNode) { self.node = node }

    public var id: String { node.id }

    public func contains(_ key: String) -> Bool { node.properties[key] != nil }

    public func decode<Value: NibValueConvertible>(_ key: String, as _: Value.Type = Value.self) -> Value? {
        node.properties[key].flatMap { Value(nibValue: $0.value) }
    }

    public func decodeString(_ key: String) -> String? { decode(key) }
    public func decodeBool(_ key: String) -> Bool? { decode(key) }
    public func decodeInt(_ key: String) -> Int? { decode(key) }
    public func decodeDouble(_ key: String) -> Double? { decode(key) }
    public func decodeColor(_ key: String) -> Color? { decode(key) }
    public func decodeRect(_ key: String) -> Rect? { decode(key) }

    public func decodeAutoresizingMask(_ key: String) -> AutoresizingMask? {
        if case .autoresizingMask(let mask)? = node.properties[key]?.value { return mask }
        return nil
    }
}
