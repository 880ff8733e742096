// Internal: modules importing NibFormat do not load libxml2's headers, whose ICU `UErrorCode`
// clashes with Foundation's (`_FoundationICU`) in a module that imports both.
internal import CLibXML2
import NibFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Records a screen file with libxml2's SAX2 parser into `RecordedMarkup`, adding what libxml2
/// does not give: the place of every element and attribute.
///
/// Safe on hostile input: no entity substitution, no DTD loading, no network, and any DOCTYPE
/// is rejected. A start tag allocates nothing beyond the records' growth: names are interned
/// once per parse, values stay where they are in the file, and line and column come from a
/// cursor that only moves forward (events arrive in file order).
final class MarkupRecorder {
    private(set) var diagnostics: [Diagnostic] = []
    private var context: xmlParserCtxtPtr?
    /// libxml2, opened when the first screen is read from XML.
    private var xml: LibXML2!

    // The records. `@exclusivity(unchecked)`: reached through a class reference, each access would
    // be checked at run time, yet only one event at a time touches them; unchecked, "read + check
    // 1,000 views" costs 34 % less (docs/BENCHMARKS.md, "Speed devices: what each buys").
    @exclusivity(unchecked) private var markup: RecordedMarkup
    /// The open elements, each with its last child so far (-1 for none).
    @exclusivity(unchecked) private var stack: [(element: Int32, lastChild: Int32)] = []
    /// Line and column of `cursorOffset`; locations are found by moving it forward.
    @exclusivity(unchecked) private var cursorOffset = 0
    @exclusivity(unchecked) private var cursorLine = 1
    @exclusivity(unchecked) private var cursorColumn = 1
    /// The first line end at or after the cursor (or the end).
    @exclusivity(unchecked) private var nextNewline = 0
    /// Names libxml2 interned (one pointer per distinct name), hashed by pointer, with their
    /// `MarkupName` and their index in `names`.
    @exclusivity(unchecked) private var nameSlots: [(pointer: UnsafePointer<xmlChar>?, name: MarkupName, index: Int32)] =
        Array(repeating: (nil, .other, 0), count: 128)

    init(bytes: [UInt8], file: String) {
        markup = RecordedMarkup(bytes: bytes, file: file)
        // About what screens hold per byte, so the records rarely grow.
        markup.elements.reserveCapacity(bytes.count / 32)
        markup.attributes.reserveCapacity(bytes.count / 12)
    }

    /// The file, as the records hold it.
    var bytes: [UInt8] { markup.bytes }
    var file: String { markup.file }

    /// Parses the file; the records, or the diagnostics of malformed XML.
    static func record(_ bytes: [UInt8], file: String) throws(ScreenError) -> RecordedMarkup {
        let recorder = MarkupRecorder(bytes: bytes, file: file)
        recorder.run()
        if !recorder.diagnostics.isEmpty { throw ScreenError(recorder.diagnostics) }
        guard !recorder.markup.elements.isEmpty else {
            throw ScreenError([Diagnostic(.malformedXML, "the file holds no XML element", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        return recorder.markup
    }

    func location(atByte offset: Int) -> SourceLocation {
        let (line, column) = position(of: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Line and column (in characters) of a byte offset, as `TextPosition` counts them. The rare
    /// location before the cursor (a DOCTYPE, which ends the parse) is counted from the start.
    @inline(__always)
    private func position(of offset: Int) -> (line: Int, column: Int) {
        guard offset >= cursorOffset else { return TextPosition.advance(line: 1, column: 1, from: 0, to: offset, in: bytes) }
        let stop = min(offset, bytes.count)
        var line = cursorLine
        var column = cursorColumn
        var i = cursorOffset
        if markup.isASCII {
            // Every byte is a column: jump from line end to line end.
            while stop > nextNewline {
                line += 1
                column = 1
                i = nextNewline + 1
                nextNewline = findNewline(from: i)
            }
            if stop > i { column += stop - i; i = stop }
        } else {
            (line, column) = TextPosition.advance(line: line, column: column, from: i, to: stop, in: bytes)
            i = max(i, stop)
        }
        cursorOffset = max(i, cursorOffset)
        cursorLine = line
        cursorColumn = column
        return (line, column)
    }

    func run() {
        guard !bytes.isEmpty else { return }
        switch LibXML2.shared {
        case .success(let library): xml = library
        case .failure(let error):
            diagnostics.append(Diagnostic(.malformedXML, error.description, at: SourceLocation(file: file, line: 1, column: 1)))
            return
        }
        markup.isASCII = bytes.reduce(0, |) < 0x80
        nextNewline = findNewline(from: 0)
        if let tag = AttributeLimit.firstCrowdedTag(in: bytes) {
            diagnostics.append(
                Diagnostic(
                    .malformedXML, "an element with more than \(AttributeLimit.mostAttributes) attributes; no element of a screen has so many",
                    at: location(atByte: tag)))
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let ctxt = xml.createMemoryParserCtxt(chars, Int32(buffer.count)) else { return }
                defer { xml.freeParserCtxt(ctxt) }
                context = ctxt
                ctxt.pointee.sax.pointee = Self.handler
                ctxt.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
                // No entity substitution, no DTD loading or attributes, no network; errors come to us.
                // XML_PARSE_HUGE lifts libxml2's own bounds (a 10 MB look-ahead refused eleven 1 MB
                // labels on one line, a file within every limit of ours), which ours replace: the
                // file's size is bounded before it is parsed, a DOCTYPE ends the parse (no entity
                // is ever declared, so none is expanded), and depth, attributes and text are
                // checked here and in the decoder.
                let options = Int32(
                    XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue
                        | XML_PARSE_HUGE.rawValue)
                _ = xml.ctxtUseOptions(ctxt, options)
                _ = xml.parseDocument(ctxt)
                context = nil
            }
        }
    }

    /// The file offset where libxml2 is (just after the event being reported).
    private func bytesConsumed() -> Int { xml.byteConsumed(context) }

    /// libxml2's copy of the file as far as it is in memory, and the file offset where it starts;
    /// nil when libxml2 converts the encoding (its copy is then not the file's bytes).
    ///
    /// The one read of fields libxml2 documents as private: it tells where a value libxml2 did
    /// not rewrite stands in the file. Without it every value is copied and every name found by
    /// reading its tag: 9.4 % more for "read + check 1,000 views" (docs/BENCHMARKS.md).
    private func inputWindow() -> (start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>, offset: Int)? {
        guard let input = context?.pointee.input, input.pointee.buf?.pointee.encoder == nil,
            let start = input.pointee.base, let end = input.pointee.end
        else { return nil }
        return (start, end, Int(input.pointee.consumed))
    }

    /// A name libxml2 interned: its `MarkupName` and its index in `names`, found once per parse.
    @inline(__always)
    private func name(_ pointer: UnsafePointer<xmlChar>) -> (name: MarkupName, index: Int32) {
        let slot = Int((UInt(bitPattern: Int(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15) >> 57)
        if nameSlots[slot].pointer == pointer { return (nameSlots[slot].name, nameSlots[slot].index) }
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        let text = String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        let entry = (pointer: Optional(pointer), name: MarkupName(text), index: Int32(markup.names.count))
        markup.names.append(text)
        nameSlots[slot] = entry
        return (entry.name, entry.index)
    }

    // MARK: SAX events

    func startElement(localName: UnsafePointer<xmlChar>, count: Int, attributes values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let end = bytesConsumed()
        // The same limit the compiled reader holds to, with the same message (libxml2's own,
        // under XML_PARSE_HUGE, is far deeper).
        guard stack.count < NibDocument.maximumElementDepth else {
            diagnostics.append(DocumentRules.nestedTooDeeply(at: location(atByte: tagStart(before: min(max(end, 0), bytes.count - 1)))))
            xml.stopParser(context)
            return
        }
        let input = inputWindow()
        let elementIndex = Int32(markup.elements.count)
        let firstAttribute = Int32(markup.attributes.count)
        // The tag's `<`, found back from the first attribute's value when it is in place, else
        // from the tag's end.
        var start = -1
        for index in 0..<(values == nil ? 0 : count) {
            let values = values!
            let attributeName = name(values[index * 5]!)
            let valueStart = values[index * 5 + 3]!
            let valueEnd = values[index * 5 + 4]!
            // A value libxml2 did not rewrite is still in its copy of the file, which is ours byte for byte.
            var storedStart: Int
            var isCopied = false
            if let input, valueStart >= input.start, valueEnd <= input.end {
                storedStart = input.offset + (valueStart - input.start)
                if index == 0 { start = tagStart(before: max(0, storedStart - 1)) }
            } else {
                storedStart = markup.copies.count
                markup.copies.append(contentsOf: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart))
                isCopied = true
            }
            markup.attributes.append(
                RecordedMarkup.AttributeRecord(
                    name: attributeName.name, nameIndex: attributeName.index, element: elementIndex,
                    valueStart: Int32(storedStart), valueLength: Int32(valueEnd - valueStart),
                    valueIsCopied: isCopied))
        }
        if start < 0 { start = tagStart(before: min(max(end, 0), bytes.count - 1)) }
        let forward = start >= cursorOffset
        let (line, column) = position(of: start)
        // Moving forward, the cursor has found the line's end already.
        let lineEnd = markup.isASCII ? (forward ? nextNewline : findNewline(from: start)) : -1
        let elementName = name(localName)
        markup.elements.append(
            RecordedMarkup.ElementRecord(
                name: elementName.name, nameIndex: elementName.index, offset: Int32(start),
                line: Int32(line), column: Int32(column), lineEnd: Int32(lineEnd),
                firstAttribute: firstAttribute, attributeCount: Int32(markup.attributes.count) - firstAttribute))
        if let parent = stack.last {
            if parent.lastChild < 0 {
                markup.elements[Int(parent.element)].firstChild = elementIndex
            } else {
                markup.elements[Int(parent.lastChild)].nextSibling = elementIndex
            }
            stack[stack.count - 1].lastChild = elementIndex
            markup.elements[Int(parent.element)].childCount += 1
        }
        stack.append((elementIndex, -1))
    }

    /// The `<` at or before `offset`.
    @inline(__always)
    private func tagStart(before offset: Int) -> Int {
        bytes[...offset].lastIndex(of: UInt8(ascii: "<")) ?? 0
    }

    private func findNewline(from offset: Int) -> Int {
        bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
    }

    func endElement() { _ = stack.popLast() }

    func characters(_ chars: UnsafePointer<xmlChar>, count: Int) {
        guard let top = stack.last else { return }
        let raw = UnsafeBufferPointer(start: chars, count: count)
        let recorded = Int(markup.elements[Int(top.element)].text)
        if recorded >= 0 {
            // The rest of a text libxml2 hands over in pieces (cut at a reference, a CDATA
            // section, or its buffer's end, every few hundred bytes): all of it, up to a byte
            // past the longest text a screen may hold, so that a longer one is refused for it.
            if markup.texts[recorded].0.utf8.count <= NibDocument.maximumTextLength { markup.texts[recorded].0 += String(decoding: raw, as: UTF8.self) }
            return
        }
        // Whitespace between tags, the usual case: nothing but spaces, tabs and line ends.
        guard raw.contains(where: { $0 != 0x20 && ($0 < 0x09 || $0 > 0x0D) }) else { return }
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        markup.elements[Int(top.element)].text = Int32(markup.texts.count)
        // Placed by reading the file, not by libxml2's position, which lags within text and
        // is past a reference: after the last child (or the start tag, without one).
        let before = top.lastChild >= 0 ? markup.elements[Int(top.lastChild)].offset : markup.elements[Int(top.element)].offset
        let start = top.lastChild >= 0 ? XMLMarkup.endOfElement(from: Int(before), in: bytes) : XMLMarkup.endOfTag(from: Int(before), in: bytes)
        markup.texts.append((text, location(atByte: XMLMarkup.textStart(from: start, in: bytes))))
    }

    /// A comment ends where libxml2 is; its `<!--` is the last before that (a comment cannot
    /// hold `--`). Screens have few: the search back costs nothing that matters.
    func comment() {
        let end = min(max(bytesConsumed(), 0), bytes.count)
        guard let start = stride(from: end - 4, through: 0, by: -1).first(where: { bytes[$0...].starts(with: Self.commentStart) }) else { return }
        markup.comments.append(.init(start: start, end: end, location: location(atByte: start), enclosing: stack.reversed().map(\.element)))
    }

    private static let commentStart = Array("<!--".utf8)

    func doctype() {
        let offset = bytesConsumed()
        // Back to the `<!` that opens it; a file may end right after it (`<!DOCTYPE a<`).
        let from = min(offset, max(0, bytes.count - 2))
        let start = stride(from: from, to: 0, by: -1).first { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "!") } ?? 0
        diagnostics.append(Diagnostic(.doctypeRejected, "a DOCTYPE is not allowed in a screen file (no DTDs, no entities)", at: location(atByte: start)))
        xml.stopParser(context)
    }

    func error(_ error: xmlErrorPtr) {
        guard diagnostics.isEmpty else { return }  // after a DOCTYPE, or the first fatal error, the rest is noise
        let message = error.pointee.message.map { String(cString: $0) }?.trimmingWhitespace ?? "malformed XML"
        let at = SourceLocation(file: file, line: Int(error.pointee.line), column: max(1, Int(error.pointee.int2)))
        diagnostics.append(Diagnostic(.malformedXML, message, at: at))
    }

    /// Calls `body` with the recorder of a parse, which `run` keeps alive for the whole parse.
    @inline(__always)
    static func with(_ context: UnsafeMutableRawPointer?, _ body: (MarkupRecorder) -> Void) {
        body(Unmanaged<MarkupRecorder>.fromOpaque(context!).takeUnretainedValue())
    }

    nonisolated(unsafe) static let handler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
            with(context) { $0.startElement(localName: localName!, count: Int(count), attributes: attributes) }
        }
        handler.endElementNs = { context, _, _, _ in with(context) { $0.endElement() } }
        handler.characters = { context, chars, length in
            if let chars { with(context) { $0.characters(chars, count: Int(length)) } }
        }
        handler.comment = { context, _ in with(context) { $0.comment() } }
        handler.internalSubset = { context, _, _, _ in with(context) { $0.doctype() } }
        handler.serror = { context, error in
            if let error { with(context) { $0.error(error) } }
        }
        return handler
    }()
}
