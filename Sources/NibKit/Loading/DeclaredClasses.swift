import NibFormat

/// Classes read through their declarations (`Declaration`): the vocabulary their elements make,
/// and each class's settings with those it inherits. Nonisolated: a declaration is plain data
/// and key paths, so a vocabulary can be made from any context.
nonisolated enum DeclaredClasses {
    /// The declaration `type` makes itself; nil when it only inherits its superclass's.
    static func ownDeclaration(of type: NibObject.Type) -> Declaration? {
        let declaration = type.declaration
        return declaration.declaringClass == ObjectIdentifier(type) ? declaration : nil
    }

    /// The declarations of `type` and its superclasses, the root's first.
    static func chain(of type: NibObject.Type) -> [Declaration] {
        sequence(first: type as AnyClass, next: ClassRegistry.superclass).compactMap { ($0 as? NibObject.Type).flatMap(ownDeclaration) }
            .reversed()
    }

    /// The format's elements and those `types` declare, in the order given: each element with
    /// the settings of its class and of its class's superclasses (the root's first).
    static func vocabulary(of types: [NibObject.Type]) -> Vocabulary {
        var seen = Set<ObjectIdentifier>()
        var elements: [ElementSpec] = []
        for type in types where seen.insert(ObjectIdentifier(type)).inserted {
            guard let own = ownDeclaration(of: type), !own.elements.isEmpty else { continue }
            let inherited = chain(of: type).dropLast().flatMap(\.settings).filter(\.isScreenSetting).map(\.spec)
            for (element, takes) in own.elements {
                var spec = element
                spec.add(inherited.filter { takes($0.name) })
                spec.add(own.settings.filter(\.isScreenSetting).map(\.spec))
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
