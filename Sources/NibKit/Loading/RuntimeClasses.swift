/// The classes of one load, described for `ScreenRules` from the objects the load made and the
/// placeholders it was given: the loader checks a screen with the same rules as
/// `nibtool validate`, against the classes that really run.
struct RuntimeClasses: ClassDescriptions {
    /// The load's objects by id, placeholders' included.
    let objects: [String: AnyObject]
    let registry: ClassRegistry

    func description(of node: ObjectNode) -> ClassDescription? {
        (objects[node.id] as? NibObject).map { Self.describe(type(of: $0), object: $0) }
    }

    func description(named name: String) -> ClassDescription? {
        if let type = registry.lookup(name) { return Self.describe(type, object: nil) }
        return Self.ancestors[name]
    }

    var knowsEveryClass: Bool { true }
    var classNames: [String] { registry.names }

    // MARK: Describing a class

    /// Descriptions made so far, by class. A class's outlets and keys declared with property
    /// wrappers are seen only through an object of it, so a class described without one is
    /// described again when one is at hand.
    nonisolated(unsafe) private static var described: [ObjectIdentifier: (description: ClassDescription, complete: Bool)] = [:]
    /// The superclasses met while describing (`Responder`, `Control`), which need not be registered.
    nonisolated(unsafe) fileprivate static var ancestors: [String: ClassDescription] = [:]

    /// What a screen may rely on `type` having: its framework tables, and its `@Outlet`,
    /// `@OutletCollection` and `@Inspectable` properties when `object` is given.
    static func describe(_ type: NibObject.Type, object: NibObject?) -> ClassDescription {
        if let entry = described[ObjectIdentifier(type)], entry.complete || object == nil { return entry.description }
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
        description.actions = Set(ClassInfoCache.actions(of: type).keys.map(\.name))
        if let object {
            for (name, value) in Reflection.children(of: object) {
                if let slot = (value as? OutletWrapper)?.slot {
                    description.outlets[name] = .init(type: slot.typeName, isCollection: slot.isCollection)
                } else if value is InspectableWrapper {
                    description.keys[name] = .value
                }
            }
        }
        described[ObjectIdentifier(type)] = (description, object != nil)
        return description
    }
}

extension ClassRegistry {
    /// Every registered class and its superclasses, described as the loader checks them: what
    /// tools (`nibtool validate`) check screens against without running the app.
    public var descriptions: [ClassDescription] {
        var byName: [String: ClassDescription] = [:]
        for name in names {
            guard let type = lookup(name) else { continue }
            byName[name] = RuntimeClasses.describe(type, object: nil)
        }
        for (name, ancestor) in RuntimeClasses.ancestors where byName[name] == nil { byName[name] = ancestor }
        return byName.keys.sorted().map { byName[$0]! }
    }
}
