/// Where something stands in a screen file, so every problem can be reported as `file:line:column`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters (not bytes), as editors count them.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
