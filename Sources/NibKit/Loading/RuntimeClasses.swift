/// The classes of one load, for `ScreenRules`: the loader checks a screen with the same rules
/// as `nibtool validate`, against the classes that really run.
///
/// A class is described from its framework tables, once per class. Outlets declared with
/// property wrappers are found on an object (`Reflection`), so they are asked of one the load
/// made, one name at a time: reflecting on whole classes cost Howdy nearly half its start.
struct RuntimeClasses: ClassDescriptions {
    let registry: ClassRegistry
    /// The load's objects by id, placeholders' included.
    private let objects: [String: AnyObject]
    /// An object of each class among them, by class name.
    private let examples: [String: NibObject]
    /// The outlets found on the examples, which the loader then connects.
    private let foundOutlets: FoundOutlets

    init(objects: [String: AnyObject], registry: ClassRegistry, foundOutlets: FoundOutlets) {
        self.objects = objects
        self.registry = registry
        self.foundOutlets = foundOutlets
        var classes: Set<ObjectIdentifier> = []
        var examples: [String: NibObject] = [:]
        for case let object as NibObject in objects.values where classes.insert(ObjectIdentifier(type(of: object))).inserted {
            examples[ClassRegistry.name(of: type(of: object))] = object
        }
        self.examples = examples
    }

    func description(of node: ObjectNode) -> ClassDescription? {
        (objects[node.id] as? NibObject).map { Self.describe(type(of: $0)) }
    }

    func description(named name: String) -> ClassDescription? {
        if let type = runningClass(named: name) { return Self.describe(type) }
        return Self.ancestors[name]?.description
    }

    /// Asks the running class, only for the one protocol an outlet holds: describing classes
    /// does not look for protocols (`OutletProtocol.adopted(by:)`).
    func adopts(_ name: String, _ protocolName: String) -> Bool? {
        guard let adopted = OutletProtocol.named(protocolName), let type = runningClass(named: name).map({ $0 as AnyClass }) ?? Self.ancestors[name]?.type
        else {
            return nil
        }
        return adopted.isAdopted(type)
    }

    /// The registered class called `name`, or the class of an object of the load.
    private func runningClass(named name: String) -> NibObject.Type? {
        registry.lookup(name) ?? examples[name].map { type(of: $0) }
    }

    var knowsEveryClass: Bool { true }
    var classNames: [String] { registry.names }

    func outlet(_ name: String, of className: String) -> ClassDescription.Outlet? {
        guard let object = examples[className] else { return ancestry(of: className).chain.lazy.compactMap { $0.outlets[name] }.first }
        return foundOutlets.find(name, of: object).map(\.description)
    }

    func outletNames(of className: String) -> [String] {
        examples[className].map { Set($0.outletNames).sorted() } ?? Set(ancestry(of: className).chain.flatMap(\.outlets.keys)).sorted()
    }

    // MARK: Describing a class

    /// Descriptions made so far, by class.
    private static var described: [ObjectIdentifier: ClassDescription] = [:]
    /// The superclasses met while describing (`Responder`, `Control`), which need not be
    /// registered, by name, each described by its name and its own superclass.
    fileprivate static var ancestors: [String: (type: AnyClass, description: ClassDescription)] = [:]

    /// What a screen may rely on every object of `type` having: its framework tables. Which
    /// protocols it adopts is asked apart (`adopts(_:_:)`).
    static func describe(_ type: NibObject.Type) -> ClassDescription {
        if let description = described[ObjectIdentifier(type)] { return description }
        var description = ClassDescription(name: ClassRegistry.name(of: type), superclass: superclassName(of: type))
        for ancestor in sequence(first: type as AnyClass, next: ClassRegistry.superclass).dropFirst() {
            let name = ClassRegistry.name(of: ancestor)
            if ancestors[name] == nil { ancestors[name] = (ancestor, ClassDescription(name: name, superclass: superclassName(of: ancestor))) }
        }
        for (name, outlet) in ClassInfoCache.builtInOutlets(of: type) { description.outlets[name] = outlet.description }
        for (name, key) in ClassInfoCache.inspectableKeys(of: type) {
            switch key {
            case .value(let type, _): description.keys[name] = .value(type)
            case .object(_, let className): description.keys[name] = .object(className)
            }
        }
        for (selector, method) in ClassInfoCache.actions(of: type) {
            description.actions.insert(selector.name)
            if let sender = method.senderClass { description.senders[selector.name] = ClassRegistry.name(of: sender) }
        }
        described[ObjectIdentifier(type)] = description
        return description
    }

    private static func superclassName(of type: AnyClass) -> String? {
        ClassRegistry.superclass(of: type).map { ClassRegistry.name(of: $0) }
    }
}

/// The outlets the rules found on objects of a load, by object and name, for the loader to
/// connect: an `@Outlet` is found through `Reflection`, once per load rather than once to check it
/// and again to connect it.
final class FoundOutlets {
    /// By object, then by name: keyed by types the load hashes anyway, as a key type of its own
    /// would have the runtime search every conformance record of the program on first use.
    private var slots: [ObjectIdentifier: [String: OutletSlot]] = [:]

    /// The outlet `name` of `object`, found now and kept.
    func find(_ name: String, of object: NibObject) -> OutletSlot? {
        let slot = object.outletSlot(named: name)
        slots[ObjectIdentifier(object), default: [:]][name] = slot
        return slot
    }

    /// The outlet `name` of `object`: as found before, or found now.
    func slot(_ name: String, of object: NibObject) -> OutletSlot? {
        slots[ObjectIdentifier(object)]?[name] ?? object.outletSlot(named: name)
    }
}

extension ClassRegistry {
    /// Every registered class and its superclasses, described as the loader checks them, with
    /// the protocols outlets hold that each adopts: what tools (`nibtool validate`) check
    /// screens against without running the app.
    public var descriptions: [ClassDescription] {
        var classes: [String: (description: ClassDescription, type: AnyClass)] = [:]
        for name in names {
            if let type = lookup(name) { classes[name] = (RuntimeClasses.describe(type), type) }
        }
        // Describing them met their superclasses, which need not be registered.
        for (name, ancestor) in RuntimeClasses.ancestors where classes[name] == nil { classes[name] = (ancestor.description, ancestor.type) }
        return classes.sorted { $0.key < $1.key }.map { _, known in
            var description = known.description
            description.protocols = OutletProtocol.adopted(by: known.type)
            return description
        }
    }
}
