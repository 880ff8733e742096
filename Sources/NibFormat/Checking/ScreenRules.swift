import Suggestions

/// The checks a screen must pass against the classes it names (load phases 3 to 7), written
/// once over `ClassDescriptions`, so the loader and `nibtool validate` say the same. Each problem
/// has one message, made here, also for what the loader finds as it makes and sets objects.
public struct ScreenRules {
    /// The classes the checks are made against.
    public let classes: any ClassDescriptions
    /// The classes named that `classes` does not know (and so were not checked).
    public private(set) var uncheckedClasses: Set<String> = []
    /// Problems that do not stop the screen loading: in a file Xcode wrote, each runtime
    /// attribute for a key its object's class does not have, which is not set
    /// (`skipsUnknownKeys`).
    public private(set) var warnings: [Diagnostic] = []
    private var diagnostics: [Diagnostic] = []
    /// Whether the document is one Xcode wrote (`NibDocument.skipsUnknownKeys`).
    private var skipsUnknownKeys = false
    /// What the elements of the document checked are.
    private var vocabulary: Vocabulary?
    private var firstResponderIDs: Set<String> = []
    private var nodesByID: [String: ObjectNode] = [:]
    /// The prototype cell each object of one belongs to, by id (`PrototypeCensus`).
    private var prototypeOf: [String: String] = [:]

    /// Rules that check screens against `classes`.
    public init(classes: any ClassDescriptions) { self.classes = classes }

    /// Every problem of `document` against the classes: its classes (when `checksClasses`),
    /// embedded objects' keys, runtime attributes' key paths, outlets and actions.
    /// A storyboard is checked scene by scene: each controller's class, and the screen its view
    /// is loaded from (`NibDocument.screen(ofScene:)`).
    public mutating func check(_ document: NibDocument, checksClasses: Bool = true) -> [Diagnostic] {
        if document.isStoryboard {
            var problems: [Diagnostic] = []
            for scene in document.scenes {
                if let controller = scene.viewController {
                    diagnostics = []
                    vocabulary = document.vocabulary
                    skipsUnknownKeys = document.skipsUnknownKeys
                    if checksClasses { checkClass(of: controller) }
                    // Set as the storyboard makes the controller, before its screen is loaded.
                    for attribute in controller.runtimeAttributes { checkRuntimeAttribute(attribute, of: controller) }
                    problems += diagnostics
                }
                problems += check(document.screen(ofScene: scene), checksClasses: checksClasses)
            }
            return problems
        }
        diagnostics = []
        vocabulary = document.vocabulary
        skipsUnknownKeys = document.skipsUnknownKeys
        firstResponderIDs = document.firstResponderIDs
        nodesByID = document.objectsByID
        prototypeOf = PrototypeCensus(document.objects).prototypeOf
        visit(document.objects, parent: nil, checksClasses: checksClasses)
        return diagnostics
    }

    /// The nodes are read in their array, field by field, and passed on only to a check with
    /// something to check: a node copied retains and releases each of its dozen fields.
    /// The parent is named by its place (its siblings and index), read only for a check. The
    /// condition names every field `check` reads: a check of another field goes in it too.
    private mutating func visit(_ nodes: [ObjectNode], parent: (siblings: [ObjectNode], index: Int)?, checksClasses: Bool) {
        for index in nodes.indices {
            if checksClasses || (parent != nil && nodes[index].key != nil) || !nodes[index].runtimeAttributes.isEmpty
                || !nodes[index].connections.isEmpty
            {
                check(nodes[index], parent: parent, checksClasses: checksClasses)
            }
            let place = (nodes, index)
            if !nodes[index].embedded.isEmpty { visit(nodes[index].embedded, parent: place, checksClasses: checksClasses) }
            if !nodes[index].subviews.isEmpty { visit(nodes[index].subviews, parent: place, checksClasses: checksClasses) }
            if !nodes[index].constraints.isEmpty { visit(nodes[index].constraints, parent: place, checksClasses: checksClasses) }
            if !nodes[index].prototypes.isEmpty { visit(nodes[index].prototypes, parent: nil, checksClasses: checksClasses) }
        }
    }

    private mutating func check(_ node: ObjectNode, parent: (siblings: [ObjectNode], index: Int)?, checksClasses: Bool) {
        if checksClasses { checkClass(of: node) }
        // A layout guide fills no outlet of its view: it is the view's own guide.
        if let parent, let key = node.key, node.element != Vocabulary.layoutGuideElement {
            checkEmbedding(node, key: key, in: parent.siblings[parent.index])
        }
        for attribute in node.runtimeAttributes { checkRuntimeAttribute(attribute, of: node) }
        for connection in node.connections {
            if let problem = crossesPrototype(connection, of: node) {
                diagnostics.append(problem)
            } else if case .action = connection.kind {
                checkAction(connection, of: node)
            } else {
                checkOutlet(connection, of: node)
            }
        }
    }

    // MARK: Prototypes

    /// A prototype cell is made apart from its screen, once per cell, with only the screen's
    /// placeholders: a connection between it and any other object of the screen cannot be made.
    private func crossesPrototype(_ connection: Connection, of node: ObjectNode) -> Diagnostic? {
        let inside = prototypeOf[node.id]
        let destination = prototypeOf[connection.destination]
        guard inside != destination, nodesByID[connection.destination]?.isPlaceholder != true else { return nil }
        let cell = inside ?? destination ?? ""
        return Diagnostic(
            .danglingDestination,
            "\(node.label) connects '\(connection.name)' to '\(connection.destination)' across the edge of the prototype cell '\(cell)': a prototype is made apart for each cell, and connects only within itself and to the screen's placeholders",
            at: connection.location, objectID: node.id, key: connection.name)
    }

    // MARK: Classes

    private mutating func checkClass(of node: ObjectNode) {
        guard node.customClass != nil || !node.isPlaceholder else { return }
        guard let description = classes.description(of: node) else {
            guard let custom = node.customClass else { return }
            if classes.knowsEveryClass && !node.isPlaceholder {
                diagnostics.append(Self.unknownClass(node, className: custom, known: classes.classNames))
            } else {
                uncheckedClasses.insert(custom)
            }
            return
        }
        if !node.isPlaceholder, let spec = vocabulary?.element(node.element), classes.isClass(description.name, subclassOf: spec.className) == false {
            diagnostics.append(Self.wrongElementClass(node, className: description.name, elementClass: spec.className))
        }
    }

    /// A class that no one declared or registered.
    public static func unknownClass(_ node: ObjectNode, className name: String, known: [String]) -> Diagnostic {
        let role = node.isPlaceholder ? role(of: node) : "\(node.element) '\(node.id)'"
        return Diagnostic(
            .unknownClass, "unknown class '\(name)' for \(role): declare it and register it with ClassRegistry.shared.register(\(name).self)",
            at: node.location, objectID: node.id, className: name, key: name, suggestion: Suggestion.nearest(to: name, in: known))
    }

    /// A custom class that is not a kind of its element's class (`<button customClass="Label">`).
    public static func wrongElementClass(_ node: ObjectNode, className: String, elementClass: String) -> Diagnostic {
        Diagnostic(
            .wrongClass, "\(className) cannot be made from <\(node.element)>: it is not a kind of \(elementClass)", at: node.location,
            objectID: node.id, className: className)
    }

    /// An object nested in another by `key` fills that outlet of its parent, or is added to
    /// that outlet collection where the parent's element nests many by the key.
    private mutating func checkEmbedding(_ node: ObjectNode, key: String, in parent: ObjectNode) {
        guard let parentClass = classes.description(of: parent)?.name, classes.ancestry(of: parentClass).complete,
            let className = classes.description(of: node)?.name
        else { return }
        let many = vocabulary?.element(parent.element)?.collections.contains(key) == true
        if let outlet = classes.outlet(key, of: parentClass), outlet.isCollection == many,
            outlet.type.flatMap({ classes.isClass(className, subclassOf: $0) }) != false
        {
            return
        }
        diagnostics.append(Self.embeddingProblem(key: key, className: className, parentClass: parentClass, node: node))
    }

    /// An object nested under `key` that its parent's class has no outlet of its type for (a view
    /// controller's `view` that is not a view).
    public static func embeddingProblem(key: String, className: String, parentClass: String, node: ObjectNode) -> Diagnostic {
        Diagnostic(
            .unknownOutlet, "\(className) cannot be the \(key) of \(parentClass)", at: node.location, objectID: node.id, className: parentClass, key: key)
    }

    // MARK: Runtime attributes

    private mutating func checkRuntimeAttribute(_ attribute: RuntimeAttribute, of node: ObjectNode) {
        guard let className = classes.description(of: node)?.name else { return }
        switch classes.follow(attribute.keyPath, on: className) {
        case .unknownKey(let key, _)? where skipsUnknownKeys:
            warnings.append(Self.unknownKeyNotSet(key, of: className, attribute: attribute, node: node))
        case .unknownKey(let key, let known)?:
            diagnostics.append(Self.unknownKey(key, of: className, attribute: attribute, node: node, known: known))
        case .value(let owner, let key, let type?)? where !type.accepts(attribute.value):
            diagnostics.append(Self.wrongValue(attribute, className: owner, key: key, takes: type, node: node))
        default:
            break
        }
    }

    /// A runtime attribute whose key path names a key the class does not have, as UIKit's
    /// `setValue(_:forUndefinedKey:)` reports it, with the nearest known key.
    public static func unknownKey(_ key: String, of className: String, attribute: RuntimeAttribute, node: ObjectNode, known: [String]) -> Diagnostic {
        Diagnostic(
            .unknownKeyPath, "\(className) is not key value coding-compliant for the key '\(key)' (runtime attribute '\(attribute.keyPath)')",
            at: attribute.location, objectID: node.id, className: className, key: attribute.keyPath, suggestion: Suggestion.nearest(to: key, in: known))
    }

    /// A runtime attribute of a file Xcode wrote whose key path names a key the class does not
    /// have: an app's extension of UIKit's class may add it (Hero's `heroID`), NibKit's does not.
    public static func unknownKeyNotSet(_ key: String, of className: String, attribute: RuntimeAttribute, node: ObjectNode) -> Diagnostic {
        var warning = Diagnostic.warning(
            .unknownKeyPath,
            "the runtime attribute '\(attribute.keyPath)' is not set: \(className) has no key '\(key)' (an extension of the app's may add it to UIKit's class)",
            at: attribute.location, objectID: node.id, key: attribute.keyPath)
        warning.className = className
        return warning
    }

    /// A runtime attribute whose value the property cannot hold (`PropertyType.accepts`): of
    /// another type, past its bounds, or nil for a property that is not optional.
    public static func wrongValue(_ attribute: RuntimeAttribute, className: String, key: String, takes type: PropertyType, node: ObjectNode) -> Diagnostic {
        let value = attribute.value == .null ? "nil" : "the \(attribute.value.typeName) \(attribute.value)"
        return Diagnostic(
            .badValue, "the runtime attribute '\(attribute.keyPath)' is \(value), but \(className).\(key) takes \(type)", at: attribute.location,
            objectID: node.id, className: className, key: attribute.keyPath)
    }

    // MARK: Outlets and outlet collections

    private mutating func checkOutlet(_ connection: Connection, of node: ObjectNode) {
        let isCollection = connection.kind == .outletCollection
        if firstResponderIDs.contains(connection.destination) {
            diagnostics.append(
                Diagnostic(
                    .danglingDestination, "an outlet cannot point at First Responder; connect '\(connection.name)' to an object",
                    at: connection.location, objectID: node.id, key: connection.name))
            return
        }
        guard let className = classes.description(of: node)?.name else { return }
        guard let outlet = classes.outlet(connection.name, of: className) else {
            if classes.ancestry(of: className).complete {
                let owner = node.isPlaceholder ? " (\(Self.role(of: node)) is a \(className))" : ""
                diagnostics.append(
                    Diagnostic(
                        .unknownOutlet,
                        "\(className) is not key value coding-compliant for the key '\(connection.name)': it has no \(isCollection ? "outlet collection" : "outlet") '\(connection.name)'\(owner)",
                        at: connection.location, objectID: node.id, className: className, key: connection.name,
                        suggestion: Suggestion.nearest(to: connection.name, in: classes.outletNames(of: className))))
            }
            return
        }
        if outlet.isCollection != isCollection {
            diagnostics.append(
                Diagnostic(
                    .unknownOutlet,
                    "'\(connection.name)' on \(className) is \(outlet.isCollection ? "an outlet collection; use <outletCollection>" : "a single outlet; use <outlet>")",
                    at: connection.location, objectID: node.id, className: className, key: connection.name))
            return
        }
        guard let destination = nodesByID[connection.destination], let destinationClass = classes.description(of: destination)?.name else { return }
        if let type = outlet.type, classes.isClass(destinationClass, subclassOf: type) == false {
            diagnostics.append(Self.outletTypeMismatch(connection, of: node, className: className, holds: type, destinationClass: destinationClass))
        } else if let type = outlet.protocolName, classes.adopts(destinationClass, type) == false {
            diagnostics.append(Self.outletTypeMismatch(connection, of: node, className: className, holds: type, destinationClass: destinationClass))
        }
    }

    /// The destination is not of the outlet's declared type: not a kind of its class, or not
    /// adopting its protocol.
    public static func outletTypeMismatch(_ connection: Connection, of node: ObjectNode, className: String, holds type: String, destinationClass: String)
        -> Diagnostic
    {
        Diagnostic(
            .outletTypeMismatch, "the outlet '\(connection.name)' of \(className) holds a \(type), but '\(connection.destination)' is a \(destinationClass)",
            at: connection.location, objectID: node.id, className: className, key: connection.name)
    }

    // MARK: Actions

    /// The classes whose objects send actions, with their subclasses.
    static let actionSenders = ["Control", "GestureRecognizer", "BarButtonItem", "MenuItem"]

    private mutating func checkAction(_ connection: Connection, of node: ObjectNode) {
        // Each class's ancestry is walked once, and every question about it asked of that walk.
        let sourceClass = classes.description(of: node)?.name
        let sourceAncestry = sourceClass.map { classes.ancestry(of: $0) }
        if !node.isPlaceholder, let sourceClass, let sourceAncestry,
            Self.actionSenders.allSatisfy({ classes.isClass(sourceAncestry, subclassOf: $0) == false })
        {
            diagnostics.append(
                Diagnostic(
                    .unknownAction, "\(Self.role(of: node)) cannot send actions: only controls, gesture recognizers, bar button items and menu items do",
                    at: connection.location, objectID: node.id, className: sourceClass, key: connection.name))
            return
        }
        guard !firstResponderIDs.contains(connection.destination), let destination = nodesByID[connection.destination],
            let className = classes.description(of: destination)?.name
        else { return }
        let target = classes.ancestry(of: className)
        guard target.complete else { return }
        let known = Set(target.chain.flatMap(\.actions)).sorted()
        if !known.contains(connection.name) {
            diagnostics.append(
                Diagnostic(
                    .unrecognizedSelector,
                    "unrecognized selector '\(connection.name)': \(className) has no action '\(connection.name)'"
                        + (known.isEmpty ? "" : " (its actions: \(known.joined(separator: ", ")))"),
                    at: connection.location, objectID: node.id, className: className, key: connection.name,
                    suggestion: Suggestion.nearest(to: connection.name, in: known)))
            return
        }
        // The sender's class, as the nearest class that answers the action declares it.
        if let sender = target.chain.first(where: { $0.actions.contains(connection.name) })?.senders[connection.name], let sourceClass, let sourceAncestry,
            classes.isClass(sourceAncestry, subclassOf: sender) == false
        {
            diagnostics.append(Self.senderMismatch(connection, of: node, target: className, takes: sender, sender: sourceClass))
        }
    }

    /// An action whose method takes a sender of another class than the one that sends it.
    public static func senderMismatch(_ connection: Connection, of node: ObjectNode, target: String, takes: String, sender: String) -> Diagnostic {
        Diagnostic(
            .senderMismatch, senderMismatch(connection.name, target: target, takes: takes, sender: sender), at: connection.location,
            objectID: node.id, className: target, key: connection.name)
    }

    /// The message for a sender that does not fit, at load time or (nil-targeted) when sent.
    public static func senderMismatch(_ selector: String, target: String, takes: String, sender: String) -> String {
        "the action '\(selector)' of \(target) takes a sender of type \(takes), but a \(sender) sends it: the method would never run"
    }

    // MARK: How the screen is loaded

    /// An external object the screen names that the loading code does not give.
    public static func missingExternalObject(_ node: ObjectNode, screen: String, given: [String]) -> Diagnostic {
        let name = node.placeholderIdentifier ?? ""
        let sorted = given.sorted()
        return Diagnostic(
            .missingExternalObject,
            "the screen '\(screen)' needs the external object '\(name)', but it is not given (given: \(sorted.isEmpty ? "none" : sorted.joined(separator: ", ")))",
            at: node.location, objectID: node.id, className: node.customClass, key: name, suggestion: Suggestion.nearest(to: name, in: sorted))
    }

    /// A view controller's own screen must connect File's Owner's `view` outlet.
    public static func viewOutletNotSet(screen: String, controller: String, at location: SourceLocation?, ownerID: String? = Placeholder.filesOwnerID)
        -> Diagnostic
    {
        Diagnostic(
            .viewOutletNotSet, "the screen '\(screen)' is the view of \(controller), but File's Owner's view outlet is not connected",
            at: location, objectID: ownerID, className: controller, key: "view")
    }

    /// A screen that embeds itself, directly or through others: `chain` runs from this screen
    /// through `screen` back to one already in it.
    public static func embeddingCycle(_ screen: String, chain: [String], node: ObjectNode) -> Diagnostic {
        Diagnostic(
            .embeddingCycle, "embedding '\(screen)' here makes a cycle: \(chain.joined(separator: " → "))",
            at: node.properties["screen"]?.location ?? node.location,
            objectID: node.id, key: screen)
    }

    /// A view that embeds a screen nested deeper than `NibDocument.maximumEmbeddingDepth`;
    /// `chain` runs from the outermost screen to `screen`.
    public static func embeddingTooDeep(_ screen: String, chain: [String], node: ObjectNode) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "embedding '\(screen)' here nests screens more than \(NibDocument.maximumEmbeddingDepth) deep: \(chain.joined(separator: " → "))",
            at: node.properties["screen"]?.location ?? node.location, objectID: node.id, key: screen)
    }

    /// How messages name an object: `File's Owner`, `the external object 'x'`, `button 'ok'`.
    public static func role(of node: ObjectNode) -> String {
        switch node.placeholderIdentifier {
        case Placeholder.filesOwner?: return "File's Owner"
        case Placeholder.firstResponder?: return "First Responder"
        case Placeholder.exit?: return "Exit"
        case let name?: return "the external object '\(name)'"
        case nil: return node.label
        }
    }
}
