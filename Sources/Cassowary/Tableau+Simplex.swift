// The simplex method on the tableau, as Cassowary runs it (Badros, Borning & Stuckey 2001)
// and kiwisolver implements it: primal optimisation after each constraint is added or
// removed, an artificial variable for a required constraint that has no subject, and dual
// optimisation after an edit variable's value changes.
//
// Ties are broken by symbol index, as kiwisolver breaks them by walking its sorted maps: the
// entering symbol is the first one (lowest index) with a negative objective coefficient
// (Bland's rule, which cannot cycle); the leaving row is the one with the smallest ratio, the
// lowest basic symbol among equal ratios. (A new row's subject is chosen otherwise than
// kiwisolver chooses it, for speed: Solver.chooseSubject.)

extension Tableau {
    /// Which row `optimize` minimises.
    enum Goal {
        case objective, artificial
    }

    /// Pivots until no parametric symbol has a negative coefficient in the goal's row. The
    /// rows stay feasible throughout (the leaving row is the one that would go negative first),
    /// so rows that substitutions here or before noted as infeasible were only rounding below
    /// zero, and are forgotten.
    mutating func optimize(_ goal: Goal) {
        defer { infeasible.removeAll(keepingCapacity: true) }
        while true {
            let entering =
                switch goal {
                case .objective: objectiveEnteringSymbol()
                case .artificial: artificial.flatMap(Self.enteringSymbol)
                }
            guard let entering else { return }
            // The objective is a sum of non-negative errors, so it is bounded below: a missing
            // leaving row can only come from rounding. Stop at the best solution found rather
            // than trap.
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The first non-dummy symbol with a negative coefficient.
    private static func enteringSymbol(in row: Row) -> Symbol? {
        row.cells.first { $0.coefficient < 0 && !$0.symbol.isDummy }?.symbol
    }

    /// Among the restricted rows in which `entering` has a negative coefficient, the one whose
    /// basic symbol reaches zero first as `entering` grows.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in roughColumn(of: entering) where !basic.isExternal {
            let row = row(of: basic)!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Restores feasibility after constants changed (an edit variable's suggested value), keeping
    /// the objective optimal: each infeasible row leaves for the symbol that costs least to bring
    /// in.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = row(of: leaving), row.constant < 0, !nearZero(row.constant) else { continue }
            // As in `optimize`: with an optimal objective and breakable edits this always
            // exists; without one, rounding is to blame, and the row stays as it is.
            guard let entering = dualEnteringSymbol(in: row) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Among the pivotable symbols with a positive coefficient in `row`, the one whose
    /// objective coefficient per unit of that coefficient is least.
    private func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if best == nil || ratio < bestRatio {
                bestRatio = ratio
                best = cell.symbol
            }
        }
        return best
    }

    /// Adds a required constraint's `row`, which has no subject, through the artificial
    /// variable `art`: `art = row` is added and the artificial objective `art` minimised. The
    /// constraint can hold if it reaches zero; `art` then leaves, and the row stays as what it
    /// became. If it cannot, everything is put back as it was and this returns false.
    ///
    /// `marker` is the constraint's own marker: when what remains of the row is dummies only,
    /// the constraint follows from required equations already there, and the marker takes the
    /// row (kiwisolver refuses such a constraint; it is satisfiable, so this does not).
    mutating func addWithArtificialVariable(_ row: Row, art: Symbol, marker: Symbol?) -> Bool {
        openJournal()
        insert(row, for: art)
        artificial = row
        optimize(.artificial)
        let reachedZero = nearZero(artificial!.constant)
        artificial = nil
        guard reachedZero else {
            rollBack()
            return false
        }
        if isBasic(art) {
            var row = removeRow(of: art)
            // A row of dummies alone says the constraint follows from required equations:
            // its marker takes the row, or, for a permanent equation without one, it goes.
            if let entering = row.cells.first(where: { $0.symbol.isPivotable })?.symbol ?? (row.cells.isEmpty ? nil : marker) {
                guard row.coefficient(for: entering) != 0 else {
                    rollBack()
                    return false
                }
                row.solve(for: entering, replacing: art)
                substitute(entering, by: row)
                insert(row, for: entering)
            }
        }
        eliminate(art)
        closeJournal()
        return true
    }

    /// Takes a removed constraint's row out of the tableau: its marker's row if the marker is
    /// basic; otherwise the marker is first pivoted in, in place of the row that limits it most
    /// tightly, and that row is dropped.
    mutating func removeRow(markedBy marker: Symbol) {
        if isBasic(marker) {
            removeRow(of: marker)
            return
        }
        guard let leaving = markerLeavingRow(for: marker) else { return }  // the marker is nowhere
        var row = removeRow(of: leaving)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, by: row)
    }

    /// Which row the marker of a constraint being removed takes the place of:
    ///
    /// 1. a basic dummy's row, if the marker is in one: the two required equations are
    ///    redundant (a dummy becomes basic only so, and its row holds only dummies), and the
    ///    other one must stay in force. kiwisolver has no such rule; it takes a restricted row
    ///    instead, which leaves that dummy basic with a row of errors and slacks, so that its
    ///    equation no longer holds (removing one of two copies of a required equation frees
    ///    the variable it fixed; docs/LAYOUT_SOLVER.md);
    /// 2. the restricted row in which the marker has a negative coefficient that would reach
    ///    zero first as the marker grows;
    /// 3. the restricted row with a positive coefficient that would reach zero first as it
    ///    shrinks;
    /// 4. an external row (the last, by symbol, as kiwisolver's walk finds it).
    ///
    /// Ties go to the lowest symbol.
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var dummy: Symbol?
        var first: (basic: Symbol, ratio: Double)?
        var second: (basic: Symbol, ratio: Double)?
        var third: Symbol?
        for basic in roughColumn(of: marker) {
            let row = row(of: basic)!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 {
                continue
            } else if basic.isDummy {
                dummy = min(dummy ?? basic, basic)
            } else if basic.isExternal {
                third = max(third ?? basic, basic)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
                    first = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.basic) {
                    second = (basic, ratio)
                }
            }
        }
        return dummy ?? first?.basic ?? second?.basic ?? third
    }
}
