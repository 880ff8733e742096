import NibFormat

/// Reads a screen file into a checked `NibDocument`, or throws every problem found at once:
/// libxml2's parse is recorded (`MarkupRecorder`), then decoded and checked (`DocumentDecoder`).
public enum ScreenReader {
    /// Reads the screen file at `path` with the elements of `vocabulary`; messages name it
    /// `displayName`, when given, else `path`. A file in `Base.lproj` takes its texts from the
    /// strings file of `languages` (nil: the user's) beside it (`Localization`).
    public static func read(
        contentsOf path: String, displayName: String? = nil, vocabulary: Vocabulary, languages: [String]? = nil
    ) throws(ScreenError) -> NibDocument {
        var markup = try MarkupRecorder.record(bytes(contentsOf: path), file: displayName ?? path)
        if let table = try Localization.table(for: path, languages: languages) { markup.localize(with: table) }
        return try decode(markup, vocabulary: vocabulary)
    }

    /// A screen file's bytes (`FileBytes`), or why they cannot be read, as a screen's problem.
    public static func bytes(contentsOf path: String) throws(ScreenError) -> [UInt8] {
        do { return try FileBytes.read(path) } catch { throw ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)': \(error)", at: nil)]) }
    }

    /// Reads a screen from its bytes, in either dialect; messages name it `file`.
    public static func read(_ bytes: [UInt8], file: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        try decode(MarkupRecorder.record(bytes, file: file), vocabulary: vocabulary)
    }

    /// Reads a screen and its comments from one parse, for the writers that keep them
    /// (`nibtool format`, `convert`); the document model holds none.
    public static func readKeepingComments(
        _ bytes: [UInt8], file: String, vocabulary: Vocabulary
    ) throws(ScreenError) -> (document: NibDocument, comments: [XMLComment]) {
        let markup = try MarkupRecorder.record(bytes, file: file)
        return (try decode(markup, vocabulary: vocabulary), XMLComment.all(in: markup))
    }

    /// The checked document of a recorded parse.
    private static func decode(_ markup: RecordedMarkup, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        var decoder = DocumentDecoder(markup, vocabulary: vocabulary)
        var document: NibDocument
        switch try Self.dialect(of: markup) {
        case .nibKit: document = decoder.decodeDocument(markup.root!)
        case .interfaceBuilder: document = decoder.decodeInterfaceBuilderDocument(markup.root!)
        }
        document.warnings = decoder.warnings.inFileOrder
        document.read(with: vocabulary)
        decoder.checkWholeDocument(document)
        if !decoder.diagnostics.isEmpty { throw ScreenError(decoder.diagnostics) }
        return document
    }

    /// Reads a screen from its text (a test's, or one made in code); messages name it `file`.
    public static func read(_ text: String, file: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        try read(Array(text.utf8), file: file, vocabulary: vocabulary)
    }

    /// The dialect a file is written in, by its root element and its type (UIKit's and AppKit's
    /// files are Interface Builder's); a file from before Xcode 5
    /// (`<archive type="com.apple.InterfaceBuilder3...">`) is refused with one clear error.
    static func dialect(of markup: RecordedMarkup) throws(ScreenError) -> NibDocument.Dialect {
        let root = markup.root!
        let type = markup.attribute(.type, of: root).map(markup.value) ?? ""
        if markup.nameText(root) == "archive", type.hasPrefix("com.apple.InterfaceBuilder") {
            let version = markup.attribute(.version, of: root).map(markup.value) ?? "?"
            throw ScreenError([InterfaceBuilderFormat.legacyFile(version: version, at: markup.location(root))])
        }
        return markup.name(root) == .document && InterfaceBuilderFormat.isDocumentType(type) ? .interfaceBuilder : .nibKit
    }
}
