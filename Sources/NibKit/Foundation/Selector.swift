/// The name of an action method, as screens write it (`buttonPressed:`). Swift on Linux has
/// no Objective-C selectors; this is the key into a class's `actionTable`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as a screen writes it, colons included (`buttonPressed:`).
    public let name: String
    /// The selector of the method a screen names `name`.
    public init(_ name: String) { self.name = name }
    /// A selector written as a string literal: `"buttonPressed:"`.
    public init(stringLiteral name: String) { self.name = name }
    /// The name, as messages print it.
    public var description: String { name }
}
