// From the solver's real numbers to whole cells.
//
// Each edge is rounded to the nearest cell, halves up (toward +∞), and a view's size is what
// lies between its rounded edges. Rounding edges rather than sizes is what keeps neighbours
// neighbours: two views that share an edge in reals round it to the same cell, so they never
// overlap and never leave a gap, whatever their sizes; a size rounded on its own could gain or
// lose a cell against its neighbour.

/// The largest magnitude a cell coordinate is given. NibFormat's `Rect.cellLimit` is the same
/// 2^30; the layout passes that one (this module does not import NibFormat).
public let cellLimit = 1 << 30

/// The cell nearest `edge`, halves rounded up (2.5 → 3, -2.5 → -2), clamped to ±`limit`; a value
/// that is not a number rounds to 0. A half is a half within the solver's tolerance (relative
/// to the edge): a view's right edge, computed as left + width, and its neighbour's left edge,
/// solved on its own, can differ in their last bits, and must still round to the same cell.
public func cellEdge(_ edge: Double, limit: Int = cellLimit) -> Int {
    guard !edge.isNaN else { return 0 }
    let bound = Double(limit)
    let rounded = (edge + 0.5 + tolerance * max(1, min(abs(edge), bound))).rounded(.down)
    return Int(min(max(rounded, -bound), bound))
}

/// A span's two edges, each rounded by `cellEdge`: (left, right) or (top, bottom). The span's
/// size in cells is their difference.
public func cellEdges(_ minimum: Double, _ maximum: Double, limit: Int = cellLimit) -> (Int, Int) {
    (cellEdge(minimum, limit: limit), cellEdge(maximum, limit: limit))
}
