// Whether a variable's value is determined, for `nibtool validate`'s "ambiguous layout".

extension Solver {
    /// Whether `variable` can move without the solution getting worse: no required constraint
    /// stops it, and moving it does not raise the weighted errors of the others. A variable no
    /// constraint held uses is ambiguous.
    ///
    /// The probe: a constraint `variable == its value` of a priority far below any a caller can
    /// give (Priority.probe) is added, its value pushed one unit up and then one unit down by
    /// the edit mechanism; if the variable followed either way, nothing held it. Everything the
    /// probe changed is then put back exactly (the tableau's journal), so the solution and
    /// `updateVariables()` are as before.
    ///
    /// Most variables of a layout need no probe: one whose row holds only symbols that cannot
    /// move without cost is determined (`Tableau.isHeldByItsRow`), read off its row. Only the
    /// rest are probed (10,000 labels in a stack probed each: 2-3 s for `validate --size`).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbol(of: variable) else { return true }
        return !tableau.isHeldByItsRow(symbol, above: Priority.probe) && probe(variable, symbol)
    }

    /// Whether the probe moves `variable` (see `isAmbiguous`).
    func probe(_ variable: Variable, _ symbol: Symbol) -> Bool {
        let start = tableau.value(of: symbol)
        let probe = Constraint(Expression(variable), .equal, Expression(constant: start), priority: Priority.probe)
        tableau.openJournal()
        // A breakable constraint always has a subject, so this cannot fail.
        guard let tag = try? insert(probe) else {
            tableau.rollBack()
            return false
        }
        var moved = 0.0
        for delta in [1.0, -2.0] {
            tableau.shiftEquation(plus: tag.marker!, minus: tag.other, by: delta)  // a breakable equation: both errors
            tableau.dualOptimize()
            moved = max(moved, abs(tableau.value(of: symbol) - start))
        }
        tableau.rollBack()
        forget(probe, tag)
        return moved > 1e-6 * max(1, abs(start))
    }
}
