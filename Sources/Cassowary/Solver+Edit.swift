// Edit variables: a variable the caller moves (the window's width and height), held by a
// breakable constraint `variable == value` whose value changes without the constraint being
// removed and added again. A suggestion shifts the constant where the constraint's errors sit
// in the tableau and restores feasibility by dual optimisation, which keeps the objective
// optimal: a resize costs a few pivots, not a solve.

extension Solver {
    /// An edit variable's constraint, its symbols, and the value last suggested.
    struct Edit {
        let constraint: Constraint
        let tag: Tag
        var value: Double
    }

    /// Makes `variable` an edit variable, held at 0 with `priority` (1...999) until a value is
    /// suggested.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard Priority.valid.contains(priority) else { throw .badPriority(priority) }
        guard priority < Constraint.required else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, 0, priority: priority)
        // A breakable constraint always has a subject, so this cannot fail; if it ever did,
        // failing here says so, where a quiet return would surface as an unknown edit later.
        let tag = try! insert(constraint)
        edits[ObjectIdentifier(variable)] = Edit(constraint: constraint, tag: tag, value: 0)
    }

    /// Stops editing `variable`, removing the constraint that held it at its suggested value,
    /// and re-solves.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        withdraw(edit.constraint, edit.tag)
    }

    /// Moves an edit variable's target to `value` and re-solves from the current solution. A
    /// value that is not finite is ignored.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { return }
        edits[ObjectIdentifier(variable)]!.value = value
        tableau.shiftEquation(plus: edit.tag.marker!, minus: edit.tag.other, by: value - edit.value)  // a breakable equation: both errors
        tableau.dualOptimize()
    }
}

extension Tableau {
    /// Moves the constant of the breakable equation whose errors are `plus` and `minus` by
    /// `delta`: `expression - delta = plus - minus`, so a basic `plus` drops by `delta`, a basic
    /// `minus` rises by it, and with both parametric every row that holds `plus` moves with it.
    mutating func shiftEquation(plus: Symbol, minus: Symbol?, by delta: Double) {
        if isBasic(plus) {
            shiftConstant(of: plus, by: -delta)
        } else if let minus, isBasic(minus) {
            shiftConstant(of: minus, by: delta)
        } else {
            shiftRows(holding: plus, by: delta)
        }
    }
}
