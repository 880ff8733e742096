/// Springs and struts: which of a view's margins and dimensions stretch when its superview's
/// size changes. Named as in xib files (`flexibleMinX`, `widthSizable`, ...).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as Xcode's `UIViewAutoresizing` numbers them.
    public let rawValue: Int
    /// A mask of the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches (`flexibleMinX`).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches (`widthSizable`).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches (`flexibleMaxX`).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches (`flexibleMinY`).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches (`heightSizable`).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches (`flexibleMaxY`).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The xib attribute names, in order.
    public static let xibNames: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}
