import ArgumentParser
import NibFormat
import ScreenChecking

struct Outline: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Print a screen's document outline: placeholders, top-level objects, subviews, constraints and gesture recognizers; a storyboard's scenes, their controllers and segues.",
        discussion: """
            Each object shows its element, id, class (when custom), user label, title or text, frame, \
            a scroll view's content size, embedded screen, and the gesture recognizers attached to \
            it; a table shows its prototype cells under it. Each view lists the constraints it \
            holds, as equations over its items' ids (the view itself unnamed when it is the first \
            item):
              howdy.centerX == root.centerX + 2 @750 "centred"

            A storyboard lists its scenes (the initial one marked), each with its view controller \
            and the objects of its view; each segue stands under the object it starts from, with \
            its kind, identifier and the scene it leads to:
              segue show 'ShowDetail' → scene 'detail'

            Examples:
              nibtool outline Screens/Howdy.xib
              nibtool outline Screens/Main.storyboard
            """
    )

    @Argument(help: "A screen file (.xib or .nibc), or a storyboard (.storyboard or .storyboardc).")
    var file: String

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        print(Console.printable(Self.render(document, title: file)), terminator: "")
    }

    static func render(_ document: NibDocument, title: String) -> String {
        var out = title + "\n"
        // The gesture recognizers attached to each view.
        let attachedTo = Dictionary(
            document.allObjects.map { node in
                (node.id, node.connections.filter { $0.kind == .outletCollection && $0.name == "gestureRecognizers" }.map(\.destination))
            }, uniquingKeysWith: +)
        let byID = document.objectsByID

        func visit(_ node: ObjectNode, prefix: String, isLast: Bool) {
            out += prefix + (isLast ? "└─ " : "├─ ") + describe(node) + "\n"
            let childPrefix = prefix + (isLast ? "   " : "│  ")
            let children = node.embedded + node.subviews + node.prototypes
            let leaves =
                (attachedTo[node.id] ?? []).map { id in "gesture → " + (byID[id].map(describe) ?? "'\(id)'") }
                + node.constraints.map { describe(constraint: $0, heldBy: node) } + node.segues.map { describe(segue: $0, in: document) }
            for (index, child) in children.enumerated() {
                visit(child, prefix: childPrefix, isLast: leaves.isEmpty && index == children.count - 1)
            }
            for (index, leaf) in leaves.enumerated() {
                out += childPrefix + (index == leaves.count - 1 ? "└─ " : "├─ ") + leaf + "\n"
            }
        }
        for (index, node) in document.objects.enumerated() {
            visit(node, prefix: "", isLast: index == document.objects.count - 1)
        }
        for (index, scene) in document.scenes.enumerated() {
            let isLast = index == document.scenes.count - 1
            let initial = scene.viewController != nil && scene.viewController?.id == document.initialViewController
            out += (isLast ? "└─ " : "├─ ") + "scene '\(scene.sceneID)'" + (initial ? " (initial)" : "") + "\n"
            for (index, node) in scene.objects.enumerated() {
                visit(node, prefix: isLast ? "   " : "│  ", isLast: index == scene.objects.count - 1)
            }
        }
        return out
    }

    /// A segue as the outline shows it under its source: `segue show 'ShowDetail' → scene
    /// 'detail'`, with what its kind adds (a presentation's style, an unwind's action, a
    /// relationship's name, a custom segue's class).
    static func describe(segue: Segue, in document: NibDocument) -> String {
        var text = "segue \(segue.kind.rawValue)"
        if let relationship = segue.relationship { text += " \(relationship)" }
        if let identifier = segue.identifier { text += " '\(identifier)'" }
        if let style = segue.modalPresentationStyle { text += " (\(style))" }
        if let custom = segue.customClass { text += " (\(custom))" }
        return text + " → " + destination(of: segue, in: document)
    }

    /// Where a segue leads: `Exit (action:)` for an unwind, its scene, or its missing destination.
    static func destination(of segue: Segue, in document: NibDocument) -> String {
        if segue.kind == .unwind { return "Exit" + (segue.unwindAction.map { " (\($0))" } ?? "") }
        let scene = document.scene(ofViewController: segue.destination)
        return scene.map { "scene '\($0.sceneID)'" } ?? "'\(segue.destination)' (missing)"
    }

    /// One object, as the outline and `connections` name it.
    static func describe(_ node: ObjectNode) -> String {
        var text = node.isPlaceholder ? role(of: node, external: "External Object") + " (\(node.id))" : "\(node.element) '\(node.id)'"
        if let custom = node.customClass { text += ": \(custom)" }
        if !node.isPlaceholder, let key = node.key { text += " [\(key)]" }
        if let label = node.userLabel { text += " «\(label)»" }
        for key in ["title", "text", "placeholder", "reuseIdentifier", "storyboardIdentifier"] {
            // A text of several lines (a text view's) stays on the object's one line of the tree.
            if let value = node.string(forKey: key) { text += " \(key) \"\(value.replacing("\n", with: "\\n"))\"" }
        }
        var segments: [String] = []
        while let title = node.string(forKey: Vocabulary.segmentProperty("title", index: segments.count)) { segments.append("\"\(title)\"") }
        if !segments.isEmpty { text += " segments " + segments.joined(separator: " │ ") }
        if case .number(let tag)? = node.properties["tag"]?.value { text += " tag \(Int(tag))" }
        if case .rect(let frame)? = node.properties["frame"]?.value { text += " \(frame)" }
        if case .size(let size)? = node.properties["contentSize"]?.value { text += " content \(size)" }
        if let screen = node.embeddedScreen { text += " ⇒ screen '\(screen)'" }
        return text
    }

    /// A constraint as its equation, `constraint 'c': howdy.leading == root.leading + 2 @750
    /// "name"`: items by id, the holder unnamed as the first item; the multiplier when not 1, the
    /// constant when not 0 (or alone), the priority when not required, the identifier.
    static func describe(constraint: ObjectNode, heldBy holder: ObjectNode) -> String {
        func text(_ key: String) -> String? { constraint.string(forKey: key) }
        func number(_ key: String) -> Double? {
            if case .number(let number)? = constraint.properties[key]?.value { return number }
            return nil
        }
        var equation = LayoutEquation.text(
            text("firstItem").flatMap { $0 == holder.id ? nil : $0 }, text("firstAttribute") ?? "?",
            text("relation").flatMap(LayoutRelation.init(rawValue:)) ?? .equal, text("secondItem"), text("secondAttribute") ?? "?",
            multiplier: number("multiplier") ?? 1, constant: number("constant") ?? 0, priority: number("priority") ?? 1000)
        if let identifier = text("identifier") { equation += " \"\(identifier)\"" }
        return "constraint '\(constraint.id)': " + equation
    }

    /// A short name for a connection's end.
    static func name(_ node: ObjectNode) -> String {
        guard node.isPlaceholder else { return node.label }
        let role = role(of: node, external: "External")
        guard node.placeholderIdentifier != Placeholder.firstResponder else { return role }
        return role + (node.customClass.map { " (\($0))" } ?? "")
    }

    /// "File's Owner", "First Responder", or `external` and the placeholder's identifier.
    private static func role(of placeholder: ObjectNode, external: String) -> String {
        switch placeholder.placeholderIdentifier {
        case Placeholder.filesOwner: "File's Owner"
        case Placeholder.firstResponder: "First Responder"
        case Placeholder.exit: "Exit"
        default: "\(external) '\(placeholder.placeholderIdentifier ?? "")'"
        }
    }
}
