/// How much room a screen has across or down, as UIKit's size classes name it.
public enum SizeClass: String, Sendable, CaseIterable {
    /// Little room: a phone's width, or a phone's height on its side.
    case compact
    /// Much room: a tablet's width and height, or a phone's height upright.
    case regular
}

/// The size classes a variation applies in, each nil for any: `widthClass=compact` holds for a
/// compact width and any height; `default` (both nil) is the base every variation changes.
public struct SizeClassCondition: Hashable, Sendable, CustomStringConvertible {
    /// The width class it holds for; nil for any.
    public var width: SizeClass?
    /// The height class it holds for; nil for any.
    public var height: SizeClass?

    /// The condition on `width` and `height` (nil: any).
    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// The base: any width, any height.
    public static let base = SizeClassCondition()

    /// A variation's key as Xcode writes it: `default`, `widthClass=compact`,
    /// `heightClass=compact-widthClass=regular`; nil for a key of another trait
    /// (`userInterfaceIdiom=mac`) or that is not one.
    public init?(key: String) {
        guard key != "default" else {
            self.init()
            return
        }
        var condition = SizeClassCondition()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where condition.width == nil: condition.width = sizeClass
            case "heightClass" where condition.height == nil: condition.height = sizeClass
            default: return nil
            }
        }
        guard condition != .base else { return nil }
        self = condition
    }

    /// The key a screen writes it as (`init(key:)` reads it back).
    public var key: String {
        let parts = [height.map { "heightClass=\($0.rawValue)" }, width.map { "widthClass=\($0.rawValue)" }].compactMap { $0 }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The key, as messages name the size classes.
    public var description: String { key }

    /// Whether it holds for a screen of these size classes.
    public func holds(width: SizeClass, height: SizeClass) -> Bool {
        (self.width == nil || self.width == width) && (self.height == nil || self.height == height)
    }

    /// How many size classes it names: where two variations that hold set the same thing, the
    /// one that names more wins, as UIKit's most specific one does.
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}

/// What a screen changes of an object in some size classes (`<variation key="widthClass=regular"
/// spacing="2">`): settings of its own, and which of its constraints and subviews are installed
/// (`<mask key="constraints"><include reference="c1"/></mask>`).
public struct Variation: Sendable {
    /// The size classes it applies in; the base for `default`.
    public var condition: SizeClassCondition
    /// The object's settings in those size classes, by name.
    public var properties = PropertyList()
    /// The constraints and subviews of the object it installs (true) or leaves out (false),
    /// by id, in document order.
    public var installs: [Install] = []
    /// Where the `<variation>` is written.
    public var location: SourceLocation

    /// One object a variation installs or leaves out.
    public struct Install: Sendable, Equatable {
        /// The id of the constraint or subview.
        public var id: String
        /// Whether it is installed in the variation's size classes.
        public var isInstalled: Bool
        /// Whether it is one of the holder's constraints (`<mask key="constraints">`) rather than a subview.
        public var isConstraint: Bool
        /// Where the `<include>` or `<exclude>` is written.
        public var location: SourceLocation

        /// An install of the object `id`.
        public init(id: String, isInstalled: Bool, isConstraint: Bool, location: SourceLocation) {
            self.id = id
            self.isInstalled = isInstalled
            self.isConstraint = isConstraint
            self.location = location
        }
    }

    /// A variation for `condition`, at `location`, changing nothing yet.
    public init(condition: SizeClassCondition, location: SourceLocation) {
        self.condition = condition
        self.location = location
    }
}
