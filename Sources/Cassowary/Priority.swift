// Priorities, as UIKit numbers them: 1...1000, where 1000 is required.
//
// A required constraint is a hard constraint: the solver holds it exactly or refuses it
// (`SolverError.unsatisfiable`). Below 1000, a constraint may be broken, and the solver
// minimises the sum over such constraints of priority × error, where the error is how far the
// constraint is from holding (|lhs - rhs| for an equation, the excess for an inequality). So
// one constraint of priority 500 weighs as much as two of 250: priorities are weights, not
// tiers. kiwisolver given the same number as its strength minimises the same sum, which makes
// it an exact oracle (docs/LAYOUT_SOLVER.md).

enum Priority {
    /// The range a caller may use.
    static let valid: ClosedRange<Double> = 1...Constraint.required

    /// The weight of `Solver.isAmbiguous`'s probe: so far below 1 that it moves a variable only
    /// where no constraint, at any valid priority, resists.
    static let probe = 1e-6
}
