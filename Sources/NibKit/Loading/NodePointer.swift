/// A node of the document being loaded, read where it stands in its array.
///
/// Speed device (unsafe pointers), fenced here: reading a node through an array subscript
/// copies it, retaining and releasing each of its dozen fields. Reading it in place buys 7.9 %
/// of "load 1,000 views, compiled form → awakeFromNib" (6.04 M → 5.60 M instructions per load,
/// callgrind; docs/BENCHMARKS.md, "Speed devices"). The pointer never outlives the call that
/// hands it out, and the document is not changed while it is loaded.
struct NodePointer {
    private let pointer: UnsafePointer<ObjectNode>

    /// Calls `body` with each node of `nodes`, in order.
    static func forEach(in nodes: [ObjectNode], _ body: (NodePointer) -> Void) {
        nodes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { body(NodePointer(pointer: buffer.baseAddress! + index)) }
        }
    }

    /// The node itself (a copy), for messages.
    var node: ObjectNode { pointer.pointee }
    var element: String { pointer.pointee.element }
    var id: String { pointer.pointee.id }
    var customClass: String? { pointer.pointee.customClass }
    var key: String? { pointer.pointee.key }
    var isPlaceholder: Bool { pointer.pointee.isPlaceholder }
    var properties: PropertyList { pointer.pointee.properties }
    var subviewCount: Int { pointer.pointee.subviews.count }

    func forEachEmbedded(_ body: (NodePointer) -> Void) {
        if !pointer.pointee.embedded.isEmpty { Self.forEach(in: pointer.pointee.embedded, body) }
    }

    func forEachSubview(_ body: (NodePointer) -> Void) {
        if !pointer.pointee.subviews.isEmpty { Self.forEach(in: pointer.pointee.subviews, body) }
    }
}
