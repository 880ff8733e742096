import NibFormat
import ScreenChecking
import Suggestions

/// The object `nibtool stubs` writes the class of: the one `--object` names, by id, external
/// object name or custom class, else File's Owner. When there is no such object, the error
/// lists those the screen expects code of, each as `--object` takes it, so the advice works as
/// printed.
@MainActor enum StubTarget {
    static func find(_ name: String?, in document: NibDocument, file: String) throws(ToolError) -> ObjectNode {
        let nodes = document.allObjects
        guard let name else {
            if let owner = document.filesOwner { return owner }
            throw ToolError("\(file) \(document.isStoryboard ? "is a storyboard, which has" : "has") no File's Owner; " + advice(document))
        }
        if let node = nodes.first(where: { $0.id == name }) ?? nodes.first(where: { $0.isPlaceholder && $0.placeholderIdentifier == name }) {
            return node
        }
        let ofClass = nodes.filter { node in node.customClass.map { $0 == name || SourceScanner.lastComponent($0) == name } == true }
        if ofClass.count == 1 { return ofClass[0] }
        if ofClass.count > 1 {
            throw ToolError("\(ofClass.count) objects of \(file) are of class \(name); name one by its id with --object:" + list(ofClass, in: document))
        }
        let names = nodes.flatMap { [$0.id] + [$0.placeholderIdentifier, $0.customClass.map(SourceScanner.lastComponent)].compactMap { $0 } }
        let guess = Suggestion.hint(Suggestion.nearest(to: name, in: names))
        throw ToolError("no object '\(name)' in \(file), by id, external object name or custom class\(guess); " + advice(document))
    }

    /// The objects whose class a screen expects code of: external objects, and objects of a
    /// custom class, that connect an outlet or receive an action.
    static func candidates(in document: NibDocument) -> [ObjectNode] {
        document.allObjects.filter { node in
            let external = node.isPlaceholder && !Placeholder.builtIn.contains(node.placeholderIdentifier ?? "")
            guard external || (!node.isPlaceholder && node.customClass != nil) else { return false }
            return Stubs.Members(of: node, in: document, base: Stubs.defaultSuperclass(of: node)).declaresAny
        }
    }

    /// "name the object ... with --object:" and the candidates, one a line.
    static func advice(_ document: NibDocument) -> String {
        let candidates = candidates(in: document)
        guard !candidates.isEmpty else {
            return "no object of a custom class connects an outlet or receives an action; name the object to write stubs for with --object ID"
        }
        return "name the object to write stubs for with --object:" + list(candidates, in: document)
    }

    /// Each node as `--object` takes it, with what it is and its line: `--object MyPanel (id 5,
    /// line 12)`, `--object 5 (MyPanel, line 12)` when its class would not name it alone,
    /// `--object viewController (external object, line 4)`.
    static func list(_ nodes: [ObjectNode], in document: NibDocument) -> String {
        let objects = document.allObjects
        let classes = objects.compactMap { $0.customClass.map(SourceScanner.lastComponent) }
        // A class names its object when no other object has it, and no object has it as id or name.
        let names = Set(objects.flatMap { [$0.id] + ($0.placeholderIdentifier.map { [$0] } ?? []) })
        return nodes.map { node in
            let line = "line \(node.location.line)"
            if node.isPlaceholder, let identifier = node.placeholderIdentifier {
                return "\n  --object \(identifier) (external object, \(line))"
            }
            let custom = node.customClass.map(SourceScanner.lastComponent)
            if let custom, classes.filter({ $0 == custom }).count == 1, !names.contains(custom) {
                return "\n  --object \(custom) (id \(node.id), \(line))"
            }
            return "\n  --object \(node.id) (\(custom ?? node.element), \(line))"
        }.joined()
    }
}
