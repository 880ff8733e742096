/// Reads a screen file into a checked `NibDocument`, or throws every problem found at once.
///
///     let document = try ScreenReader.read(contentsOf: "Screens/Howdy.xib")
///
/// Reading decodes the parse's compact records (`RecordedMarkup`) without building an
/// `XMLElement` tree; `decode(_:file:)` checks a tree with the same decoder, so both report the
/// same diagnostics for the same file.
public enum ScreenReader {
    public static func read(contentsOf path: String, displayName: String? = nil) throws(ScreenError) -> NibDocument {
        guard let bytes = FileBytes.read(path) else {
            throw ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)'", at: nil)])
        }
        return try read(bytes, file: displayName ?? path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(ScreenError) -> NibDocument {
        let markup = try MarkupRecorder.record(bytes, file: file)
        return try decode(markup.root!, of: markup, file: file)
    }

    public static func read(_ text: String, file: String) throws(ScreenError) -> NibDocument {
        try read(Array(text.utf8), file: file)
    }

    /// Decodes and checks a tree: the vocabulary, values, ids and destinations.
    public static func decode(_ root: XMLElement, file: String) throws(ScreenError) -> NibDocument {
        try decode(root, of: XMLTreeSource(), file: file)
    }

    static func decode<Source: MarkupSource>(_ root: Source.Element, of markup: Source, file: String) throws(ScreenError) -> NibDocument {
        var decoder = DocumentDecoder(markup, file: file)
        let document = decoder.decodeDocument(root)
        decoder.checkReferences()
        if !decoder.diagnostics.isEmpty { throw ScreenError(decoder.diagnostics) }
        return document
    }
}
