import Testing

@testable import Cassowary

/// Hand-written cases that pin the solver's behaviour; the random systems checked against
/// kiwisolver are in OracleTests.
@Suite struct SolverTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    /// Adds each constraint, then writes the values.
    func solved(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for constraint in constraints {
            try solver.add(constraint)
        }
        solver.updateVariables()
        return solver
    }

    /// The example in docs/LAYOUT_SOLVER.md.
    @Test func theDocumentedExample() throws {
        let width = Variable("window.width")
        let left = Variable("button.left")
        let size = Variable("button.width")
        let solver = Solver()
        try solver.add(Constraint(size, .equal, 12, priority: 750))
        try solver.add(Constraint(size, .greaterThanOrEqual, 4))
        try solver.add(Constraint(left, .equal, (width - size) / 2))
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(80, for: width)
        solver.updateVariables()
        #expect(left.value == 34)
        #expect(cellEdges(left.value, left.value + size.value) == (34, 46))
    }

    @Test func aRequiredSystemHasItsOneSolution() throws {
        _ = try solved([Constraint(x + y, .equal, 10), Constraint(x - y, .equal, 2), Constraint(z, .equal, 3 * x - y / 2)])
        #expect(x.value == 6)
        #expect(y.value == 4)
        #expect(z.value == 16)
    }

    @Test func theHigherPriorityWins() throws {
        _ = try solved([Constraint(x, .equal, 10, priority: 250), Constraint(x, .equal, 20, priority: 750)])
        #expect(x.value == 20)
    }

    /// Priorities are tiers, as UIKit's: a priority well above others outweighs many of them
    /// (the window's 999 against ten content-hugging 250s); neighbours weigh almost alike, so two
    /// of 250 outweigh one of 251.
    @Test func aHigherPriorityOutweighsManyLowerOnes() throws {
        _ = try solved([Constraint(x, .equal, 80, priority: 999)] + (0..<10).map { _ in Constraint(x, .equal, 34, priority: 250) })
        #expect(x.value == 80)
        _ = try solved([
            Constraint(y, .equal, 10, priority: 250), Constraint(y, .equal, 10, priority: 250), Constraint(y, .equal, 20, priority: 400),
        ])
        #expect(y.value == 20)
        _ = try solved([
            Constraint(z, .equal, 10, priority: 250), Constraint(z, .equal, 10, priority: 250), Constraint(z, .equal, 20, priority: 251),
        ])
        #expect(z.value == 10)
    }

    @Test func aRequiredInequalityBeatsAPreference() throws {
        _ = try solved([Constraint(x, .greaterThanOrEqual, 10), Constraint(x, .equal, 5, priority: 999), Constraint(y, .lessThanOrEqual, x - 3)])
        #expect(x.value == 10)
        #expect(y.value <= 7)
    }

    /// A weighted inequality is broken only as far as a heavier preference needs.
    @Test func aWeightedInequalityGivesWayToAHeavierOne() throws {
        _ = try solved([
            Constraint(x, .lessThanOrEqual, 100, priority: 300), Constraint(x, .greaterThanOrEqual, 150, priority: 500),
            Constraint(x, .equal, 0, priority: 1),
        ])
        #expect(x.value == 150)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let width = Variable("width")
        let solver = try solved([Constraint(x, .equal, width - 2), Constraint(x, .greaterThanOrEqual, 50)])
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(80, for: width)
        solver.updateVariables()
        #expect(width.value == 80)
        #expect(x.value == 78)
        // Below the required minimum the edit gives way.
        try solver.suggestValue(40, for: width)
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(width.value == 52)
        try solver.suggestValue(120, for: width)
        solver.updateVariables()
        #expect(x.value == 118)
    }

    @Test func anEditVariableHoldsAtZeroUntilSuggested() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 7, priority: 10))
        try solver.addEditVariable(x, priority: 20)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func removingAConstraintSolvesAgain() throws {
        let strong = Constraint(x, .equal, 20, priority: 750)
        let solver = try solved([Constraint(x, .equal, 10, priority: 250), strong, Constraint(y, .equal, x + 1)])
        #expect(y.value == 21)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 11)
        #expect(!solver.contains(strong))
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func removingEveryConstraintEmptiesTheSolver() throws {
        let constraints = [
            Constraint(x + y, .equal, 10), Constraint(x, .greaterThanOrEqual, 2, priority: 300), Constraint(y, .equal, 20, priority: 5),
            Constraint(z, .lessThanOrEqual, x),
        ]
        let solver = try solved(constraints)
        for constraint in constraints.reversed() {
            try solver.remove(constraint)
        }
        #expect(solver.tableau.rowCount == 0)
        #expect(solver.tableau.objective.cells.isEmpty)
        #expect(solver.variables.variables.isEmpty)
        // A variable the solver forgot keeps its last value.
        let before = x.value
        solver.updateVariables()
        #expect(x.value == before)
    }

    @Test func removingAnEditVariable() throws {
        let solver = try solved([Constraint(x, .equal, 5, priority: 100)])
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test func duplicatesAndStrangersAreRefused() throws {
        let solver = Solver()
        let constraint = Constraint(x, .equal, 1)
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = Constraint(x, .equal, 1)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        try solver.addEditVariable(y, priority: 999)
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, priority: 10) }
        #expect(throws: SolverError.unknownEditVariable(z)) { try solver.suggestValue(3, for: z) }
        #expect(throws: SolverError.requiredEditVariable(z)) { try solver.addEditVariable(z, priority: 1000) }
        for priority in [0, 0.5, 1000.5, -3, .nan, .infinity] {
            // (badPriority(.nan) is not equal to itself, so the case is checked, not the value.)
            func isBadPriority(_ error: any Error) -> Bool { if case .badPriority = error as? SolverError { true } else { false } }
            #expect(performing: { try solver.addEditVariable(z, priority: priority) }, throws: isBadPriority)
            #expect(performing: { try solver.add(Constraint(z, .equal, 1, priority: priority)) }, throws: isBadPriority)
        }
        #expect(!solver.contains(stranger))
        #expect(solver.contains(constraint))
    }

    @Test func aBadPriorityIsNamed() {
        let solver = Solver()
        #expect(throws: SolverError.badPriority(1001)) { try solver.add(Constraint(x, .equal, 1, priority: 1001)) }
        #expect(throws: SolverError.badPriority(0)) { try solver.addEditVariable(x, priority: 0) }
    }

    @Test func numbersThatAreNotFiniteCannotHold() {
        let solver = Solver()
        let infinite = Constraint(x, .equal, Expression(constant: .infinity))
        #expect(throws: SolverError.unsatisfiable(infinite)) { try solver.add(infinite) }
        let notANumber = Constraint(Expression([Term(x, .nan)]), .lessThanOrEqual, 3, priority: 10)
        #expect(throws: SolverError.unsatisfiable(notANumber)) { try solver.add(notANumber) }
    }

    /// The three ways a required constraint is refused: contradicting required equations
    /// (dummies only), through the artificial variable, and with no variable at all; each
    /// leaves the same solution and the same behaviour afterwards.
    @Test(arguments: [0, 1, 2])
    func anUnsatisfiableConstraintChangesNothing(_ kind: Int) throws {
        let held = [
            Constraint(x, .greaterThanOrEqual, 10), Constraint(x, .equal, 0, priority: 1.5), Constraint(y, .equal, 3, priority: 2.5),
            Constraint(y, .greaterThanOrEqual, x - 20), Constraint(z, .equal, x + y, priority: 7), Constraint(z, .greaterThanOrEqual, 0),
            Constraint(z, .equal, 100, priority: 3), Constraint(x + y, .equal, 2 * z - 100),
        ]
        let solver = try solved(held)
        let before = [x.value, y.value, z.value]
        let refused = [
            Constraint(x + y, .equal, 2 * z - 90),  // dummies only
            Constraint(x + y, .lessThanOrEqual, -5),  // artificial variable (x + y >= 2x - 20 >= 0)
            Constraint(0, .greaterThanOrEqual, 1),  // artificial variable, no variable at all
        ][kind]
        let tableau = solver.tableau
        #expect(throws: SolverError.unsatisfiable(refused)) { try solver.add(refused) }
        #expect(!solver.contains(refused))
        #expect(solver.tableau.brokenRules == [])
        #expect(solver.tableau.debugDescription == tableau.debugDescription)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == before)
        // And it goes on as a solver that never saw the refused constraint, to the last symbol
        // (the indexes it made are taken again by what follows).
        let fresh = try solved(held)
        for other in [solver, fresh] {
            try other.addEditVariable(y, priority: 100)
            try other.suggestValue(4, for: y)
            try other.add(Constraint(x, .equal, 1, priority: 1))
            try other.remove(held[3])
        }
        #expect(solver.tableau.debugDescription == fresh.tableau.debugDescription)
        #expect(solver.tableau.symbolCount == fresh.tableau.symbolCount)
    }

    @Test func aConsequenceOfRequiredEquationsIsAccepted() throws {
        let solver = try solved([Constraint(x, .equal, y + 1), Constraint(y, .equal, 2)])
        let redundant = Constraint(x, .equal, 3)
        try solver.add(redundant)
        try solver.remove(redundant)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    /// Removing one of two copies of a required equation leaves the other in force (kiwisolver
    /// 1.4.4 frees the variable here: v0 becomes -0.054).
    @Test func aCopyOfARequiredEquationStaysInForce() throws {
        let (v0, v1) = (x, y)
        let first = Constraint(-1.51 * v0 - 0.4, .equal, 0)
        let pin = Constraint(-1.51 * v0 - 0.4, .equal, 0)
        let solver = try solved([
            Constraint(v0 + 17.125, .equal, 0, priority: 1.6114359999999999), Constraint(v1 + 45.375, .equal, 0, priority: 1.7158069999999999),
            first, Constraint(-0.5 * v0 + 2.21 * v1 + 14.7, .equal, 0, priority: 954), pin,
            Constraint(-2 * v0 - 3 * v1 - 20.1, .lessThanOrEqual, 0, priority: 630),
        ])
        try solver.remove(first)
        solver.updateVariables()
        #expect(abs(v0.value + 0.4 / 1.51) < 1e-12)
        #expect(!solver.isAmbiguous(v0))
        // A multiple of it, which kiwisolver refuses from there ("will this ever happen?"), is
        // accepted, and holds v0 when the copy goes too.
        let tripled = Constraint(-4.53 * v0 - 1.2000000000000002, .equal, 0)
        try solver.add(tripled)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(abs(v0.value + 0.4 / 1.51) < 1e-12)
        try solver.remove(tripled)
        #expect(solver.isAmbiguous(v0) == false)  // still held by its weak stay
    }

    /// Redundant copies removed in every order: whichever stays keeps the variable fixed.
    @Test func copiesRemovedInAnyOrder() throws {
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            let copies = [Constraint(2 * x, .equal, 6), Constraint(x, .equal, 3), Constraint(x + y, .equal, y + 3)]
            let solver = try solved(copies + [Constraint(x, .equal, 10, priority: 500), Constraint(y, .equal, 2 * x, priority: 20)])
            for index in order.dropLast() {
                try solver.remove(copies[index])
                solver.updateVariables()
                #expect(abs(x.value - 3) < 1e-12, "after removing \(copies[index]), order \(order)")
            }
            try solver.remove(copies[order.last!])
            solver.updateVariables()
            #expect(abs(x.value - 10) < 1e-12)
        }
    }

    @Test func ambiguousAndDeterminedVariables() throws {
        let solver = try solved([Constraint(x + y, .equal, 10), Constraint(z, .greaterThanOrEqual, 0)])
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(z))
        #expect(solver.isAmbiguous(Variable("never used")))
        try solver.add(Constraint(x, .equal, 3))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        // A preference determines a variable too: moving it would cost.
        try solver.add(Constraint(z, .equal, 4, priority: 1))
        #expect(!solver.isAmbiguous(z))
        // Pinned from below only, but pulled down onto the bound by a preference.
        let w = Variable("w")
        try solver.add(Constraint(w, .greaterThanOrEqual, 5))
        #expect(solver.isAmbiguous(w))
        try solver.add(Constraint(w, .equal, 0, priority: 1))
        #expect(!solver.isAmbiguous(w))
    }

    @Test func probingChangesNothing() throws {
        let width = Variable("width")
        let solver = try solved([Constraint(x, .equal, width / 2), Constraint(y, .greaterThanOrEqual, x), Constraint(z, .lessThanOrEqual, y - 1)])
        try solver.addEditVariable(width, priority: 900)
        try solver.suggestValue(40, for: width)
        solver.updateVariables()
        let before = [x.value, y.value, z.value, width.value]
        let tableau = solver.tableau.debugDescription
        #expect(solver.isAmbiguous(z))
        #expect(solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(width))
        solver.updateVariables()
        #expect([x.value, y.value, z.value, width.value] == before)
        #expect(solver.tableau.debugDescription == tableau)
        #expect(solver.tableau.brokenRules == [])
        try solver.suggestValue(60, for: width)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test func resetForgetsEverything() throws {
        let solver = try solved([Constraint(x, .equal, 4)])
        try solver.addEditVariable(y, priority: 10)
        solver.reset()
        #expect(solver.isAmbiguous(x))
        try solver.add(Constraint(x, .equal, 5))
        try solver.addEditVariable(y, priority: 10)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func symbolIndexesAreReused() throws {
        let solver = Solver()
        for round in 0..<50 {
            let constraint = Constraint(x + y, .lessThanOrEqual, Expression(constant: Double(round)), priority: 300)
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        #expect(solver.tableau.symbolCount <= 4)
    }
}

@Suite struct ExpressionTests {
    @Test func operatorsBuildExpressions() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = 2 * x + y / 4 - 3 - (x - 1.5) + -y * 2
        #expect(expression.constant == -1.5)
        #expect(expression.terms.map(\.coefficient) == [2, 0.25, -1, -2])
        #expect(Expression(x).terms.count == 1)
        let constraint = Constraint(expression, .lessThanOrEqual, x + 1, priority: 250)
        #expect(constraint.expression.terms.map(\.coefficient) == [-1.75])
        #expect(constraint.description == "-1.75 * y - 2.5 <= 0 (priority 250)")
        #expect(Constraint(x + y, .equal, 2).description == "x + y - 2 == 0")
        #expect(Constraint(-x, .greaterThanOrEqual, 0.5).description == "-x - 0.5 >= 0")
    }

    /// A constraint keeps each variable once, in the order each first came, without those that
    /// cancel: a short expression is combined one way, a long one (over 16 terms) another.
    @Test(arguments: [4, 40]) func aConstraintCombinesEachVariableOnce(variableCount: Int) {
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var terms = variables.enumerated().map { Term($1, Double($0 + 1)) }
        terms += variables.enumerated().map { Term($1, $0 % 2 == 0 ? -Double($0 + 1) : 1) }
        let constraint = Constraint(Expression(terms, constant: 3), .equal)
        let odd = variables.indices.filter { $0 % 2 == 1 }
        #expect(constraint.expression.terms.map(\.variable) == odd.map { variables[$0] })
        #expect(constraint.expression.terms.map(\.coefficient) == odd.map { Double($0 + 2) })
        #expect(constraint.expression.constant == 3)
    }
}

/// `isAmbiguous` answers from a variable's row when every symbol in it costs to move, and
/// probes otherwise: on random systems the answer is always the probe's.
@Suite struct AmbiguityShortcutTests {
    @Test func theRowSaysWhatTheProbeFinds() throws {
        var random = SplitMix64(seed: 34)
        var answered = 0
        for _ in 0..<300 {
            let variables = (0..<6).map { Variable("v\($0)") }
            let solver = Solver()
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                try? solver.add(OracleTests.randomConstraint(variables, &random))
            }
            for variable in variables {
                guard let symbol = solver.symbol(of: variable) else { continue }
                let probed = solver.probe(variable, symbol)
                #expect(solver.isAmbiguous(variable) == probed, "\(variable) in\n\(solver.tableau.debugDescription)")
                if !probed, solver.tableau.isHeldByItsRow(symbol, above: Priority.probe) { answered += 1 }
            }
        }
        #expect(answered > 100, "the row answered for \(answered) variables")
    }
}
