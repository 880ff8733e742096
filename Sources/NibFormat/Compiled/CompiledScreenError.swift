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

    public var description: String {
        switch self {
        case .notCompiled:
            return "not a compiled screen (no \\x89NIBC header)"
        case .unsupportedVersion(let found, let supported):
            return "compiled screen format version \(found) is not supported (this NibKit reads version \(supported)); recompile it with `nibtool compile`"
        case .unsupportedScreenVersion(let found, let supported):
            return "the compiled screen holds screen format version \(found), but this NibKit reads version \(supported); recompile it with `nibtool compile`"
        case .checksumMismatch:
            return "compiled screen is corrupt (checksum mismatch); recompile it with `nibtool compile`"
        case .truncated(let offset):
            return "compiled screen is truncated at byte \(offset); recompile it with `nibtool compile`"
        case .corrupt(let offset, let reason):
            return "compiled screen is corrupt at byte \(offset): \(reason); recompile it with `nibtool compile`"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        }
    }
}
