import NibFormat

/// One parse of a screen file as compact records of numbers, what `MarkupRecorder` notes from
/// libxml2's SAX events.
///
/// Nothing becomes a `String` or a `SourceLocation` until the decoder asks: a value the model
/// does not keep is never decoded, and an attribute's line and column are counted from its tag
/// only when needed. The whole document is recorded first, so the decoder walks it top-down and
/// skips a subtree it rejects unread.
struct RecordedMarkup {
    struct ElementRecord {
        var name: MarkupName
        var nameIndex: Int32
        /// Where the start tag's `<` is, and its line and column.
        var offset: Int32
        var line: Int32
        var column: Int32
        /// In an ASCII file, where the line the tag starts on ends (its newline, or the file's
        /// end): an attribute before it is on the tag's line, a byte a column.
        var lineEnd: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        /// Element indices, -1 for none.
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var childCount: Int32 = 0
        /// Into `texts`, -1 for none.
        var text: Int32 = -1
    }

    /// A comment: where its `<!--` and its end are, and the elements open around it, the
    /// innermost first.
    struct CommentRecord {
        var start: Int
        var end: Int
        var location: SourceLocation
        var enclosing: [Int32]
    }

    struct AttributeRecord {
        var name: MarkupName
        var nameIndex: Int32
        /// The element it belongs to, whose place it takes when its name is not found in the tag.
        var element: Int32
        /// The value's bytes: in the file, or in `copies` when libxml2 rewrote them (entities,
        /// normalised whitespace, anything outside plain ASCII).
        var valueStart: Int32
        var valueLength: Int32
        var valueIsCopied: Bool
    }

    let bytes: [UInt8]
    let file: String
    var elements: [ElementRecord] = []
    var attributes: [AttributeRecord] = []
    /// The text of every distinct name seen, by `nameIndex`.
    var names: [String] = []
    var copies: [UInt8] = []
    var texts: [(String, SourceLocation)] = []
    /// The file's comments, in file order: read by the writers that keep them (`XMLComment`).
    var comments: [CommentRecord] = []
    /// Whether every byte of the file is ASCII (then a byte is a column).
    var isASCII = false

    var root: Element? { elements.isEmpty ? nil : Element(index: 0) }
}

extension RecordedMarkup {
    struct Element { var index: Int }
    struct Attribute { var index: Int }

    /// An element's children, following the sibling links. (A struct: `sequence(state:next:)`
    /// walks them three times slower.)
    struct Children: Sequence, IteratorProtocol {
        let elements: [ElementRecord]
        var index: Int32

        mutating func next() -> Element? {
            guard index >= 0 else { return nil }
            defer { index = elements[Int(index)].nextSibling }
            return Element(index: Int(index))
        }
    }

    func name(_ element: Element) -> MarkupName { elements[element.index].name }
    func nameText(_ element: Element) -> String { names[Int(elements[element.index].nameIndex)] }

    func location(_ element: Element) -> SourceLocation {
        let record = elements[element.index]
        return SourceLocation(file: file, line: Int(record.line), column: Int(record.column))
    }

    /// An element's attributes, in the order written.
    func attributes(_ element: Element) -> LazyMapSequence<Range<Int>, Attribute> {
        let first = Int(elements[element.index].firstAttribute)
        return (first..<first + Int(elements[element.index].attributeCount)).lazy.map(Attribute.init)
    }

    func children(_ element: Element) -> Children { Children(elements: elements, index: elements[element.index].firstChild) }
    func attributeCount(_ element: Element) -> Int { Int(elements[element.index].attributeCount) }
    func childCount(_ element: Element) -> Int { Int(elements[element.index].childCount) }

    func text(_ element: Element) -> (String, SourceLocation)? {
        let index = elements[element.index].text
        return index >= 0 ? texts[Int(index)] : nil
    }

    func attribute(_ name: MarkupName, of element: Element) -> Attribute? {
        attributes(element).first { attributes[$0.index].name == name }
    }

    /// The attribute written `name`, for a name the format does not intern (a widget's setting).
    func attribute(named name: String, of element: Element) -> Attribute? { attributes(element).first { nameText($0) == name } }

    func name(_ attribute: Attribute) -> MarkupName { attributes[attribute.index].name }
    /// The place of an element's name in `names`.
    func nameIndex(_ element: Element) -> Int { Int(elements[element.index].nameIndex) }
    /// The place of an attribute's name in `names`.
    func nameIndex(_ attribute: Attribute) -> Int { Int(attributes[attribute.index].nameIndex) }
    func nameText(_ attribute: Attribute) -> String { names[Int(attributes[attribute.index].nameIndex)] }

    /// The value with entities resolved.
    func value(_ attribute: Attribute) -> String {
        let record = attributes[attribute.index]
        let start = Int(record.valueStart)
        let bytes = (record.valueIsCopied ? copies : bytes)[start..<start + Int(record.valueLength)]
        let value = String(decoding: bytes, as: UTF8.self)
        // Without entity substitution libxml2 keeps '&' escaped as "&#38;" in SAX2 attribute values.
        return bytes.contains(UInt8(ascii: "&")) ? value.replacing("&#38;", with: "&") : value
    }

    /// The place of the value among `texts`, its bytes compared where they are: as
    /// `texts.texts.firstIndex(of: value(attribute))`, since a value `value(_:)` would rewrite holds an '&',
    /// which no such text has.
    func value(_ attribute: Attribute, among texts: KnownTexts) -> Int? {
        let record = attributes[attribute.index]
        return texts.index(of: record.valueIsCopied ? copies : bytes, from: Int(record.valueStart), count: Int(record.valueLength))
    }

    /// The value as a whole number, read in place as `Int(value(attribute))` reads it: an
    /// optional sign, then only ASCII digits (a value with an entity has a '&', and is no number).
    func integer(_ attribute: Attribute) -> Int? {
        let record = attributes[attribute.index]
        let bytes = record.valueIsCopied ? copies : bytes
        var i = Int(record.valueStart)
        let end = i + Int(record.valueLength)
        var negative = false
        if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < end else { return nil }
        var result = 0
        while i < end {
            let digit = Int(bytes[i]) &- 0x30
            guard digit >= 0 && digit <= 9 else { return nil }
            let (times10, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow1 && !overflow2 else { return nil }
            result = next
            i += 1
        }
        return result
    }

    func location(_ attribute: Attribute) -> SourceLocation {
        let record = attributes[attribute.index]
        let element = elements[Int(record.element)]
        guard let offset = nameOffset(of: record, in: element) else { return SourceLocation(file: file, line: Int(element.line), column: Int(element.column)) }
        let start = Int(element.offset)
        // Usually the attribute is on its element's line, in an ASCII file: a byte is a column.
        if isASCII, offset < Int(element.lineEnd) {
            return SourceLocation(file: file, line: Int(element.line), column: Int(element.column) + offset - start)
        }
        let (line, column) = TextPosition.advance(line: Int(element.line), column: Int(element.column), from: start, to: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Where the attribute's name starts in the file, if found (not for a prefixed name or a
    /// converted encoding): just before its `="` when libxml2 left the value in place, else the
    /// last attribute so named in its tag.
    func nameOffset(of record: AttributeRecord, in element: ElementRecord) -> Int? {
        let name = names[Int(record.nameIndex)].utf8
        if !record.valueIsCopied, let start = Self.name(name, before: Int(record.valueStart), in: bytes) { return start }
        return Self.lastName(name, inTagAt: Int(element.offset), in: bytes)
    }

    /// The start of `name` written just before the value at `value`, as in ` name = "value"`.
    private static func name(_ name: String.UTF8View, before value: Int, in bytes: [UInt8]) -> Int? {
        var i = value - 1  // the quote
        guard i > 0, i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        i -= 1
        while i > 0, isSpace(bytes[i]) { i -= 1 }
        guard bytes[i] == UInt8(ascii: "=") else { return nil }
        i -= 1
        while i > 0, isSpace(bytes[i]) { i -= 1 }
        let start = i + 1 - name.count
        guard start > 0, isSpace(bytes[start - 1]), isWritten(name, at: start, in: bytes) else { return nil }
        return start
    }

    /// The start of the last attribute in the tag at `tagStart` (`<name a="1" b='2'>`) whose
    /// name is written exactly as `name` (a prefixed `p:name` is not).
    private static func lastName(_ name: String.UTF8View, inTagAt tagStart: Int, in bytes: [UInt8]) -> Int? {
        let end = bytes.count
        var found: Int?
        var i = tagStart + 1
        while i < end, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < end {
            while i < end, isSpace(bytes[i]) { i += 1 }
            guard i < end, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
            let nameStart = i
            while i < end, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
            if i - nameStart == name.count, isWritten(name, at: nameStart, in: bytes) { found = nameStart }
            while i < end, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < end else { break }
            let quote = bytes[i]
            i += 1
            while i < end, bytes[i] != quote { i += 1 }
            i += 1
        }
        return found
    }

    /// Whether `name` is written at `start`, compared as two runs of bytes (the generic
    /// `starts(with:)`, or a walk of the name's UTF-8 view, was most of finding an attribute's place).
    private static func isWritten(_ name: String.UTF8View, at start: Int, in bytes: [UInt8]) -> Bool {
        guard start >= 0, start + name.count <= bytes.count else { return false }
        // Index by index: the generic `elementsEqual` of a slice and a buffer is not specialized
        // into a loop as plain as this one.
        func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            for offset in 0..<name.count where bytes[start + offset] != name[offset] { return false }
            return true
        }
        return name.withContiguousStorageIfAvailable(matches) ?? bytes[start..<start + name.count].elementsEqual(name)
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
