import NibKit

@testable import NibFormat
@testable import ScreenReading

/// What a reader says of a screen, as `file:line:column: error: …`, for the tests that hold
/// both readers to the same words.
enum ReaderProblems {
    /// What the XML reader decodes of `text`, its problems aside: a document a compiled screen
    /// could hold, to ask the compiled reader about the same mistakes.
    static func decodedAnyway(_ text: String, file: String) throws -> NibDocument {
        let markup = try MarkupRecorder.record(Array(text.utf8), file: file)
        var decoder = DocumentDecoder(markup, vocabulary: .nibKit)
        return decoder.decodeDocument(markup.root!)
    }

    /// What the compiled reader says of `document` once compiled.
    static func compiled(_ document: NibDocument) -> [String] {
        do {
            _ = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
            return []
        } catch {
            guard case .invalid(let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map(\.description)
        }
    }
}
