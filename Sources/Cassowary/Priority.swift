#if canImport(Glibc)
    import Glibc  // pow; Foundation would link thousands of conformances into every program
#elseif canImport(Darwin)
    import Darwin
#endif

// Priorities, as UIKit numbers them: 1...1000, where 1000 is required.
//
// A required constraint is a hard constraint: the solver holds it exactly or refuses it
// (`SolverError.unsatisfiable`). Below 1000, a constraint may be broken, and the solver
// minimises the sum over such constraints of weight × error, where the error is how far the
// constraint is from holding (|lhs - rhs| for an equation, the excess for an inequality) and
// the weight grows tenfold every 166.5 priorities (`weight(of:)`). So priorities are tiers, as
// UIKit's are: the window's size (999) outweighs thirty thousand content-hugging preferences
// (250), a compression resistance (750) a thousand huggings; neighbours (250 and 251) weigh
// almost alike. kiwisolver given the same weight as its strength minimises the same sum, which
// makes it an exact oracle (docs/LAYOUT_SOLVER.md).

enum Priority {
    /// The range a caller may use.
    static let valid: ClosedRange<Double> = 1...Constraint.required

    /// A priority's weight in the objective: 1 at priority 1, 10^6 just below required. A wider
    /// span costs precision: with 10^8, kiwisolver itself fails on the oracle's random systems
    /// ("the objective is unbounded"). Below 1, the probe's weight is itself.
    static func weight(of priority: Double) -> Double {
        priority < 1 ? priority : pow(10, 6 * (priority - 1) / 999)
    }

    /// The weight of `Solver.isAmbiguous`'s probe: so far below 1 that it moves a variable only
    /// where no constraint, at any valid priority, resists.
    static let probe = 1e-6
}
