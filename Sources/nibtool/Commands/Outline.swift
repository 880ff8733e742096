import ArgumentParser
import NibFormat
import ScreenChecking

struct Outline: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a screen's document outline: placeholders, top-level objects, subviews and gesture recognizers.",
        discussion: """
            Each object shows its element, id, class (when custom), user label, title or text, frame,
            embedded screen, and the gesture recognizers attached to it.

            Example:
              nibtool outline Screens/Howdy.xib
            """
    )

    @Argument(help: "A screen file (.xib or .nibc).")
    var file: String

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        print(Self.render(document, title: file), terminator: "")
    }

    static func render(_ document: NibDocument, title: String) -> String {
        var out = title + "\n"
        // The gesture recognizers attached to each view.
        let attachedTo = Dictionary(
            document.allObjects.map { node in
                (node.id, node.connections.filter { $0.kind == .outletCollection && $0.name == "gestureRecognizers" }.map(\.destination))
            }, uniquingKeysWith: +)
        let byID = Dictionary(document.allObjects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

        func visit(_ node: ObjectNode, prefix: String, isLast: Bool) {
            out += prefix + (isLast ? "└─ " : "├─ ") + describe(node) + "\n"
            let childPrefix = prefix + (isLast ? "   " : "│  ")
            let gestures = (attachedTo[node.id] ?? []).map { id in "gesture → " + (byID[id].map(describe) ?? "'\(id)'") }
            let children: [(String?, ObjectNode?)] = (node.embedded + node.subviews).map { (nil, $0) } + gestures.map { ($0, nil) }
            for (index, child) in children.enumerated() {
                let last = index == children.count - 1
                if let node = child.1 { visit(node, prefix: childPrefix, isLast: last) } else { out += childPrefix + (last ? "└─ " : "├─ ") + child.0! + "\n" }
            }
        }
        for (index, node) in document.objects.enumerated() {
            visit(node, prefix: "", isLast: index == document.objects.count - 1)
        }
        return out
    }

    /// One object, as the outline and `connections` name it.
    static func describe(_ node: ObjectNode) -> String {
        var text: String
        if node.isPlaceholder {
            switch node.placeholderIdentifier {
            case Placeholder.filesOwner: text = "File's Owner (\(node.id))"
            case Placeholder.firstResponder: text = "First Responder (\(node.id))"
            default: text = "External Object '\(node.placeholderIdentifier ?? "")' (\(node.id))"
            }
            if let custom = node.customClass { text += ": \(custom)" }
        } else {
            text = "\(node.element) '\(node.id)'"
            if let custom = node.customClass { text += ": \(custom)" }
            if let key = node.key { text += " [\(key)]" }
        }
        if let label = node.userLabel { text += " «\(label)»" }
        for key in ["title", "text", "placeholder"] {
            if case .string(let value)? = node.properties[key]?.value { text += " \(key) \"\(value)\"" }
        }
        if case .number(let tag)? = node.properties["tag"]?.value { text += " tag \(Int(tag))" }
        if case .rect(let frame)? = node.properties["frame"]?.value { text += " \(frame)" }
        if let screen = node.embeddedScreen { text += " ⇒ screen '\(screen)'" }
        return text
    }

    /// A short name for a connection's end.
    static func name(_ node: ObjectNode) -> String {
        guard node.isPlaceholder else { return node.label }
        let custom = node.customClass.map { " (\($0))" } ?? ""
        switch node.placeholderIdentifier {
        case Placeholder.filesOwner: return "File's Owner" + custom
        case Placeholder.firstResponder: return "First Responder"
        default: return "External '\(node.placeholderIdentifier ?? "")'" + custom
        }
    }
}
