import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking

struct Stubs: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the Swift declaration the screen expects of File's Owner's class (or another object's): outlets, collections, protocols and actions.",
        discussion: """
            The output follows NibKit's conventions: @Outlet and @OutletCollection properties typed by \
            their destinations, and an actionTable override listing every action sent to the object. \
            When an outlet that holds a protocol's conformers names the object (a table's dataSource \
            or delegate, a text field's delegate), the class adopts the protocol, with stubs of the \
            methods it requires. \
            A storyboard without --object gets every scene's controller class, each with the unwind \
            actions of the scenes it leads to. A screen without File's Owner (a cell's) needs \
            --object; without it, the objects it could name are listed.

            Examples:
              nibtool stubs Screens/Howdy.xib > Sources/Howdy/HowdyViewController.swift
              nibtool stubs Screens/SquareShape.xib --object viewController
              nibtool stubs Screens/CharacterCell.xib --object CharacterCell
            """
    )

    @Argument(help: "A screen file (.xib or .nibc), or a storyboard.")
    var file: String

    @Option(help: "The object to write the class of, by id, external object name or custom class (default: File's Owner).")
    var object: String?

    @Option(help: "The class name (default: the object's customClass, else the screen's name).")
    var className: String?

    @Option(help: "The superclass (default: ViewController if the screen sets the object's view outlet, else NibObject).")
    var superclass: String?

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        let fileName = (file as NSString).lastPathComponent
        if document.isStoryboard, object == nil, className == nil, superclass == nil {
            print(Self.renderScenes(of: document, fileName: fileName), terminator: "")
            return
        }
        let target = try StubTarget.find(object, in: document, file: file)
        print(Self.render(document, for: target, className: className, superclass: superclass, fileName: fileName), terminator: "")
    }

    /// Every scene's controller class, one after another: each with its scene's outlets and
    /// actions, and the unwind actions of the scenes it leads to (which it must answer for
    /// their unwind segues to come back to it). Scenes whose controller is NibKit's own class
    /// and asks for nothing are left out.
    @MainActor static func renderScenes(of document: NibDocument, fileName: String) -> String {
        let unwinds = UnwindActions(document)
        var stubs: [String] = []
        for scene in document.scenes {
            guard let controller = scene.viewController else { continue }
            let unwindActions = unwinds.answered(by: controller.id)
            let base = defaultSuperclass(of: controller)
            guard controller.customClass != nil || !unwindActions.isEmpty || Members(of: controller, in: document, base: base).declaresAny else { continue }
            // A controller of NibKit's own class gets a name of its own, which the storyboard must then name.
            let name = controller.customClass == nil ? sceneClassName(of: controller, in: scene) : nil
            var stub = classStub(document, for: controller, className: name, superclass: nil, fileName: fileName, unwindActions: unwindActions)
            if let name { stub = "// Give its <viewController id=\"\(controller.id)\"> customClass=\"\(name)\" for the storyboard to make it.\n" + stub }
            stubs.append(stub)
        }
        guard !stubs.isEmpty else { return "// \(fileName): no scene's controller asks for code\n" }
        return "import NibKit\n\n" + stubs.joined(separator: "\n")
    }

    /// The stub file for one object: NibKit's import, then its class (`classStub`).
    @MainActor static func render(
        _ document: NibDocument, for target: ObjectNode, className: String?, superclass: String?, fileName: String,
        unwindActions: [(selector: String, from: [String])] = []
    ) -> String {
        "import NibKit\n\n"
            + classStub(document, for: target, className: className, superclass: superclass, fileName: fileName, unwindActions: unwindActions)
    }

    /// The class `target` needs: its outlets, its actions and the unwind actions it answers.
    @MainActor static func classStub(
        _ document: NibDocument, for target: ObjectNode, className: String?, superclass: String?, fileName: String,
        unwindActions: [(selector: String, from: [String])]
    ) -> String {
        let screenName = ScreenFile.name(of: fileName)
        let name =
            className ?? target.customClass.map(SourceScanner.lastComponent)
            ?? (target.isPlaceholder ? screenName.prefix(1).uppercased() + screenName.dropFirst() + "Owner" : target.className(in: document.vocabulary))
        let base = superclass ?? defaultSuperclass(of: target)
        let members = Members(of: target, in: document, base: base)

        var out =
            "/// The class \(fileName) expects of \(target.isPlaceholder ? (target.placeholderIdentifier == Placeholder.filesOwner ? "File's Owner" : "the external object '\(target.placeholderIdentifier ?? "")'") : "'\(target.id)'").\n"
        // The loader makes the screen's objects by class name, so their classes are registered; a
        // placeholder is the program's own object, passed in, which the loader never makes.
        out +=
            target.isPlaceholder
            ? "/// The program makes it and passes it to the loader, so it needs no registration.\n"
            : "/// Register it once at start: ClassRegistry.shared.register(\(name).self)\n"
        out += "final class \(name): \(([base] + members.protocols).joined(separator: ", ")) {\n"
        for (property, type) in members.outlets { out += "    @Outlet var \(property): \(type)?\n" }
        for (property, type) in members.collections { out += "    @OutletCollection var \(property): [\(type)]\n" }
        if !members.actions.isEmpty || !unwindActions.isEmpty {
            if !members.outlets.isEmpty || !members.collections.isEmpty { out += "\n" }
            out += "    override class var actionTable: ActionTable {\n"
            out += "        super.actionTable + [\n"
            for selector in members.actions.map(\.key) + unwindActions.map(\.selector) {
                out += "            \"\(selector)\": .init(\(name).\(methodName(selector))),\n"
            }
            out += "        ]\n    }\n"
            for (selector, senders) in members.actions {
                let method = methodName(selector)
                out += "\n    /// Sent by \(senders.joined(separator: ", ")).\n"
                out += selector.hasSuffix(":") ? "    func \(method)(_ sender: Any?) {\n    }\n" : "    func \(method)() {\n    }\n"
            }
            for (selector, sources) in unwindActions {
                out += "\n    /// Where \(sources.joined(separator: ", ")) unwinds to.\n"
                out += "    func \(methodName(selector))(_ segue: StoryboardSegue) {\n    }\n"
            }
        }
        for protocolName in members.protocols {
            let methods = ProtocolStubs.methods(of: protocolName, cellIdentifier: members.cellIdentifier)
            if !methods.isEmpty { out += (out.hasSuffix("{\n") ? "" : "\n") + methods }
        }
        if !members.nilTargeted.isEmpty {
            out += "\n    // Nil-targeted actions in this screen (sent to First Responder), answered by whichever\n"
            out += "    // responder in the chain has them: \(members.nilTargeted.joined(separator: ", "))\n"
        }
        out += "}\n"
        return out
    }

    /// The superclass a stub gets unless --superclass says otherwise: a placeholder's is
    /// ViewController when the screen sets its view outlet, else NibObject; an object's, its
    /// element's class.
    static func defaultSuperclass(of target: ObjectNode) -> String {
        guard target.isPlaceholder else { return Vocabulary.nibKit.element(target.element)?.className ?? "NibObject" }
        return target.connections.contains { $0.kind == .outlet && $0.name == "view" } ? "ViewController" : "NibObject"
    }

    /// What the screen expects the class of one object (a subclass of `base`) to declare: the
    /// outlets and collections it connects, typed by their destinations (`base`'s own left
    /// out), the protocols it adopts by being the destination of an outlet that holds one (a
    /// table's `dataSource`) that `base` does not adopt, the actions sent to it with their
    /// senders, and the nil-targeted actions of the screen, which it might answer.
    @MainActor struct Members {
        var outlets: [(name: String, type: String)] = []
        var collections: [(name: String, type: String)] = []
        var protocols: [String] = []
        /// The reuse identifier of the first prototype cell of a table it is the data source of.
        var cellIdentifier = "Cell"
        var actions: [(key: String, values: [String])] = []
        var nilTargeted: [String] = []

        init(of target: ObjectNode, in document: NibDocument, base: String) {
            let byID = document.objectsByID
            let catalog = Stubs.catalog
            let builtIn = Set(catalog.outletNames(of: base))
            func typeName(_ id: String) -> String {
                guard let node = byID[id] else { return "NibObject" }
                if node.isPlaceholder { return node.customClass.map(SourceScanner.lastComponent) ?? "NibObject" }
                return SourceScanner.lastComponent(node.className(in: .nibKit))
            }
            var collected: [(key: String, values: [String])] = []
            for connection in target.connections where !builtIn.contains(connection.name) {
                switch connection.kind {
                case .outlet:
                    if !outlets.contains(where: { $0.name == connection.name }) { outlets.append((connection.name, typeName(connection.destination))) }
                case .outletCollection:
                    // For the element type, a class NibKit does not know counts as its element's class.
                    var type = typeName(connection.destination)
                    if catalog.description(named: type) == nil, let node = byID[connection.destination], !node.isPlaceholder {
                        type = Vocabulary.nibKit.element(node.element)?.className ?? type
                    }
                    Stubs.add(type, to: connection.name, in: &collected)
                case .action: break
                }
            }
            collections = collected.map { ($0.key, Self.commonType($0.values)) }
            // Outlets of other objects that hold a protocol's conformers and name this object.
            var identifiers: [String] = []
            for node in document.allObjects {
                for connection in node.connections where connection.kind == .outlet && connection.destination == target.id {
                    guard let className = catalog.description(of: node)?.name, let adopted = catalog.outlet(connection.name, of: className)?.protocolName,
                        catalog.adopts(base, adopted) != true
                    else { continue }
                    if !protocols.contains(adopted) { protocols.append(adopted) }
                    if connection.name == "dataSource" {
                        identifiers += node.prototypes.compactMap { $0.properties.value(forKey: "reuseIdentifier")?.writtenText }
                    }
                }
            }
            cellIdentifier = identifiers.first ?? cellIdentifier
            // Actions aimed at this object (by selector, their senders), and nil-targeted ones.
            let firstResponders = document.firstResponderIDs
            for node in document.allObjects {
                for connection in node.connections where connection.isAction {
                    if connection.destination == target.id {
                        Stubs.add("\(node.element) '\(node.id)'" + (connection.eventType.map { " on \($0)" } ?? ""), to: connection.name, in: &actions)
                    } else if firstResponders.contains(connection.destination), !nilTargeted.contains(connection.name) {
                        nilTargeted.append(connection.name)
                    }
                }
            }
        }

        /// Whether the class declares anything for this screen (an outlet, a collection, a protocol or an action).
        var declaresAny: Bool { !outlets.isEmpty || !collections.isEmpty || !protocols.isEmpty || !actions.isEmpty }

        /// The nearest class every type shares, known ones walked through the catalog.
        static func commonType(_ types: [String]) -> String {
            let catalog = Stubs.catalog
            guard var common = types.first else { return "NibObject" }
            for type in types.dropFirst() where catalog.isClass(type, subclassOf: common) != true {
                if catalog.isClass(common, subclassOf: type) == true { common = type; continue }
                let chain = catalog.ancestry(of: common).chain.map(\.name)
                common = chain.first { catalog.isClass(type, subclassOf: $0) == true } ?? "NibObject"
            }
            return common
        }
    }

    /// A class name for a scene's controller that has none: its storyboard identifier's, else
    /// its scene's, with "ViewController" (`Menu` → `MenuViewController`).
    static func sceneClassName(of controller: ObjectNode, in scene: Scene) -> String {
        let stem = controller.storyboardIdentifier ?? scene.sceneID
        let words = stem.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined()
        return (name.first?.isLetter == true ? name : "Scene" + name) + "ViewController"
    }

    /// The unwind actions of a storyboard, by the controllers that must answer them: an unwind
    /// segue of a scene goes back to a controller that leads to that scene (by a show,
    /// presentation or custom segue, maybe to a container whose relationship holds it).
    @MainActor struct UnwindActions {
        private var byController: [String: [(selector: String, from: [String])]] = [:]

        init(_ document: NibDocument) {
            // The controllers each scene's controller stands for as a destination: itself, and
            // those its relationships hold (a navigation controller's root).
            var held: [String: [String]] = [:]
            for scene in document.scenes {
                guard let controller = scene.viewController else { continue }
                held[controller.id] = [controller.id] + scene.segues.filter { $0.segue.kind == .relationship }.map(\.segue.destination)
            }
            for scene in document.scenes {
                guard let controller = scene.viewController else { continue }
                for declared in scene.segues where [.show, .presentation, .custom].contains(declared.segue.kind) {
                    for reached in held[declared.segue.destination] ?? [declared.segue.destination] {
                        guard let unwinding = document.scene(ofViewController: reached) else { continue }
                        for unwind in unwinding.segues where unwind.segue.kind == .unwind {
                            guard let selector = unwind.segue.unwindAction else { continue }
                            let source = "\(unwind.sourceLabel) in scene '\(unwinding.sceneID)'"
                            var actions = byController[controller.id, default: []]
                            if let index = actions.firstIndex(where: { $0.selector == selector }) {
                                if !actions[index].from.contains(source) { actions[index].from.append(source) }
                            } else {
                                actions.append((selector, [source]))
                            }
                            byController[controller.id] = actions
                        }
                    }
                }
            }
        }

        /// The unwind actions the controller of id `controller` must answer, with where each comes from.
        func answered(by controller: String) -> [(selector: String, from: [String])] { byController[controller] ?? [] }
    }

    @MainActor static let catalog = ClassCatalog.builtIn()

    /// Adds `value` to the group `key`, a new group after those seen before it.
    static func add(_ value: String, to key: String, in groups: inout [(key: String, values: [String])]) {
        if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].values.append(value) } else { groups.append((key, [value])) }
    }

    /// `buttonPressed:` → `buttonPressed`; `move:to:` → `move`.
    static func methodName(_ selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}
