/// A position in cells: x counts columns to the right, y counts rows down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }
}

/// A size in cells. A cell is about twice as tall as it is wide.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)x\(height)" }
}

/// Distances in from each edge, in cells (a view's layout margins).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int
    public init(top: Int, left: Int, bottom: Int, right: Int) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// A rectangle in cells; frames in screen files are rects in the superview's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }
    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    /// Edges saturate rather than trap: a rect made in code may hold any Int.
    public var maxX: Int { origin.x.saturatingAdd(size.width) }
    public var maxY: Int { origin.y.saturatingAdd(size.height) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : Rect(x: x0, y: y0, width: 0, height: 0)
    }

    /// Whether the two share a cell.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    public func offsetBy(dx: Int, dy: Int) -> Rect { Rect(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy), width: width, height: height) }

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
    /// The sum, or the nearest Int to it when it does not fit.
    package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
