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
    /// the settings of its class and of its class's superclasses (the root's first). Part of a
    /// program's start: each class's declaration is asked of `own` once here (the main actor's
    /// callers give the loader's remembered ones), the classes are told apart by identity in a
    /// short list (a set's first hashed key type scans every conformance record of the program),
    /// and each class's settings with its superclasses' are gathered once, in tables its
    /// elements and its subclasses' share until they add to them.
    static func vocabulary(of types: [NibObject.Type], own: (NibObject.Type) -> Declaration? = ownDeclaration) -> Vocabulary {
        var classes:
            [(type: ObjectIdentifier, declaration: Declaration?, own: [AttributeSpec], inherited: ElementSpec.Settings, settings: ElementSpec.Settings)] = []
        /// The class's own declaration and settings, its superclasses' settings, and those with its own.
        func gathered(_ type: NibObject.Type) -> (
            declaration: Declaration?, own: [AttributeSpec], inherited: ElementSpec.Settings, settings: ElementSpec.Settings
        ) {
            if let known = classes.first(where: { $0.type == ObjectIdentifier(type) }) {
                return (known.declaration, known.own, known.inherited, known.settings)
            }
            let inherited = ClassRegistry.superclass(of: type).flatMap { $0 as? NibObject.Type }.map { gathered($0).settings } ?? ElementSpec.Settings()
            let declaration = own(type)
            // Asked once: each ask filters and maps the declaration's settings.
            let ownSettings = declaration?.screenSettings ?? []
            var settings = inherited
            if !ownSettings.isEmpty { settings.add(ownSettings) }
            classes.append((ObjectIdentifier(type), declaration, ownSettings, inherited, settings))
            return (declaration, ownSettings, inherited, settings)
        }
        var seen: [ObjectIdentifier] = []
        seen.reserveCapacity(types.count)
        var elements: [ElementSpec] = []
        elements.reserveCapacity(types.count + types.count / 2)
        for type in types where !seen.contains(ObjectIdentifier(type)) {
            seen.append(ObjectIdentifier(type))
            let (declaration, ownSettings, inherited, settings) = gathered(type)
            guard let declaration, !declaration.elements.isEmpty else { continue }
            for (element, takes) in declaration.elements {
                var spec = element
                if let takes {
                    spec.add(inherited.list.filter { takes($0.name) })
                    spec.add(ownSettings)
                } else {
                    spec.add(settings)
                }
                elements.append(spec)
            }
        }
        return Vocabulary(adding: elements)
    }
}

/// NibKit's own vocabulary: the format's elements and those NibKit's classes declare.
extension Vocabulary {
    /// The format's elements and every NibKit class's: what its loader, nibtool and the schema
    /// read screens with unless a registry of more classes is given (`ClassRegistry.vocabulary`).
    nonisolated public static let nibKit = DeclaredClasses.vocabulary(of: ClassRegistry.builtIns)
}
