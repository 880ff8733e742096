import NibFormat

/// A screen document as text, every object, property, runtime attribute, connection and segue
/// with its line and column: two documents are alike when their dumps are (read from XML and
/// compiled, or before and after `nibtool format`), and a failed comparison shows where.
nonisolated public enum Dump {
    /// The whole document, its scenes and objects in order.
    public static func document(_ d: NibDocument) -> String {
        var out = "document \(d.file) v\(d.version) @\(d.location) \(d.kind)\n"
        if let initial = d.initialViewController { out += "initial \(initial) @\(d.initialViewControllerLocation.map { "\($0)" } ?? "-")\n" }
        for scene in d.scenes {
            out += "scene \(scene.sceneID) @\(scene.location)\n"
            for object in scene.objects { node(object, depth: 1, into: &out) }
        }
        for object in d.objects { node(object, depth: 1, into: &out) }
        return out
    }

    /// One object and, indented under it, what it holds.
    public static func node(_ n: ObjectNode, depth: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: depth)
        out +=
            "\(pad)\(n.element) id=\(n.id) class=\(n.customClass ?? "-") ph=\(n.placeholderIdentifier ?? "-") label=\(n.userLabel ?? "-") key=\(n.key ?? "-") @\(n.location)\n"
        for name in n.properties.keys.sorted() {
            let p = n.properties[name]!
            out += "\(pad)  .\(name) = \(p.value) [\(p.value.typeName)] @\(p.location)\n"
        }
        for a in n.runtimeAttributes { out += "\(pad)  runtime \(a.keyPath) = \(a.value) [\(a.value.typeName)] @\(a.location)\n" }
        for c in n.connections { out += "\(pad)  \(c.kind) \(c.name) -> \(c.destination) @\(c.location)\n" }
        for s in n.segues {
            let fields = [s.id, s.identifier, s.customClass, s.relationship, s.modalPresentationStyle, s.unwindAction].map { $0 ?? "-" }
            let trigger = s.trigger.map { " trigger \($0)" } ?? ""
            out += "\(pad)  segue \(s.kind) -> \(s.destination) \(fields.joined(separator: " "))\(trigger) @\(s.location)\n"
        }
        for v in n.variations {
            let settings = v.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.value) @\($0.value.location)" }
            let installs = v.installs.map { "\($0.isInstalled ? "+" : "-")\($0.isConstraint ? "constraint" : "subview") \($0.id) @\($0.location)" }
            out += "\(pad)  variation \(v.condition.key) @\(v.location) \((settings + installs).joined(separator: ", "))\n"
        }
        for e in n.embedded { node(e, depth: depth + 1, into: &out) }
        for s in n.subviews { node(s, depth: depth + 1, into: &out) }
        for c in n.constraints { node(c, depth: depth + 1, into: &out) }
        for p in n.prototypes {
            out += "\(pad)  prototype\n"
            node(p, depth: depth + 1, into: &out)
        }
    }
}
