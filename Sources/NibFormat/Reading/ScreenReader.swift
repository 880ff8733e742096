/// Reads a screen file into a checked `ScreenDocument`, or throws every problem found at once.
///
///     let document = try ScreenReader.read(contentsOf: "Screens/Howdy.xib")
public enum ScreenReader {
    public static func read(contentsOf path: String, displayName: String? = nil) throws(ScreenError) -> ScreenDocument {
        let root = try XMLReader.read(contentsOf: path, displayName: displayName)
        return try decode(root, file: displayName ?? path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(ScreenError) -> ScreenDocument {
        try decode(XMLReader.read(bytes, file: file), file: file)
    }

    public static func read(_ text: String, file: String) throws(ScreenError) -> ScreenDocument {
        try read(Array(text.utf8), file: file)
    }

    /// Decodes and checks a tree: the vocabulary, values, ids and destinations.
    public static func decode(_ root: XMLElement, file: String) throws(ScreenError) -> ScreenDocument {
        var decoder = DocumentDecoder(file: file)
        let document = decoder.decodeDocument(root)
        decoder.checkReferences(document)
        if !decoder.diagnostics.isEmpty { throw ScreenError(decoder.diagnostics) }
        return document
    }
}
