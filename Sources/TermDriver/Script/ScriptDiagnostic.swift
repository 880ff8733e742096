/// A mistake in a script, at a 1-based file:line:column as compilers write it, for editors.
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The script's path, as shown in reports.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// All the mistakes in one script, checked whole before anything runs: a typo on the last
/// line does not cost a full run to find.
public struct ScriptParseError: Error, CustomStringConvertible, Sendable {
    /// Every mistake found, in the order found.
    public var diagnostics: [ScriptDiagnostic]
    /// Every mistake on a line of its own.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
