import NibFormat

/// The compiled form of a screen (`Name.nibc`), as `ibtool` compiles a `.xib` into a `.nib`: the
/// checked `NibDocument` in a compact binary encoding the loader reads much faster than XML.
/// Source locations are kept, so errors found while loading still name the `.xib`.
///
/// Layout (all integers are unsigned LEB128 varints unless noted; docs/SCREEN_FORMAT.md has it too):
///
///     magic      8 bytes   89 4E 49 42 43 0D 0A 1A   ("\x89NIBC\r\n\x1A")
///     version    varint    the compiled format version, `CompiledScreen.version`
///     checksum   8 bytes   `Checksum.of` the body (FNV-1a's step over 8-byte words), little-endian
///     body       strings   count, then per string: byte length, UTF-8 bytes
///                document  file (string), screen format version, location, kind (0 screen,
///                1 storyboard, plus 2 when read from Interface Builder's dialect), [storyboard: initialViewController (0 for none, else string
///                index + 1), with one its location; scene count, (sceneID, location, object
///                count, object*)*], object count, objects
///     location   line, column
///     object     element, id (strings); a byte of bits saying which of customClass (1),
///                placeholderIdentifier (2), userLabel (4), key (8) follow, then those (strings),
///                whether the object holds constraints (16), whether it holds prototypes (32),
///                whether it declares segues (64), and whether it has size-class variations (128);
///                location; properties: count,
///                (name, value, location)*;
///                runtime attributes: count, (keyPath, value, location)*;
///                connections: count, (kind byte 0 outlet / 1 collection / 2 action, name,
///                destination, [action: eventType, 0 for none, else string index + 1], location)*;
///                embedded: count, object*; subviews: count, object*; [with bit 16:
///                constraints: count (at least 1), object*]; [with bit 32: prototypes: count
///                (at least 1), object*]; [with bit 64: segues: count (at least 1), (kind,
///                destination (strings), id, identifier, customClass, relationship,
///                modalPresentationStyle, unwindAction, trigger (each 0 for none, else string
///                index + 1), location)*]; [with bit 128: variations: count (at least 1), (key
///                (string), location, properties as above, installs: count, (id (string), byte
///                of bits: installed (1), constraint (2), location)*)*]
///     value      tag byte, then: 0 NO, 1 YES, 2 integer (zigzag), 3 double (8 bytes),
///                4 string, 5 nil, 6 default colour, 7 palette colour (byte),
///                8 rgb colour (3 bytes), 9 rect (4 zigzag), 10 point (2 zigzag),
///                11 size (2 zigzag), 12 autoresizing mask (varint), 13 insets (4 zigzag:
///                top, left, bottom, right)
///
/// A file with another magic, another version, a bad checksum, or bytes that do not decode is
/// rejected with a `CompiledScreenError`, never half-read.
public enum CompiledScreen {
    /// A compiled screen's extension (`Name.nibc` beside `Name.xib`), as `.nib` is to `.xib`.
    public static let fileExtension = "nibc"
    /// The version of this binary encoding (not the screen format's version).
    public static let version = 8
    /// A compiled storyboard's extension (`Name.storyboardc` beside `Name.storyboard`), as Xcode's.
    public static let storyboardExtension = "storyboardc"
    /// `\x89NIBC\r\n\x1A`: a high byte and line endings, so a text transfer that mangles it is noticed.
    public static let magic: [UInt8] = [0x89, 0x4E, 0x49, 0x42, 0x43, 0x0D, 0x0A, 0x1A]
    /// Whole numbers below this in magnitude (exact as a Double) are written as signed varints;
    /// the writer and the reader hold to the same bound.
    static let wholeNumberLimit = 1_000_000_000_000_000

    /// Whether `bytes` start as a compiled screen does (its magic), not whether the rest reads.
    public static func isCompiled(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    // MARK: Writing

    /// The compiled form of a checked document, to write to a `.nibc` file.
    public static func encode(_ document: NibDocument) -> [UInt8] {
        var encoder = Encoder()
        encoder.document(document)
        var header = ByteWriter(capacity: encoder.strings.count * 12 + encoder.body.bytes.count + 32)
        header.append(magic)
        header.varint(version)
        var body = ByteWriter(capacity: encoder.strings.count * 12 + encoder.body.bytes.count + 8)
        body.varint(encoder.strings.count)
        for string in encoder.strings {
            body.varint(string.utf8.count)
            body.append(Array(string.utf8))
        }
        body.append(encoder.body.bytes)
        header.uint64(body.bytes.withUnsafeBufferPointer(Checksum.of))
        header.append(body.bytes)
        return header.bytes
    }

    private struct Encoder {
        var strings: [String] = []
        var indexes: [String: Int] = [:]
        var body = ByteWriter(capacity: 4096)

        /// The index of `s` in `strings`, where it is added the first time.
        mutating func index(_ s: String) -> Int {
            if let index = indexes[s] { return index }
            indexes[s] = strings.count
            strings.append(s)
            return strings.count - 1
        }

        mutating func string(_ s: String) { body.varint(index(s)) }

        /// 0 for none, else the string's index + 1.
        mutating func optional(_ s: String?) { body.varint(s.map { index($0) + 1 } ?? 0) }

        mutating func location(_ l: SourceLocation) {
            body.varint(l.line)
            body.varint(l.column)
        }

        mutating func document(_ d: NibDocument) {
            string(d.file)
            body.varint(d.version)
            location(d.location)
            body.varint((d.isStoryboard ? 1 : 0) + (d.dialect == .interfaceBuilder ? 2 : 0))
            if d.isStoryboard {
                optional(d.initialViewController)
                if d.initialViewController != nil { location(d.initialViewControllerLocation ?? d.location) }
                body.varint(d.scenes.count)
                for scene in d.scenes {
                    string(scene.sceneID)
                    location(scene.location)
                    objects(scene.objects)
                }
            }
            objects(d.objects)
        }

        /// A count, then each object.
        mutating func objects(_ list: [ObjectNode]) {
            body.varint(list.count)
            for object in list { self.object(object) }
        }

        mutating func object(_ o: ObjectNode) {
            string(o.element)
            string(o.id)
            // Which of the four optional names the object has, and whether it holds constraints
            // (most objects hold none: a count for them would be read for every object), then
            // the names it has.
            let optionals = [o.customClass, o.placeholderIdentifier, o.userLabel, o.key]
            let holds: UInt8 =
                (o.constraints.isEmpty ? 0 : 16) | (o.prototypes.isEmpty ? 0 : 32) | (o.segues.isEmpty ? 0 : 64) | (o.variations.isEmpty ? 0 : 128)
            body.byte(optionals.enumerated().reduce(holds) { $1.element == nil ? $0 : $0 | 1 << UInt8($1.offset) })
            for name in optionals { if let name { string(name) } }
            location(o.location)
            properties(o.properties)
            body.varint(o.runtimeAttributes.count)
            for attribute in o.runtimeAttributes {
                string(attribute.keyPath)
                value(attribute.value)
                location(attribute.location)
            }
            body.varint(o.connections.count)
            for connection in o.connections {
                switch connection.kind {
                case .outlet: body.byte(0)
                case .outletCollection: body.byte(1)
                case .action: body.byte(2)
                }
                string(connection.name)
                string(connection.destination)
                if case .action(let event) = connection.kind { optional(event) }
                location(connection.location)
            }
            objects(o.embedded)
            objects(o.subviews)
            if !o.constraints.isEmpty { objects(o.constraints) }
            if !o.prototypes.isEmpty { objects(o.prototypes) }
            if !o.segues.isEmpty {
                body.varint(o.segues.count)
                for segue in o.segues {
                    string(segue.kind.rawValue)
                    string(segue.destination)
                    for text in [
                        segue.id, segue.identifier, segue.customClass, segue.relationship, segue.modalPresentationStyle, segue.unwindAction,
                        segue.trigger,
                    ] {
                        optional(text)
                    }
                    location(segue.location)
                }
            }
            if !o.variations.isEmpty {
                body.varint(o.variations.count)
                for variation in o.variations {
                    string(variation.condition.key)
                    location(variation.location)
                    properties(variation.properties)
                    body.varint(variation.installs.count)
                    for install in variation.installs {
                        string(install.id)
                        body.byte((install.isInstalled ? 1 : 0) | (install.isConstraint ? 2 : 0))
                        location(install.location)
                    }
                }
            }
        }

        /// Properties by name, in name order.
        mutating func properties(_ list: PropertyList) {
            body.varint(list.count)
            for (name, property) in list.sorted(by: { $0.key < $1.key }) {
                string(name)
                value(property.value)
                location(property.location)
            }
        }

        mutating func value(_ v: NibValue) {
            switch v {
            case .bool(let b): body.byte(b ? 1 : 0)
            case .number(let n):
                if n == n.rounded(), abs(n) < Double(CompiledScreen.wholeNumberLimit), !(n == 0 && n.sign == .minus) {
                    body.byte(2)
                    body.signed(Int(n))
                } else {
                    body.byte(3)
                    body.uint64(n.bitPattern)
                }
            case .string(let s):
                body.byte(4)
                string(s)
            case .null: body.byte(5)
            case .color(.default): body.byte(6)
            case .color(.index(let i)):
                body.byte(7)
                body.byte(i)
            case .color(.rgb(let r, let g, let b)):
                body.byte(8)
                body.byte(r); body.byte(g); body.byte(b)
            case .rect(let r):
                body.byte(9)
                body.signed(r.x); body.signed(r.y); body.signed(r.width); body.signed(r.height)
            case .point(let p):
                body.byte(10)
                body.signed(p.x); body.signed(p.y)
            case .size(let s):
                body.byte(11)
                body.signed(s.width); body.signed(s.height)
            case .autoresizingMask(let m):
                body.byte(12)
                body.varint(m.rawValue)
            case .insets(let i):
                body.byte(13)
                body.signed(i.top); body.signed(i.left); body.signed(i.bottom); body.signed(i.right)
            }
        }
    }

    // MARK: Reading

    /// Reads a compiled screen file. `file` is the name used in the document's locations (by
    /// default the name the screen was compiled from); the loader passes the `.xib` beside it.
    public static func read(contentsOf path: String, file: String? = nil, vocabulary: Vocabulary) throws(CompiledScreenError) -> NibDocument {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw .unreadable(path: path, reason: error.description) }
        return try decode(bytes, file: file, vocabulary: vocabulary)
    }

    /// Decodes compiled bytes into the document they were made from, held to `vocabulary`.
    public static func decode(_ bytes: [UInt8], file: String? = nil, vocabulary: Vocabulary) throws(CompiledScreenError) -> NibDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(CompiledScreenError) in try decode(buffer, file: file, vocabulary: vocabulary) }
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, file: String?, vocabulary: Vocabulary) throws(CompiledScreenError) -> NibDocument {
        var reader = try headerReader(buffer)
        let checksum = try reader.uint64()
        guard Checksum.of(UnsafeBufferPointer(rebasing: buffer[reader.offset...])) == checksum else { throw .checksumMismatch }

        let stringCount = try reader.count(limit: buffer.count)
        let strings = try (0..<stringCount).map { _ throws(CompiledScreenError) in try reader.utf8(count: reader.count(limit: buffer.count)) }
        var decoder = Decoder(reader: reader, strings: strings, file: file ?? "", vocabulary: vocabulary)
        var document = try decoder.document(fileOverride: file)
        document.read(with: vocabulary)
        guard decoder.reader.isAtEnd else { throw .corrupt(offset: decoder.reader.offset, reason: "bytes left over after the screen") }
        var problems = decoder.problems
        problems += DocumentRules.wholeDocumentProblems(
            in: document, structure: decoder.structure, hasConstraints: decoder.hasConstraints, hasPrototypes: decoder.hasPrototypes,
            hasSegues: decoder.hasSegues)
        guard problems.isEmpty else { throw .invalid(problems) }
        return document
    }

    /// A reader at the checksum, past the magic and this version's number.
    private static func headerReader(_ buffer: UnsafeBufferPointer<UInt8>) throws(CompiledScreenError) -> ByteReader {
        guard buffer.starts(with: magic) else { throw .notCompiled }
        var reader = ByteReader(buffer, offset: magic.count)
        let found = try reader.varint()
        guard found == UInt64(version) else { throw .unsupportedVersion(found: Int(clamping: found), supported: version) }
        return reader
    }

    /// The bytes with their checksum made right for the body they hold, for tools that craft
    /// compiled screens (the fuzzer, tests); bytes without this version's header are returned
    /// as they are.
    public static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let offset = try? headerReader(buffer).offset, buffer.count >= offset + 8 else { return bytes }
            var checksum = ByteWriter()
            checksum.uint64(Checksum.of(UnsafeBufferPointer(rebasing: buffer[(offset + 8)...])))
            var resealed = bytes
            resealed.replaceSubrange(offset..<offset + 8, with: checksum.bytes)
            return resealed
        }
    }

    /// Reads the body, holding it to the rules of the XML it was compiled from as it goes, with
    /// the XML reader's messages (`DocumentRules`): a crafted `.nibc` cannot load what its
    /// `.xib` could not. Strings are interned, so each rule's lookup is made once per string
    /// index, not once per object.
    private struct Decoder {
        var reader: ByteReader
        let strings: [String]
        var file: String
        var problems: [Diagnostic] = []
        /// The elements the screen may use.
        let vocabulary: Vocabulary
        /// By string index: the vocabulary's word for the element it names (0 until an object
        /// has it as its element). The caches hold plain numbers: a table of references would be
        /// released entry by entry.
        var elementWords: [Word]
        /// By element's word, the specs the screen's objects have used: each asked of the
        /// vocabulary once, which makes an element's spec when first asked for, under a lock.
        var elementSpecs: [ElementSpec.Shared?]
        /// By element's word, then by property name's string index: 0 until looked up, 1 where
        /// the element has no such property, else 2 + the type's index in `types`.
        var propertySlots: [[Int32]]
        var types: [ValueType] = []
        /// The objects decoded so far, held to `NibDocument.maximumObjects`.
        var objectCount = 0
        /// By string index: the `objectCount` of the last object with a property of that name.
        var propertyOwners: [Int]
        /// Whether any object holds constraints, whose rules are checked once all are read.
        var hasConstraints = false
        /// Whether any table holds prototype cells, whose census is taken once all are read.
        var hasPrototypes = false
        /// Whether any object declares a segue, whose rules are checked once all are read.
        var hasSegues = false
        /// The rules of structure, given each object as it is read.
        var structure: StructureRules

        init(reader: ByteReader, strings: [String], file: String, vocabulary: Vocabulary) {
            self.reader = reader
            self.strings = strings
            structure = StructureRules(vocabulary: vocabulary, file: file, ids: strings)
            self.file = file
            self.vocabulary = vocabulary
            elementWords = Array(repeating: 0, count: strings.count)
            elementSpecs = Array(repeating: nil, count: vocabulary.words.count)
            propertySlots = Array(repeating: [], count: vocabulary.words.count)
            propertyOwners = Array(repeating: 0, count: strings.count)
        }

        /// Where an object is nested, for the rules of placement.
        enum Place {
            case topLevel
            case embedded(in: ElementSpec.Shared)
            case subview(of: ElementSpec.Shared, first: Bool)
            case constraint(of: ElementSpec.Shared, first: Bool)
            case prototype(of: ElementSpec.Shared)

            /// The list the structure's index says an object so placed stands in.
            var list: StructureRules.List {
                switch self {
                case .topLevel: .topLevel
                case .embedded: .embedded
                case .subview: .subviews
                case .constraint: .constraints
                case .prototype: .prototypes
                }
            }
        }

        /// A string's index, checked; `base` is 1 where 0 stands for no string.
        mutating func stringIndex(base: UInt64 = 0) throws(CompiledScreenError) -> Int {
            let start = reader.offset
            let index = try reader.varint()
            guard index < UInt64(strings.count) + base else { throw .corrupt(offset: start, reason: "string index \(index - base) out of range") }
            return Int(index)
        }

        mutating func string() throws(CompiledScreenError) -> String { strings[try stringIndex()] }

        mutating func optional() throws(CompiledScreenError) -> String? {
            let index = try stringIndex(base: 1)
            return index == 0 ? nil : strings[index - 1]
        }

        mutating func location() throws(CompiledScreenError) -> SourceLocation {
            let line = try reader.count(limit: Int(Int32.max))
            let column = try reader.count(limit: Int(Int32.max))
            return SourceLocation(file: file, line: line, column: column)
        }

        mutating func count() throws(CompiledScreenError) -> Int {
            try reader.count(limit: reader.bytes.count)
        }

        mutating func document(fileOverride: String?) throws(CompiledScreenError) -> NibDocument {
            let stored = try string()
            file = fileOverride ?? stored
            structure.file = file
            let versionOffset = reader.offset
            let screenVersion = try reader.varint()
            guard screenVersion == UInt64(Vocabulary.formatVersion) else {
                if screenVersion > 1_000_000 { throw .corrupt(offset: versionOffset, reason: "bad screen format version") }
                throw .unsupportedScreenVersion(found: Int(screenVersion), supported: Vocabulary.formatVersion)
            }
            let location = try location()
            var document = NibDocument(file: file, version: Int(screenVersion), objects: [], location: location)
            let kindOffset = reader.offset
            let kind = try reader.varint()
            if kind & 2 != 0 { document.dialect = .interfaceBuilder }
            switch kind & ~2 {
            case 0: break
            case 1:
                document.kind = .storyboard
                document.initialViewController = try optional()
                if document.initialViewController != nil { document.initialViewControllerLocation = try self.location() }
                for _ in 0..<(try count()) {
                    var scene = Scene(sceneID: try string(), objects: [], location: try self.location())
                    // <document>, <scenes>, <scene> and <objects> around each of its objects.
                    try objects(try count(), depth: 4, place: .topLevel, holder: 0, into: &scene.objects)
                    document.scenes.append(scene)
                }
            case let kind: throw .corrupt(offset: kindOffset, reason: "unknown document kind \(kind)")
            }
            // `depth` counts the elements around an object in its XML: <document> and <objects>.
            let objectsOffset = reader.offset
            let objectCount = try count()
            if document.isStoryboard && objectCount > 0 { throw .corrupt(offset: objectsOffset, reason: "a storyboard's objects are its scenes'") }
            try objects(objectCount, depth: 2, place: .topLevel, holder: 0, into: &document.objects)
            return document
        }

        /// Decodes `count` objects onto the end of `list`, each where it will stay: an ObjectNode
        /// is a dozen fields, and moving a finished one into its parent's array copies them all.
        mutating func objects(_ count: Int, depth: Int, place: Place, holder: Word, into list: inout [ObjectNode]) throws(CompiledScreenError) {
            guard count > 0 else { return }
            list.reserveCapacity(list.count + count)
            for index in 0..<count {
                objectCount += 1
                guard objectCount <= NibDocument.maximumObjects else { throw .invalid(problems + [DocumentRules.tooManyObjects(at: nil)]) }
                let (elementIndex, spec) = try element()
                list.appendNode(element: strings[elementIndex], location: SourceLocation(file: "", line: 0, column: 0))
                var place = place
                if case .subview(let parent, _) = place { place = .subview(of: parent, first: index == 0) }
                if case .constraint(let parent, _) = place {
                    place = .constraint(of: parent, first: index == 0)
                    hasConstraints = true
                }
                try object(elementIndex, spec, depth: depth, place: place, holder: holder, into: &list[list.count - 1])
            }
        }

        /// An element name's string index and spec; a name outside the vocabulary is corrupt.
        mutating func element() throws(CompiledScreenError) -> (Int, ElementSpec.Shared) {
            let offset = reader.offset
            let index = try stringIndex()
            if elementWords[index] == 0 { elementWords[index] = vocabulary.words.word(strings[index]) ?? 0 }
            let word = Int(elementWords[index])
            if let spec = elementSpecs[word] { return (index, spec) }
            guard let spec = vocabulary.sharedElement(elementWords[index]) else {
                throw .corrupt(offset: offset, reason: "unknown element '\(strings[index])'")
            }
            elementSpecs[word] = spec
            return (index, spec)
        }

        /// The rest of an object whose element name was read.
        mutating func object(
            _ elementIndex: Int, _ spec: ElementSpec.Shared, depth: Int, place: Place, holder: Word, into node: inout ObjectNode
        ) throws(CompiledScreenError) {
            let idIndex = try stringIndex()
            node.id = strings[idIndex]
            let present = try reader.byte()
            if present & 1 != 0 { node.customClass = try string() }
            if present & 2 != 0 { node.placeholderIdentifier = try string() }
            if present & 4 != 0 { node.userLabel = try string() }
            if present & 8 != 0 { node.key = try string() }
            node.location = try location()
            guard depth < NibDocument.maximumElementDepth else { throw .invalid(problems + [DocumentRules.nestedTooDeeply(at: node.location)]) }
            check(node, spec, place)
            structure.object(
                role: spec.spec.role, element: spec.spec.name, in: place.list, holder: holder, key: node.key,
                idNumber: node.id.isEmpty ? -1 : Int32(idIndex), line: node.location.line, column: node.location.column)
            let propertyCount = try count()
            node.properties = PropertyList(capacity: propertyCount)
            for _ in 0..<propertyCount {
                let nameIndex = try stringIndex()
                let value = try value()
                let property = Property(value, at: try location())
                check(property, named: nameIndex, of: elementIndex, spec)
                // A name given twice: the XML reader's libxml2 refuses a repeated attribute, and
                // the decoder a repeated value element.
                if propertyOwners[nameIndex] == objectCount {
                    problems.append(DocumentRules.setTwice(strings[nameIndex], of: node, at: property.location))
                }
                propertyOwners[nameIndex] = objectCount
                node.properties.append(uniqueKey: strings[nameIndex], consume property)
            }
            node.runtimeAttributes = try (0..<count()).map { _ throws(CompiledScreenError) in
                try RuntimeAttribute(keyPath: string(), value: value(), location: location())
            }
            if !node.runtimeAttributes.isEmpty { for attribute in node.runtimeAttributes { problems += DocumentRules.problems(of: attribute) } }
            let connectionCount = try count()
            for _ in 0..<connectionCount {
                let kindOffset = reader.offset
                let kindByte = try reader.byte()
                let name = try string()
                let destination = try stringIndex()
                let kind: Connection.Kind
                switch kindByte {
                case 0: kind = .outlet
                case 1: kind = .outletCollection
                case 2: kind = .action(eventType: try optional())
                default: throw .corrupt(offset: kindOffset, reason: "unknown connection kind \(kindByte)")
                }
                let connection = Connection(kind: kind, name: name, destination: strings[destination], location: try location())
                structure.connection(connection, from: node, destination: Int32(destination))
                problems += DocumentRules.problems(of: connection, from: node, role: spec.spec.role)
                node.connections.append(connection)
            }
            let fieldProblems = DocumentRules.fieldProblems(of: node, spec)
            if !fieldProblems.isEmpty { problems += fieldProblems }
            try objects(try count(), depth: depth + 1, place: .embedded(in: spec), holder: elementWords[elementIndex], into: &node.embedded)
            try objects(try count(), depth: depth + 2, place: .subview(of: spec, first: true), holder: elementWords[elementIndex], into: &node.subviews)
            if present & 16 != 0 {
                let countOffset = reader.offset
                let constraintCount = try count()
                guard constraintCount > 0 else { throw .corrupt(offset: countOffset, reason: "constraints said to be held, none counted") }
                try objects(
                    constraintCount, depth: depth + 2, place: .constraint(of: spec, first: true), holder: elementWords[elementIndex], into: &node.constraints)
            }
            if present & 32 != 0 {
                let countOffset = reader.offset
                let prototypeCount = try count()
                guard prototypeCount > 0 else { throw .corrupt(offset: countOffset, reason: "prototypes said to be held, none counted") }
                try objects(prototypeCount, depth: depth + 2, place: .prototype(of: spec), holder: elementWords[elementIndex], into: &node.prototypes)
                hasPrototypes = true
            }
            if present & 64 != 0 {
                let countOffset = reader.offset
                let segueCount = try count()
                guard segueCount > 0 else { throw .corrupt(offset: countOffset, reason: "segues said to be declared, none counted") }
                for _ in 0..<segueCount { node.segues.append(try segue()) }
                hasSegues = true
            }
            if present & 128 != 0 {
                let countOffset = reader.offset
                let variationCount = try count()
                guard variationCount > 0 else { throw .corrupt(offset: countOffset, reason: "variations said to be held, none counted") }
                for _ in 0..<variationCount { node.variations.append(try variation(of: spec)) }
            }
        }

        /// A `<variation>`: its size classes, its settings (held to the element's, as its own
        /// are), and what it installs.
        mutating func variation(of spec: ElementSpec.Shared) throws(CompiledScreenError) -> Variation {
            let keyOffset = reader.offset
            guard let condition = SizeClassCondition(key: try string()) else {
                throw .corrupt(offset: keyOffset, reason: "a variation's key names no size classes")
            }
            var variation = Variation(condition: condition, location: try location())
            for _ in 0..<(try count()) {
                let name = try string()
                let value = try value()
                let property = Property(value, at: try location())
                if let type = spec.spec.attributes[name], type.accepts(value) {
                    variation.properties[name] = property
                } else {
                    problems.append(
                        Diagnostic(.unknownAttribute, "a variation of <\(spec.spec.name)> cannot set '\(name)' to \(value)", at: property.location, key: name))
                }
            }
            for _ in 0..<(try count()) {
                let id = try string()
                let bitsOffset = reader.offset
                let bits = try reader.byte()
                guard bits < 4 else { throw .corrupt(offset: bitsOffset, reason: "bad install bits \(bits)") }
                variation.installs.append(Variation.Install(id: id, isInstalled: bits & 1 != 0, isConstraint: bits & 2 != 0, location: try location()))
            }
            return variation
        }

        // MARK: The rules

        /// The lists an object stands in are ones its parent takes (`<subviews>` and
        /// `<constraints>` only in views), as the XML reader refuses the lists themselves; where
        /// each object stands in them is `StructureRules`'.
        mutating func check(_ node: borrowing ObjectNode, _ spec: ElementSpec.Shared, _ place: Place) {
            switch place {
            case .constraint(let parent, true) where !parent.spec.allowsConstraints, .subview(let parent, true) where !parent.spec.allowsSubviews:
                let list = if case .constraint = place { "constraints" } else { "subviews" }
                let allowed = parent.spec.embeddableElements(in: vocabulary).map(\.name)
                problems.append(DocumentRules.unknownElement(list, in: parent.spec.name, at: node.location, allowed: allowed))
            default: break
            }
        }

        /// Each property is one the element has, of its type.
        mutating func check(_ property: borrowing Property, named nameIndex: Int, of elementIndex: Int, _ spec: ElementSpec.Shared) {
            let element = Int(elementWords[elementIndex])
            if propertySlots[element].isEmpty { propertySlots[element] = Array(repeating: 0, count: strings.count) }
            if propertySlots[element][nameIndex] == 0 {
                let type = spec.spec.propertyType(strings[nameIndex])
                if let type { types.append(type) }
                propertySlots[element][nameIndex] = type == nil ? 1 : Int32(types.count + 1)
            }
            guard propertySlots[element][nameIndex] > 1 else {
                problems.append(
                    DocumentRules.unknownAttribute(
                        strings[nameIndex], on: spec.spec.name, at: property.location, allowed: Array(spec.spec.attributes.keys) + spec.spec.values.keys))
                return
            }
            let type = types[Int(propertySlots[element][nameIndex]) - 2]
            if !type.accepts(property.value) {
                problems.append(DocumentRules.badValue(property.value.writtenText, name: strings[nameIndex], expected: type, at: property.location))
            }
        }

        /// A segue, whose kind is one `Segue.Kind` names (what else would not have been read from XML).
        mutating func segue() throws(CompiledScreenError) -> Segue {
            let kindOffset = reader.offset
            let kindText = try string()
            guard let kind = Segue.Kind(rawValue: kindText) else { throw .corrupt(offset: kindOffset, reason: "unknown segue kind '\(kindText)'") }
            let destination = try string()
            let (id, identifier, customClass) = (try optional(), try optional(), try optional())
            let (relationship, style, unwindAction, trigger) = (try optional(), try optional(), try optional(), try optional())
            if let style, !Vocabulary.modalPresentationStyles.contains(style) {
                throw .corrupt(offset: kindOffset, reason: "unknown modal presentation style '\(style)'")
            }
            if let trigger, trigger != Segue.accessoryAction { throw .corrupt(offset: kindOffset, reason: "unknown segue trigger '\(trigger)'") }
            return Segue(
                id: id, kind: kind, destination: destination, identifier: identifier, customClass: customClass, relationship: relationship,
                modalPresentationStyle: style, unwindAction: unwindAction, trigger: trigger, location: try location())
        }

        mutating func value() throws(CompiledScreenError) -> NibValue {
            let tagOffset = reader.offset
            switch try reader.byte() {
            case 0: return .bool(false)
            case 1: return .bool(true)
            case 2: return .number(Double(try reader.signed()))
            case 3: return .number(Double(bitPattern: try reader.uint64()))
            case 4: return .string(try string())
            case 5: return .null
            case 6: return .color(.default)
            case 7: return .color(.index(try reader.byte()))
            case 8: return .color(.rgb(try reader.byte(), try reader.byte(), try reader.byte()))
            case 9: return .rect(Rect(x: try reader.signed(), y: try reader.signed(), width: try reader.signed(), height: try reader.signed()))
            case 10: return .point(Point(x: try reader.signed(), y: try reader.signed()))
            case 11: return .size(Size(width: try reader.signed(), height: try reader.signed()))
            case 12:
                let raw = try reader.varint()
                guard raw < 64 else { throw .corrupt(offset: tagOffset + 1, reason: "bad autoresizing mask \(raw)") }
                return .autoresizingMask(AutoresizingMask(rawValue: Int(raw)))
            case 13: return .insets(EdgeInsets(top: try reader.signed(), left: try reader.signed(), bottom: try reader.signed(), right: try reader.signed()))
            case let tag: throw .corrupt(offset: tagOffset, reason: "unknown value tag \(tag)")
            }
        }
    }
}
