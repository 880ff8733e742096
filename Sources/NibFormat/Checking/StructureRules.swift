/// The rules of a document's structure, checked in one pass over the model once a reader has
/// built it, for every reader alike (NibKit's XML, the compiled form, Xcode's dialect): each
/// object has an id of its own, there are at most `NibDocument.maximumObjects` objects,
/// placeholders stand at the top and constraints and layout guides inside their views, each
/// list holds what it may (views as subviews, constraints, prototype cells, objects nested by a
/// key their parent takes), and every connection's destination is an object of the file.
/// A reader reports what the model cannot hold (an unknown element or attribute, a bad value);
/// this pass everything else about where objects stand.
///
/// Ids are compared by number: the numbers a reader interned (`NibDocument.internedIDs`, the
/// compiled form's strings), when every one of them still names its id, or else numbers given
/// here by hashing each id once.
package struct StructureRules {
    /// Where an object stands, for the rules of placement.
    /// A parent is held by reference: copying its spec would retain each of its tables.
    private enum Place {
        case topLevel
        case embedded(in: ElementSpec.Shared)
        case subview
        case constraint
        case prototype(of: ElementSpec.Shared)
    }

    private let vocabulary: Vocabulary
    private var problems: [Diagnostic] = []
    private var objectCount = 0
    /// The specs of the elements met so far: a document uses a few kinds of element, and a
    /// short name compares faster than it hashes (its length first: most names asked are
    /// another's, and unequal lengths settle it without comparing the text).
    private var specs: [(element: String, length: Int, spec: ElementSpec.Shared?)] = []

    /// The ids by number: the reader's (`trustsNumbers`), then those numbered here.
    private var texts: [String]
    /// Whether the numbers the nodes carry are used; cleared at the first that does not name
    /// its id (a document changed after it was read), and the pass made again without them.
    private var trustsNumbers: Bool
    /// The numbers given here, by id.
    private var numbers: [String: Int32] = [:]
    /// By id number: 1 + the line of the first object with that id, 0 for none yet.
    private var firstLines: [Int32]

    /// Every connection whose destination is to be checked once every id is known, with what
    /// names the object it is on in a message.
    private var connections: [(connection: Connection, element: String, id: String, customClass: String?)] = []

    private init(document: NibDocument, trustsNumbers: Bool) {
        vocabulary = document.vocabulary
        self.trustsNumbers = trustsNumbers
        texts = trustsNumbers ? document.internedIDs : []
        firstLines = Array(repeating: 0, count: texts.count)
        if !trustsNumbers { numbers.reserveCapacity(min(document.objectCount, NibDocument.maximumObjects + 1)) }
    }

    /// Every problem of `document`'s structure, read with its vocabulary.
    package static func problems(in document: NibDocument) -> [Diagnostic] {
        if !document.internedIDs.isEmpty, let problems = check(document, trustingNumbers: true) { return problems }
        return check(document, trustingNumbers: false) ?? []
    }

    /// The problems, or nil when a number the pass trusted did not name its id.
    private static func check(_ document: NibDocument, trustingNumbers: Bool) -> [Diagnostic]? {
        var rules = StructureRules(document: document, trustsNumbers: trustingNumbers)
        let lists = document.isStoryboard ? document.scenes.map(\.objects) : [document.objects]
        for objects in lists { rules.check(objects, at: .topLevel) }
        guard rules.trustsNumbers == trustingNumbers else { return nil }
        guard rules.objectCount <= NibDocument.maximumObjects else { return rules.problems }
        var sortedIDs: [String]?
        for (connection, element, id, customClass) in rules.connections {
            let destination = rules.number(of: connection.destination, given: connection.destinationNumber, claiming: false)
            guard rules.trustsNumbers == trustingNumbers else { return nil }
            guard destination < 0 || rules.firstLines[Int(destination)] == 0 else { continue }
            if sortedIDs == nil { sortedIDs = rules.claimedIDs.sorted() }
            let source = ObjectNode(element: element, id: id, customClass: customClass, location: connection.location)
            rules.problems.append(DocumentRules.danglingDestination(connection, from: source, ids: sortedIDs ?? []))
        }
        return rules.problems
    }

    /// Every id some object has.
    private var claimedIDs: [String] { texts.indices.filter { firstLines[$0] != 0 }.map { texts[$0] } }

    /// The number of `id`: `given` when the pass trusts it and it names `id`, else one given
    /// here (when `claiming`; -1 for an id no object has). A given number that does not name its
    /// id clears `trustsNumbers`.
    private mutating func number(of id: String, given: Int32, claiming: Bool) -> Int32 {
        if trustsNumbers {
            if given >= 0, Int(given) < texts.count, texts[Int(given)] == id { return given }
            trustsNumbers = false
            return -1
        }
        guard claiming else { return numbers[id] ?? -1 }
        // One look-up: the id's number, or the next one, entered now.
        let next = Int32(texts.count)
        let number = Self.value(of: &numbers[id, default: next])
        if number == next {
            texts.append(id)
            firstLines.append(0)
        }
        return number
    }

    /// What an entry holds, reached for writing: so reached, a missing entry is made in the
    /// same look-up that finds where it goes.
    private static func value(of entry: inout Int32) -> Int32 { entry }

    /// The spec of `element`, looked up once per kind of element.
    private mutating func spec(of element: String) -> ElementSpec.Shared? {
        let length = element.utf8.count
        for index in specs.indices where specs[index].length == length && specs[index].element == element { return specs[index].spec }
        let spec = vocabulary.sharedElement(named: element)
        specs.append((element, length, spec))
        return spec
    }

    /// The nodes of one list, each in place and then what it holds, in document order. Nodes
    /// are read where they stand: a node copied retains and releases each of its dozen fields.
    private mutating func check(_ nodes: [ObjectNode], at place: Place) {
        for index in nodes.indices {
            objectCount += 1
            if objectCount > NibDocument.maximumObjects {
                if objectCount == NibDocument.maximumObjects + 1 { problems.append(DocumentRules.tooManyObjects(at: nodes[index].location)) }
                return
            }
            let spec = spec(of: nodes[index].element)
            claim(nodes, index)
            if !nodes[index].connections.isEmpty {
                for connection in nodes[index].connections where DocumentRules.checksDestination(of: connection) {
                    connections.append((connection, nodes[index].element, nodes[index].id, nodes[index].customClass))
                }
            }
            if let spec { check(nodes, index, spec, at: place) }
            if !nodes[index].embedded.isEmpty { check(nodes[index].embedded, at: spec.map { .embedded(in: $0) } ?? .subview) }
            if !nodes[index].subviews.isEmpty { check(nodes[index].subviews, at: .subview) }
            if !nodes[index].constraints.isEmpty { check(nodes[index].constraints, at: .constraint) }
            if let spec, !nodes[index].prototypes.isEmpty { check(nodes[index].prototypes, at: .prototype(of: spec)) }
        }
    }

    /// An id present, and the first object's that has it.
    private mutating func claim(_ nodes: [ObjectNode], _ index: Int) {
        guard !nodes[index].id.isEmpty else {
            problems.append(DocumentRules.missingID(nodes[index].element, at: nodes[index].location))
            return
        }
        let number = number(of: nodes[index].id, given: nodes[index].idNumber, claiming: true)
        guard number >= 0 else { return }
        let firstLine = firstLines[Int(number)]
        if firstLine == 0 {
            firstLines[Int(number)] = Int32(clamping: nodes[index].location.line &+ 1)
        } else {
            problems.append(DocumentRules.duplicateID(nodes[index].id, firstLine: Int(firstLine) - 1, at: nodes[index].location))
        }
    }

    /// The object stands where its role may.
    private mutating func check(_ nodes: [ObjectNode], _ index: Int, _ spec: ElementSpec.Shared, at place: Place) {
        let location = nodes[index].location
        switch place {
        case .topLevel:
            if spec.spec.role == .constraint { problems.append(DocumentRules.misplacedConstraint(at: location)) }
            if spec.spec.role == .layoutGuide { problems.append(DocumentRules.misplacedLayoutGuide(at: location)) }
            return
        case .constraint:
            if spec.spec.role != .constraint {
                problems.append(DocumentRules.unknownElement(nodes[index].element, in: "constraints", at: location, allowed: ["constraint"]))
            }
            return
        case .subview:
            if !spec.spec.role.canBeSubview && spec.spec.role != .placeholder {
                problems.append(DocumentRules.notASubview(nodes[index].element, at: location))
            }
        case .prototype(let parent):
            if parent.spec.prototypeElement != nodes[index].element {
                problems.append(
                    DocumentRules.unknownElement(
                        nodes[index].element, in: "prototypes", at: location, allowed: parent.spec.prototypeElement.map { [$0] } ?? []))
            }
        case .embedded(let parent):
            if !parent.spec.embeds(spec.spec.role, as: nodes[index].key) {
                problems.append(
                    DocumentRules.unknownElement(
                        nodes[index].element, in: parent.spec.name, at: location, allowed: parent.spec.embeddableElements(in: vocabulary).map(\.name)))
            }
        }
        if spec.spec.role == .placeholder { problems.append(DocumentRules.misplacedPlaceholder(at: location)) }
    }
}
