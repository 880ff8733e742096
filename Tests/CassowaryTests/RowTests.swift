import Testing

@testable import Cassowary

/// A row's arithmetic at sizes where how it is done shows: the simplex adds rows into one
/// another at every pivot, and a stack view's or a chain's rows hold thousands of cells.
@Suite(.timeLimit(.minutes(1)))
struct RowTests {
    /// A row of `count` cells, for the symbols `start`, `start + step`, ...
    func row(_ count: Int, from start: Int = 0, step: Int = 1) -> Row {
        var row = Row()
        row.reserveCapacity(count)
        for index in 0..<count {
            row.add(1, for: Symbol(index: start + index * step, kind: .external))
        }
        return row
    }

    /// Adding a long row into a longer one is a merge, linear in the two: inserting each cell
    /// moved the cells after it: 200,000 cells into 400,000 took 12 s in a debug build, these
    /// sizes nine times that, where the merge takes a fraction of a second.
    @Test func aLongRowIsMergedIntoALongerOne() {
        var target = row(1_200_000, step: 2)
        let other = row(600_000, from: 1, step: 2)
        var scratch: [Cell] = []
        var came = 0
        target.add(other, times: 2, scratch: &scratch) { _, added in came += added ? 1 : 0 }
        #expect(target.cells.count == 1_800_000 && came == 600_000)
        let unsorted = target.cells.indices.dropFirst().first { target.cells[$0 - 1].symbol >= target.cells[$0].symbol }
        #expect(unsorted == nil, "each symbol once, in order")
        #expect(target.coefficient(for: Symbol(index: 1, kind: .external)) == 2)
        #expect(target.coefficient(for: Symbol(index: 2, kind: .external)) == 1)
    }

    /// A row of a few cells is still inserted, and cells that cancel leave.
    @Test func aShortRowIsAddedCellByCell() {
        var target = row(100)
        var other = row(3, from: 10)
        other.add(5, for: Symbol(index: 1_000, kind: .external))
        var scratch: [Cell] = []
        var went: [Int] = []
        target.add(other, times: -1, scratch: &scratch) { symbol, added in if !added { went.append(symbol.index) } }
        #expect(went == [10, 11, 12])
        #expect(target.cells.count == 98)
        #expect(target.coefficient(for: Symbol(index: 1_000, kind: .external)) == -5)
    }
}
