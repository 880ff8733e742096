internal import ScreenReading

/// Reading one screen, from a file or from bytes, the same way for the loader, nibtool and the
/// preview: XML, or the compiled form `nibtool compile` writes, whose problems become
/// diagnostics here and nowhere else.
extension NibDocument {
    /// Reads the file as its name says: `Name.nibc` (or a storyboard's `Name.storyboardc`) in
    /// the compiled form, anything else as XML. `file` names the source in locations (the `.xib`
    /// a `.nibc` was compiled from). Only a regular file of at most `maximumFileSize` bytes is read.
    /// Its elements are those of `vocabulary`: by default, those of the classes the program registered.
    public init(contentsOf path: String, file: String? = nil, vocabulary: Vocabulary = ClassRegistry.shared.vocabulary) throws(ScreenError) {
        guard path.hasSuffix("." + CompiledScreen.fileExtension) || path.hasSuffix("." + CompiledScreen.storyboardExtension) else {
            self = try ScreenReader.read(contentsOf: path, displayName: file, vocabulary: vocabulary)
            return
        }
        do {
            self = try CompiledScreen.read(contentsOf: path, file: file, vocabulary: vocabulary)
        } catch {
            throw ScreenError(error, in: path)
        }
    }

    /// Reads a screen held in memory: the compiled form if the bytes start with its magic, XML
    /// otherwise. `file` names it in locations; its elements are those of `vocabulary`.
    public init(bytes: [UInt8], file: String, vocabulary: Vocabulary = ClassRegistry.shared.vocabulary) throws(ScreenError) {
        guard CompiledScreen.isCompiled(bytes) else {
            self = try ScreenReader.read(bytes, file: file, vocabulary: vocabulary)
            return
        }
        do {
            self = try CompiledScreen.decode(bytes, file: file, vocabulary: vocabulary)
        } catch {
            throw ScreenError(error, in: file)
        }
    }
}

extension ScreenError {
    /// A compiled screen that cannot be read, as a diagnostic at the start of its file; one
    /// that breaks the rules of every screen, as those rules' diagnostics, at its `.xib`'s places.
    init(_ error: CompiledScreenError, in path: String) {
        if case .invalid(let diagnostics) = error {
            self.init(diagnostics)
            return
        }
        let code: DiagnosticCode
        switch error {
        case .unsupportedVersion, .unsupportedScreenVersion: code = .unsupportedVersion
        case .unreadable: code = .screenNotFound
        case .notCompiled, .checksumMismatch, .truncated, .corrupt, .invalid: code = .malformedXML
        }
        self.init([Diagnostic(code, error.description, at: SourceLocation(file: path, line: 1, column: 1))])
    }
}
