/// The rules of a document's structure, checked in one pass over the model once a reader has
/// built it, for every reader alike (NibKit's XML, the compiled form, Xcode's dialect): each
/// object has an id of its own, there are at most `NibDocument.maximumObjects` objects,
/// placeholders stand at the top and constraints and layout guides inside their views, each
/// list holds what it may (views as subviews, constraints, prototype cells, objects nested by a
/// key their parent takes), and every connection's destination is an object of the file.
/// A reader reports what the model cannot hold (an unknown element or attribute, a bad value);
/// this pass everything else about where objects stand.
package struct StructureRules {
    /// Where an object stands, for the rules of placement.
    private enum Place {
        case topLevel
        case embedded(in: ElementSpec)
        case subview
        case constraint
        case prototype(of: ElementSpec)
    }

    private let vocabulary: Vocabulary
    private var problems: [Diagnostic] = []
    /// Each id with the line of the first object that has it.
    private var idLines: [String: Int] = [:]
    private var objectCount = 0

    private init(vocabulary: Vocabulary) { self.vocabulary = vocabulary }

    /// Every problem of `document`'s structure, read with its vocabulary.
    package static func problems(in document: NibDocument) -> [Diagnostic] {
        var rules = StructureRules(vocabulary: document.vocabulary)
        let lists = document.isStoryboard ? document.scenes.map(\.objects) : [document.objects]
        for objects in lists { rules.check(objects, at: .topLevel) }
        guard rules.objectCount <= NibDocument.maximumObjects else { return rules.problems }
        var sortedIDs: [String]?
        for objects in lists {
            NibDocument.forEachObject(inOrder: objects) { siblings, index in
                let node = siblings[index]
                for connection in node.connections where DocumentRules.checksDestination(of: connection) && rules.idLines[connection.destination] == nil {
                    if sortedIDs == nil { sortedIDs = rules.idLines.keys.sorted() }
                    rules.problems.append(DocumentRules.danglingDestination(connection, from: node, ids: sortedIDs ?? []))
                }
            }
        }
        return rules.problems
    }

    /// The nodes of one list, each in place and then what it holds, in document order.
    private mutating func check(_ nodes: [ObjectNode], at place: Place) {
        for index in nodes.indices {
            objectCount += 1
            if objectCount > NibDocument.maximumObjects {
                if objectCount == NibDocument.maximumObjects + 1 { problems.append(DocumentRules.tooManyObjects(at: nodes[index].location)) }
                return
            }
            let spec = vocabulary.element(nodes[index].element)
            claim(nodes[index])
            if let spec { check(nodes[index], spec, at: place) }
            check(nodes[index].embedded, at: spec.map { .embedded(in: $0) } ?? .subview)
            check(nodes[index].subviews, at: .subview)
            check(nodes[index].constraints, at: .constraint)
            if let spec { check(nodes[index].prototypes, at: .prototype(of: spec)) }
        }
    }

    /// An id present, and the first object's that has it.
    private mutating func claim(_ node: ObjectNode) {
        if node.id.isEmpty {
            problems.append(DocumentRules.missingID(node.element, at: node.location))
        } else if let firstLine = idLines[node.id] {
            problems.append(DocumentRules.duplicateID(node.id, firstLine: firstLine, at: node.location))
        } else {
            idLines[node.id] = node.location.line
        }
    }

    /// The object stands where its role may.
    private mutating func check(_ node: ObjectNode, _ spec: ElementSpec, at place: Place) {
        let location = node.location
        switch place {
        case .topLevel:
            if spec.role == .constraint { problems.append(DocumentRules.misplacedConstraint(at: location)) }
            if spec.role == .layoutGuide { problems.append(DocumentRules.misplacedLayoutGuide(at: location)) }
            return
        case .constraint:
            if spec.role != .constraint {
                problems.append(DocumentRules.unknownElement(node.element, in: "constraints", at: location, allowed: ["constraint"]))
            }
            return
        case .subview:
            if !spec.role.canBeSubview && spec.role != .placeholder { problems.append(DocumentRules.notASubview(node.element, at: location)) }
        case .prototype(let parent):
            if parent.prototypeElement != node.element {
                problems.append(
                    DocumentRules.unknownElement(node.element, in: "prototypes", at: location, allowed: parent.prototypeElement.map { [$0] } ?? []))
            }
        case .embedded(let parent):
            if !parent.embeds(spec.role, as: node.key) {
                problems.append(
                    DocumentRules.unknownElement(
                        node.element, in: parent.name, at: location, allowed: parent.embeddableElements(in: vocabulary).map(\.name)))
            }
        }
        if spec.role == .placeholder { problems.append(DocumentRules.misplacedPlaceholder(at: location)) }
    }
}
