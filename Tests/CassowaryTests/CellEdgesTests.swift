import Testing

@testable import Cassowary

@Suite struct CellEdgesTests {
    @Test func halvesRoundUp() {
        #expect(cellEdge(2.5) == 3)
        #expect(cellEdge(2.49999) == 2)
        #expect(cellEdge(-2.5) == -2)
        #expect(cellEdge(-2.50001) == -3)
        #expect(cellEdge(-0.5) == 0)
        #expect(cellEdge(0.5) == 1)
        #expect(cellEdge(-0.2) == 0)
        #expect(cellEdge(7) == 7)
        #expect(cellEdges(1.5, 4.5) == (2, 5))
        #expect(cellEdges(-3.7, -1.2) == (-4, -1))
    }

    @Test func edgesAreClamped() {
        #expect(cellEdge(1e300) == cellLimit)
        #expect(cellEdge(-.infinity) == -cellLimit)
        #expect(cellEdge(.nan) == 0)
        #expect(cellEdge(50, limit: 10) == 10)
        #expect(cellEdges(-20, 20, limit: 16) == (-16, 16))
    }

    /// Random rows of adjacent views, each starting where the previous one ends, with real
    /// edges: after rounding, each starts exactly where the previous one ends (no overlap, no
    /// gap), no size is negative, and the sizes add up to the row's rounded extent.
    @Test func neighboursNeverOverlapOrLeaveAGap() {
        var generator = SplitMix64(seed: 14)
        for _ in 0..<2_000 {
            var edge = Double.random(in: -500...500, using: &generator)
            // Some edges exactly on halves, where rounding must still agree.
            if Bool.random(using: &generator) {
                edge = (edge * 2).rounded() / 2
            }
            let start = edge
            var previousRight: Int?
            var total = 0
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                var size = Double.random(in: 0...7, using: &generator)
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    size = (size * 2).rounded() / 2
                }
                let (left, right) = cellEdges(edge, edge + size)
                if let previousRight {
                    #expect(left == previousRight, "gap or overlap at \(edge)")
                }
                #expect(right >= left)
                #expect(abs(Double(right - left) - size) < 1 + 1e-9)
                total += right - left
                previousRight = right
                edge += size
            }
            let (first, last) = cellEdges(start, edge)
            #expect(total == last - first)
        }
    }

    /// The same promise through the solver, as the layout uses it: a row of views that share
    /// their widths, each starting where the previous one ends (`next.left == left + width`),
    /// across a window of every width from 10 to 300, so that edges fall on halves and thirds.
    /// A view's right edge is computed (`left + width`), its neighbour's left edge is solved on
    /// its own: rounded, the two are the same cell.
    @Test func solvedNeighboursShareTheirEdgeInCells() throws {
        let solver = Solver()
        let window = Variable("window")
        let views = (0..<7).map { _ in (left: Variable(), width: Variable()) }
        try solver.add(Constraint(views[0].left, .equal, 0.5))
        for (view, next) in zip(views, views.dropFirst()) {
            try solver.add(Constraint(next.left, .equal, view.left + view.width))
            try solver.add(Constraint(next.width, .equal, view.width * 1.0))
        }
        try solver.add(Constraint(views[6].left + views[6].width, .equal, window + 0.5))
        try solver.addEditVariable(window, priority: 999)
        for width in 10...300 {
            try solver.suggestValue(Double(width), for: window)
            solver.updateVariables()
            for (view, next) in zip(views, views.dropFirst()) {
                #expect(cellEdge(view.left.value + view.width.value) == cellEdge(next.left.value), "window \(width)")
            }
            #expect(cellEdge(views[6].left.value + views[6].width.value) == width + 1)
        }
    }
}
