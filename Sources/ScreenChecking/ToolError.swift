/// An error of the tool itself (a missing directory, an unwritable file), printed as `nibtool: error: ...`.
public struct ToolError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var description: String
    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}
