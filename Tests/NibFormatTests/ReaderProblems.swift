@testable import NibFormat

/// What a reader says of a screen, as `file:line:column: error: …`, for the tests that hold
/// both readers to the same words.
enum ReaderProblems {
    /// What the compiled reader says of `document` once compiled.
    static func compiled(_ document: NibDocument) -> [String] {
        do {
            _ = try CompiledScreen.decode(CompiledScreen.encode(document))
            return []
        } catch {
            guard case .invalid(let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map(\.description)
        }
    }
}
