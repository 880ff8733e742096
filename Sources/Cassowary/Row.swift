/// One entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// `constant + Σ coefficient × symbol`. In the tableau a row says what its basic symbol
/// equals in terms of the parametric ones; the objective is a row too.
///
/// Cells are kept sorted by symbol, as kiwisolver keeps them: the simplex method's choices
/// ("the first symbol with a negative coefficient") are then the same on every run, a lookup is
/// a binary search, and adding one sorted row to another is a merge. Rows are small (a few
/// cells) but for the objective, so an array beats a hash table.
///
/// The operations that change which symbols a row holds report each symbol that came or went
/// to `changed` (`true` for came), which the tableau uses to keep its columns.
struct Row {
    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// Where `symbol` is or would go, searching from `start`.
    private func position(of symbol: Symbol, from start: Int = 0) -> Int {
        var low = start
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let index = position(of: symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; a cell that cancels to near zero is dropped. Returns where
    /// the symbol is or was, for a caller adding symbols in ascending order.
    @discardableResult
    mutating func add(
        _ coefficient: Double, for symbol: Symbol, from start: Int = 0, changed: (Symbol, Bool) -> Void = { _, _ in }
    ) -> Int {
        let index = position(of: symbol, from: start)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                changed(symbol, false)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            changed(symbol, true)
        }
        return index
    }

    /// Adds `factor × other`.
    mutating func add(_ other: Row, times factor: Double, changed: (Symbol, Bool) -> Void = { _, _ in }) {
        constant += other.constant * factor
        var start = 0
        for cell in other.cells {
            start = add(cell.coefficient * factor, for: cell.symbol, from: start, changed: changed)
        }
    }

    /// Adds `factor × other`, `skipping` left out of the result (what `substitute` replaces).
    /// A row of a few cells (the usual case) is inserted cell by cell, which touches fewer; any
    /// other is merged into `scratch`, which becomes the row's storage while the old storage
    /// becomes the scratch (no allocation once both have grown). Each insertion moves the cells
    /// after it, so inserting a row of k cells into one of m costs about k × m: inserting every
    /// row shorter than this one made a stack view of 300 labels spend three quarters of its
    /// layout moving cells of the objective.
    mutating func add(
        _ other: Row, times factor: Double, skipping: Symbol? = nil, scratch: inout [Cell], changed: (Symbol, Bool) -> Void
    ) {
        if other.cells.count < min(cells.count, Self.mostCellsInserted) {
            if let skipping {
                remove(skipping)
            }
            add(other, times: factor, changed: changed)
            return
        }
        constant += other.constant * factor
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < other.cells.count {
            if theirs == other.cells.count || (mine < cells.count && cells[mine].symbol < other.cells[theirs].symbol) {
                if cells[mine].symbol != skipping {
                    scratch.append(cells[mine])
                }
                mine += 1
            } else if mine == cells.count || other.cells[theirs].symbol < cells[mine].symbol {
                let coefficient = other.cells[theirs].coefficient * factor
                if !nearZero(coefficient) {
                    scratch.append(Cell(symbol: other.cells[theirs].symbol, coefficient: coefficient))
                    changed(other.cells[theirs].symbol, true)
                }
                theirs += 1
            } else {
                let sum = cells[mine].coefficient + other.cells[theirs].coefficient * factor
                if nearZero(sum) {
                    changed(cells[mine].symbol, false)
                } else {
                    scratch.append(Cell(symbol: cells[mine].symbol, coefficient: sum))
                }
                mine += 1
                theirs += 1
            }
        }
        swap(&cells, &scratch)
    }

    /// The most cells `add(_:times:skipping:scratch:changed:)` inserts one by one rather than
    /// merging: where moving the cells after each insertion starts to cost more than a merge.
    static let mostCellsInserted = 8

    /// Removes `symbol`'s cell (not reported to `changed`: the callers account for it) and
    /// returns its coefficient, 0 if there was none.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let index = position(of: symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Replaces `symbol` by what `row` says it equals, merging (see `add(_:times:skipping:scratch:changed:)`).
    mutating func substitute(_ symbol: Symbol, by row: Row, scratch: inout [Cell], changed: (Symbol, Bool) -> Void) {
        let coefficient = self.coefficient(for: symbol)
        if coefficient != 0 {
            add(row, times: coefficient, skipping: symbol, scratch: &scratch, changed: changed)
        }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Reads `0 = row` as `symbol = …`: the symbol's cell goes, the rest is divided by minus
    /// its coefficient. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }

    /// Reads `basic = row` as `entering = …`, with `basic` now among the parametric symbols.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(-1, for: basic)
        solve(for: entering)
    }

    /// Whether every symbol in the row is a dummy (true of an empty row).
    var allDummies: Bool {
        cells.allSatisfy { $0.symbol.isDummy }
    }
}
