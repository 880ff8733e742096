/// Why a solver refused a call. The solver is unchanged after each of these.
///
/// `@unchecked Sendable` because `Error` requires `Sendable` while constraints and variables are
/// plain classes: an error carries them back to the caller's own thread, where the solver that
/// threw lives, and nothing else reads them there.
public enum SolverError: Error, Equatable, @unchecked Sendable {
    /// A required constraint that cannot hold together with the required constraints already
    /// added (or, with a number that is not finite, cannot hold at all).
    case unsatisfiable(Constraint)
    /// `add(_:)` of a constraint the solver already holds.
    case duplicateConstraint(Constraint)
    /// `remove(_:)` of a constraint the solver does not hold.
    case unknownConstraint(Constraint)
    /// `remove(_:)` of a required equation added permanently (`add(_:permanently:)`).
    case permanentConstraint(Constraint)
    /// `addEditVariable(_:priority:)` of a variable already edited.
    case duplicateEditVariable(Variable)
    /// An edit call for a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable must be breakable: its priority must be below 1000.
    case requiredEditVariable(Variable)
    /// A priority outside 1...1000 (or not a number).
    case badPriority(Double)
}
