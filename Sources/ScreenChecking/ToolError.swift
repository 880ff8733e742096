/// An error of the tool itself (a missing directory, an unwritable file), printed as `nibtool: error: ...`.
public struct ToolError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
