import NibFormat

/// A comment of a screen file (`<!-- ... -->`). The document model holds none: a writer that
/// must keep them (`nibtool format`) finds them by reading the file again, and places each
/// among the things the model does hold by their locations.
public struct XMLComment: Sendable, Equatable {
    /// An element a comment stands in: its name and where its start tag is.
    public struct Element: Sendable, Equatable {
        /// The element's name, as written (`subviews`, `button`).
        public var name: String
        /// Where its start tag's `<` is.
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

    /// Every comment of a well-formed file, in file order, as the screen reader's parse
    /// records them; none for a file that is not well-formed XML.
    public static func all(in bytes: [UInt8], file: String) -> [XMLComment] {
        (try? MarkupRecorder.record(bytes, file: file)).map(all(in:)) ?? []
    }

    /// The comments a parse recorded, with the elements around each.
    static func all(in markup: RecordedMarkup) -> [XMLComment] {
        let bytes = markup.bytes
        return markup.comments.map { record in
            let text = String(decoding: bytes[(record.start + 4)..<max(record.start + 4, record.end - 3)], as: UTF8.self)
            let enclosing = record.enclosing.map { index in
                let element = RecordedMarkup.Element(index: Int(index))
                return Element(name: markup.nameText(element), location: markup.location(element))
            }
            // Last when no element of its own starts after it: in the file, the root's (a comment
            // before the root is not last, one after it is).
            let isLast: Bool
            if let parent = record.enclosing.first {
                isLast = !markup.children(RecordedMarkup.Element(index: Int(parent))).contains { markup.elements[$0.index].offset > record.start }
            } else {
                isLast = markup.elements.first.map { Int($0.offset) < record.start } ?? true
            }
            return XMLComment(text: text, location: record.location, enclosing: enclosing, isLast: isLast)
        }
    }
}
