/// A mistake in a script itself, pointed at by file, line and column (1-based) the way
/// compilers do, so editors can jump to it.
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// All the mistakes found in one script. Scripts are checked whole before anything runs,
/// so a typo on the last line doesn't cost a full run to find.
public struct ScriptParseError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [ScriptDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
