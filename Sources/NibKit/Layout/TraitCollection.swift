/// The size classes of the terminal, as UIKit's trait collection gives a screen's: compact or
/// regular across and down. A screen's `<variation>`s apply by them (`SizeClassVariations`), and
/// a resize that changes them is an iPhone turning: the variations apply again and each view
/// controller hears `traitCollectionDidChange(_:)`.
///
/// A terminal's cells are made points as Interface Builder's are (`PointGrid`: 8 points a column,
/// 20 a row), and the size classes follow the devices UIKit gives them to: a width is regular
/// from 92 columns (736 points, the narrowest screen UIKit calls regular across, a large
/// iPhone on its side; an iPad's 768), compact below (an iPhone upright, 320 to 430 points,
/// or a smaller one on its side, up to 667); a height is regular from 24 rows (480 points, above
/// every iPhone on its side, 320 to 430, and below every one upright, 568 and more). An 80x24
/// terminal is so compact across and regular down: an iPhone upright, what most designs are
/// drawn for; 80x20, a phone on its side; 120x40, an iPad.
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// Compact below `regularWidth` columns, regular from it.
    public var horizontalSizeClass: SizeClass
    /// Compact below `regularHeight` rows, regular from it.
    public var verticalSizeClass: SizeClass

    /// The columns from which a width is regular.
    public static let regularWidth = 92
    /// The rows from which a height is regular.
    public static let regularHeight = 24

    /// The size classes given.
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The size classes of a screen of `size` cells.
    public init(size: Size) {
        horizontalSizeClass = size.width >= Self.regularWidth ? .regular : .compact
        verticalSizeClass = size.height >= Self.regularHeight ? .regular : .compact
    }

    /// `compact x regular`: across, then down.
    public var description: String { "\(horizontalSizeClass.rawValue) x \(verticalSizeClass.rawValue)" }

    /// Whether a variation's condition holds for these size classes.
    func holds(_ condition: SizeClassCondition) -> Bool { condition.holds(width: horizontalSizeClass, height: verticalSizeClass) }
}
