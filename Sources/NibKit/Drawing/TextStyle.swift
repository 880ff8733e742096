/// How a cell's character is drawn, beyond its colours.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextStyle(rawValue: 1 << 0)
    public static let dim = TextStyle(rawValue: 1 << 1)
    public static let underline = TextStyle(rawValue: 1 << 2)
    public static let reverse = TextStyle(rawValue: 1 << 3)
    public static let italic = TextStyle(rawValue: 1 << 4)
}
