import CLibXML2
@testable import NibFormat

/// Reads a screen file into an `XMLElement` tree with libxml2.
///
/// libxml2 does the XML; this reader adds what its tree lacks, the column of every element and
/// attribute, by noting the byte offset at each start tag. It is safe on hostile input: no entity
/// substitution, no DTD loading, no network, and any DOCTYPE is rejected.
public enum OldXMLReader {
    public static func read(contentsOf path: String, displayName: String? = nil) throws(ScreenError) -> XMLElement {
        guard let bytes = FileBytes.read(path) else {
            throw ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)'", at: nil)])
        }
        return try read(bytes, file: displayName ?? path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(ScreenError) -> XMLElement {
        let builder = OldTreeBuilder(bytes: bytes, file: file)
        builder.run()
        if !builder.diagnostics.isEmpty { throw ScreenError(builder.diagnostics) }
        guard let root = builder.root else {
            throw ScreenError([Diagnostic(.malformedXML, "the file holds no XML element", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        return root
    }
}

/// Builds the tree from libxml2's SAX2 callbacks.
private final class OldTreeBuilder {
    let bytes: [UInt8]
    let file: String
    let lines: OldLineTable
    var stack: [XMLElement] = []
    var root: XMLElement?
    var diagnostics: [Diagnostic] = []
    var context: xmlParserCtxtPtr?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.lines = OldLineTable(bytes)
    }

    func location(atByte offset: Int) -> SourceLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    func run() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
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

    // MARK: SAX events

    func startElement(name: String, attributes: [(String, String)]) {
        let end = Int(xmlByteConsumed(context))
        var start = min(max(end, 0), bytes.count - 1)
        while start > 0 && bytes[start] != UInt8(ascii: "<") { start -= 1 }
        let offsets = attributeOffsets(tagStart: start, tagEnd: min(end + 2, bytes.count))
        var element = XMLElement(name: name, location: location(atByte: start))
        element.attributes = attributes.map { name, value in
            XMLElement.Attribute(name: name, value: value, location: location(atByte: offsets[name] ?? start))
        }
        stack.append(element)
    }

    func endElement() {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func characters(_ text: String) {
        guard !stack.isEmpty, stack[stack.count - 1].text == nil,
              text.contains(where: { !$0.isWhitespace }) else { return }
        let offset = max(0, Int(xmlByteConsumed(context)) - text.utf8.count)
        let leading = text.prefix { $0.isWhitespace }.utf8.count
        stack[stack.count - 1].text = (text.oldTrimmingWhitespace, location(atByte: offset + leading))
    }

    func doctype() {
        let offset = Int(xmlByteConsumed(context))
        var start = min(offset, bytes.count - 1)
        while start > 0 && !(bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "!")) { start -= 1 }
        diagnostics.append(Diagnostic(.doctypeRejected, "a DOCTYPE is not allowed in a screen file (no DTDs, no entities)", at: location(atByte: start)))
        xmlStopParser(context)
    }

    func error(_ error: xmlErrorPtr) {
        guard diagnostics.isEmpty else { return }  // after a DOCTYPE, or the first fatal error, the rest is noise
        let message = error.pointee.message.map { String(cString: $0) }?.oldTrimmingWhitespace ?? "malformed XML"
        let at = SourceLocation(file: file, line: Int(error.pointee.line), column: max(1, Int(error.pointee.int2)))
        diagnostics.append(Diagnostic(.malformedXML, message, at: at))
    }

    /// Byte offsets of each attribute name inside one start tag `<name a="1" b='2'>`.
    func attributeOffsets(tagStart: Int, tagEnd: Int) -> [String: Int] {
        var offsets: [String: Int] = [:]
        var i = tagStart + 1
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < tagEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < tagEnd {
            while i < tagEnd, isSpace(bytes[i]) { i += 1 }
            guard i < tagEnd, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
            let nameStart = i
            while i < tagEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            while i < tagEnd, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < tagEnd else { break }
            let quote = bytes[i]
            i += 1
            while i < tagEnd, bytes[i] != quote { i += 1 }
            i += 1
            offsets[name] = nameStart
        }
        return offsets
    }

    static func builder(_ context: UnsafeMutableRawPointer?) -> OldTreeBuilder {
        Unmanaged<OldTreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    nonisolated(unsafe) static let handler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
            var pairs: [(String, String)] = []
            pairs.reserveCapacity(Int(count))
            if let attributes {
                for index in 0..<Int(count) {
                    let name = String(cString: attributes[index * 5]!)
                    let start = attributes[index * 5 + 3]!, end = attributes[index * 5 + 4]!
                    let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    // Without entity substitution libxml2 keeps '&' escaped as "&#38;" in SAX2 attribute values.
                    pairs.append((name, value.contains("&#38;") ? value.replacing("&#38;", with: "&") : value))
                }
            }
            builder(context).startElement(name: String(cString: localName!), attributes: pairs)
        }
        handler.endElementNs = { context, _, _, _ in builder(context).endElement() }
        handler.characters = { context, chars, length in
            builder(context).characters(String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF8.self))
        }
        handler.internalSubset = { context, _, _, _ in builder(context).doctype() }
        handler.serror = { context, error in
            if let error { builder(context).error(error) }
        }
        return handler
    }()
}

/// The byte offset where each line starts, to turn offsets into line and column.
struct OldLineTable {
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
    var oldTrimmingWhitespace: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }

}
