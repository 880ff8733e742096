/// The classes of one load, for `ScreenRules`: the loader checks a screen with the same rules
/// as `nibtool validate`, against the classes that really run.
///
/// A class is described from its framework tables (`builtInOutlets`, `inspectableKeys`,
/// `actionTable`), once per class. Outlets declared with property wrappers are seen only through
/// an object, by `Mirror`; they are asked of an object the load made or was given, one name at a
/// time, as connecting them asks: reflecting on whole classes at every start cost
/// Howdy 8 M instructions, nearly half its start (docs/BENCHMARKS.md).
struct RuntimeClasses: ClassDescriptions {
    let registry: ClassRegistry
    /// The load's objects by id, placeholders' included.
    private let objects: [String: AnyObject]
    /// An object of each class among them, by class name.
    private let examples: [String: NibObject]

    init(objects: [String: AnyObject], registry: ClassRegistry) {
        self.objects = objects
        self.registry = registry
        var examples: [String: NibObject] = [:]
        for case let object as NibObject in objects.values { examples[ClassRegistry.name(of: type(of: object))] = object }
        self.examples = examples
    }

    func description(of node: ObjectNode) -> ClassDescription? {
        (objects[node.id] as? NibObject).map { Self.describe(type(of: $0)) }
    }

    func description(named name: String) -> ClassDescription? {
        if let type = registry.lookup(name) ?? examples[name].map({ type(of: $0) }) { return Self.describe(type) }
        return Self.ancestors[name]
    }

    var knowsEveryClass: Bool { true }
    var classNames: [String] { registry.names }

    func outlet(_ name: String, of className: String) -> ClassDescription.Outlet? {
        guard let object = examples[className] else { return ancestry(of: className).chain.lazy.compactMap { $0.outlets[name] }.first }
        return object.outletSlot(named: name).map { .init(type: $0.typeName, isCollection: $0.isCollection) }
    }

    func outletNames(of className: String) -> [String] {
        examples[className].map { Set($0.outletNames).sorted() } ?? Set(ancestry(of: className).chain.flatMap(\.outlets.keys)).sorted()
    }

    // MARK: Describing a class

    /// Descriptions made so far, by class.
    private static var described: [ObjectIdentifier: ClassDescription] = [:]
    /// The superclasses met while describing (`Responder`, `Control`), which need not be registered.
    fileprivate static var ancestors: [String: ClassDescription] = [:]

    /// What a screen may rely on every object of `type` having: its framework tables.
    static func describe(_ type: NibObject.Type) -> ClassDescription {
        if let description = described[ObjectIdentifier(type)] { return description }
        var description = ClassDescription(name: ClassRegistry.name(of: type), superclass: nil)
        var superclass: AnyClass? = ClassRegistry.superclass(of: type)
        description.superclass = superclass.map { ClassRegistry.name(of: $0) }
        while let current = superclass {
            let name = ClassRegistry.name(of: current)
            let next: AnyClass? = ClassRegistry.superclass(of: current)
            if ancestors[name] == nil { ancestors[name] = ClassDescription(name: name, superclass: next.map { ClassRegistry.name(of: $0) }) }
            superclass = next
        }
        for (name, outlet) in ClassInfoCache.builtInOutlets(of: type) { description.outlets[name] = outlet.description }
        for (name, key) in ClassInfoCache.inspectableKeys(of: type) {
            if case .object(_, let className) = key { description.keys[name] = .object(className) } else { description.keys[name] = .value }
        }
        for (selector, method) in ClassInfoCache.actions(of: type) {
            description.actions.insert(selector.name)
            if let sender = method.senderClass { description.senders[selector.name] = ClassRegistry.name(of: sender) }
        }
        described[ObjectIdentifier(type)] = description
        return description
    }
}

extension ClassRegistry {
    /// Every registered class and its superclasses, described as the loader checks them: what
    /// tools (`nibtool validate`) check screens against without running the app. (NibKit's own
    /// classes declare their outlets and keys in their framework tables, not with wrappers.)
    public var descriptions: [ClassDescription] {
        var byName: [String: ClassDescription] = [:]
        for name in names {
            guard let type = lookup(name) else { continue }
            byName[name] = RuntimeClasses.describe(type)
        }
        for (name, ancestor) in RuntimeClasses.ancestors where byName[name] == nil { byName[name] = ancestor }
        return byName.keys.sorted().map { byName[$0]! }
    }
}
