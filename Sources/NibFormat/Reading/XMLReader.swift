import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a screen file into an `XMLElement` tree with libxml2.
///
/// libxml2 does the XML; this reader adds what its tree lacks, the column of every element and
/// attribute, by noting the byte offset at each start tag. It is safe on hostile input: no entity
/// substitution, no DTD loading, no network, and any DOCTYPE is rejected.
public enum XMLReader {
    public static func read(contentsOf path: String, displayName: String? = nil) throws(ScreenError) -> XMLElement {
        guard let bytes = FileBytes.read(path) else {
            throw ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)'", at: nil)])
        }
        return try read(bytes, file: displayName ?? path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(ScreenError) -> XMLElement {
        let builder = TreeBuilder(bytes: bytes, file: file)
        builder.run()
        if !builder.diagnostics.isEmpty { throw ScreenError(builder.diagnostics) }
        guard let root = builder.root else {
            throw ScreenError([Diagnostic(.malformedXML, "the file holds no XML element", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        return root
    }
}

/// Builds the tree from libxml2's SAX2 callbacks.
///
/// The hot path (one start tag, its attributes, whitespace between tags) avoids per-event
/// hashing and string searching: element and attribute names, which libxml2 interns in its
/// dictionary, are turned into Swift strings once per parse; line and column come from a cursor
/// that only moves forward through the file (events arrive in file order); and attribute names
/// are matched to their place in the start tag by comparing bytes.
private final class TreeBuilder {
    let bytes: [UInt8]
    let file: String
    @exclusivity(unchecked) var stack: [XMLElement] = []
    var root: XMLElement?
    var diagnostics: [Diagnostic] = []
    var context: xmlParserCtxtPtr?

    /// The file's bytes while `run` parses.
    @exclusivity(unchecked) private var text: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    /// Line and column of `cursorOffset`; locations are found by moving it forward.
    @exclusivity(unchecked) private var cursorOffset = 0
    @exclusivity(unchecked) private var cursorLine = 1
    @exclusivity(unchecked) private var cursorColumn = 1
    /// Whether the file is all ASCII (a byte is a character), and the offset of the first line end
    /// at or after the cursor (the file's length if none).
    private var isASCII = false
    @exclusivity(unchecked) private var nextNewline = 0
    /// For the rare location before the cursor (a DOCTYPE): the start of every line.
    private lazy var lines = LineTable(bytes)
    /// Names libxml2 interned in its dictionary (one pointer per distinct name), as Swift strings,
    /// in a small table indexed by the pointer.
    @exclusivity(unchecked) private var names: [(pointer: UnsafePointer<xmlChar>?, name: String, length: Int)] = Array(repeating: (nil, "", 0), count: 128)
    /// Scratch: where each attribute name of the current start tag begins and ends.
    @exclusivity(unchecked) private var nameRanges: [(start: Int, end: Int)] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    func location(atByte offset: Int) -> SourceLocation {
        let (line, column) = position(of: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Line and column (in characters) of a byte offset, as `LineTable.position(of:in:)` gives them.
    @inline(__always)
    private func position(of offset: Int) -> (line: Int, column: Int) {
        guard offset >= cursorOffset, let base = text.baseAddress else { return lines.position(of: offset, in: bytes) }
        let stop = min(offset, text.count)
        var line = cursorLine, column = cursorColumn, i = cursorOffset
        if isASCII {
            // Every byte is a column: jump from line end to line end.
            while stop > nextNewline {
                line += 1
                column = 1
                i = nextNewline + 1
                nextNewline = findNewline(from: i)
            }
            if stop > i { column += stop - i; i = stop }
        } else {
            while i < stop {
                let byte = base[i]
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        cursorOffset = max(i, cursorOffset)
        cursorLine = line
        cursorColumn = column
        return (line, column)
    }

    func run() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            text = buffer
            isASCII = Self.allASCII(buffer)
            nextNewline = findNewline(from: 0)
            defer { text = UnsafeBufferPointer(start: nil, count: 0) }
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let ctxt = xmlCreateMemoryParserCtxt(chars, Int32(buffer.count)) else { return }
                defer { xmlFreeParserCtxt(ctxt) }
                context = ctxt
                ctxt.pointee.sax.pointee = Self.handler
                ctxt.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
                // No entity substitution, no DTD loading or attributes, no network; errors come to us.
                let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)
                xmlCtxtUseOptions(ctxt, options)
                xmlParseDocument(ctxt)
                context = nil
            }
        }
    }

    /// `xmlByteConsumed`, read straight from the input when libxml2 converts no encoding
    /// (UTF-8 input), which is what that function itself does in that case.
    @inline(__always)
    private func bytesConsumed() -> Int {
        if let ctxt = context, let input = ctxt.pointee.input, input.pointee.buf?.pointee.encoder == nil,
           let cur = input.pointee.cur, let base = input.pointee.base {
            return Int(input.pointee.consumed) + (cur - base)
        }
        return Int(xmlByteConsumed(context))
    }

    /// The Swift string for a name libxml2 interned, made once per parse.
    @inline(__always)
    private func name(_ pointer: UnsafePointer<xmlChar>) -> (name: String, length: Int) {
        let slot = Int((UInt(bitPattern: Int(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15) >> 57)
        if names[slot].pointer == pointer { return (names[slot].name, names[slot].length) }
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        let name = String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        names[slot] = (pointer, name, length)
        return (name, length)
    }

    // MARK: SAX events

    func startElement(localName: UnsafePointer<xmlChar>, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let end = bytesConsumed()
        let base = text.baseAddress!
        let byteCount = text.count
        // Where libxml2's own copy of the file starts, to find attribute values in the file.
        var inputStart: UnsafePointer<xmlChar>?, inputEnd: UnsafePointer<xmlChar>?, inputOffset = 0
        if let input = context?.pointee.input, input.pointee.buf?.pointee.encoder == nil {
            inputStart = input.pointee.base
            inputEnd = input.pointee.end
            inputOffset = Int(input.pointee.consumed)
        }
        var nameStarts = (0, 0, 0, 0, 0, 0, 0, 0)  // the first few attributes' name offsets, -1 if not found
        var scanFrom = min(max(end, 0), byteCount - 1)
        let direct = attributes != nil && count > 0 && count <= 8 && inputStart != nil
        if direct, let attributes, let inputStart, let inputEnd {
            // Values libxml2 did not need to rewrite point into its copy of the file: the name
            // stands just before `="`, after a space.
            withUnsafeMutableBytes(of: &nameStarts) { starts in
                let starts = starts.bindMemory(to: Int.self)
                for index in 0..<count {
                    starts[index] = -1
                    let value = attributes[index * 5 + 3]!
                    guard value > inputStart, value <= inputEnd, attributes[index * 5 + 1] == nil else { continue }
                    var i = inputOffset + (value - inputStart) - 1  // the quote
                    guard i > 0, i < byteCount, base[i] == UInt8(ascii: "\"") || base[i] == UInt8(ascii: "'") else { continue }
                    i -= 1
                    while i > 0, Self.isSpace(base[i]) { i -= 1 }
                    guard base[i] == UInt8(ascii: "=") else { continue }
                    i -= 1
                    while i > 0, Self.isSpace(base[i]) { i -= 1 }
                    let length = name(attributes[index * 5]!).length
                    let nameStart = i + 1 - length
                    guard nameStart > 0, Self.isSpace(base[nameStart - 1]),
                          memcmp(base + nameStart, attributes[index * 5]!, length) == 0 else { continue }
                    starts[index] = nameStart
                    if index == 0 { scanFrom = nameStart - 1 }
                }
            }
        }
        var start = scanFrom
        while start > 0 && base[start] != UInt8(ascii: "<") { start -= 1 }
        let tagLocation = location(atByte: start)
        var element = XMLElement(name: name(localName).name, location: tagLocation)
        if let attributes, count > 0 {
            var scanned = false
            var list: [XMLElement.Attribute] = []
            list.reserveCapacity(count)
            for index in 0..<count {
                let (attributeName, length) = name(attributes[index * 5]!)
                let valueStart = attributes[index * 5 + 3]!, valueEnd = attributes[index * 5 + 4]!
                let valueBytes = UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart)
                var value = String(decoding: valueBytes, as: UTF8.self)
                // Without entity substitution libxml2 keeps '&' escaped as "&#38;" in SAX2 attribute values.
                if valueBytes.contains(UInt8(ascii: "&")), value.contains("&#38;") { value = value.replacing("&#38;", with: "&") }
                var at = direct ? withUnsafeBytes(of: &nameStarts) { $0.load(fromByteOffset: index * 8, as: Int.self) } : -1
                if at < 0 {
                    // Otherwise, read the tag's attribute names (the last written exactly so wins).
                    if !scanned { findAttributeNames(tagStart: start, tagEnd: min(end + 2, byteCount)); scanned = true }
                    at = nameOffset(attributes[index * 5]!, length: length) ?? -1
                }
                list.append(XMLElement.Attribute(name: attributeName, value: value, location: at >= 0 ? location(atByte: at) : tagLocation))
            }
            element.attributes = list
        }
        stack.append(element)
    }

    private func findNewline(from offset: Int) -> Int {
        guard offset < text.count, let found = memchr(text.baseAddress! + offset, 0x0A, text.count - offset) else { return text.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(text.baseAddress!)
    }

    private static func allASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        var i = 0, bits: UInt64 = 0
        while i + 8 <= buffer.count { bits |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self); i += 8 }
        while i < buffer.count { bits |= UInt64(buffer[i]); i += 1 }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    @inline(__always)
    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    func endElement() {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func characters(_ chars: UnsafePointer<xmlChar>, count: Int) {
        guard !stack.isEmpty, stack[stack.count - 1].text == nil else { return }
        let raw = UnsafeBufferPointer(start: chars, count: count)
        // Whitespace between tags, the usual case: ASCII only, nothing but spaces and line ends.
        if !raw.contains(where: { $0 >= 0x80 || !($0 == 0x20 || (0x09...0x0D).contains($0)) }) { return }
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        let offset = max(0, bytesConsumed() - text.utf8.count)
        let leading = text.prefix { $0.isWhitespace }.utf8.count
        stack[stack.count - 1].text = (text.trimmingWhitespace, location(atByte: offset + leading))
    }

    func doctype() {
        let offset = bytesConsumed()
        var start = min(offset, bytes.count - 1)
        while start > 0 && !(bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "!")) { start -= 1 }
        diagnostics.append(Diagnostic(.doctypeRejected, "a DOCTYPE is not allowed in a screen file (no DTDs, no entities)", at: location(atByte: start)))
        xmlStopParser(context)
    }

    func error(_ error: xmlErrorPtr) {
        guard diagnostics.isEmpty else { return }  // after a DOCTYPE, or the first fatal error, the rest is noise
        let message = error.pointee.message.map { String(cString: $0) }?.trimmingWhitespace ?? "malformed XML"
        let at = SourceLocation(file: file, line: Int(error.pointee.line), column: max(1, Int(error.pointee.int2)))
        diagnostics.append(Diagnostic(.malformedXML, message, at: at))
    }

    /// Notes where each attribute name inside one start tag `<name a="1" b='2'>` begins and ends.
    private func findAttributeNames(tagStart: Int, tagEnd: Int) {
        nameRanges.removeAll(keepingCapacity: true)
        let bytes = text.baseAddress!
        var i = tagStart + 1
        @inline(__always) func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < tagEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < tagEnd {
            while i < tagEnd, isSpace(bytes[i]) { i += 1 }
            guard i < tagEnd, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
            let nameStart = i
            while i < tagEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
            let nameEnd = i
            while i < tagEnd, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < tagEnd else { break }
            let quote = bytes[i]
            i += 1
            while i < tagEnd, bytes[i] != quote { i += 1 }
            i += 1
            nameRanges.append((nameStart, nameEnd))
        }
    }

    /// The offset of the last attribute in the tag written exactly as `name` (a prefixed
    /// `p:name` is not), or nil.
    private func nameOffset(_ name: UnsafePointer<xmlChar>, length: Int) -> Int? {
        let bytes = text.baseAddress!
        var index = nameRanges.count - 1
        while index >= 0 {
            let range = nameRanges[index]
            if range.end - range.start == length && memcmp(bytes + range.start, name, length) == 0 { return range.start }
            index -= 1
        }
        return nil
    }

    static func builder(_ context: UnsafeMutableRawPointer?) -> TreeBuilder {
        Unmanaged<TreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    nonisolated(unsafe) static let handler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
            builder(context).startElement(localName: localName!, count: Int(count), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in builder(context).endElement() }
        handler.characters = { context, chars, length in
            if let chars { builder(context).characters(chars, count: Int(length)) }
        }
        handler.internalSubset = { context, _, _, _ in builder(context).doctype() }
        handler.serror = { context, error in
            if let error { builder(context).error(error) }
        }
        return handler
    }()
}

/// The byte offset where each line starts, to turn offsets into line and column.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var i = starts[low]
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (low + 1, column)
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }

}
