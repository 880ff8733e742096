/// The rules of a document's structure, for every reader alike (NibKit's XML, the compiled
/// form, Xcode's dialect): each object has an id of its own, there are at most
/// `NibDocument.maximumObjects` objects, placeholders stand at the top and constraints and
/// layout guides inside their views, each list holds what it may (views as subviews,
/// constraints, prototype cells, objects nested by a key their parent takes), and every
/// connection's destination is an object of the file. A reader reports what the model cannot
/// hold (an unknown element or attribute, a bad value); these rules everything else about
/// where objects stand.
///
/// The rules take the document's objects one by one, in document order, each as a few numbers
/// (its role, the list it stands in, the word of the element that holds it, its id's number),
/// and its connections; `problems()` then checks the connections' destinations. A
/// reader hands each object over as it builds it, when it has those numbers at hand; a
/// document from elsewhere (made in code, changed after it was read) is walked
/// (`problems(in:)`). Walking the tree again, and looking each element's spec up by its name
/// and each id by hashing it, were most of a compiled load's check.
package struct StructureRules {
    /// The list an object stands in.
    package enum List: UInt8 {
        case topLevel, embedded, subviews, constraints, prototypes
    }

    private let vocabulary: Vocabulary
    /// The file the problems are in: a compiled screen names it after its rules are made.
    package var file: String
    /// The problems found so far.
    private var found: [Diagnostic] = []
    /// How many objects have come.
    private var objectCount = 0
    /// The ids by number: a compiled screen's strings, or those numbered as they came.
    private var ids: [String]
    /// The numbers given by `number(of:)`, by id.
    private var numbers: [String: Int32] = [:]
    /// By id number: 1 + the line of the first object with that id, 0 for none yet.
    private var firstLines: [Int32]
    /// The connections whose destinations are checked once every id is known, each with what
    /// names its object in a message and its destination's number as the reader gave it (-1
    /// for an id no object has), or -2 for one to look up by its text once all have come.
    private var connections: [(connection: Connection, source: ObjectNode, destination: Int32)] = []

    /// Rules for a document of `file` read with `vocabulary`, whose ids are numbered by their
    /// place in `ids`, or, with none, by `number(of:)` for about `expectedObjects` objects (its
    /// table made at its size at once: grown step by step, it was rehashed at each).
    package init(vocabulary: Vocabulary, file: String, ids: [String] = [], expectedObjects: Int = 0) {
        self.vocabulary = vocabulary
        self.file = file
        self.ids = ids
        firstLines = Array(repeating: 0, count: ids.count)
        if ids.isEmpty && expectedObjects > 0 { numbers.reserveCapacity(min(expectedObjects, NibDocument.maximumObjects + 1)) }
    }

    /// Every problem of `document`'s structure, read with its vocabulary, its objects walked.
    package static func problems(in document: NibDocument) -> [Diagnostic] {
        var rules = walking(document)
        return rules.problems()
    }

    /// Rules given every object of `document`, walked, for `problems()`.
    package static func walking(_ document: NibDocument) -> StructureRules {
        var rules = StructureRules(vocabulary: document.vocabulary, file: document.file)
        rules.walk(document)
        return rules
    }

    // MARK: Objects, as they come

    /// The number of `id`, given as ids first come, for a reader whose ids are not numbered.
    package mutating func number(of id: String) -> Int32 {
        let next = Int32(ids.count)
        let number = Self.value(of: &numbers[id, default: next])
        if number == next {
            ids.append(id)
            firstLines.append(0)
        }
        return number
    }

    /// What a dictionary entry holds, reached for writing: so reached, a missing entry is made
    /// in the same look-up that finds where it goes.
    private static func value(of entry: inout Int32) -> Int32 { entry }

    /// Takes the next object in document order: `role` nil for an element the vocabulary does
    /// not have (`element` names it), `idNumber` -1 for an empty id, `holder` the word of the
    /// element that holds the list it stands in (0 at the top level, or for an element the
    /// vocabulary does not have).
    package mutating func object(
        role: ElementSpec.Role?, element: @autoclosure () -> String, in list: List, holder: Word, key: String?, idNumber: Int32, line: Int,
        column: Int
    ) {
        objectCount += 1
        guard objectCount <= NibDocument.maximumObjects else {
            if objectCount == NibDocument.maximumObjects + 1 { found.append(DocumentRules.tooManyObjects(at: location(line, column))) }
            return
        }
        claim(idNumber, element: element, line: line, column: column)
        if let role { place(role, element: element, in: list, holder: holder, key: key, line: line, column: column) }
    }

    /// Takes a connection of an object, `source` naming the object in a message; `destination`
    /// the number of its destination's id where the reader numbered the ids, else nil.
    package mutating func connection(_ connection: Connection, from source: @autoclosure () -> ObjectNode, destination: Int32?) {
        guard DocumentRules.checksDestination(of: connection) else { return }
        connections.append((connection, source(), destination ?? -2))
    }

    /// Every problem found, once every object has come: with the connections' destinations.
    package mutating func problems() -> [Diagnostic] {
        guard objectCount <= NibDocument.maximumObjects else { return found }
        var sortedIDs: [String]?
        for (connection, source, given) in connections {
            let destination = given == -2 ? numbers[connection.destination] ?? -1 : given
            guard destination < 0 || firstLines[Int(destination)] == 0 else { continue }
            if sortedIDs == nil { sortedIDs = ids.indices.filter { firstLines[$0] != 0 }.map { ids[$0] }.sorted() }
            found.append(DocumentRules.danglingDestination(connection, from: source, ids: sortedIDs ?? []))
        }
        return found
    }

    // MARK: The rules

    /// An id present, and the first object's that has it.
    private mutating func claim(_ idNumber: Int32, element: () -> String, line: Int, column: Int) {
        guard idNumber >= 0 else {
            found.append(DocumentRules.missingID(element(), at: location(line, column)))
            return
        }
        let firstLine = firstLines[Int(idNumber)]
        if firstLine == 0 {
            firstLines[Int(idNumber)] = Int32(clamping: line &+ 1)
        } else {
            found.append(DocumentRules.duplicateID(ids[Int(idNumber)], firstLine: Int(firstLine) - 1, at: location(line, column)))
        }
    }

    /// The object stands where its role may; an object embedded in one the vocabulary does not
    /// have is held to a subview's rules.
    private mutating func place(
        _ role: ElementSpec.Role, element: () -> String, in list: List, holder: Word, key: String?, line: Int, column: Int
    ) {
        // The holder's spec, read only for the lists that depend on it.
        func holderSpec() -> ElementSpec.Shared? { vocabulary.sharedElement(holder) }
        switch list == .embedded && holderSpec() == nil ? .subviews : list {
        case .topLevel:
            if role == .constraint { found.append(DocumentRules.misplacedConstraint(at: location(line, column))) }
            if role == .layoutGuide { found.append(DocumentRules.misplacedLayoutGuide(at: location(line, column))) }
            return
        case .constraints:
            if role != .constraint {
                found.append(DocumentRules.unknownElement(element(), in: "constraints", at: location(line, column), allowed: ["constraint"]))
            }
            return
        case .subviews:
            if !role.canBeSubview && role != .placeholder { found.append(DocumentRules.notASubview(element(), at: location(line, column))) }
        case .prototypes:
            guard let holder = holderSpec() else { return }
            let name = element()
            if !holder.spec.prototypeElements.contains(name) {
                found.append(DocumentRules.unknownElement(name, in: "prototypes", at: location(line, column), allowed: holder.spec.prototypeElements))
            }
        case .embedded:
            guard let holder = holderSpec() else { return }
            if !holder.spec.embeds(role, as: key) {
                found.append(
                    DocumentRules.unknownElement(
                        element(), in: holder.spec.name, at: location(line, column), allowed: holder.spec.embeddableElements(in: vocabulary).map(\.name)))
            }
        }
        if role == .placeholder { found.append(DocumentRules.misplacedPlaceholder(at: location(line, column))) }
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    // MARK: A document walked

    /// Takes each object of `document` in document order, with a stack of the lists still to
    /// walk (no recursion as deep as the file), and its connections.
    private mutating func walk(_ document: NibDocument) {
        let lists = document.isStoryboard ? document.scenes.map(\.objects) : [document.objects]
        // Each list with how far it has been walked: an object's lists go on top of its own
        // (its embedded objects on top of all), so that they come off before its next sibling.
        var work: [(nodes: [ObjectNode], index: Int, list: List, holder: Word)] = lists.reversed().map { ($0, 0, .topLevel, 0) }
        while let last = work.indices.last {
            let (nodes, position, list, holder) = work[last]
            guard position < nodes.count else {
                work.removeLast()
                continue
            }
            work[last].index += 1
            // The node's fields read where it stands: a node copied retains each of them.
            let element = nodes[position].element
            let word = vocabulary.words.word(element) ?? 0
            let role = vocabulary.role(word)
            let id = nodes[position].id
            object(
                role: role, element: element, in: list, holder: holder, key: nodes[position].key,
                idNumber: id.isEmpty ? -1 : self.number(of: id), line: nodes[position].location.line, column: nodes[position].location.column)
            for connection in nodes[position].connections {
                let source = ObjectNode(element: element, id: id, customClass: nodes[position].customClass, location: connection.location)
                self.connection(connection, from: source, destination: nil)
            }
            if !nodes[position].prototypes.isEmpty { work.append((nodes[position].prototypes, 0, .prototypes, word)) }
            if !nodes[position].constraints.isEmpty { work.append((nodes[position].constraints, 0, .constraints, word)) }
            if !nodes[position].subviews.isEmpty { work.append((nodes[position].subviews, 0, .subviews, word)) }
            if !nodes[position].embedded.isEmpty { work.append((nodes[position].embedded, 0, .embedded, word)) }
        }
    }
}
