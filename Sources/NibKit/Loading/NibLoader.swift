/// One load of a screen, in the fixed phases of docs/SCREEN_FORMAT.md: placeholders,
/// instantiate, constraints, attributes, outlets, outlet collections, actions, awakeFromNib.
/// Problems are collected phase by phase and thrown together before anything is woken. What a
/// screen asks of its classes is checked by `ScreenRules`, the rules `nibtool validate` runs.
struct NibLoader {
    let nib: Nib
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]

    /// The objects by id, placeholders' included; filled in only when there are constraints,
    /// connections or runtime attributes (`recordsObjects`), the only phases that look objects up.
    private var objects: [String: AnyObject] = [:]
    private var recordsObjects = true
    private var instantiated: [NibObject] = []
    private var firstResponderIDs: Set<String> = []
    private var diagnostics: [Diagnostic] = []
    /// What this load shares with the loads around it (`Nib.Embedding`): the objects made, and
    /// the screens read.
    private let state: Nib.LoadState
    /// The top-level placeholders, counted by `resolvePlaceholders`: in the census, not made.
    private var placeholderCount = 0
    /// The outlets the rules found while checking the screen, connected without a second search.
    private let foundOutlets = FoundOutlets()
    /// The classes of the elements met so far in this load (`view` → View), so each element's
    /// vocabulary entry and registered class are looked up once per load, not once per object.
    private var elementClasses: [(element: String, className: String, base: NibObject.Type, settings: [DecodedSetting])] = []
    /// Whether the screen was read from Interface Builder's dialect, whose frames came from points.
    private let readFromInterfaceBuilder: Bool

    init(nib: Nib, owner: AnyObject?, externalObjects: [String: AnyObject]) {
        self.nib = nib
        self.owner = owner
        self.externalObjects = externalObjects
        state = nib.embedding?.state ?? Nib.LoadState()
        readFromInterfaceBuilder = nib.document.dialect == .interfaceBuilder
    }

    var document: NibDocument { nib.document }

    mutating func load() throws(ScreenError) -> [NibObject] {
        if document.isStoryboard {
            throw ScreenError([
                Diagnostic(
                    .screenNotFound, "'\(nib.name)' is a storyboard, not a screen: load it with Storyboard(name: \"\(nib.name)\")", at: document.location)
            ])
        }
        resolvePlaceholders()
        try stopIfProblems()
        var census = Census()
        census.add(document.objects)
        // The whole load's objects are counted once per screen, not once per object: each
        // embedded screen's loader adds its own census to the count the load shares.
        let madeBefore = state.made
        state.made += census.count - placeholderCount
        guard state.made <= NibDocument.maximumObjects else {
            // Reported once, by the screen that crossed the limit, and thrown up to the outermost
            // screen; a screen embedded after it stops without saying it again.
            if madeBefore <= NibDocument.maximumObjects {
                diagnostics.append(DocumentRules.tooManyObjects(at: document.location))
            }
            throw ScreenError(diagnostics)
        }
        // Objects are looked up by id only to install constraints, connect them and set their
        // runtime attributes.
        recordsObjects = census.hasRuntimeAttributes || census.hasConnections || census.hasConstraints || census.hasVariations
        if recordsObjects { objects.reserveCapacity(census.count + document.objects.count) }
        instantiated.reserveCapacity(census.count)
        let document = self.document
        var topLevelObjects: [NibObject] = []
        NodePointer.forEach(in: document.objects) { node in
            if !node.isPlaceholder, let object = instantiate(node, superview: nil) { topLevelObjects.append(object) }
        }
        try stopIfProblems()
        if recordsObjects {
            var rules = ScreenRules(classes: RuntimeClasses(objects: objects, registry: nib.registry, foundOutlets: foundOutlets))
            diagnostics += rules.check(document, checksClasses: false)
            try stopIfProblems()
        }
        // Each phase visits every object in document order (as `allObjects` lists them); a phase
        // has nothing to do when no object has constraints, runtime attributes or connections.
        if census.hasConstraints {
            forEachNode(.constraints)
            try stopIfProblems()
        }
        if census.hasRuntimeAttributes { forEachNode(.runtimeAttributes) }
        if census.hasVariations { forEachNode(.variations) }
        if census.hasConnections {
            forEachNode(.outlets)
            forEachNode(.outletCollections)
            forEachNode(.actions)
            forEachNode(.segues)
        }
        try stopIfProblems()
        for object in instantiated { object.awakeFromNib() }
        return topLevelObjects
    }

    /// How many objects a document has, and whether any has constraints, runtime attributes or
    /// connections.
    private struct Census {
        var count = 0
        var hasRuntimeAttributes = false
        var hasConnections = false
        var hasConstraints = false
        var hasVariations = false

        nonisolated mutating func add(_ nodes: borrowing [ObjectNode]) {
            for index in nodes.indices {
                count += 1
                if !nodes[index].runtimeAttributes.isEmpty { hasRuntimeAttributes = true }
                if !nodes[index].variations.isEmpty { hasVariations = true }
                if !nodes[index].connections.isEmpty || !nodes[index].segues.isEmpty { hasConnections = true }
                if !nodes[index].embedded.isEmpty { add(nodes[index].embedded) }
                if !nodes[index].subviews.isEmpty { add(nodes[index].subviews) }
                if !nodes[index].constraints.isEmpty {
                    hasConstraints = true
                    add(nodes[index].constraints)
                }
            }
        }
    }

    /// The phases after instantiation, each a pass over every object.
    private enum Phase { case constraints, runtimeAttributes, variations, outlets, outletCollections, actions, segues }

    /// Runs the phase on every object in document order: each node before its embedded objects,
    /// subviews and constraints, as `NibDocument.allObjects` lists them, without copying them into an array.
    /// (Plain recursion, not a closure per node: Swift checks the main actor on entering each
    /// closure the loader makes.)
    private mutating func forEachNode(_ phase: Phase) {
        let document = self.document
        visit(document.objects, phase)
    }

    /// The nodes are read in their array, field by field, and passed on only to a phase with
    /// work for them: a node copied retains and releases each of its dozen fields.
    private mutating func visit(_ nodes: borrowing [ObjectNode], _ phase: Phase) {
        for index in nodes.indices {
            switch phase {
            case .constraints where !nodes[index].constraints.isEmpty: installConstraints(nodes[index])
            case .runtimeAttributes where !nodes[index].runtimeAttributes.isEmpty: setRuntimeAttributes(nodes[index])
            case .variations where !nodes[index].variations.isEmpty: attachVariations(nodes[index])
            case .outlets where !nodes[index].connections.isEmpty: connect(nodes[index], kind: .outlet)
            case .outletCollections where !nodes[index].connections.isEmpty: connect(nodes[index], kind: .outletCollection)
            case .actions where !nodes[index].connections.isEmpty: connectActions(nodes[index])
            case .segues where !nodes[index].segues.isEmpty: connectSegues(nodes[index])
            default: break
            }
            if !nodes[index].embedded.isEmpty { visit(nodes[index].embedded, phase) }
            if !nodes[index].subviews.isEmpty { visit(nodes[index].subviews, phase) }
            if !nodes[index].constraints.isEmpty { visit(nodes[index].constraints, phase) }
        }
    }

    private func stopIfProblems() throws(ScreenError) {
        if !diagnostics.isEmpty { throw ScreenError(diagnostics) }
    }

    // MARK: Phase 2: placeholders

    private mutating func resolvePlaceholders() {
        for node in document.placeholders {
            placeholderCount += 1
            switch node.placeholderIdentifier {
            case Placeholder.firstResponder:
                firstResponderIDs.insert(node.id)
            case Placeholder.exit:
                continue  // a storyboard scene's: its unwind segues lead there, and nothing else
            case Placeholder.filesOwner:
                guard let owner else {
                    if !node.connections.isEmpty || node.customClass != nil {
                        diagnostics.append(
                            Diagnostic(
                                .missingOwner,
                                "the screen '\(nib.name)' needs an owner\(node.customClass.map { " of class \($0)" } ?? "") (File's Owner has connections), but none was given",
                                at: node.location, objectID: node.id, className: node.className(in: document.vocabulary)))
                    }
                    continue
                }
                checkClass(of: owner, for: node)
                objects[node.id] = owner
            default:
                let name = node.placeholderIdentifier ?? ""
                guard let object = externalObjects[name] else {
                    diagnostics.append(ScreenRules.missingExternalObject(node, screen: nib.name, given: Array(externalObjects.keys)))
                    continue
                }
                checkClass(of: object, for: node)
                objects[node.id] = object
            }
        }
    }

    /// A placeholder's object, given by the program, must be of the class the screen declares.
    private mutating func checkClass(of object: AnyObject, for node: ObjectNode) {
        guard let expected = node.customClass else { return }
        guard !classNames(of: object).contains(expected) else { return }
        diagnostics.append(
            Diagnostic(
                .wrongClass, "\(ScreenRules.role(of: node)) should be a \(expected), but the object given is a \(type(of: object))", at: node.location,
                objectID: node.id, className: expected, key: node.placeholderIdentifier))
    }

    // MARK: Phase 3: instantiate

    /// Where `elementClasses` holds the element's class name, registered class and the settings
    /// its coder sets, as the document's vocabulary and the registry give them, remembered for
    /// the rest of the load. (A place, not the entry: an entry handed out retained its name and
    /// its settings at every object.)
    private mutating func elementClass(_ element: String) -> Int? {
        for index in elementClasses.indices where elementClasses[index].element == element { return index }
        guard let spec = document.vocabulary.element(element), let base = nib.registry.lookup(spec.className) else { return nil }
        elementClasses.append((element, spec.className, base, ClassInfoCache.decodedSettings(of: base)))
        return elementClasses.count - 1
    }

    /// Makes the node's object and those of its embedded objects, subviews and constraints; nil
    /// when it cannot be made (the problem is reported).
    @discardableResult
    private mutating func instantiate(_ node: NodePointer, superview: View?, parent: NibObject? = nil) -> NibObject? {
        guard let elementClass = elementClass(node.element) else { return nil }
        // The node's class, knowing the element: its custom class, or the element's own.
        let type: NibObject.Type
        let declaredSettings: [DecodedSetting]
        if let customClass = node.customClass {
            guard let custom = nib.registry.lookup(customClass) else {
                diagnostics.append(ScreenRules.unknownClass(node.node, className: customClass, known: nib.registry.names))
                return nil
            }
            guard isClass(custom, subclassOf: elementClasses[elementClass].base) else {
                diagnostics.append(ScreenRules.wrongElementClass(node.node, className: customClass, elementClass: elementClasses[elementClass].className))
                return nil
            }
            (type, declaredSettings) = (custom, ClassInfoCache.decodedSettings(of: custom))
        } else {
            (type, declaredSettings) = (elementClasses[elementClass].base, elementClasses[elementClass].settings)
        }
        let coder = NibCoder(id: node.id, properties: node.properties, declaredSettings: declaredSettings)
        // Asked before the object takes the coder (asking after costs a copy of it).
        let namesScreen = coder.contains("screen")
        let object = type.init(coder: coder)
        if recordsObjects { objects[node.id] = object }
        instantiated.append(object)
        if let view = object as? View {
            if readFromInterfaceBuilder { view.fitForTerminal(in: superview) }
            superview?.addLoadedSubview(view)
            if namesScreen, let screen = node.node.embeddedScreen { embed(screen, in: view, node: node.node) }
        }
        if let parent, let key = node.key, parent.outletSlot(named: key)?.connect(object) != true {
            diagnostics.append(
                ScreenRules.embeddingProblem(
                    key: key, className: ClassRegistry.name(of: type), parentClass: ClassRegistry.name(of: Swift.type(of: parent)), node: node.node))
        }
        node.forEachEmbedded { embedded in
            if embedded.element == Vocabulary.layoutGuideElement {
                resolveLayoutGuide(embedded, of: object)
            } else {
                _ = instantiate(embedded, superview: nil, parent: object)
            }
        }
        if node.subviewCount > 0 {
            let view = object as? View
            view?.reserveSubviewCapacity(node.subviewCount)
            node.forEachSubview { _ = instantiate($0, superview: view) }
        }
        if node.constraintCount > 0 { node.forEachConstraint { _ = instantiate($0, superview: nil) } }
        if node.prototypeCount > 0 { registerPrototypes(node.prototypes, with: object) }
        return object
    }

    /// A list's prototype cells (a table's, a collection view's cells, headers and footers) are
    /// not made with the screen: each becomes a screen of its own, the cell with the screen's
    /// placeholders (their own connections left behind), registered with the list for its reuse
    /// identifier and loaded with this load's owner and external objects for every cell the
    /// list needs. Its connections stay within the cell and its placeholders (`ScreenRules`
    /// reports any other).
    private func registerPrototypes(_ prototypes: [ObjectNode], with list: NibObject) {
        let placeholders = document.placeholders.map { placeholder in
            var alone = placeholder
            alone.connections = []
            return alone
        }
        for prototype in prototypes {
            guard let identifier = prototype.string(forKey: "reuseIdentifier") else { continue }
            var screen = document
            screen.objects = placeholders + [prototype]
            screen.location = prototype.location
            let made = Nib(document: screen, name: nib.name, source: nib.source, registry: nib.registry)
            if let table = list as? TableView {
                table.registerPrototype(made, owner: owner, externalObjects: externalObjects, forCellReuseIdentifier: identifier)
            } else if let collectionView = list as? CollectionView {
                collectionView.registerPrototype(
                    made, kind: prototype.string(forKey: "elementKind"), owner: owner, externalObjects: externalObjects, reuseIdentifier: identifier)
            }
        }
    }

    /// A view's `<viewLayoutGuide>` is not an object of its own: its id stands for the view's
    /// safe area or margins guide, which constraints (and outlets) find by it.
    private mutating func resolveLayoutGuide(_ node: NodePointer, of object: NibObject) {
        guard recordsObjects, let view = object as? View else { return }
        objects[node.id] = node.key == "layoutMarginsGuide" ? view.layoutMarginsGuide : view.safeAreaLayoutGuide
    }

    /// A view that names another screen embeds it: the screen is loaded with the view as owner
    /// and its top-level views become the view's subviews. The screen is asked of the source
    /// once per load, however many views embed it.
    private mutating func embed(_ screen: String, in view: View, node: ObjectNode) {
        let chain = (nib.embedding?.chain ?? []) + [nib.name]
        if chain.contains(screen) {
            diagnostics.append(ScreenRules.embeddingCycle(screen, chain: chain + [screen], node: node))
            return
        }
        guard chain.count < NibDocument.maximumEmbeddingDepth else {
            diagnostics.append(ScreenRules.embeddingTooDeep(screen, chain: chain + [screen], node: node))
            return
        }
        do {
            let document: NibDocument
            if let read = state.documents[screen] {
                document = read
            } else {
                document = try nib.source.document(named: screen, vocabulary: nib.registry.vocabulary)
                state.documents[screen] = document
            }
            try view.embedScreen(
                Nib(document: document, name: screen, source: nib.source, registry: nib.registry, embedding: Nib.Embedding(chain: chain, state: state)))
        } catch {
            for var diagnostic in error.diagnostics {
                if diagnostic.location == nil { diagnostic.location = node.properties["screen"]?.location }
                diagnostics.append(diagnostic)
            }
        }
    }

    // MARK: Phase 4: constraints

    /// Installs each constraint the view holds, its items resolved to the views or the views'
    /// layout guides they name (no first item: the view itself). The readers have checked that
    /// they name items of the holder's tree; a document made otherwise that names others is
    /// refused with their words.
    private mutating func installConstraints(_ node: borrowing ObjectNode) {
        guard let holder = objects[node.id] as? View else { return }
        for index in node.constraints.indices {
            guard let constraint = objects[node.constraints[index].id] as? LayoutConstraint else { continue }
            let (firstID, secondID) = constraint.itemIDs
            let (first, second) = (layoutItem(firstID), layoutItem(secondID))
            guard firstID == nil || first?.owningView?.isDescendant(of: holder) == true,
                secondID == nil || second?.owningView?.isDescendant(of: holder) == true
            else {
                let constraintNode = node.constraints[index]
                let problems = DocumentRules.constraintProblems(
                    in: document.objects, prototypes: PrototypeCensus(document.objects), vocabulary: document.vocabulary
                ).filter {
                    $0.objectID == constraintNode.id
                }
                diagnostics += problems.isEmpty ? [DocumentRules.itemOutsideHolder(constraintNode, holder: node)] : problems
                continue
            }
            constraint.resolveItems(holder: holder, first: first, second: second)
            constraint.location = node.constraints[index].location
            holder.addConstraint(constraint)
        }
    }

    /// The view or layout guide of this id.
    private func layoutItem(_ id: String?) -> LayoutItem? {
        guard let id else { return nil }
        let object = objects[id]
        if let view = object as? View { return view }
        return object as? LayoutGuide
    }

    // MARK: Phase 5: runtime attributes

    /// Sets each runtime attribute; the rules have checked its key path and its value, so what
    /// is left to find is a value a property's own setter refuses.
    private mutating func setRuntimeAttributes(_ node: borrowing ObjectNode) {
        guard let object = objects[node.id] as? NibObject else { return }
        diagnostics += object.setRuntimeAttributes(of: node, skipsUnknownKeys: document.skipsUnknownKeys)
    }

    /// A view's size-class variations, its constraints and subviews found by id: applied by
    /// its window for the terminal's size classes, as it enters one and as the terminal is
    /// resized (`SizeClassVariations`). A setting no variation can set, or an id it does not
    /// hold, is a problem of the screen.
    private mutating func attachVariations(_ node: borrowing ObjectNode) {
        guard let view = objects[node.id] as? View else { return }
        let made = SizeClassVariations.make(for: view, node: node, objects: objects)
        // Xcode's files are never refused for what NibKit cannot vary.
        if document.dialect != .interfaceBuilder { diagnostics += made.problems }
        view.sizeClassVariations = made.variations
    }

    // MARK: Phase 6: outlets and outlet collections

    /// Connects the node's outlets of one kind; the rules have checked that they exist, so what
    /// is left to find is a destination whose type the rules could not tell (an outlet typed by
    /// a protocol other than NibKit's, `OutletProtocol`). A collection is emptied first: it holds what this screen connects, in
    /// document order, not what an earlier load into the same owner left in it.
    private mutating func connect(_ node: borrowing ObjectNode, kind: Connection.Kind) {
        var emptied: Set<String> = []
        for connection in node.connections where connection.kind == kind {
            guard let source = objects[node.id] as? NibObject, let destination = objects[connection.destination],
                let slot = foundOutlets.slot(connection.name, of: source)
            else { continue }
            if kind == .outletCollection, emptied.insert(connection.name).inserted { slot.removeAll() }
            if slot.connect(destination) { continue }
            diagnostics.append(
                ScreenRules.outletTypeMismatch(
                    connection, of: node, className: ClassRegistry.name(of: type(of: source)), holds: slot.typeName,
                    destinationClass: ClassRegistry.name(of: type(of: destination))))
        }
    }

    // MARK: Phase 7: actions

    /// Adds each action's target to its control, gesture recognizer or bar button item: the object it names, or
    /// none (the responder chain) when it names First Responder. The rules have checked the
    /// sender against the classes; what is left to find is a sender parameter they could not
    /// judge by class (an optional or a protocol), asked of the method itself.
    private mutating func connectActions(_ node: borrowing ObjectNode) {
        for connection in node.connections {
            guard case .action(let eventType) = connection.kind, let source = objects[node.id] else { continue }
            let target = firstResponderIDs.contains(connection.destination) ? nil : objects[connection.destination] as? NibObject
            let selector = Selector(connection.name)
            if let target, let method = target.action(for: selector), !method.accepts(source) {
                diagnostics.append(
                    ScreenRules.senderMismatch(
                        connection, of: node, target: ClassRegistry.name(of: type(of: target)), takes: method.senderTypeName,
                        sender: ClassRegistry.name(of: type(of: source))))
            } else if let control = source as? Control {
                control.addTarget(target, action: selector, for: eventType.flatMap(ControlEvent.init(name:)) ?? .touchUpInside)
            } else if let recognizer = source as? GestureRecognizer {
                recognizer.addTarget(target, action: selector)
            } else if let item = source as? any ActionItem {
                (item.target, item.action) = (target, selector)
            }
        }
    }
}

extension NibLoader {
    // MARK: Phase 7, in a storyboard scene: segues

    /// Hands the segues a scene's view declares to the scene's controller, the owner, with the
    /// objects that start them (`ViewController.connectSegue`).
    private func connectSegues(_ node: borrowing ObjectNode) {
        guard let controller = owner as? ViewController, let source = objects[node.id] else { return }
        let declared = copy node
        for segue in declared.segues { controller.connectSegue(SceneSegue(segue: segue, source: declared), from: source) }
    }
}

extension NibObject {
    /// Sets the node's runtime attributes on this object, its own (phase 5; a storyboard's
    /// controller when it is made); the problems are a value its property does not take, or a
    /// key path it lacks, unless `skipsUnknownKeys` (`NibDocument.skipsUnknownKeys`).
    func setRuntimeAttributes(of node: borrowing ObjectNode, skipsUnknownKeys: Bool) -> [Diagnostic] {
        let className = ClassRegistry.name(of: type(of: self))
        var problems: [Diagnostic] = []
        for attribute in node.runtimeAttributes {
            switch setValue(attribute.value, forKeyPath: attribute.keyPath) {
            case nil,
                .unknownKey? where skipsUnknownKeys:
                break
            case .unknownKey(let key, let known)?:
                problems.append(ScreenRules.unknownKey(key, of: className, attribute: attribute, node: node, known: known))
            case .wrongType(let key, let owner, let type)?:
                problems.append(ScreenRules.wrongValue(attribute, className: owner, key: key, takes: type, node: node))
            }
        }
        return problems
    }
}
