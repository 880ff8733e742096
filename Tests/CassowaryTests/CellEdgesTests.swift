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
        #expect(cellLimit == 1 << 30)
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
}
