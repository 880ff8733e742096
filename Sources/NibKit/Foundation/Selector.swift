/// The name of an action method, as screens write it (`buttonPressed:`). Swift on Linux has
/// no Objective-C selectors; this is the key into a class's `actionTable`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}
