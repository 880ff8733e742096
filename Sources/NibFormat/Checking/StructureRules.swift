/// The rules of a document's structure, checked in one pass over its objects once a reader has
/// built it, for every reader alike (NibKit's XML, the compiled form, Xcode's dialect): each
/// object has an id of its own, there are at most `NibDocument.maximumObjects` objects,
/// placeholders stand at the top and constraints and layout guides inside their views, each
/// list holds what it may (views as subviews, constraints, prototype cells, objects nested by a
/// key their parent takes), and every connection's destination is an object of the file.
/// A reader reports what the model cannot hold (an unknown element or attribute, a bad value);
/// this pass everything else about where objects stand.
///
/// The pass reads the document's `StructureIndex`, a flat array of its objects: the one its
/// reader recorded, or one made by walking the document. Ids are compared by number.
package struct StructureRules {
    private let vocabulary: Vocabulary
    private let index: StructureIndex
    private let file: String
    private var problems: [Diagnostic] = []
    /// By id number: 1 + the line of the first object with that id, 0 for none yet.
    private var firstLines: [Int32]
    /// How far `index.keys` has been read: entries come in order, and so do their keys.
    private var nextKey = 0

    private init(_ index: StructureIndex, vocabulary: Vocabulary, file: String) {
        self.vocabulary = vocabulary
        self.index = index
        self.file = file
        firstLines = Array(repeating: 0, count: index.ids.count)
    }

    /// Every problem of `document`'s structure, read with its vocabulary.
    package static func problems(in document: NibDocument) -> [Diagnostic] {
        problems(in: document, index: StructureIndex(of: document))
    }

    /// Every problem of `document`'s structure, its objects as `index` records them.
    package static func problems(in document: NibDocument, index: StructureIndex) -> [Diagnostic] {
        var rules = StructureRules(index, vocabulary: document.vocabulary, file: document.file)
        rules.check()
        return rules.problems
    }

    private mutating func check() {
        for position in index.entries.indices {
            let entry = index.entries[position]
            guard position < NibDocument.maximumObjects else {
                problems.append(DocumentRules.tooManyObjects(at: location(of: entry)))
                return
            }
            claim(entry, at: position)
            place(entry, at: position)
        }
        var sortedIDs: [String]?
        for (connection, entry, destination, customClass) in index.connections {
            guard destination < 0 || firstLines[Int(destination)] == 0 else { continue }
            if sortedIDs == nil { sortedIDs = index.ids.indices.filter { firstLines[$0] != 0 }.map { index.ids[$0] }.sorted() }
            let object = index.entries[Int(entry)]
            let id = object.idNumber < 0 ? "" : index.ids[Int(object.idNumber)]
            let source = ObjectNode(element: name(of: object, at: Int(entry)), id: id, customClass: customClass, location: connection.location)
            problems.append(DocumentRules.danglingDestination(connection, from: source, ids: sortedIDs ?? []))
        }
    }

    /// An id present, and the first object's that has it.
    private mutating func claim(_ entry: StructureIndex.Entry, at position: Int) {
        guard entry.idNumber >= 0 else {
            problems.append(DocumentRules.missingID(name(of: entry, at: position), at: location(of: entry)))
            return
        }
        let firstLine = firstLines[Int(entry.idNumber)]
        if firstLine == 0 {
            firstLines[Int(entry.idNumber)] = entry.line &+ 1
        } else {
            problems.append(DocumentRules.duplicateID(index.ids[Int(entry.idNumber)], firstLine: Int(firstLine) - 1, at: location(of: entry)))
        }
    }

    /// The object stands where its role may: an element the vocabulary does not have is the
    /// reader's to report; an object embedded in one is held to a subview's rules.
    private mutating func place(_ entry: StructureIndex.Entry, at position: Int) {
        let key = self.key(of: position)
        guard let role = entry.role else { return }
        // The holder's spec, read only for the lists that depend on it.
        func holder() -> ElementSpec.Shared? { entry.holder >= 0 ? vocabulary.sharedElement(index.entries[Int(entry.holder)].word) : nil }
        switch entry.list == .embedded && holder() == nil ? .subviews : entry.list {
        case .topLevel:
            if role == .constraint { problems.append(DocumentRules.misplacedConstraint(at: location(of: entry))) }
            if role == .layoutGuide { problems.append(DocumentRules.misplacedLayoutGuide(at: location(of: entry))) }
            return
        case .constraints:
            if role != .constraint {
                problems.append(
                    DocumentRules.unknownElement(name(of: entry, at: position), in: "constraints", at: location(of: entry), allowed: ["constraint"]))
            }
            return
        case .subviews:
            if !role.canBeSubview && role != .placeholder { problems.append(DocumentRules.notASubview(name(of: entry, at: position), at: location(of: entry))) }
        case .prototypes:
            guard let holder = holder() else { return }
            let name = name(of: entry, at: position)
            if holder.spec.prototypeElement != name {
                problems.append(
                    DocumentRules.unknownElement(
                        name, in: "prototypes", at: location(of: entry), allowed: holder.spec.prototypeElement.map { [$0] } ?? []))
            }
        case .embedded:
            guard let holder = holder() else { return }
            if !holder.spec.embeds(role, as: key) {
                problems.append(
                    DocumentRules.unknownElement(
                        name(of: entry, at: position), in: holder.spec.name, at: location(of: entry),
                        allowed: holder.spec.embeddableElements(in: vocabulary).map(\.name)))
            }
        }
        if role == .placeholder { problems.append(DocumentRules.misplacedPlaceholder(at: location(of: entry))) }
    }

    /// The key the object at `position` fills, if any; asked of each entry in order.
    private mutating func key(of position: Int) -> String? {
        guard nextKey < index.keys.count, index.keys[nextKey].entry == position else { return nil }
        nextKey += 1
        return index.keys[nextKey - 1].key
    }

    /// The element's name, for messages.
    private func name(of entry: StructureIndex.Entry, at position: Int) -> String {
        vocabulary.sharedElement(entry.word)?.spec.name ?? index.unknownNames.first { $0.entry == position }?.name ?? ""
    }

    private func location(of entry: StructureIndex.Entry) -> SourceLocation {
        SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column))
    }
}
