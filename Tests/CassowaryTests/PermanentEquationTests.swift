import Testing

@testable import Cassowary

/// Required equations added permanently: no dummy marks them, so they cannot be removed, and
/// the rows of a chain stay as short as its links.
@Suite struct PermanentEquationTests {
    /// `count` variables, each placed 1 after the one before from 0.
    func chain(_ count: Int, permanently: Bool) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let variables = (0..<count).map { Variable("x\($0)") }
        try solver.add(Constraint(variables[0], .equal, 0), permanently: permanently)
        for index in 1..<count {
            try solver.add(Constraint(variables[index], .equal, variables[index - 1] + 1), permanently: permanently)
        }
        solver.updateVariables()
        return (solver, variables)
    }

    /// The cells of every row of the tableau.
    func cells(_ solver: Solver) -> Int {
        solver.tableau.rows.reduce(0) { $0 + $1.cells.count }
    }

    /// With dummies, the n-th row holds the dummies of the n equations above it: n²/2 cells.
    @Test func aChainHeldPermanentlyKeepsItsRowsShort() throws {
        let (solver, variables) = try chain(2_000, permanently: true)
        #expect(variables.last?.value == 1_999)
        #expect(cells(solver) == 0, "each variable is a constant: no parametric symbol in any row")
        let (marked, _) = try chain(2_000, permanently: false)
        #expect(cells(marked) == 2_000 * 2_001 / 2, "each row holds the dummies of the links above")
    }

    /// A chain of views, each below the one before with a height of its own, as Xcode writes
    /// one (the scale benchmark's chain): its rows stay short too, beside a preference.
    @Test func aChainOfPlacedViewsKeepsItsRowsShort() throws {
        let solver = Solver()
        let first = Variable("top")
        var above = Expression(first)
        try solver.add(Constraint(first, .equal, 0), permanently: true)
        for index in 0..<1_000 {
            let (top, height) = (Variable("top\(index)"), Variable("height\(index)"))
            try solver.add(Constraint(top, .equal, above + 1), permanently: true)
            try solver.add(Constraint(height, .equal, 2), permanently: true)
            try solver.add(Constraint(height, .lessThanOrEqual, 1, priority: 250))
            above = top + height
        }
        solver.updateVariables()
        #expect(cells(solver) <= 2 * 1_000, "\(cells(solver)) cells")
    }

    /// A permanent equation cannot be removed, and the solver stays as it was.
    @Test func aPermanentEquationCannotBeRemoved() throws {
        let (solver, variables) = try chain(3, permanently: true)
        let link = Constraint(variables[2], .equal, variables[1] + 5)
        #expect(throws: SolverError.unsatisfiable(link)) { try solver.add(link, permanently: true) }
        let held = Constraint(variables[0], .greaterThanOrEqual, -10)
        try solver.add(held, permanently: true)
        try solver.remove(held)
        let fixed = Constraint(variables[0], .equal, variables[0])
        try solver.add(fixed, permanently: true)
        #expect(throws: SolverError.permanentConstraint(fixed)) { try solver.remove(fixed) }
        #expect(solver.contains(fixed))
        solver.updateVariables()
        #expect(variables.map(\.value) == [0, 1, 2])
    }

    /// One that follows from those already held is kept without a row; one that contradicts
    /// them is refused.
    @Test func aConsequenceIsHeldAndAContradictionRefused() throws {
        let (solver, variables) = try chain(3, permanently: true)
        try solver.add(Constraint(variables[2], .equal, variables[0] + 2), permanently: true)
        let contradiction = Constraint(variables[2], .equal, variables[0] + 3)
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction, permanently: true) }
        // A breakable preference after them still moves nothing the chain holds.
        try solver.add(Constraint(variables[1], .equal, 7, priority: 500))
        solver.updateVariables()
        #expect(variables.map(\.value) == [0, 1, 2])
    }
}
