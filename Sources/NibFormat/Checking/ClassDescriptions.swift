/// The classes a screen's checks can see. The loader provides them from the classes it runs;
/// `nibtool validate` from NibKit's own classes and those it finds in the app's sources.
public protocol ClassDescriptions {
    /// The class named `name` (plain or module-qualified), or nil when it is not known.
    func description(named name: String) -> ClassDescription?
    /// The class of the object `node` makes, or of the object it stands for when it is a
    /// placeholder; nil when it is not known, and so not checked.
    func description(of node: ObjectNode) -> ClassDescription?
    /// Whether every class is known: only then is an unknown class a problem.
    var knowsEveryClass: Bool { get }
    /// Every class name, for "did you mean".
    var classNames: [String] { get }

    // By default looked up along the class's ancestry; the loader answers from the objects it
    // made, without describing whole classes as it starts.

    /// The outlet `name` of the class or a superclass.
    func outlet(_ name: String, of className: String) -> ClassDescription.Outlet?
    /// Every outlet of the class and its superclasses, for "did you mean".
    func outletNames(of className: String) -> [String]
    /// Whether the class `name` adopts `protocolName`, itself or through a superclass; nil when
    /// it cannot be told. The loader asks the running class, and only when a screen connects
    /// an outlet that holds a protocol's conformers.
    func adopts(_ name: String, _ protocolName: String) -> Bool?
}

extension ClassDescriptions {
    /// The class and its superclasses, nearest first, and whether the chain reached a root
    /// without meeting an unknown class.
    public func ancestry(of name: String) -> (chain: [ClassDescription], complete: Bool) {
        var chain: [ClassDescription] = []
        var current: String? = name
        while let next = current {
            guard let description = description(named: next), !chain.contains(where: { $0.name == description.name }) else { return (chain, false) }
            chain.append(description)
            current = description.superclass
        }
        return (chain, !chain.isEmpty)
    }

    /// Whether `name` is `ancestor` or inherits from it; nil when the chain cannot be followed.
    public func isClass(_ name: String, subclassOf ancestor: String) -> Bool? {
        isClass(ancestry(of: name), subclassOf: ancestor)
    }

    /// `isClass(_:subclassOf:)` for a class whose ancestry is already walked.
    public func isClass(_ ancestry: (chain: [ClassDescription], complete: Bool), subclassOf ancestor: String) -> Bool? {
        let target = description(named: ancestor)?.name ?? ancestor
        if ancestry.chain.contains(where: { $0.name == target }) { return true }
        return ancestry.complete ? false : nil
    }

    /// Looks the protocol up along the class's ancestry (`ClassDescription.protocols`); nil when
    /// the chain cannot be followed.
    public func adopts(_ name: String, _ protocolName: String) -> Bool? {
        let ancestry = ancestry(of: name)
        if ancestry.chain.contains(where: { $0.protocols.contains(protocolName) }) { return true }
        return ancestry.complete ? false : nil
    }

    /// Looks the outlet up along the class's ancestry, nearest class first.
    public func outlet(_ name: String, of className: String) -> ClassDescription.Outlet? {
        ancestry(of: className).chain.lazy.compactMap { $0.outlets[name] }.first
    }

    /// Gathers the outlets along the class's ancestry, sorted.
    public func outletNames(of className: String) -> [String] {
        Set(ancestry(of: className).chain.flatMap(\.outlets.keys)).sorted()
    }

    /// Follows a runtime attribute's key path to where it leads; nil when it cannot be followed
    /// past an unknown class.
    public func follow(_ keyPath: String, on name: String) -> ClassDescription.KeyPathEnd? {
        var className = name
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, key) in components.enumerated() {
            let isLast = index == components.count - 1
            let (chain, complete) = ancestry(of: className)
            switch chain.lazy.compactMap({ $0.keys[key] }).first {
            case .value(let type)?:
                return isLast ? .value(className: className, key: key, takes: type) : .unknownKey(components[index + 1], known: [])
            case .object(let next)?:
                if isLast { return .unknownKey(key, known: []) }
                guard let next else { return nil }
                className = next
            case nil:
                guard complete else { return nil }
                return .unknownKey(key, known: Set(chain.flatMap(\.keys.keys)).sorted())
            }
        }
        return nil
    }

    /// The key a runtime attribute's key path names that does not exist, with the keys that
    /// exist there; nil if it can be set (or cannot be followed past an unknown class).
    public func keyPathProblem(_ keyPath: String, on name: String) -> (key: String, known: [String])? {
        guard case .unknownKey(let key, let known)? = follow(keyPath, on: name) else { return nil }
        return (key, known)
    }
}
