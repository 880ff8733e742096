/// How much a constraint matters, 1 to 1000, as UIKit numbers it: 1000 must hold; below it,
/// a constraint's error weighs in proportion to its priority when not all can hold.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public init(floatLiteral value: Float) { rawValue = value }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let defaultLow: LayoutPriority = 250
    /// The level at which a view is only as large as its content asks (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
}
