/// Reads a screen file into an `XMLElement` tree with libxml2, with the line and column of
/// every element and attribute.
///
/// `ScreenReader.read` does not need the tree (it decodes `MarkupRecorder`'s records directly);
/// this is for tools and tests that look at the XML itself. The tree is built from the same
/// records, so it holds exactly what the decoder sees.
public enum XMLReader {
    public static func read(contentsOf path: String, displayName: String? = nil) throws(ScreenError) -> XMLElement {
        guard let bytes = FileBytes.read(path) else {
            throw ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)'", at: nil)])
        }
        return try read(bytes, file: displayName ?? path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(ScreenError) -> XMLElement {
        let markup = try MarkupRecorder.record(bytes, file: file)
        return markup.tree(markup.root!)
    }
}

extension RecordedMarkup {
    /// The element and everything inside it as an `XMLElement`.
    func tree(_ element: Element) -> XMLElement {
        var result = XMLElement(name: nameText(element), location: location(element))
        result.attributes = attributes(element).map { XMLElement.Attribute(name: nameText($0), value: value($0), location: location($0)) }
        result.children = children(element).map(tree)
        result.text = text(element)
        return result
    }
}
