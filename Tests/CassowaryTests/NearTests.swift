import Testing

@testable import Cassowary

/// `Constraint(lhs, near: rhs, above:, below:)`: two preferences on one row, which must solve
/// exactly as the two inequalities they stand for.
@Suite struct NearTests {
    /// Above the size costs the hugging priority, below it the compression resistance one.
    @Test func eachSideCostsItsOwnPriority() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(Constraint(Expression(width), near: 10, above: 250, below: 750))
        // Pulled up at 500: outweighs hugging (250), so the width grows.
        let pull = Constraint(width, .equal, 30, priority: 500)
        try solver.add(pull)
        solver.updateVariables()
        #expect(width.value == 30)
        // Pulled down at 500 instead: compression resistance (750) holds.
        try solver.remove(pull)
        try solver.add(Constraint(width, .equal, 2, priority: 500))
        solver.updateVariables()
        #expect(width.value == 10)
    }

    @Test func neitherSideMayBeRequired() {
        let width = Variable("width")
        let solver = Solver()
        #expect(throws: SolverError.badPriority(1000)) { try solver.add(Constraint(Expression(width), near: 10, above: 250, below: 1000)) }
        #expect(throws: SolverError.badPriority(0)) { try solver.add(Constraint(Expression(width), near: 10, above: 0, below: 750)) }
    }

    @Test func itSaysBothPriorities() {
        let width = Variable("width")
        #expect("\(Constraint(Expression(width), near: 10, above: 250, below: 750))" == "width - 10 == 0 (priority 250 above, 750 below)")
    }

    /// Random rows of views in a window, each held near a content width by random hugging and
    /// compression priorities, and squeezed or stretched by the window: solved once with
    /// `near` and once with the two inequalities, every value is the same, also after a
    /// preference is removed and the window resized.
    @Test func solvesAsTheTwoInequalities() throws {
        var generator = SplitMix64(seed: 17)
        for _ in 0..<300 {
            let count = Int.random(in: 1...6, using: &generator)
            let contents = (0..<count).map { _ in Double(Int.random(in: 0...30, using: &generator)) }
            let priorities = (0..<count).map { _ in
                (hugging: Double(Int.random(in: 1...999, using: &generator)), compression: Double(Int.random(in: 1...999, using: &generator)))
            }
            let windowWidth = Double(Int.random(in: 0...120, using: &generator))
            let removed = Int.random(in: 0..<count, using: &generator)
            var answers: [[Double]] = []
            for usesNear in [true, false] {
                let window = Variable("window")
                let widths = (0..<count).map { Variable("w\($0)") }
                let solver = Solver()
                try solver.addEditVariable(window, priority: 999)
                try solver.suggestValue(windowWidth, for: window)
                // Side by side, filling the window.
                let total = widths.dropFirst().reduce(Expression(widths[0])) { $0 + $1 }
                try solver.add(Constraint(total, .equal, Expression(window)))
                for (width, content) in zip(widths, contents) {
                    try solver.add(Constraint(width, .greaterThanOrEqual, 0))
                    try solver.add(Constraint(width, .equal, Expression(constant: content), priority: 1))
                }
                var preferences: [[Constraint]] = []
                for (width, (content, priority)) in zip(widths, zip(contents, priorities)) {
                    let size = Expression(constant: content)
                    let made =
                        usesNear
                        ? [Constraint(Expression(width), near: size, above: priority.hugging, below: priority.compression)]
                        : [
                            Constraint(width, .lessThanOrEqual, size, priority: priority.hugging),
                            Constraint(width, .greaterThanOrEqual, size, priority: priority.compression),
                        ]
                    for constraint in made { try solver.add(constraint) }
                    preferences.append(made)
                }
                solver.updateVariables()
                var values = widths.map(\.value)
                for constraint in preferences[removed] { try solver.remove(constraint) }
                try solver.suggestValue(windowWidth / 2, for: window)
                solver.updateVariables()
                values += widths.map(\.value)
                answers.append(values)
            }
            #expect(
                zip(answers[0], answers[1]).allSatisfy { abs($0 - $1) < 1e-6 },
                "window \(windowWidth), contents \(contents), priorities \(priorities): near \(answers[0]), inequalities \(answers[1])")
        }
    }
}
