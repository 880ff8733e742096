/// A node of the document being loaded, read where it stands in its array.
///
/// Speed device (unsafe pointers), fenced here: an array subscript copies a node, retaining and
/// releasing each of its dozen fields; reading it in place buys 7.9 % of a 1,000-view load
/// (docs/BENCHMARKS.md, "Speed devices"). The pointer never outlives the call that hands it
/// out, and the document is not changed while it is loaded.
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
    var constraintCount: Int { pointer.pointee.constraints.count }
    /// A list's prototype cells, each a recipe for cells (`NibLoader.registerPrototypes`).
    var prototypes: [ObjectNode] { pointer.pointee.prototypes }
    var prototypeCount: Int { pointer.pointee.prototypes.count }

    func forEachEmbedded(_ body: (NodePointer) -> Void) {
        if !pointer.pointee.embedded.isEmpty { Self.forEach(in: pointer.pointee.embedded, body) }
    }

    func forEachSubview(_ body: (NodePointer) -> Void) {
        if !pointer.pointee.subviews.isEmpty { Self.forEach(in: pointer.pointee.subviews, body) }
    }

    func forEachConstraint(_ body: (NodePointer) -> Void) {
        if !pointer.pointee.constraints.isEmpty { Self.forEach(in: pointer.pointee.constraints, body) }
    }
}
