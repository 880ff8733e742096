/// A comment of a screen file (`<!-- ... -->`). The document model holds none: a writer that
/// must keep them (`nibtool format`) finds them by reading the file again, and places each
/// among the things the model does hold by their locations.
public struct XMLComment: Sendable, Equatable {
    /// An element a comment stands in: its name and where its start tag is.
    public struct Element: Sendable, Equatable {
        public var name: String
        public var location: SourceLocation
    }

    /// The text between `<!--` and `-->`, as written (line ends and indentation included).
    public var text: String
    /// Where its `<!--` is.
    public var location: SourceLocation
    /// The elements it stands in, the innermost first; none before or after the root element.
    public var enclosing: [Element]
    /// Whether it is the last thing in its element (or the file): only white space and
    /// comments stand between it and the element's end tag.
    public var isLast: Bool

    /// Every comment of a well-formed file, in file order.
    public static func all(in bytes: [UInt8], file: String) -> [XMLComment] {
        var comments: [XMLComment] = []
        var open: [Element] = []
        // The line and column of `counted`, moved forward from place to place.
        var counted = 0
        var position = (line: 1, column: 1)
        func location(of offset: Int) -> SourceLocation {
            position = TextPosition.advance(line: position.line, column: position.column, from: counted, to: offset, in: bytes)
            counted = offset
            return SourceLocation(file: file, line: position.line, column: position.column)
        }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                continue
            }
            if bytes[index...].starts(with: commentStart) {
                let end = bytes[index...].firstRange(of: commentEnd) ?? bytes.count..<bytes.count
                let text = String(decoding: bytes[(index + commentStart.count)..<max(index + commentStart.count, end.lowerBound)], as: UTF8.self)
                comments.append(
                    XMLComment(text: text, location: location(of: index), enclosing: open.reversed(), isLast: !isElementNext(from: end.upperBound, in: bytes)))
                index = end.upperBound
            } else if let end = XMLMarkup.endOfSkipped(at: index, in: bytes) {
                index = end  // a CDATA section or a processing instruction
            } else {
                let end = XMLMarkup.endOfTag(from: index, in: bytes)
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "/") {
                    _ = open.popLast()
                } else if next != UInt8(ascii: "!"), end - 2 > index, bytes[end - 2] != UInt8(ascii: "/") {
                    let name = bytes[(index + 1)..<end].prefix { !isNameEnd($0) }
                    open.append(Element(name: String(decoding: name, as: UTF8.self), location: location(of: index)))
                }
                index = end
            }
        }
        return comments
    }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether a start tag comes at `offset`, past white space and comments.
    private static func isElementNext(from offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset
        while index < bytes.count {
            if bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
                index += 1
            } else if bytes[index...].starts(with: commentStart), let end = XMLMarkup.endOfSkipped(at: index, in: bytes) {
                index = end
            } else {
                return bytes[index] == UInt8(ascii: "<") && index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "/")
            }
        }
        return false
    }
}
