import Testing

@testable import Cassowary

@Suite struct ConflictTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")

    /// Whether the constraints can all be added to one solver.
    func holds(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        return constraints.allSatisfy { (try? solver.add($0)) != nil }
    }

    @Test func exactlyTheConflictingOnes() {
        let low = Constraint(x, .greaterThanOrEqual, 10)
        let chainA = Constraint(x, .equal, y)
        let chainB = Constraint(y, .equal, z + 2)
        let harmless = Constraint(x, .lessThanOrEqual, 100)
        let unrelated = Constraint(w, .equal, 1)
        let preference = Constraint(x, .equal, 0, priority: 999)
        let among = [harmless, low, unrelated, chainA, preference, chainB]
        #expect(holds(among))
        // x = y = z + 2 >= 10, so z >= 8.
        let failing = Constraint(z, .lessThanOrEqual, 5)
        #expect(!holds(among + [failing]))
        #expect(minimalConflict(failing, among: among) == [failing, low, chainA, chainB])
        let second = Constraint(x, .lessThanOrEqual, 4)
        #expect(minimalConflict(second, among: among) == [second, low])
    }

    /// An equation contradicting a chain of equations names the whole chain, in order: read off
    /// its row in one solve, where adding the candidates again for each link found cost the
    /// cube of the chain's length (2,000 links: minutes; past the limit, should it slip back).
    @Test(.timeLimit(.minutes(1))) func aChainOfEquationsIsReadOffTheRowItContradicts() {
        let links = (0...2_000).map { Variable("x\($0)") }
        let chain = [Constraint(links[0], .equal, 0)] + (1...2_000).map { Constraint(links[$0], .equal, links[$0 - 1] + 1) }
        let failing = Constraint(links[2_000], .equal, 5)
        let unrelated = Constraint(x, .equal, y)
        #expect(minimalConflict(failing, among: [unrelated] + chain) == [failing] + chain)
    }

    /// Many separate conflicts are searched at once, each among its own constraints.
    @Test(.timeLimit(.minutes(1))) func separateConflictsAreSearchedEachAmongItsOwn() {
        let widths = (0..<2_000).map { Variable("w\($0)") }
        let held = widths.map { Constraint($0, .equal, 5) }
        let refused = widths.map { Constraint($0, .equal, 6) }
        let conflicts = minimalConflicts(of: refused, among: held)
        #expect(conflicts.count == 2_000)
        #expect(zip(conflicts, zip(refused, held)).allSatisfy { $0 == [$1.0, $1.1] })
    }

    @Test func noConflictGivesTheFailingOneAlone() {
        let failing = Constraint(x, .equal, 3)
        #expect(minimalConflict(failing, among: [Constraint(x, .greaterThanOrEqual, 1), Constraint(y, .equal, 2)]) == [failing])
        let impossible = Constraint(0, .equal, 1)
        #expect(minimalConflict(impossible, among: [Constraint(x, .greaterThanOrEqual, 1)]) == [impossible])
        // Given among its own company, and twice, it still comes once and first.
        #expect(minimalConflict(failing, among: [Constraint(x, .equal, 4), failing, failing]).count == 2)
    }

    /// Random required systems: the conflict found cannot all hold, and dropping any one of its
    /// members but the failing one lets the rest hold.
    @Test func randomConflictsAreMinimal() {
        var random = SplitMix64(seed: 99)
        let variables = (0..<5).map { Variable("v\($0)") }
        var checked = 0
        for _ in 0..<300 {
            var held: [Constraint] = []
            let solver = Solver()
            for _ in 0..<12 {
                let constraint =
                    Bool.random(using: &random)
                    ? OracleTests.randomConstraint(variables, &random) : OracleTests.contradiction(of: held, &random)
                guard let constraint, constraint.isRequired else { continue }
                if (try? solver.add(constraint)) != nil {
                    held.append(constraint)
                    continue
                }
                let conflict = minimalConflict(constraint, among: held)
                #expect(conflict.first === constraint)
                #expect(!holds(conflict), "\(conflict)")
                for index in conflict.indices.dropFirst() {
                    var smaller = conflict
                    smaller.remove(at: index)
                    #expect(holds(smaller), "\(conflict) without \(conflict[index])")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
