/// A mistake in a script, at a 1-based file:line:column as compilers write it, for editors.
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// All the mistakes in one script, checked whole before anything runs: a typo on the last
/// line does not cost a full run to find.
public struct ScriptParseError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [ScriptDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
