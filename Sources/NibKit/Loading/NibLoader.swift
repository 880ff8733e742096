/// One load of a screen, in the fixed phases of docs/SCREEN_FORMAT.md:
/// placeholders, instantiate, attributes, outlets, outlet collections, actions, awakeFromNib.
/// Problems are collected phase by phase and thrown together before anything is woken.
struct NibLoader {
    let nib: Nib
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]

    /// The objects by id, placeholders' included; filled in only when there are connections or
    /// runtime attributes (`recordsObjects`), the only phases that look objects up.
    private var objects: [String: AnyObject] = [:]
    private var recordsObjects = true
    private var instantiated: [NibObject] = []
    private var firstResponderIDs: Set<String> = []
    private var diagnostics: [Diagnostic] = []
    /// The classes of the elements met so far in this load (`view` → View), so each element's
    /// vocabulary entry and registered class are looked up once per load, not once per object.
    private var elementClasses: [(element: String, className: String, base: NibObject.Type)] = []

    init(nib: Nib, owner: AnyObject?, externalObjects: [String: AnyObject]) {
        self.nib = nib
        self.owner = owner
        self.externalObjects = externalObjects
    }

    var document: ScreenDocument { nib.document }

    mutating func load() throws(ScreenError) -> [NibObject] {
        resolvePlaceholders()
        try stopIfProblems()
        let census = Self.census(of: document)
        // Objects are looked up by id only to connect them and set their runtime attributes.
        recordsObjects = census.hasRuntimeAttributes || census.hasConnections
        if recordsObjects { objects.reserveCapacity(census.count + document.objects.count) }
        instantiated.reserveCapacity(census.count)
        let document = self.document
        // Nodes are visited through pointers into the document's arrays: a copy of an
        // ObjectNode retains and releases each of its dozen fields.
        var topLevelObjects: [NibObject] = []
        document.objects.withUnsafeBufferPointer { nodes in
            for index in nodes.indices where !nodes[index].isPlaceholder {
                if let object = instantiate(nodes.baseAddress! + index, superview: nil) { topLevelObjects.append(object) }
            }
        }
        try stopIfProblems()
        // Each phase visits every object in document order (as `allObjects` lists them); a phase
        // has nothing to do when no object has runtime attributes or connections.
        if census.hasRuntimeAttributes { forEachNode(.runtimeAttributes) }
        if census.hasConnections {
            forEachNode(.outlets)
            forEachNode(.outletCollections)
            forEachNode(.actions)
        }
        try stopIfProblems()
        for object in instantiated { object.awakeFromNib() }
        return topLevelObjects
    }

    /// How many objects the document has, and whether any has runtime attributes or connections.
    private nonisolated static func census(of document: ScreenDocument) -> Census {
        var census = Census()
        document.objects.withUnsafeBufferPointer { count($0, into: &census) }
        return census
    }

    private struct Census { var count = 0, hasRuntimeAttributes = false, hasConnections = false }

    private nonisolated static func count(_ nodes: UnsafeBufferPointer<ObjectNode>, into census: inout Census) {
        for index in nodes.indices {
            census.count += 1
            if !nodes[index].runtimeAttributes.isEmpty { census.hasRuntimeAttributes = true }
            if !nodes[index].connections.isEmpty { census.hasConnections = true }
            if !nodes[index].embedded.isEmpty { nodes[index].embedded.withUnsafeBufferPointer { count($0, into: &census) } }
            if !nodes[index].subviews.isEmpty { nodes[index].subviews.withUnsafeBufferPointer { count($0, into: &census) } }
        }
    }

    /// The phases after instantiation, each a pass over every object.
    private enum Phase { case runtimeAttributes, outlets, outletCollections, actions }

    /// Runs the phase on every object in document order: each node before its embedded objects
    /// and subviews, as `ScreenDocument.allObjects` lists them, without copying them into an array.
    /// (Plain recursion, not a closure per node: Swift checks the main actor on entering each
    /// closure the loader makes.)
    private mutating func forEachNode(_ phase: Phase) {
        let document = self.document
        for index in document.objects.indices { visit(document.objects[index], phase) }
    }

    private mutating func visit(_ node: borrowing ObjectNode, _ phase: Phase) {
        switch phase {
        case .runtimeAttributes: setRuntimeAttributes(copy node)
        case .outlets: connect(copy node, kind: .outlet)
        case .outletCollections: connect(copy node, kind: .outletCollection)
        case .actions: connectActions(copy node)
        }
        for index in node.embedded.indices { visit(node.embedded[index], phase) }
        for index in node.subviews.indices { visit(node.subviews[index], phase) }
    }

    private func stopIfProblems() throws(ScreenError) {
        if !diagnostics.isEmpty { throw ScreenError(diagnostics) }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, node: ObjectNode? = nil,
                                 className: String? = nil, key: String? = nil, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: location, objectID: node?.id, className: className ?? node?.className, key: key, suggestion: suggestion))
    }

    // MARK: Phase 2: placeholders

    private mutating func resolvePlaceholders() {
        for node in document.placeholders {
            switch node.placeholderIdentifier {
            case Placeholder.firstResponder:
                firstResponderIDs.insert(node.id)
            case Placeholder.filesOwner:
                guard let owner else {
                    if !node.connections.isEmpty || node.customClass != nil {
                        report(.missingOwner, "the screen '\(nib.name)' needs an owner\(node.customClass.map { " of class \($0)" } ?? "") (File's Owner has connections), but none was given",
                               at: node.location, node: node)
                    }
                    continue
                }
                checkClass(of: owner, for: node, role: "File's Owner")
                objects[node.id] = owner
            default:
                let name = node.placeholderIdentifier ?? ""
                guard let object = externalObjects[name] else {
                    report(.missingExternalObject, "the screen '\(nib.name)' needs the external object '\(name)', but it was not given (given: \(externalObjects.keys.sorted().joined(separator: ", ").ifEmpty("none")))",
                           at: node.location, node: node, key: name, suggestion: Suggestion.nearest(to: name, in: externalObjects.keys))
                    continue
                }
                checkClass(of: object, for: node, role: "external object '\(name)'")
                objects[node.id] = object
            }
        }
    }

    private mutating func checkClass(of object: AnyObject, for node: ObjectNode, role: String) {
        guard let expected = node.customClass else { return }
        let names = classNames(of: object)
        if names.contains(expected) { return }
        report(.wrongClass, "\(role) should be a \(expected), but the object given is a \(type(of: object))", at: node.location, node: node,
               className: expected, key: node.placeholderIdentifier)
    }

    // MARK: Phase 3: instantiate

    /// The element's class name and registered class, as `Vocabulary.element` and the registry
    /// give them, remembered for the rest of the load.
    private mutating func elementClass(_ element: String) -> (className: String, base: NibObject.Type)? {
        for entry in elementClasses where entry.element == element { return (entry.className, entry.base) }
        guard let spec = Vocabulary.element(element), let base = nib.registry.lookup(spec.className) else { return nil }
        elementClasses.append((element, spec.className, base))
        return (spec.className, base)
    }

    /// Makes the node's object and those of its embedded objects and subviews; nil when it
    /// cannot be made (the problem is reported).
    @discardableResult
    private mutating func instantiate(_ node: UnsafePointer<ObjectNode>, superview: View?, parent: NibObject? = nil) -> NibObject? {
        // The node is read where it stands in the document (a copy retains each of its fields).
        guard let (elementClassName, base) = elementClass(node.pointee.element) else { return nil }
        let coder = NibCoder(id: node.pointee.id, properties: node.pointee.properties)
        // `node.className`, knowing the element: its custom class, or the element's own (`base`).
        let className = node.pointee.customClass ?? elementClassName
        guard let type = node.pointee.customClass == nil ? base : nib.registry.lookup(className) else {
            report(.unknownClass, "unknown class '\(node.pointee.className)' for \(node.pointee.label); register it with ClassRegistry.shared.register(\(node.pointee.className).self)",
                   at: node.pointee.location, node: node.pointee, key: node.pointee.className, suggestion: Suggestion.nearest(to: node.pointee.className, in: nib.registry.names))
            return nil
        }
        guard isClass(type, subclassOf: base) else {
            report(.wrongClass, "\(node.pointee.className) cannot be made from <\(node.pointee.element)>: it is not a kind of \(elementClassName)", at: node.pointee.location, node: node.pointee)
            return nil
        }
        // Asked before the object takes the coder (asking after costs a copy of it).
        let namesScreen = coder.contains("screen")
        let object = type.init(coder: coder)
        if recordsObjects { objects[node.pointee.id] = object }
        instantiated.append(object)
        if let view = object as? View {
            superview?.addSubview(view)
            if namesScreen, case .string(let screen)? = node.pointee.properties["screen"]?.value { embed(screen, in: view, node: node.pointee) }
        }
        if let parent, let key = node.pointee.key {
            if let slot = parent.outletSlot(named: key), slot.connect(object) {} else {
                report(.unknownOutlet, "\(type) cannot be the \(key) of \(Swift.type(of: parent))", at: node.pointee.location, node: node.pointee, key: key)
            }
        }
        if !node.pointee.embedded.isEmpty {
            node.pointee.embedded.withUnsafeBufferPointer { children in
                for index in children.indices { instantiate(children.baseAddress! + index, superview: nil, parent: object) }
            }
        }
        if !node.pointee.subviews.isEmpty {
            let view = object as? View
            view?.reserveSubviewCapacity(node.pointee.subviews.count)
            node.pointee.subviews.withUnsafeBufferPointer { children in
                for index in children.indices { instantiate(children.baseAddress! + index, superview: view) }
            }
        }
        return object
    }

    /// A view that names another screen embeds it: the screen is loaded with the view as owner
    /// and its top-level views become the view's subviews.
    private mutating func embed(_ screen: String, in view: View, node: ObjectNode) {
        let chain = nib.embeddingChain + [nib.name]
        if chain.contains(screen) {
            report(.embeddingCycle, "embedding '\(screen)' here makes a cycle: \((chain + [screen]).joined(separator: " → "))",
                   at: node.properties["screen"]!.location, node: node, key: screen)
            return
        }
        do {
            try view.embedScreen(Nib(document: nib.source.document(named: screen), name: screen, source: nib.source,
                                     registry: nib.registry, embeddingChain: chain))
        } catch {
            for var diagnostic in error.diagnostics {
                if diagnostic.location == nil { diagnostic.location = node.properties["screen"]?.location }
                diagnostics.append(diagnostic)
            }
        }
    }

    // MARK: Phase 4: runtime attributes

    private mutating func setRuntimeAttributes(_ node: ObjectNode) {
        guard !node.runtimeAttributes.isEmpty, let object = objects[node.id] as? NibObject else { return }
        for attribute in node.runtimeAttributes {
            switch object.setValue(attribute.value, forKeyPath: attribute.keyPath) {
            case nil: break
            case .unknownKey(let key, let known)?:
                report(.unknownKeyPath, "\(type(of: object)) is not key value coding-compliant for the key '\(key)' (runtime attribute '\(attribute.keyPath)')",
                       at: attribute.location, node: node, className: "\(type(of: object))", key: attribute.keyPath, suggestion: Suggestion.nearest(to: key, in: known))
            case .wrongType(let key, let expected)?:
                report(.badValue, "the runtime attribute '\(attribute.keyPath)' is a \(attribute.value.typeName), but \(type(of: object)).\(key) takes \(expected)",
                       at: attribute.location, node: node, className: "\(type(of: object))", key: attribute.keyPath)
            }
        }
    }

    // MARK: Phase 5: outlets and outlet collections

    private mutating func connect(_ node: ObjectNode, kind: Connection.Kind) {
        for connection in node.connections where connection.kind == kind {
            guard let source = objects[node.id] else { continue }
            guard let destination = objects[connection.destination] else {
                if firstResponderIDs.contains(connection.destination) {
                    report(.danglingDestination, "an outlet cannot point at First Responder; connect '\(connection.name)' to an object", at: connection.location, node: node, key: connection.name)
                }
                continue
            }
            guard let sourceObject = source as? NibObject, let slot = sourceObject.outletSlot(named: connection.name) else {
                let known = (source as? NibObject)?.outletNames ?? []
                report(.unknownOutlet, "\(type(of: source)) is not key value coding-compliant for the key '\(connection.name)': it has no \(kind == .outlet ? "outlet" : "outlet collection") '\(connection.name)'" + (node.isPlaceholder ? " (\(node.placeholderIdentifier == Placeholder.filesOwner ? "File's Owner" : "external object") is a \(type(of: source)))" : ""),
                       at: connection.location, node: node, className: "\(type(of: source))", key: connection.name, suggestion: Suggestion.nearest(to: connection.name, in: known))
                continue
            }
            if slot.isCollection != (kind == .outletCollection) {
                report(.unknownOutlet, "'\(connection.name)' on \(type(of: source)) is \(slot.isCollection ? "an outlet collection; use <outletCollection>" : "a single outlet; use <outlet>")",
                       at: connection.location, node: node, className: "\(type(of: source))", key: connection.name)
                continue
            }
            if !slot.connect(destination) {
                report(.outletTypeMismatch, "the outlet '\(connection.name)' of \(type(of: source)) holds a \(slot.typeName), but '\(connection.destination)' is a \(type(of: destination))",
                       at: connection.location, node: node, className: "\(type(of: source))", key: connection.name)
            }
        }
    }

    // MARK: Phase 6: actions

    private mutating func connectActions(_ node: ObjectNode) {
        for connection in node.connections {
            guard case .action(let eventType) = connection.kind, let source = objects[node.id] else { continue }
            let selector = Selector(connection.name)
            var target: NibObject?
            if !firstResponderIDs.contains(connection.destination) {
                guard let destination = objects[connection.destination] else { continue }
                guard let object = destination as? NibObject, object.responds(to: selector) else {
                    let known = (destination as? NibObject)?.selectors.map(\.name) ?? []
                    report(.unrecognizedSelector, "unrecognized selector '\(connection.name)': \(type(of: destination)) has no action '\(connection.name)'" + (known.isEmpty ? "" : " (its actions: \(known.joined(separator: ", ")))"),
                           at: connection.location, node: node, className: "\(type(of: destination))", key: connection.name, suggestion: Suggestion.nearest(to: connection.name, in: known))
                    continue
                }
                target = object
            }
            switch source {
            case let control as Control:
                control.addTarget(target, action: selector, for: ControlEvent(eventType ?? ControlEvent.touchUpInside.name))
            case let recognizer as GestureRecognizer:
                recognizer.addTarget(target, action: selector)
            default:
                report(.unknownAction, "\(type(of: source)) cannot send actions: only controls and gesture recognizers do", at: connection.location, node: node, key: connection.name)
            }
        }
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
