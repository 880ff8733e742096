/// Rectangles in cell units, each added below one of the same left edge, width and fill
/// grown down instead: a filled shape is one element, not one per row.
struct RectangleMerger {
    private struct Rectangle {
        var x, y, width, height: Double
        var fill: String
        var opacity: Double
    }
    private var rectangles: [Rectangle] = []
    /// Where a rectangle ending at a given bottom may grow: its key to its index.
    private var open: [String: Int] = [:]

    mutating func add(x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double) {
        func key(bottom: Double) -> String { "\(x) \(bottom) \(width) \(fill) \(opacity)" }
        var index = rectangles.count
        if let above = open.removeValue(forKey: key(bottom: y)) {
            index = above
            rectangles[index].height += height
        } else {
            rectangles.append(Rectangle(x: x, y: y, width: width, height: height, fill: fill, opacity: opacity))
        }
        open[key(bottom: y + height)] = index
    }

    /// The rectangles in pixels; with `stroke`, outlined in it.
    func elements(stroke: String? = nil) -> [String] {
        let n = Markup.number
        return rectangles.map { r in
            let opacity = r.opacity < 1 ? " fill-opacity=\"\(n(r.opacity))\"" : ""
            let outline = stroke.map { " stroke=\"\($0)\"" } ?? ""
            return "<rect x=\"\(n(r.x * SVGWriter.cellWidth))\" y=\"\(n(r.y * SVGWriter.cellHeight))\" "
                + "width=\"\(n(r.width * SVGWriter.cellWidth))\" height=\"\(n(r.height * SVGWriter.cellHeight))\" fill=\"\(r.fill)\"\(opacity)\(outline)/>"
        }
    }
}

/// The arms of box-drawing characters as straight strokes, touching ones joined, one path per
/// colour and weight: a frame's edge is one line however long.
struct LineMerger {
    private struct Key: Hashable, Comparable {
        var color: String
        var weight: UInt8
        static func < (a: Key, b: Key) -> Bool { (a.color, a.weight) < (b.color, b.weight) }
    }
    /// Per key: horizontal spans by their y, vertical spans by their x, in pixels.
    private var horizontal: [Key: [Double: [(Double, Double)]]] = [:]
    private var vertical: [Key: [Double: [(Double, Double)]]] = [:]

    static func width(_ weight: CellGlyph.Weight) -> Double { weight == .heavy ? 2 : 1 }
    /// How far apart the two strokes of a double line are.
    private static let doubleGap = 3.0

    mutating func add(
        column: Int, row: Int, up: CellGlyph.Weight?, right: CellGlyph.Weight?, down: CellGlyph.Weight?, left: CellGlyph.Weight?, color: String
    ) {
        let (w, h) = (SVGWriter.cellWidth, SVGWriter.cellHeight)
        let x = (Double(column) + 0.5) * w
        let y = (Double(row) + 0.5) * h
        // Each arm runs from the edge to just past the centre, by half its own thickness, so a
        // corner's two arms meet square.
        let past = { (weight: CellGlyph.Weight) in weight == .double ? Self.doubleGap / 2 + 0.5 : Self.width(weight) / 2 }
        if let left { Self.span(&horizontal, left, color, at: y, from: x - w / 2, to: x + past(left)) }
        if let right { Self.span(&horizontal, right, color, at: y, from: x - past(right), to: x + w / 2) }
        if let up { Self.span(&vertical, up, color, at: x, from: y - h / 2, to: y + past(up)) }
        if let down { Self.span(&vertical, down, color, at: x, from: y - past(down), to: y + h / 2) }
    }

    private static func span(
        _ spans: inout [Key: [Double: [(Double, Double)]]], _ weight: CellGlyph.Weight, _ color: String, at offset: Double, from start: Double, to end: Double
    ) {
        let key = Key(color: color, weight: weight == .heavy ? 2 : 1)
        let offsets = weight == .double ? [offset - doubleGap / 2, offset + doubleGap / 2] : [offset]
        for offset in offsets { spans[key, default: [:]][offset, default: []].append((start, end)) }
    }

    func elements() -> [String] {
        let n = Markup.number
        return Set(horizontal.keys).union(vertical.keys).sorted().map { key in
            var d = ""
            for (offset, spans) in (horizontal[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (start, end) in Self.joined(spans) { d += "M\(n(start)) \(n(offset))H\(n(end))" }
            }
            for (offset, spans) in (vertical[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (start, end) in Self.joined(spans) { d += "M\(n(offset)) \(n(start))V\(n(end))" }
            }
            return "<path d=\"\(d)\" stroke=\"\(key.color)\" stroke-width=\"\(n(Double(key.weight)))\"/>"
        }
    }

    /// Overlapping or touching spans as one.
    private static func joined(_ spans: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if let last = out.last, span.0 <= last.1 {
                out[out.count - 1].1 = max(last.1, span.1)
            } else {
                out.append(span)
            }
        }
        return out
    }
}
