import NibFormat

/// Classes read through their declarations (`Declaration`): the vocabulary their elements make,
/// and each class's settings with those it inherits. Nonisolated: a declaration is plain data
/// and key paths, so a vocabulary can be made from any context.
nonisolated enum DeclaredClasses {
    /// The declaration `type` makes itself, made; nil when it only inherits its superclass's,
    /// learnt without making that one.
    static func ownDeclaration(of type: NibObject.Type) -> Declaration? {
        let declaration = type.declaration
        return declaration.declaringClass == ObjectIdentifier(type) ? declaration.made() : nil
    }

    /// The declarations of `type` and its superclasses, the root's first; `own` gives a class's
    /// own declaration (`ownDeclaration`, or one remembered).
    static func chain(of type: NibObject.Type, own: (NibObject.Type) -> Declaration?) -> [Declaration] {
        sequence(first: type as AnyClass, next: ClassRegistry.superclass).compactMap { ($0 as? NibObject.Type).flatMap(own) }.reversed()
    }

    /// The format's elements and those `types` declare, in the order given: each element with
    /// the settings of its class and of its class's superclasses (the root's first), gathered
    /// when the element is first read. Part of a program's start: each class's declaration is
    /// asked of `own` once here (the main actor's callers give the loader's remembered ones),
    /// and the classes are told apart by identity in a short list (a set's first hashed key
    /// type scans every conformance record of the program).
    static func vocabulary(of types: [NibObject.Type], own: (NibObject.Type) -> Declaration? = ownDeclaration) -> Vocabulary {
        var known: [(type: ObjectIdentifier, declaration: Declaration?)] = []
        known.reserveCapacity(types.count)
        /// `own`, asked once for each class: the classes' chains share their superclasses.
        func remembered(_ type: NibObject.Type) -> Declaration? {
            if let entry = known.first(where: { $0.type == ObjectIdentifier(type) }) { return entry.declaration }
            let declaration = own(type)
            known.append((ObjectIdentifier(type), declaration))
            return declaration
        }
        var seen: [ObjectIdentifier] = []
        seen.reserveCapacity(types.count)
        var elements: [DeclaredElement] = []
        elements.reserveCapacity(types.count + types.count / 2)
        for type in types where !seen.contains(ObjectIdentifier(type)) {
            seen.append(ObjectIdentifier(type))
            guard let declaration = remembered(type) else { continue }
            let declared = declaration.elements
            guard !declared.isEmpty else { continue }
            let inherited = chain(of: type, own: remembered).dropLast()
            for (element, takes) in declared {
                elements.append(
                    DeclaredElement(element) {
                        let settings = inherited.flatMap(\.screenSettings)
                        return (takes().map { takes in settings.filter { takes($0.name) } } ?? settings) + declaration.screenSettings
                    })
            }
        }
        return Vocabulary(declaring: elements)
    }
}

/// NibKit's own vocabulary: the format's elements and those NibKit's classes declare.
extension Vocabulary {
    /// The format's elements and every NibKit class's: what its loader, nibtool and the schema
    /// read screens with unless a registry of more classes is given (`ClassRegistry.vocabulary`).
    nonisolated public static let nibKit = DeclaredClasses.vocabulary(of: ClassRegistry.builtIns)
}
