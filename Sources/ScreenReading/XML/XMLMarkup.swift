import NibFormat

/// Just enough of XML's syntax to find a place in a file by reading it: where a tag or an
/// element ends, and where text starts. For placing what libxml2 reports without an exact
/// position (stray text, on a file that has a problem), and for the scan that counts attributes
/// before libxml2 reads a file (`AttributeLimit`).
enum XMLMarkup {
    /// Past the `>` of the tag that starts at `start`, quoted values read as values.
    static func endOfTag(from start: Int, in bytes: [UInt8]) -> Int {
        var quote: UInt8?
        for index in min(start, bytes.count)..<bytes.count {
            switch bytes[index] {
            case let byte where byte == quote: quote = nil
            case _ where quote != nil: break
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = bytes[index]
            case UInt8(ascii: ">"): return index + 1
            default: break
            }
        }
        return bytes.count
    }

    /// Past the end of the element whose start tag is at `start`: its end tag, or its own `/>`.
    static func endOfElement(from start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                continue
            }
            if let end = endOfSkipped(at: index, in: bytes) {
                index = end
                continue
            }
            let end = endOfTag(from: index, in: bytes)
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
            } else if end - 2 <= index || bytes[end - 2] != UInt8(ascii: "/") {
                depth += 1
            }
            index = end
            if depth <= 0 { return index }
        }
        return bytes.count
    }

    /// The first byte of text at or after `start`, past whitespace, comments and processing
    /// instructions; a CDATA section's `<![CDATA[` is where its text starts.
    static func textStart(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
                index += 1
            } else if !bytes[index...].starts(with: cdata), let end = endOfSkipped(at: index, in: bytes) {
                index = end
            } else {
                return index
            }
        }
        return min(start, bytes.count)
    }

    private static let cdata = Array("<![CDATA[".utf8)
    private static let skipped: [(start: [UInt8], end: [UInt8])] = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")].map {
        (Array($0.utf8), Array($1.utf8))
    }

    /// Past the comment, CDATA section or processing instruction at `index`, if one is there.
    static func endOfSkipped(at index: Int, in bytes: [UInt8]) -> Int? {
        guard let (_, end) = skipped.first(where: { bytes[index...].starts(with: $0.start) }) else { return nil }
        return (bytes[index...].firstRange(of: end)?.upperBound) ?? bytes.count
    }
}
