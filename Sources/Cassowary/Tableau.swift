/// The simplex tableau: a row for each basic symbol, saying what it equals in terms of the
/// parametric (non-basic) symbols, whose value is zero; and the objective being minimised.
/// A basic symbol's value is its row's constant.
///
/// Beside the rows it keeps, for each symbol, its column: which rows mention it. A substitution
/// then visits only the rows it changes, the search for a leaving row only the rows that can
/// leave, and a resize only the rows that hold the window's edit errors, where kiwisolver
/// visits every row for each (docs/LAYOUT_SOLVER.md).
///
/// Columns are kept lazily: a row that gains a symbol is appended to its column, but a row that
/// loses one (a cell cancelled, a pivot, the row removed) is not looked for there. Each reader
/// checks that the row in a slot still holds the symbol. What may have gone stale is counted
/// (a cancelled cell, a removed row), and a column is compacted (slots that no longer hold the
/// symbol dropped, each slot once, in the order they came) when that is half of it. A column
/// with nothing counted stale is exact: each row that holds the symbol, once. Searching a
/// column of fifty slots on every cancelled cell cost more than the rest of the solve, and so
/// did compacting columns that had only grown.
///
/// Every change to the rows goes through this type, which keeps the columns in step and, while
/// a journal is open, remembers each row as it was before its first change, so that a failed
/// addition (or `Solver.isAmbiguous`'s probe) can put everything back exactly.
struct Tableau {
    /// The rows by slot; `basic(in: slot)` is the symbol `rows[slot]` is solved for, nil for a
    /// free slot. A row keeps its slot while it is in the tableau, even when a pivot gives it
    /// another basic symbol, so that the columns, which hold slots, change only where cells do.
    private(set) var rows: [Row] = []
    /// By slot: the basic symbol, `Symbol.freeSlot` for a free slot. (Not an array of optional
    /// symbols: that is one more generic type for the runtime to make at a program's first
    /// layout, 0.15% of Howdy's first frame.)
    private var basics: [Symbol] = []
    private var freeSlots: [Int] = []
    /// By symbol index: the slot of the symbol's row, or -1 while it is parametric.
    private var slots: [Int] = []
    /// By symbol index: the slots of the rows that mention the symbol, and perhaps others and
    /// some twice (see above).
    private var columns: [[Int32]] = []
    /// By symbol index: how many of the column's entries may be stale.
    private var staleCounts: [Int] = []
    /// Indexes free to reuse.
    private var freeIndexes: [Int] = []
    /// What `Row.add(_:times:skipping:scratch:changed:)` merges into.
    private var scratch: [Cell] = []
    /// The slot whose row `change` has moved out, which compaction must keep in every column.
    private var changing = -1
    /// By slot: the number of the last compaction that met the slot, to keep each slot once.
    private var stamps: [Int] = []
    private var stamp = 0

    /// The sum of priority × error over the non-required constraints, in parametric symbols.
    /// Changed only through `addToObjective`, and by substitution, which note what they touch.
    private(set) var objective = Objective()
    /// The objective's symbols that may have a negative coefficient: each one changed since
    /// `optimize` last found it not negative (some more than once). The entering symbol is the
    /// lowest negative one among them, which is the lowest of the whole objective: the rest are
    /// not negative. A stack of thousands of views has thousands of preferences in the
    /// objective, and searching the whole of it after each constraint added was the square of
    /// their number (10,000 labels: a quarter of 5 s, docs/LAYOUT_SOLVER.md).
    private(set) var objectiveCandidates: [Symbol] = []
    /// While a required constraint is added through an artificial variable: the artificial
    /// objective, driven to zero if the constraint can hold.
    var artificial: Row?
    /// Restricted basic symbols whose rows' constants went negative, for `dualOptimize`.
    var infeasible: [Symbol] = []
    /// How many terms the substitutions of pivots have rewritten, all told (`Solver.work`): a
    /// row's are all rewritten (its terms are sorted), the objective's only those substituted
    /// (it is dense).
    private(set) var termsRewritten = 0

    private var journal: Journal?
    /// By symbol index: the number of the last journal that saved the symbol's row, to save it
    /// once a journal (the numbers, like `stamps`, spare clearing the array at each journal).
    private var journalStamps: [Int] = []
    private var journalNumber = 0

    /// What `rollBack` restores: each row changed since the journal was opened, as it was and
    /// where it was, the free slots, and the objective's candidates (the objective keeps its own
    /// journal, `Objective.rollBack`).
    ///
    /// Arrays the tableau already uses, not a dictionary by symbol: a dictionary type's first
    /// use makes the runtime instantiate its storage and look up its key's `Hashable`
    /// conformance by a scan of every conformance in the program, which was 1.4% of Howdy's
    /// first frame (docs/LAYOUT_SOLVER.md).
    private struct Journal {
        /// The rows saved, in the order they were first changed: `basics[i]` was basic in
        /// `slots[i]` with `rows[i]`, or not basic at all (slot -1, an empty row).
        var basics: [Symbol] = []
        var slots: [Int] = []
        var rows: [Row] = []
        let freeSlots: [Int]
        let objectiveCandidates: [Symbol]
        let infeasible: [Symbol]
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let index = freeIndexes.popLast() {
            return Symbol(index: index, kind: kind)
        }
        slots.append(-1)
        columns.append([])
        staleCounts.append(0)
        return Symbol(index: slots.count - 1, kind: kind)
    }

    /// Gives `symbol`'s index back for reuse, if it has left the tableau (a symbol whose last
    /// trace is a coefficient that rounding left behind keeps its index).
    mutating func release(_ symbol: Symbol) {
        if slots[symbol.index] < 0 && users(of: symbol).isEmpty && objective.coefficient(for: symbol) == 0 {
            columns[symbol.index] = []
            staleCounts[symbol.index] = 0
            freeIndexes.append(symbol.index)
        }
    }

    // MARK: Reading

    /// How many symbol indexes are in use or free: what the per-symbol arrays hold.
    var symbolCount: Int { slots.count }

    /// How many rows the tableau holds.
    var rowCount: Int { rows.count - freeSlots.count }

    /// How many cells its rows hold, the objective's too.
    var cellCount: Int { rows.indices.reduce(objective.cells.count) { basic(in: $1) == nil ? $0 : $0 + rows[$1].cells.count } }

    /// The symbol the row in `slot` is solved for; nil for a free slot.
    func basic(in slot: Int) -> Symbol? {
        basics[slot] == .freeSlot ? nil : basics[slot]
    }

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

    /// About how many rows mention `symbol` (its column less what may be stale): what
    /// substituting for it would cost.
    func columnWeight(of symbol: Symbol) -> Int {
        columns[symbol.index].count - staleCounts[symbol.index]
    }

    /// The basic symbols of the slots in `symbol`'s column, as they stand: some may no longer
    /// hold it (their coefficient is zero), some may come twice, a free slot is left out. For
    /// readers to whom neither matters.
    func roughColumn(of symbol: Symbol) -> [Symbol] {
        columns[symbol.index].compactMap { basic(in: Int($0)) }
    }

    /// How many cells `symbol` takes written in parametric symbols: its row's if it is basic.
    func parametricCount(of symbol: Symbol) -> Int {
        let slot = slots[symbol.index]
        return slot >= 0 ? rows[slot].cells.count : 1
    }

    /// Adds `coefficient × symbol` to `row`, written in parametric symbols: a basic symbol's
    /// row stands in for it. (Mutating though it changes nothing here: the solver then calls it
    /// on its stored tableau in place, where a non-mutating call copied the whole tableau out
    /// of the class first, once for each term of each constraint.)
    mutating func addParametric(_ coefficient: Double, of symbol: Symbol, to row: inout Row) {
        let slot = slots[symbol.index]
        if slot >= 0 {
            row.add(rows[slot], times: coefficient)
        } else {
            row.add(coefficient, for: symbol)
        }
    }

    // MARK: Changing

    /// Makes `basic` basic, equal to `row` (in `slot` when given: the journal puts rows back
    /// where they were).
    mutating func insert(_ row: Row, for basic: Symbol, at requested: Int? = nil) {
        record(basic)
        let slot: Int
        if let requested {
            slot = requested
            freeSlots.removeAll { $0 == requested }
        } else {
            slot = freeSlots.popLast() ?? rows.count
        }
        if slot == rows.count {
            rows.append(row)
            basics.append(basic)
        } else {
            rows[slot] = row
            basics[slot] = basic
        }
        slots[basic.index] = slot
        for cell in row.cells {
            enterColumn(of: cell.symbol, slot)
        }
    }

    /// Takes `basic`'s row out of the tableau; `basic` becomes parametric.
    @discardableResult
    mutating func removeRow(of basic: Symbol) -> Row {
        record(basic)
        let slot = slots[basic.index]
        slots[basic.index] = -1
        basics[slot] = .freeSlot
        freeSlots.append(slot)
        var row = Row()
        swap(&row, &rows[slot])
        for cell in row.cells {
            staleCounts[cell.symbol.index] += 1
        }
        return row
    }

    /// `entering` becomes basic in place of `leaving`, whose row, solved for `entering`, is
    /// substituted everywhere else. The row keeps its slot, so of the columns only those of
    /// the two symbols change, besides those of the rows the substitution changes.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        record(leaving)
        record(entering)
        let slot = slots[leaving.index]
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: entering, replacing: leaving)
        slots[leaving.index] = -1
        slots[entering.index] = slot
        basics[slot] = entering
        // Back in its slot before its column entry is made (a compaction checks the rows) and
        // before the substitution, which does not change it (it no longer holds `entering`):
        // the copy passed shares its storage.
        swap(&row, &rows[slot])
        enterColumn(of: leaving, slot)
        substitute(entering, by: rows[slot])
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row that mentions it, in
    /// the objective, and in the artificial objective if there is one. Restricted rows left
    /// with a negative constant are noted as infeasible.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var users: [Int32] = []
        swap(&users, &columns[symbol.index])
        for user in users {
            let slot = Int(user)
            guard let basic = basic(in: slot), rows[slot].coefficient(for: symbol) != 0 else { continue }
            termsRewritten += rows[slot].cells.count + row.cells.count
            change(slot, basic) { tableau, target, scratch in
                target.substitute(symbol, by: row, scratch: &scratch) { symbol, added in
                    if added {
                        tableau.enterColumn(of: symbol, slot)
                    } else {
                        tableau.staleCounts[symbol.index] += 1
                    }
                }
            }
            if !basic.isExternal && rows[slot].constant < 0 {
                infeasible.append(basic)
            }
        }
        let coefficient = objective.coefficient(for: symbol)
        if coefficient != 0 {
            objective.remove(symbol)
            addToObjective(row, times: coefficient)
            termsRewritten += row.cells.count
        }
        if let artificial, artificial.coefficient(for: symbol) != 0 { termsRewritten += artificial.cells.count + row.cells.count }
        artificial?.substitute(symbol, by: row, scratch: &scratch) { _, _ in }
        users.removeAll(keepingCapacity: true)
        if columns[symbol.index].isEmpty {
            swap(&users, &columns[symbol.index])  // keep the capacity for the symbol's next column
        }
        staleCounts[symbol.index] = 0
    }

    /// Moves the parametric `symbol`'s value by `delta`, in effect: each row that holds it moves
    /// by `delta` times its coefficient; restricted rows that go negative are noted as
    /// infeasible. (A resize: the window's edit errors are in most rows.)
    mutating func shiftRows(holding symbol: Symbol, by delta: Double) {
        if staleCounts[symbol.index] > 0 {
            users(of: symbol)  // now each row that holds it once, and no other
        }
        for entry in columns[symbol.index] {
            let slot = Int(entry)
            guard let basic = basic(in: slot) else { continue }
            record(basic)
            rows[slot].constant += delta * rows[slot].coefficient(for: symbol)
            if !basic.isExternal && rows[slot].constant < 0 {
                infeasible.append(basic)
            }
        }
    }

    /// Adds `delta` to a basic symbol's constant; notes the row if it becomes infeasible.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        let slot = slots[basic.index]
        change(slot, basic) { _, target, _ in target.constant += delta }
        if !basic.isExternal && rows[slot].constant < 0 {
            infeasible.append(basic)
        }
    }

    /// Removes a parametric `symbol` from every row and the objective: sets it to zero for good.
    mutating func eliminate(_ symbol: Symbol) {
        var users: [Int32] = []
        swap(&users, &columns[symbol.index])
        for user in users {
            if let basic = basic(in: Int(user)) {
                change(Int(user), basic) { _, target, _ in target.remove(symbol) }
            }
        }
        staleCounts[symbol.index] = 0
        objective.remove(symbol)
    }

    /// Runs `body` on the row in `slot`, moved out of the array (with the scratch buffer) so
    /// that it is changed in place, not copied, while `body` may still update the columns.
    private mutating func change(_ slot: Int, _ basic: Symbol, _ body: (inout Tableau, inout Row, inout [Cell]) -> Void) {
        record(basic)
        var row = Row()
        var buffer: [Cell] = []
        swap(&row, &rows[slot])
        swap(&buffer, &scratch)
        changing = slot
        body(&self, &row, &buffer)
        changing = -1
        swap(&buffer, &scratch)
        swap(&row, &rows[slot])
    }

    private mutating func enterColumn(of symbol: Symbol, _ slot: Int) {
        columns[symbol.index].append(Int32(slot))
        if staleCounts[symbol.index] > 16 && 2 * staleCounts[symbol.index] > columns[symbol.index].count {
            users(of: symbol)
        }
    }

    /// Compacts `symbol`'s column (the slots whose rows hold it, each once, in the order they
    /// came) and returns it.
    @discardableResult
    private mutating func users(of symbol: Symbol) -> [Int32] {
        if stamps.count < rows.count {
            stamps += repeatElement(0, count: rows.count - stamps.count)
        }
        stamp += 1
        var column: [Int32] = []
        swap(&column, &columns[symbol.index])
        var kept = 0
        for entry in column {
            let slot = Int(entry)
            guard stamps[slot] != stamp else { continue }
            stamps[slot] = stamp
            if slot == changing || (basic(in: slot) != nil && rows[slot].coefficient(for: symbol) != 0) {
                column[kept] = entry
                kept += 1
            }
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[symbol.index])
        staleCounts[symbol.index] = 0
        return columns[symbol.index]
    }

    /// Whether a basic symbol cannot move without the objective growing by more than `least`
    /// for each unit it moves: every symbol of its row is a dummy (held at zero by a required
    /// equation) or a slack or error (which can only grow from zero) whose growth by as much
    /// costs more. Nothing could pay that back: the other parametric symbols are at zero, at
    /// their least, or external, at no cost.
    func isHeldByItsRow(_ symbol: Symbol, above least: Double) -> Bool {
        guard let row = row(of: symbol) else { return false }
        return row.cells.allSatisfy { cell in
            cell.symbol.isDummy || (cell.symbol.isPivotable && objective.coefficient(for: cell.symbol) > least * abs(cell.coefficient))
        }
    }

    /// Adds `coefficient × symbol` to the objective.
    mutating func addToObjective(_ coefficient: Double, for symbol: Symbol) {
        objective.add(coefficient, for: symbol)
        objectiveCandidates.append(symbol)
    }

    /// Adds `factor × row` to the objective.
    mutating func addToObjective(_ row: Row, times factor: Double) {
        objective.add(row, times: factor)
        objectiveCandidates += row.cells.lazy.map(\.symbol)
    }

    /// The lowest non-dummy symbol with a negative coefficient in the objective, the
    /// candidates kept down to the negative ones (`objectiveCandidates`).
    mutating func objectiveEnteringSymbol() -> Symbol? {
        var entering: Symbol?
        var kept = 0
        for symbol in objectiveCandidates where !symbol.isDummy && objective.coefficient(for: symbol) < 0 {
            objectiveCandidates[kept] = symbol
            kept += 1
            if entering.map({ symbol < $0 }) ?? true { entering = symbol }
        }
        objectiveCandidates.removeLast(objectiveCandidates.count - kept)
        return entering
    }

    // MARK: Journal

    /// Starts remembering what changes. Journals do not nest.
    mutating func openJournal() {
        precondition(journal == nil, "a journal is already open")
        journalNumber += 1
        journal = Journal(freeSlots: freeSlots, objectiveCandidates: objectiveCandidates, infeasible: infeasible)
        objective.openJournal()
    }

    /// Forgets what was remembered: the changes stay.
    mutating func closeJournal() {
        journal = nil
        objective.closeJournal()
    }

    /// Puts back every row where it was, the free slots, the objective and the infeasible list
    /// as they were when the journal was opened, and closes it.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        // In symbol order, as the rows were first put in the tableau, so that the columns are
        // rebuilt in the same order every time.
        let order = saved.basics.indices.sorted { saved.basics[$0] < saved.basics[$1] }
        for index in order where isBasic(saved.basics[index]) {
            removeRow(of: saved.basics[index])
        }
        for index in order where saved.slots[index] >= 0 {
            insert(saved.rows[index], for: saved.basics[index], at: saved.slots[index])
        }
        // Slots made while the journal was open stay, free, to be taken after the others in
        // the order they would have been made (columns may still name them).
        let made = basics.indices.filter { basic(in: $0) == nil && !saved.freeSlots.contains($0) }
        freeSlots = made.reversed() + saved.freeSlots
        objective.rollBack()
        objectiveCandidates = saved.objectiveCandidates
        infeasible = saved.infeasible
        artificial = nil
    }

    /// Saves `basic`'s row, if a journal is open and has not saved it yet. (The saving apart,
    /// so that this check stays small enough to be inlined where a resize calls it for every
    /// row it shifts.)
    private mutating func record(_ basic: Symbol) {
        if journal != nil {
            save(basic)
        }
    }

    private mutating func save(_ basic: Symbol) {
        if journalStamps.count < symbolCount {
            journalStamps += repeatElement(0, count: symbolCount - journalStamps.count)
        }
        guard journalStamps[basic.index] != journalNumber else { return }
        journalStamps[basic.index] = journalNumber
        let slot = slots[basic.index]
        journal!.basics.append(basic)
        journal!.slots.append(slot)
        journal!.rows.append(slot >= 0 ? rows[slot] : Row())
    }
}

extension Tableau {
    /// What must be true of the tableau between two public calls, each broken rule in words
    /// (none when all is well), for the tests to check after every step.
    var brokenRules: [String] {
        var broken: [String] = []
        for slot in basics.indices {
            guard let basic = basic(in: slot) else {
                if !freeSlots.contains(slot) || !rows[slot].cells.isEmpty {
                    broken.append("slot \(slot) is empty but not free, or free but not empty")
                }
                continue
            }
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
                if !columns[cell.symbol.index].contains(Int32(slot)) {
                    broken.append("the column of \(cell.symbol) lacks \(basic)")
                }
                if cell.symbol.isExternal && !basic.isExternal {
                    broken.append("the parametric external \(cell.symbol) is in the restricted row of \(basic)")
                }
            }
        }
        for (index, column) in columns.enumerated() {
            if staleCounts[index] > column.count {
                broken.append("the column of symbol index \(index) counts more stale entries than it has")
            }
            let live = column.filter { basic(in: Int($0)) != nil && rows[Int($0)].cells.contains { $0.symbol.index == index } }
            if staleCounts[index] == 0 && (live.count != column.count || Set(column).count != column.count) {
                broken.append("the column of symbol index \(index) counts nothing stale but is not exact")
            }
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
        let lines = basics.indices.filter { basic(in: $0) != nil }.sorted { basics[$0] < basics[$1] }.map {
            "\(name(basics[$0])) = \(text(rows[$0]))"
        }
        var objectiveRow = Row(constant: objective.constant)
        for cell in objective.cells { objectiveRow.add(cell.coefficient, for: cell.symbol) }
        return (lines + ["objective = \(text(objectiveRow))"]).joined(separator: "\n")
    }
}
