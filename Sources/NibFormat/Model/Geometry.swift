/// A position in cells: x counts columns to the right, y counts rows down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Columns from the left edge of the coordinate space.
    public var x: Int
    /// Rows from the top edge of the coordinate space.
    public var y: Int
    /// A point at column `x`, row `y`.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// The origin, `(0, 0)`: the top left cell.
    public static let zero = Point(x: 0, y: 0)
    /// `(x, y)`, as messages and outlines write it.
    public var description: String { "(\(x), \(y))" }
}

/// A size in cells. A cell is about twice as tall as it is wide.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// How many columns it spans.
    public var width: Int
    /// How many rows it spans.
    public var height: Int
    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)
    /// `WxH`, as messages and outlines write it.
    public var description: String { "\(width)x\(height)" }
}

/// Distances in from each edge, in cells (a view's layout margins).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows in from the top edge.
    public var top: Int
    /// Columns in from the left edge.
    public var left: Int
    /// Rows in from the bottom edge.
    public var bottom: Int
    /// Columns in from the right edge.
    public var right: Int
    /// Insets of the given cells from each edge, in UIKit's order (`UIEdgeInsets`).
    public init(top: Int, left: Int, bottom: Int, right: Int) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` writes them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// A rectangle in cells; frames in screen files are rects in the superview's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top left cell.
    public var origin: Point
    /// How many columns and rows it covers.
    public var size: Size

    /// A rect at `origin`, of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rect from its origin's coordinates and its size's dimensions, as a `<rect>` writes it.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rect at the origin (UIKit's `CGRect.zero`).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The origin's column; setting it moves the rect.
    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The origin's row; setting it moves the rect.
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The size's columns; setting it keeps the origin.
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    /// The size's rows; setting it keeps the origin.
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }
    /// The left edge's column, as `CGRect.minX`.
    public var minX: Int { origin.x }
    /// The top edge's row, as `CGRect.minY`.
    public var minY: Int { origin.y }
    /// Edges saturate rather than trap: a rect made in code may hold any Int.
    public var maxX: Int { origin.x.saturatingAdd(size.width) }
    /// The first row below the rect (`minY` plus the height), saturating as `maxX` does.
    public var maxY: Int { origin.y.saturatingAdd(size.height) }
    /// Whether it covers no cell: no width or no height (zero or negative).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies in one of the rect's cells; the right and bottom edges lie outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rects cover; when they share none, an empty rect at the larger of their
    /// origins' coordinates (where `CGRect.intersection` answers `CGRect.null`).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : Rect(x: x0, y: y0, width: 0, height: 0)
    }

    /// Whether the two share a cell.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The same rect moved `dx` columns and `dy` rows, saturating rather than trapping.
    public func offsetBy(dx: Int, dy: Int) -> Rect { Rect(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy), width: width, height: height) }

    /// `{x, y, WxH}`, as messages and outlines write it.
    public var description: String { "{\(x), \(y), \(width)x\(height)}" }
}

extension Rect {
    /// The furthest a frame reaches, either way, from its superview's origin: 2^30 cells, far
    /// beyond any terminal, yet small enough that an edge plus a size, a superview's offset or
    /// an autoresizing share stays far from Int's limits. A screen's numbers past it are an
    /// error; views clamp what programs set (NibKit's `clampedToCellLimit`).
    public static let cellLimit = 1 << 30
}

extension Int {
    /// The sum, or the nearest Int to it when it does not fit. Inlinable: views clamp each
    /// frame they are given with it, in another module.
    @inlinable package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
