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
        let byID = document.objectsByID
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

        var outlets: [(name: String, type: String)] = []
        var collections: [(key: String, values: [String])] = []
        for connection in target.connections where !builtIn.contains(connection.name) {
            switch connection.kind {
            case .outlet:
                if !outlets.contains(where: { $0.name == connection.name }) { outlets.append((connection.name, typeName(connection.destination))) }
            case .outletCollection:
                // For the element type, a class NibKit does not know counts as its element's class.
                var type = typeName(connection.destination)
                if catalog.description(named: type) == nil, let node = byID[connection.destination], !node.isPlaceholder {
                    type = Vocabulary.element(node.element)?.className ?? type
                }
                add(type, to: connection.name, in: &collections)
            case .action: break
            }
        }
        // Actions aimed at this object (by selector, their senders), and (as comments)
        // nil-targeted ones it might answer.
        var actions: [(key: String, values: [String])] = []
        let firstResponders = document.firstResponderIDs
        var nilTargeted: [String] = []
        for node in document.allObjects {
            for connection in node.connections where connection.isAction {
                if connection.destination == target.id {
                    add("\(node.element) '\(node.id)'" + (connection.eventType.map { " on \($0)" } ?? ""), to: connection.name, in: &actions)
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
            for (selector, _) in actions {
                out += "            \"\(selector)\": .init(\(name).\(methodName(selector))),\n"
            }
            out += "        ]\n    }\n"
            for (selector, senders) in actions {
                let method = methodName(selector)
                out += "\n    /// Sent by \(senders.joined(separator: ", ")).\n"
                out += selector.hasSuffix(":") ? "    func \(method)(_ sender: Any?) {\n    }\n" : "    func \(method)() {\n    }\n"
            }
        }
        if !nilTargeted.isEmpty {
            out += "\n    // Nil-targeted actions in this screen (sent to First Responder), answered by whichever\n"
            out += "    // responder in the chain has them: \(nilTargeted.joined(separator: ", "))\n"
        }
        out += "}\n"
        return out
    }

    /// Adds `value` to the group `key`, a new group after those seen before it.
    private static func add(_ value: String, to key: String, in groups: inout [(key: String, values: [String])]) {
        if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].values.append(value) } else { groups.append((key, [value])) }
    }

    /// `buttonPressed:` → `buttonPressed`; `move:to:` → `move`.
    static func methodName(_ selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}
