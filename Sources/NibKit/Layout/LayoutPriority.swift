/// How much a constraint matters, 1 to 1000, as UIKit numbers it: 1000 must hold; below it,
/// a constraint's error weighs in proportion to its priority when not all can hold.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The priority's number, 1 to 1000.
    public var rawValue: Float
    /// A priority of `rawValue`, as `RawRepresentable` asks.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (`LayoutPriority(500)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a whole number (`constraint.priority = 999`).
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// A priority written as a number with a fraction (`249.5`).
    public init(floatLiteral value: Float) { rawValue = value }

    /// A constraint that must hold; the default of every constraint.
    public static let required: LayoutPriority = 1000
    /// The default compression resistance of a view: it resists shrinking below its content.
    public static let defaultHigh: LayoutPriority = 750
    /// The default content hugging of a view: it gives way before it grows past its content.
    public static let defaultLow: LayoutPriority = 250
    /// The level at which a view is only as large as its content asks (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether the priority is `required` (1000 or more): the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders priorities by their numbers.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority `b` above `a` (`.defaultLow + 1`, to win over a default).
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// A priority `b` below `a` (`.required - 1`, to be the strongest that may break).
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
}
