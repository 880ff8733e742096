/// Finding outlets and properties by name, the part of key-value coding nib loading needs.
extension NibObject {
    /// The outlet named `name`, if this object has one.
    public func outletSlot(named name: String) -> OutletSlot? {
        if let builtIn = ClassInfoCache.builtInOutlets(of: type(of: self))[name] { return builtIn.make(self) }
        return Reflection.outlet(named: name, of: self)
    }

    /// The names of all outlets, for "did you mean" and stubs.
    public var outletNames: [String] {
        Array(ClassInfoCache.builtInOutlets(of: type(of: self)).keys) + Reflection.outletNames(of: self)
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

    /// The value at a dotted key path, as a screen would write it; nil when the path ends at no
    /// value or its type cannot say (`NibValueConvertible.nibValue`).
    public func value(forKeyPath keyPath: String) -> NibValue? {
        var object: NibObject = self
        let components = keyPath.split(separator: ".").map(String.init)
        for (index, key) in components.enumerated() {
            switch object.key(named: key) {
            case .value(let slot)?: return index == components.count - 1 ? slot.get() : nil
            case .object(let next as NibObject)?: object = next
            default: return nil
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
