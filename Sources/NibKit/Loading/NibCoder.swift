/// Hands an object its attributes from the screen file while it is made (`init(coder:)`),
/// the way NSCoder does for a nib.
///
/// Nonisolated: it only reads the node, so decoding needs no main-actor check per call.
nonisolated public struct NibCoder {
    /// The screen's description of the object being made.
    public let node: ObjectNode

    /// A filter over the keys the node has: one bit per (length, first byte) pair, so that
    /// asking for an absent key, the usual case, costs no hashing.
    private let keyBits: UInt64

    public init(node: ObjectNode) {
        self.node = node
        var bits: UInt64 = 0
        for key in node.properties.keys { bits |= Self.bit(for: key) }
        keyBits = bits
    }

    @inline(__always)
    private static func bit(for key: String) -> UInt64 {
        var key = key
        let hash = key.withUTF8 { bytes in bytes.count &* 31 &+ Int(bytes.first ?? 0) }
        return 1 << UInt64(hash & 63)
    }

    /// The node's property for `key`, as `node.properties[key]`.
    @inline(__always)
    private func property(_ key: String) -> Property? {
        guard keyBits & Self.bit(for: key) != 0 else { return nil }
        return node.properties[key]
    }

    public var id: String { node.id }

    public func contains(_ key: String) -> Bool { property(key) != nil }

    public func decode<Value: NibValueConvertible>(_ key: String, as _: Value.Type = Value.self) -> Value? {
        property(key).flatMap { Value(nibValue: $0.value) }
    }

    public func decodeString(_ key: String) -> String? { decode(key) }
    public func decodeBool(_ key: String) -> Bool? { decode(key) }
    public func decodeInt(_ key: String) -> Int? { decode(key) }
    public func decodeDouble(_ key: String) -> Double? { decode(key) }
    public func decodeColor(_ key: String) -> Color? { decode(key) }
    public func decodeRect(_ key: String) -> Rect? { decode(key) }

    public func decodeAutoresizingMask(_ key: String) -> AutoresizingMask? {
        if case .autoresizingMask(let mask)? = property(key)?.value { return mask }
        return nil
    }
}
