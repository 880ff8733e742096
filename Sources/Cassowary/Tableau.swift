/// The simplex tableau: a row for each basic symbol, saying what it equals in terms of the
/// parametric (non-basic) symbols, whose value is zero; and the objective being minimised.
/// A basic symbol's value is its row's constant.
///
/// Beside the rows it keeps, for each symbol, its column: which basic symbols' rows mention it.
/// A pivot then visits only the rows it changes, and the search for a leaving row only the rows
/// that can leave, where kiwisolver visits every row for both; with a thousand constraints that
/// is most of the difference in speed (docs/LAYOUT_SOLVER.md).
///
/// Every change to the rows goes through this type, which keeps the columns in step and, while
/// a journal is open, remembers each row as it was before its first change, so that a failed
/// addition (or `Solver.isAmbiguous`'s probe) can put everything back exactly.
struct Tableau {
    /// The rows, in no order; `basics[slot]` is the symbol `rows[slot]` is solved for.
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    /// By symbol index: the slot of the symbol's row, or -1 while it is parametric.
    private var slots: [Int] = []
    /// By symbol index: the basic symbols whose rows mention it.
    private var columns: [[Symbol]] = []
    /// Indexes free to reuse.
    private var freeIndexes: [Int] = []

    /// The sum of priority × error over the non-required constraints, in parametric symbols.
    var objective = Row()
    /// While a required constraint is added through an artificial variable: the artificial
    /// objective, driven to zero if the constraint can hold.
    var artificial: Row?
    /// Restricted basic symbols whose rows' constants went negative, for `dualOptimize`.
    var infeasible: [Symbol] = []

    private var journal: Journal?

    /// What `rollBack` restores: each row changed since the journal was opened, as it was
    /// (nil for a symbol that was not basic), and the objective.
    private struct Journal {
        var rows: [Symbol: Row?] = [:]
        let objective: Row
        let infeasible: [Symbol]
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let index = freeIndexes.popLast() {
            return Symbol(index: index, kind: kind)
        }
        slots.append(-1)
        columns.append([])
        return Symbol(index: slots.count - 1, kind: kind)
    }

    /// Gives `symbol`'s index back for reuse, if it has left the tableau (a symbol whose last
    /// trace is a coefficient that rounding left behind keeps its index).
    mutating func release(_ symbol: Symbol) {
        if slots[symbol.index] < 0 && columns[symbol.index].isEmpty && objective.coefficient(for: symbol) == 0 {
            freeIndexes.append(symbol.index)
        }
    }

    // MARK: Reading

    /// How many symbol indexes are in use or free: what the per-symbol arrays hold.
    var symbolCount: Int { slots.count }

    func isBasic(_ symbol: Symbol) -> Bool {
        slots[symbol.index] >= 0
    }

    /// The row `symbol` is basic in.
    func row(of symbol: Symbol) -> Row? {
        let slot = slots[symbol.index]
        return slot >= 0 ? rows[slot] : nil
    }

    /// A basic symbol's row's constant; a parametric symbol is zero.
    func value(of symbol: Symbol) -> Double {
        let slot = slots[symbol.index]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// The basic symbols whose rows mention `symbol`.
    func column(of symbol: Symbol) -> [Symbol] {
        columns[symbol.index]
    }

    /// Adds `coefficient × symbol` to `row`, written in parametric symbols: a basic symbol's
    /// row stands in for it.
    func addParametric(_ coefficient: Double, of symbol: Symbol, to row: inout Row) {
        let slot = slots[symbol.index]
        if slot >= 0 {
            row.add(rows[slot], times: coefficient)
        } else {
            row.add(coefficient, for: symbol)
        }
    }

    // MARK: Changing

    /// Makes `basic` basic, equal to `row`.
    mutating func insert(_ row: Row, for basic: Symbol) {
        record(basic)
        slots[basic.index] = rows.count
        rows.append(row)
        basics.append(basic)
        for cell in row.cells {
            columns[cell.symbol.index].append(basic)
        }
    }

    /// Takes `basic`'s row out of the tableau; `basic` becomes parametric.
    @discardableResult
    mutating func removeRow(of basic: Symbol) -> Row {
        record(basic)
        let slot = slots[basic.index]
        slots[basic.index] = -1
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            slots[basics[slot].index] = slot
        }
        basics.removeLast()
        let row = rows.removeLast()
        for cell in row.cells {
            leaveColumn(of: cell.symbol, basic)
        }
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row that mentions it, in
    /// the objective, and in the artificial objective if there is one. Restricted rows left
    /// with a negative constant are noted as infeasible.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var users: [Symbol] = []
        swap(&users, &columns[symbol.index])
        for basic in users {
            change(basic) { tableau, target in
                target.substitute(symbol, by: row) { tableau.noteChange(of: $0, in: basic, added: $1) }
            }
            if !basic.isExternal && value(of: basic) < 0 {
                infeasible.append(basic)
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Adds `delta` to a basic symbol's constant; notes the row if it becomes infeasible.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        change(basic) { _, target in target.constant += delta }
        if !basic.isExternal && value(of: basic) < 0 {
            infeasible.append(basic)
        }
    }

    /// Removes a parametric `symbol` from every row and the objective: sets it to zero for good.
    mutating func eliminate(_ symbol: Symbol) {
        var users: [Symbol] = []
        swap(&users, &columns[symbol.index])
        for basic in users {
            change(basic) { _, target in target.remove(symbol) }
        }
        objective.remove(symbol)
    }

    /// Runs `body` on `basic`'s row, moved out of the array so that it is changed in place
    /// (not copied) while `body` may still update the columns.
    private mutating func change(_ basic: Symbol, _ body: (inout Tableau, inout Row) -> Void) {
        record(basic)
        let slot = slots[basic.index]
        var row = Row()
        swap(&row, &rows[slot])
        body(&self, &row)
        swap(&row, &rows[slot])
    }

    private mutating func noteChange(of symbol: Symbol, in basic: Symbol, added: Bool) {
        if added {
            columns[symbol.index].append(basic)
        } else {
            leaveColumn(of: symbol, basic)
        }
    }

    private mutating func leaveColumn(of symbol: Symbol, _ basic: Symbol) {
        if let index = columns[symbol.index].lastIndex(of: basic) {
            columns[symbol.index].swapAt(index, columns[symbol.index].count - 1)
            columns[symbol.index].removeLast()
        }
    }

    // MARK: Journal

    /// Starts remembering what changes. Journals do not nest.
    mutating func openJournal() {
        precondition(journal == nil, "a journal is already open")
        journal = Journal(objective: objective, infeasible: infeasible)
    }

    /// Forgets what was remembered: the changes stay.
    mutating func closeJournal() {
        journal = nil
    }

    /// Puts back every row, the objective and the infeasible list as they were when the
    /// journal was opened, and closes it.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        // In symbol order, not the dictionary's (which changes from run to run), so that the
        // columns come back in the same order every time.
        let changed = saved.rows.keys.sorted()
        for basic in changed where isBasic(basic) {
            removeRow(of: basic)
        }
        for basic in changed {
            if let row = saved.rows[basic]! {
                insert(row, for: basic)
            }
        }
        objective = saved.objective
        infeasible = saved.infeasible
        artificial = nil
    }

    private mutating func record(_ basic: Symbol) {
        if journal != nil && journal!.rows.index(forKey: basic) == nil {
            journal!.rows[basic] = row(of: basic)
        }
    }
}

extension Tableau {
    /// What must be true of the tableau between two public calls, each broken rule in words
    /// (none when all is well), for the tests to check after every step.
    var brokenRules: [String] {
        var broken: [String] = []
        for (slot, basic) in basics.enumerated() {
            if slots[basic.index] != slot {
                broken.append("\(basic) is in slot \(slot) but indexed at \(slots[basic.index])")
            }
            let row = rows[slot]
            if !basic.isExternal && row.constant < -tolerance {
                broken.append("\(basic) is infeasible: \(row.constant)")
            }
            if basic.isDummy && (!row.allDummies || !nearZero(row.constant)) {
                broken.append("the dummy \(basic) is basic with a row other than dummies at zero")
            }
            for cell in row.cells {
                if isBasic(cell.symbol) {
                    broken.append("the basic \(cell.symbol) is in the row of \(basic)")
                }
                if !columns[cell.symbol.index].contains(basic) {
                    broken.append("the column of \(cell.symbol) lacks \(basic)")
                }
                if cell.symbol.isExternal && !basic.isExternal {
                    broken.append("the parametric external \(cell.symbol) is in the restricted row of \(basic)")
                }
            }
        }
        let mentions = columns.reduce(0) { $0 + $1.count }
        if mentions != rows.reduce(0, { $0 + $1.cells.count }) {
            broken.append("the columns hold \(mentions) mentions for \(rows.reduce(0) { $0 + $1.cells.count }) cells")
        }
        for cell in objective.cells where isBasic(cell.symbol) {
            broken.append("the basic \(cell.symbol) is in the objective")
        }
        if artificial != nil || journal != nil || !infeasible.isEmpty {
            broken.append("left over: an artificial objective, a journal or infeasible rows")
        }
        return broken
    }
}

extension Tableau: CustomDebugStringConvertible {
    /// The rows and the objective, one a line: `e3 = 2 + 1.5 s4 - d7`, for debugging and tests.
    var debugDescription: String {
        func name(_ symbol: Symbol) -> String {
            ["x", "s", "e", "d"][symbol.rawValue & 3] + String(symbol.index)
        }
        func text(_ row: Row) -> String {
            row.cells.reduce(shortNumber(row.constant)) { $0 + " + \(shortNumber($1.coefficient)) \(name($1.symbol))" }
        }
        let lines = basics.indices.sorted { basics[$0] < basics[$1] }.map { "\(name(basics[$0])) = \(text(rows[$0]))" }
        return (lines + ["objective = \(text(objective))"]).joined(separator: "\n")
    }
}
