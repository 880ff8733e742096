import NibFormat

/// How Interface Builder's points become a terminal's cells, one rule for frames, constraint
/// constants and stack spacings.
///
/// A column is 8 points (an iPhone's 375 points are 47 columns), a row 20 points: text is about
/// 8 points a character, and the gaps designs use collapse (8 points) or keep a row (20 points).
/// Edges are rounded, not sizes, so neighbours never overlap nor leave a gap. A view that shows
/// one line (a control, a label of one line, a table row) is one row tall wherever it stands.
/// After this the constraints, solved at the terminal's size, decide where views go.
public enum PointGrid {
    /// Points in a column.
    public static let pointsPerColumn = 8.0
    /// Points in a row.
    public static let pointsPerRow = 20.0

    /// A length or an edge in points as whole cells along `axis`, halves to even: a 10-point gap,
    /// half a row, collapses as an 8-point one does.
    public static func cells(_ points: Double, along axis: LayoutAttribute.Axis) -> Int {
        let scaled = points / (axis == .horizontal ? pointsPerColumn : pointsPerRow)
        let limit = Double(Rect.cellLimit)
        return Int(max(-limit, min(limit, scaled.rounded(.toNearestOrEven))))
    }

    /// A frame in points as cells: each edge rounded; one row tall for a view of one line.
    public static func frame(x: Double, y: Double, width: Double, height: Double, isSingleLine: Bool) -> Rect {
        let left = cells(x, along: .horizontal)
        let right = cells(x + max(0, width), along: .horizontal)
        let top = cells(y, along: .vertical)
        let bottom = isSingleLine ? top + 1 : cells(y + max(0, height), along: .vertical)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
