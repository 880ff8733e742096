/// Finding outlets and properties by name, the part of key-value coding nib loading needs.
extension NibObject {
    /// The outlet named `name`, if this object has one.
    public func outletSlot(named name: String) -> OutletSlot? {
        if let builtIn = ClassInfoCache.builtInOutlets(of: type(of: self))[name] { return builtIn.make(self) }
        return Reflection.child(named: name, of: self).flatMap { ($0 as? OutletWrapper)?.slot }
    }

    /// The names of all outlets, for "did you mean" and stubs.
    public var outletNames: [String] {
        Array(ClassInfoCache.builtInOutlets(of: type(of: self)).keys) + Reflection.children(of: self).compactMap { $0.value is OutletWrapper ? $0.name : nil }
    }

    /// Sets a runtime attribute by dotted key path (`layer.cornerRadius`, `borderWidth`), as
    /// `ScreenRules` judge it: a value the property takes (`PropertyType.accepts`), at a key
    /// path that ends at a value. Returns the problem, if any, for the loader's message.
    public func setValue(_ value: NibValue, forKeyPath keyPath: String) -> KeyPathProblem? {
        var object: AnyObject = self
        let components = keyPath.split(separator: ".").map(String.init)
        for (index, key) in components.enumerated() {
            let isLast = index == components.count - 1
            guard let target = object as? NibObject else {
                return .unknownKey(key, known: [])
            }
            switch target.key(named: key) {
            case .value(let slot)?:
                guard isLast else { return .unknownKey(components[index + 1], known: []) }
                guard slot.type.accepts(value), slot.set(value) else { return .wrongType(key, of: ClassRegistry.name(of: type(of: target)), takes: slot.type) }
                return nil
            case .object(let next)?:
                guard !isLast else { return .unknownKey(key, known: []) }
                object = next
            case nil:
                return .unknownKey(key, known: target.inspectableNames)
            }
        }
        return nil
    }

    enum KeyTarget {
        case value(ValueSlot)
        case object(AnyObject)
    }

    func key(named name: String) -> KeyTarget? {
        switch ClassInfoCache.inspectableKeys(of: type(of: self))[name] {
        case .value(_, let make)?: return make(self).map(KeyTarget.value)
        case .object(let get, _)?: return get(self).map(KeyTarget.object)
        case nil: return nil
        }
    }

    /// The names runtime attributes may set on this object (its declared settings), for "did you mean".
    public var inspectableNames: [String] { Array(ClassInfoCache.inspectableKeys(of: type(of: self)).keys) }
}

/// Why a runtime attribute could not be set.
public enum KeyPathProblem: Equatable {
    /// The object has no property of that name; `known` lists the names it has, for "did you mean".
    case unknownKey(String, known: [String])
    /// The property, of the class named, cannot hold the value: it takes the values of `takes`.
    case wrongType(String, of: String, takes: PropertyType)
}

/// Property wrappers seen through `Mirror`: stored as `_name`, superclasses included.
///
/// The children are walked by index, class by class: each generic sequence a walk makes
/// (`sequence(first:next:)`, a lazy `flatMap`, the iterator of `Mirror.children`) is a type the
/// runtime makes on first use, checking its conformances against every record in the program:
/// 1.1 M instructions of Howdy's start, about half as much as the `Mirror` itself.
enum Reflection {
    static func child(named name: String, of object: AnyObject) -> Any? {
        let label = "_" + name
        var found: Any?
        forEachChild(of: object) { childLabel, value in
            guard childLabel == label else { return true }
            found = value
            return false
        }
        return found
    }

    static func children(of object: AnyObject) -> [(name: String, value: Any)] {
        var children: [(name: String, value: Any)] = []
        forEachChild(of: object) { label, value in
            if let label, label.hasPrefix("_") { children.append((String(label.dropFirst()), value)) }
            return true
        }
        return children
    }

    /// Hands `body` each stored property of the object's class, then of each superclass, until
    /// it returns false.
    private static func forEachChild(of object: AnyObject, _ body: (String?, Any) -> Bool) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            let children = current.children
            var index = children.startIndex
            while index != children.endIndex {
                guard body(children[index].label, children[index].value) else { return }
                children.formIndex(after: &index)
            }
            mirror = current.superclassMirror
        }
    }
}
