/// Where something stands in a screen file, so every problem can be reported as `file:line:column`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, as given to the reader.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters (not bytes), as editors count them.
    public var column: Int

    /// The place at `line`, `column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Whether it comes before `other` in the file.
    public func precedes(_ other: SourceLocation) -> Bool { (line, column) < (other.line, other.column) }

    /// `file:line:column`, the form editors and CI read.
    public var description: String { "\(file):\(line):\(column)" }
}
