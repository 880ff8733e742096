import NibKit

/// What a screen may rely on a class having: its superclass, outlets, inspectable keys and actions.
struct ClassInfo {
    struct OutletInfo {
        /// The declared type of the destination (`View`), or nil if the scan could not tell.
        var type: String?
        var isCollection: Bool
    }

    var name: String
    var superclass: String?
    var outlets: [String: OutletInfo] = [:]
    /// Keys runtime attributes may set.
    var inspectables: Set<String> = []
    /// Keys a key path walks through, with the class of the object reached (`layer` → `Layer`);
    /// nil when the class is not known.
    var objectKeys: [String: String?] = [:]
    /// Selectors (`buttonPressed:`).
    var actions: Set<String> = []
    /// Whether it overrides `loadView()` (a view controller that may build its view in code).
    var overridesLoadView = false
    /// Where it was declared, for notes: `NibKit`, or `file:line`.
    var origin: String
}

/// Every class a screen's checks can see: NibKit's own (read from the running library, so it
/// is always current), plus the app's classes found by scanning its Swift sources.
final class ClassCatalog {
    private(set) var classes: [String: ClassInfo] = [:]
    /// Whether the app's sources were scanned: only then is an unknown custom class an error.
    private(set) var knowsAppClasses = false
    /// How the scanned sources load screens (external objects supplied, `nibName`s).
    var usage = SourceUsage()

    init() {}

    /// NibKit's built-in classes, read by reflection from the classes registered with
    /// `ClassRegistry.shared`, plus the element classes not (yet) registered.
    static func builtIn() -> ClassCatalog {
        let catalog = ClassCatalog()
        MainActor.assumeIsolated { catalog.addRegisteredClasses() }
        // Element classes the registry may not have (yet): their place in the hierarchy.
        let fallbacks: [(String, String?)] = [
            ("NibObject", nil), ("Responder", "NibObject"), ("View", "Responder"), ("Control", "View"),
            ("Label", "View"), ("Button", "Control"), ("TextField", "Control"), ("Slider", "Control"),
            ("Window", "View"), ("ViewController", "Responder"), ("AlertController", "ViewController"),
            ("Layer", "NibObject"), ("GestureRecognizer", "NibObject"), ("TapGestureRecognizer", "GestureRecognizer"),
            ("PanGestureRecognizer", "GestureRecognizer"), ("PinchGestureRecognizer", "GestureRecognizer"),
        ]
        for (name, superclass) in fallbacks where catalog.classes[name] == nil {
            catalog.classes[name] = ClassInfo(name: name, superclass: superclass, origin: "NibKit")
        }
        // What every view, view controller and window has even if reflection was not possible.
        func ensure(_ name: String, _ edit: (inout ClassInfo) -> Void) {
            guard var info = catalog.classes[name] else { return }
            edit(&info)
            catalog.classes[name] = info
        }
        ensure("View") { info in
            if info.outlets["gestureRecognizers"] == nil { info.outlets["gestureRecognizers"] = .init(type: "GestureRecognizer", isCollection: true) }
            info.inspectables.formUnion(["frame", "tag", "hidden", "backgroundColor", "foregroundColor", "focusable"])
            if info.objectKeys["layer"] == nil { info.objectKeys["layer"] = "Layer" }
        }
        ensure("ViewController") { info in
            if info.outlets["view"] == nil { info.outlets["view"] = .init(type: "View", isCollection: false) }
        }
        ensure("Window") { info in
            if info.outlets["rootViewController"] == nil { info.outlets["rootViewController"] = .init(type: "ViewController", isCollection: false) }
        }
        ensure("Layer") { $0.inspectables.formUnion(["borderWidth", "cornerRadius", "borderColor"]) }
        return catalog
    }

    @MainActor private func addRegisteredClasses() {
        let registry = ClassRegistry.shared
        for name in registry.names {
            guard let type = registry.lookup(name), classes[name] == nil else { continue }
            let probe = type.init(coder: NibCoder(node: ObjectNode(element: "object", id: "nibtool-probe", location: SourceLocation(file: "", line: 0, column: 0))))
            var info = ClassInfo(name: name, superclass: _getSuperclass(type).map { String(describing: $0) }, origin: "NibKit")
            for outlet in probe.outletNames {
                guard let slot = probe.outletSlot(named: outlet) else { continue }
                info.outlets[outlet] = .init(type: slot.typeName, isCollection: slot.isCollection)
            }
            for key in probe.inspectableNames {
                if case .object(let get)? = type.inspectableKeys[key] {
                    info.objectKeys[key] = get(probe).map { String(describing: Swift.type(of: $0)) }
                } else {
                    info.inspectables.insert(key)
                }
            }
            info.actions = Set(probe.selectors.map(\.name))
            classes[name] = info
            // Superclasses that are not registered themselves (Responder) still belong in the chain.
            var current: AnyClass? = _getSuperclass(type)
            while let c = current {
                let superName = String(describing: c)
                if classes[superName] == nil && registry.lookup(superName) == nil {
                    classes[superName] = ClassInfo(name: superName, superclass: _getSuperclass(c).map { String(describing: $0) }, origin: "NibKit")
                }
                current = _getSuperclass(c)
            }
        }
    }

    /// Adds the classes found in an app's sources; they take precedence over built-ins of the same name.
    func add(scanned: [ClassInfo]) {
        knowsAppClasses = true
        for info in scanned {
            if var existing = classes[info.name], existing.origin != "NibKit" {
                // A class declared once and extended elsewhere: merge.
                existing.superclass = existing.superclass ?? info.superclass
                existing.outlets.merge(info.outlets) { $1 }
                existing.inspectables.formUnion(info.inspectables)
                existing.objectKeys.merge(info.objectKeys) { $1 }
                existing.actions.formUnion(info.actions)
                existing.overridesLoadView = existing.overridesLoadView || info.overridesLoadView
                classes[info.name] = existing
            } else if classes[info.name] != nil, info.origin.hasPrefix("extension") {
                // An extension of a NibKit class adds members.
                classes[info.name]!.outlets.merge(info.outlets) { $1 }
                classes[info.name]!.inspectables.formUnion(info.inspectables)
                classes[info.name]!.actions.formUnion(info.actions)
            } else {
                classes[info.name] = info
            }
        }
    }

    /// A class by name; module-qualified names (`Demos.RedButton`) are looked up by their last part.
    func lookup(_ name: String) -> ClassInfo? {
        if let info = classes[name] { return info }
        if let dot = name.lastIndex(of: ".") { return classes[String(name[name.index(after: dot)...])] }
        return nil
    }

    var names: [String] { classes.keys.sorted() }

    /// The class and its superclasses, nearest first, and whether the chain reached a root
    /// (NibObject, or a class with no superclass) without meeting an unknown class.
    func ancestry(of name: String) -> (chain: [ClassInfo], complete: Bool) {
        var chain: [ClassInfo] = []
        var current: String? = name
        var seen = Set<String>()
        while let n = current {
            guard let info = lookup(n), seen.insert(info.name).inserted else { return (chain, false) }
            chain.append(info)
            current = info.superclass
        }
        return (chain, !chain.isEmpty)
    }

    /// Whether `name` is `ancestor` or inherits from it; nil when the chain cannot be followed.
    func isClass(_ name: String, subclassOf ancestor: String) -> Bool? {
        let (chain, complete) = ancestry(of: name)
        let target = lookup(ancestor)?.name ?? ancestor
        if chain.contains(where: { $0.name == target }) { return true }
        return complete ? false : nil
    }

    func outlet(_ property: String, of name: String) -> ClassInfo.OutletInfo? {
        for info in ancestry(of: name).chain { if let outlet = info.outlets[property] { return outlet } }
        return nil
    }

    func outletNames(of name: String) -> [String] {
        Array(Set(ancestry(of: name).chain.flatMap(\.outlets.keys))).sorted()
    }

    func actions(of name: String) -> [String] {
        Array(Set(ancestry(of: name).chain.flatMap(\.actions))).sorted()
    }

    /// Follows a runtime attribute's key path: nil if it can be set, or the unknown key with
    /// the keys that exist there. Unknown classes along the way end the check (nil).
    func keyPathProblem(_ keyPath: String, on name: String) -> (key: String, known: [String])? {
        var className = name
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, key) in components.enumerated() {
            let (chain, complete) = ancestry(of: className)
            let isLast = index == components.count - 1
            if chain.contains(where: { $0.inspectables.contains(key) }) {
                if isLast { return nil }
                return (components[index + 1], [])
            }
            if let info = chain.first(where: { $0.objectKeys[key] != nil }) {
                if isLast { return (key, []) }
                guard let next = info.objectKeys[key] ?? nil else { return nil }
                className = next
                continue
            }
            guard complete else { return nil }
            let known = Set(chain.flatMap { Array($0.inspectables) + Array($0.objectKeys.keys) })
            return (key, known.sorted())
        }
        return nil
    }
}
