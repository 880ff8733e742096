import NibFormat

/// Why a compiled screen (`.nibc`) could not be read. The loader treats every one of these as
/// "use the XML instead"; `nibtool` prints them.
public enum CompiledScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the compiled screen magic (it may be XML, or something else).
    case notCompiled
    /// Written by another version of the compiled format; recompile with this nibtool.
    case unsupportedVersion(found: Int, supported: Int)
    /// The screen inside uses a format version this NibKit does not read.
    case unsupportedScreenVersion(found: Int, supported: Int)
    /// The body's checksum does not match: the file was damaged after it was written.
    case checksumMismatch
    /// The file ends too early.
    case truncated(offset: Int)
    /// The bytes do not describe a screen.
    case corrupt(offset: Int, reason: String)
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// It decodes, but to a document its `.xib` could not have been (`DocumentRules`): crafted
    /// or damaged in a way the checksum did not catch.
    case invalid([Diagnostic])

    /// The problem in a sentence, ending with the remedy (recompile) where one helps; on one
    /// line, whatever the file's bytes hold (`escapingControlCharacters`).
    public var description: String { sentence.escapingControlCharacters }

    private var sentence: String {
        let problem: String
        switch self {
        case .notCompiled: return "not a compiled screen (no \\x89NIBC header)"
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .unsupportedVersion(let found, let supported):
            problem = "compiled screen format version \(found) is not supported (this NibKit reads version \(supported))"
        case .unsupportedScreenVersion(let found, let supported):
            problem = "the compiled screen holds screen format version \(found), but this NibKit reads version \(supported)"
        case .checksumMismatch: problem = "compiled screen is corrupt (checksum mismatch)"
        case .truncated(let offset): problem = "compiled screen is truncated at byte \(offset)"
        case .corrupt(let offset, let reason): problem = "compiled screen is corrupt at byte \(offset): \(reason)"
        case .invalid(let diagnostics): problem = "compiled screen holds what no screen may: " + diagnostics.map(\.description).joined(separator: "; ")
        }
        return problem + "; recompile its .xib (or .storyboard) with `nibtool compile`"
    }
}
