/// A document's objects in document order, each with what the rules of structure need to know
/// of it (`StructureRules`): its element's word, the list it stands in and the object that
/// holds that list, its id's number, and where it is written.
///
/// A reader fills it as it builds the nodes (`record`), where it has each element's word and
/// each id's number at hand; a document from elsewhere (made in code, changed after it was
/// read) is indexed by walking it (`init(of:)`). The rules then run over a flat array of
/// entries of plain numbers: walking the tree, finding each element's spec by its name and each
/// id by hashing it were most of a compiled load's check, and entries holding strings were
/// retained and released at every read.
package struct StructureIndex {
    /// The list an object stands in.
    package enum List: UInt8 {
        case topLevel, embedded, subviews, constraints, prototypes
    }

    package struct Entry {
        /// The element's word in the vocabulary, and its role; 0 and nil for a name it does not
        /// have (`unknownNames`).
        package var word: Word
        package var role: ElementSpec.Role?
        package var list: List
        /// The entry of the object that holds the list, -1 at the top level.
        package var holder: Int32
        /// The id's number in `ids`, -1 for an object whose id is empty.
        package var idNumber: Int32
        package var line: Int32
        package var column: Int32

    }

    package private(set) var entries: [Entry] = []
    /// The ids by number: a compiled screen's strings, or those numbered as they came
    /// (`number(of:)`).
    package private(set) var ids: [String]
    /// The numbers given by `number(of:)`, by id.
    private var numbers: [String: Int32] = [:]
    /// The keys embedded objects fill (`<view key="view">`), by entry, in entry order.
    package private(set) var keys: [(entry: Int32, key: String)] = []
    /// The names of elements the vocabulary does not have, by entry (a document made in code).
    package private(set) var unknownNames: [(entry: Int32, name: String)] = []
    /// The connections whose destinations are checked once every id is known, each with the
    /// entry of its object, its destination's number (-1 for an id no object has) and the
    /// object's custom class, for messages.
    package private(set) var connections: [(connection: Connection, entry: Int32, destination: Int32, customClass: String?)] = []

    /// An empty index for a reader whose ids are numbered by their place in `ids`, or, with
    /// none, by `number(of:)` for about `expectedObjects` objects (its table made at its size
    /// at once: grown step by step, it was rehashed at each).
    package init(ids: [String], expectedObjects: Int = 0) {
        self.ids = ids
        if ids.isEmpty && expectedObjects > 0 {
            numbers.reserveCapacity(min(expectedObjects, NibDocument.maximumObjects + 1))
            entries.reserveCapacity(min(expectedObjects, NibDocument.maximumObjects + 1))
        }
    }

    /// Records an object where it stands in document order, before what it holds (`word` 0 and
    /// `role` nil for an element the vocabulary does not have, named then by `unknownName`;
    /// `idNumber` -1 for an empty id); returns its entry, the holder of what it holds.
    @discardableResult
    package mutating func record(
        word: Word, role: ElementSpec.Role?, unknownName: String? = nil, in list: List, holder: Int32, key: String?, idNumber: Int32,
        line: Int, column: Int
    ) -> Int32 {
        let entry = Int32(entries.count)
        entries.append(
            Entry(word: word, role: role, list: list, holder: holder, idNumber: idNumber, line: Int32(clamping: line), column: Int32(clamping: column)))
        if let key { keys.append((entry, key)) }
        if role == nil, let unknownName { unknownNames.append((entry, unknownName)) }
        return entry
    }

    /// The number of `id`, given as ids first come, for a reader whose ids are not numbered.
    package mutating func number(of id: String) -> Int32 {
        let next = Int32(ids.count)
        let number = Self.value(of: &numbers[id, default: next])
        if number == next { ids.append(id) }
        return number
    }

    /// What a dictionary entry holds, reached for writing: so reached, a missing entry is made
    /// in the same look-up that finds where it goes.
    private static func value(of entry: inout Int32) -> Int32 { entry }

    /// The number `number(of:)` gave `id`, -1 for an id no object has.
    package func number(ofDestination id: String) -> Int32 { numbers[id] ?? -1 }

    /// Records a connection of the object at `entry`, if its destination is to be checked.
    package mutating func record(_ connection: Connection, of entry: Int32, destination: Int32, customClass: String?) {
        if DocumentRules.checksDestination(of: connection) { connections.append((connection, entry, destination, customClass)) }
    }

    /// The index of a document by walking it, in document order, with a stack of the lists
    /// still to walk (no recursion as deep as the file); ids are numbered as they come.
    package init(of document: NibDocument) {
        self.init(ids: [])
        let vocabulary = document.vocabulary
        var connections: [(connection: Connection, entry: Int32, customClass: String?)] = []
        let lists = document.isStoryboard ? document.scenes.map(\.objects) : [document.objects]
        // Each list with how far it has been walked: an object's lists go on top of its own
        // (its embedded objects on top of all), so that they come off before its next sibling.
        var work: [(nodes: [ObjectNode], index: Int, list: List, holder: Int32)] = lists.reversed().map { ($0, 0, .topLevel, -1) }
        while let last = work.indices.last {
            let (nodes, position, list, holder) = work[last]
            guard position < nodes.count else {
                work.removeLast()
                continue
            }
            work[last].index += 1
            // The node's fields read where it stands: a node copied retains each of them.
            let element = nodes[position].element
            // The word and role of an element the vocabulary has; 0 and nil for any other name.
            let spec = vocabulary.sharedElement(named: element)
            let word = spec == nil ? 0 : vocabulary.words.word(element) ?? 0
            let id = nodes[position].id
            let entry = record(
                word: word, role: spec?.spec.role, unknownName: element, in: list, holder: holder, key: nodes[position].key,
                idNumber: id.isEmpty ? -1 : number(of: id), line: nodes[position].location.line, column: nodes[position].location.column)
            for connection in nodes[position].connections { connections.append((connection, entry, nodes[position].customClass)) }
            if !nodes[position].prototypes.isEmpty { work.append((nodes[position].prototypes, 0, .prototypes, entry)) }
            if !nodes[position].constraints.isEmpty { work.append((nodes[position].constraints, 0, .constraints, entry)) }
            if !nodes[position].subviews.isEmpty { work.append((nodes[position].subviews, 0, .subviews, entry)) }
            if !nodes[position].embedded.isEmpty { work.append((nodes[position].embedded, 0, .embedded, entry)) }
        }
        // Destinations once every id is numbered: a destination may be written before its object.
        for (connection, entry, customClass) in connections {
            record(connection, of: entry, destination: number(ofDestination: connection.destination), customClass: customClass)
        }
    }
}
