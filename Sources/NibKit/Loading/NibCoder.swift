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
        // Length, first and last byte, mixed: the keys the built-in classes ask for land on
        // different bits (length and first byte alone put `tag` on `autoresizingMask`'s).
        var key = key
        let hash = key.withUTF8 { bytes -> UInt64 in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(first) &* 0xC2B2_AE3D_27D4_EB4F) ^ (UInt64(last) &* 0x1656_67B1_9E37_79F9)
        }
        return 1 << (hash >> 58)
    }

    /// The node's property for `key`, as `node.properties[key]`.
    @inline(__always)
    private func property(_ key: String) -> Property? {
        guard keyBits & Self.bit(for: key) != 0 else { return nil }
        return Self.find(key, in: node.properties)
    }

    /// `properties[key]`; a node has a handful of properties, and comparing a few short keys
    /// costs less than hashing one.
    private static func find(_ key: String, in properties: [String: Property]) -> Property? {
        guard properties.count <= 8 else { return properties[key] }
        let keys = properties.keys
        var index = properties.startIndex
        while index != properties.endIndex {
            if keys[index] == key { return properties.values[index] }
            properties.formIndex(after: &index)
        }
        return nil
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
