import ArgumentParser
import NibFormat
import ScreenChecking

struct Stubs: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the Swift declaration the screen expects of File's Owner's class (or another object's): outlets, collections and actions.",
        discussion: """
            The output follows NibKit's conventions: @Outlet and @OutletCollection properties typed by
            their destinations, and an actionTable override listing every action sent to the object.

            Examples:
              nibtool stubs Screens/Howdy.xib > Sources/Howdy/HowdyViewController.swift
              nibtool stubs Screens/SquareShape.xib --object viewController
            """
    )

    @Argument(help: "A screen file (.xib or .nibc).")
    var file: String

    @Option(help: "The id, or external object name, of the object to write the class of (default: File's Owner, -1).")
    var object: String = Placeholder.filesOwnerID

    @Option(help: "The class name (default: the object's customClass, else the screen's name).")
    var className: String?

    @Option(help: "The superclass (default: ViewController if the screen sets the object's view outlet, else NibObject).")
    var superclass: String?

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        let nodes = document.allObjects
        guard let target = nodes.first(where: { $0.id == object }) ?? nodes.first(where: { $0.isPlaceholder && $0.placeholderIdentifier == object }) else {
            throw ValidationError("no object with id or placeholder identifier '\(object)' in \(file)")
        }
        print(Self.render(document, for: target, className: className, superclass: superclass, screenName: ScreenFile.name(of: file)), terminator: "")
    }

    @MainActor static func render(_ document: NibDocument, for target: ObjectNode, className: String?, superclass: String?, screenName: String) -> String {
        let nodes = document.allObjects
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let catalog = ClassCatalog.builtIn()
        let name =
            className ?? target.customClass.map(SourceScanner.lastComponent)
            ?? (target.isPlaceholder ? screenName.prefix(1).uppercased() + screenName.dropFirst() + "Owner" : target.className)
        let setsView = target.connections.contains { $0.kind == .outlet && $0.name == "view" }
        let base =
            superclass
            ?? (target.isPlaceholder ? (setsView ? "ViewController" : "NibObject") : (Vocabulary.element(target.element)?.className ?? "NibObject"))
        let builtIn = Set(catalog.outletNames(of: base))

        func typeName(_ id: String) -> String {
            guard let node = byID[id] else { return "NibObject" }
            if node.isPlaceholder { return node.customClass.map(SourceScanner.lastComponent) ?? "NibObject" }
            return SourceScanner.lastComponent(node.className)
        }
        /// The nearest class every type shares, known ones walked through the catalog.
        func commonType(_ types: [String]) -> String {
            guard var common = types.first else { return "NibObject" }
            for type in types.dropFirst() where catalog.isClass(type, subclassOf: common) != true {
                if catalog.isClass(common, subclassOf: type) == true { common = type; continue }
                let chain = catalog.ancestry(of: common).chain.map(\.name)
                common = chain.first { catalog.isClass(type, subclassOf: $0) == true } ?? "NibObject"
            }
            return common
        }

        var outlets: [(String, String)] = []
        var collections: [(String, [String])] = []
        for connection in target.connections {
            guard !builtIn.contains(connection.name) else { continue }
            switch connection.kind {
            case .outlet:
                if !outlets.contains(where: { $0.0 == connection.name }) { outlets.append((connection.name, typeName(connection.destination))) }
            case .outletCollection:
                // For the element type, a class NibKit does not know counts as its element's class.
                var type = typeName(connection.destination)
                if catalog.description(named: type) == nil, let node = byID[connection.destination], !node.isPlaceholder {
                    type = Vocabulary.element(node.element)?.className ?? type
                }
                if let index = collections.firstIndex(where: { $0.0 == connection.name }) {
                    collections[index].1.append(type)
                } else {
                    collections.append((connection.name, [type]))
                }
            case .action: break
            }
        }
        // Actions aimed at this object, and (as comments) nil-targeted ones it might answer.
        var actions: [(selector: String, senders: [String])] = []
        let firstResponders = Set(document.placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))
        var nilTargeted: [String] = []
        for node in nodes {
            for connection in node.connections where connection.isAction {
                let sender = "\(node.element) '\(node.id)'" + (connection.eventType.map { " on \($0)" } ?? "")
                if connection.destination == target.id {
                    if let index = actions.firstIndex(where: { $0.selector == connection.name }) {
                        actions[index].senders.append(sender)
                    } else {
                        actions.append((connection.name, [sender]))
                    }
                } else if firstResponders.contains(connection.destination), !nilTargeted.contains(connection.name) {
                    nilTargeted.append(connection.name)
                }
            }
        }

        var out = "import NibKit\n\n"
        out +=
            "/// The class \(screenName).xib expects of \(target.isPlaceholder ? (target.placeholderIdentifier == Placeholder.filesOwner ? "File's Owner" : "the external object '\(target.placeholderIdentifier ?? "")'") : "'\(target.id)'").\n"
        out += "/// Register it once at start: ClassRegistry.shared.register(\(name).self)\n"
        out += "final class \(name): \(base) {\n"
        for (property, type) in outlets { out += "    @Outlet var \(property): \(type)?\n" }
        for (property, types) in collections { out += "    @OutletCollection var \(property): [\(commonType(types))]\n" }
        if !actions.isEmpty {
            if !outlets.isEmpty || !collections.isEmpty { out += "\n" }
            out += "    override class var actionTable: ActionTable {\n"
            out += "        super.actionTable + [\n"
            for action in actions {
                out += "            \"\(action.selector)\": .init(\(name).\(methodName(action.selector))),\n"
            }
            out += "        ]\n    }\n"
            for action in actions {
                let method = methodName(action.selector)
                out += "\n    /// Sent by \(action.senders.joined(separator: ", ")).\n"
                out += action.selector.hasSuffix(":") ? "    func \(method)(_ sender: Any?) {\n    }\n" : "    func \(method)() {\n    }\n"
            }
        }
        if !nilTargeted.isEmpty {
            out += "\n    // Nil-targeted actions in this screen (sent to First Responder), answered by whichever\n"
            out += "    // responder in the chain has them: \(nilTargeted.joined(separator: ", "))\n"
        }
        out += "}\n"
        return out
    }

    /// `buttonPressed:` → `buttonPressed`; `move:to:` → `move`.
    static func methodName(_ selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}
