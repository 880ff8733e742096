import Foundation
import Testing

@testable import Cassowary

/// Thousands of random systems, solved step by step by this solver and by kiwisolver (the C++
/// Cassowary in Debian's python3-kiwisolver, run by Oracle/kiwi_oracle.py in /usr/bin/python3),
/// which must agree on every value and on every refusal.
///
/// A system has 2-5 variables (every 50th: 20-40, with a run four times as long, so that rows
/// and columns grow long enough to be compacted) and a random run of operations: constraints added (equations and
/// inequalities of 1-3 terms, required or weighted 1-999, and now and then one made to
/// contradict, or to follow from, required constraints held), constraints removed, edit
/// variables added, moved and removed, with every variable's value compared after each step.
///
/// Cassowary's answer is unique only when the optimum is: a system with several equally good
/// solutions lets the two solvers settle on different ones, both right. So every variable also
/// has a weak stay (`v == c`) of its own weight, between 1 and 2 with random decimals (no other
/// constraint's weight is fractional): a tie between two solutions would need those weights to
/// cancel exactly, and the optimum is unique. Stays are never removed.
@Suite struct OracleTests {
    static let systems = 3_000
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle/kiwi_oracle.py")

    /// One system as both solvers see it: the lines for the oracle, and for each line what this
    /// solver answered and how to describe it in a message.
    struct Log {
        var seed: UInt64
        var lines: [String] = []
        var answers: [String] = []
        var readable: [String] = []
    }

    @Test func agreesWithKiwisolver() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            Issue.record("\(Self.python) is missing: the oracle needs Debian's python3 with python3-kiwisolver. Run `make deps`.")
            return
        }
        let logs = (0..<UInt64(Self.systems)).map { Self.run(seed: $0) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cassowary-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("systems.txt")
        try logs.flatMap { ["system \($0.seed)"] + $0.lines }.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)

        let (status, output, errors) = try Self.runOracle(input)
        if status == 3 || errors.contains("kiwisolver is missing") {
            Issue.record("kiwisolver cannot be imported by \(Self.python): run `make deps` (Debian package python3-kiwisolver).\n\(errors)")
            return
        }
        #expect(status == 0, "the oracle failed: \(errors)")
        print(errors.trimmingCharacters(in: .whitespacesAndNewlines))
        var answers = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var failures = 0
        var steps = 0
        for log in logs {
            guard answers.popFirst() == "ok" else {
                Issue.record("the oracle's output is out of step at system \(log.seed)")
                return
            }
            for (index, mine) in log.answers.enumerated() {
                let theirs = answers.popFirst() ?? "(nothing)"
                steps += 1
                guard !Self.agree(mine, theirs) else { continue }
                failures += 1
                if failures <= 5 {
                    Issue.record(
                        """
                        System \(log.seed) differs at step \(index + 1) (\(log.readable[index])):
                          Cassowary:   \(mine)
                          kiwisolver:  \(theirs)
                        The steps:
                        \(log.readable[...index].enumerated().map { "  \($0 + 1). \($1)" }.joined(separator: "\n"))
                        """)
                }
                // The rest of this system follows from a different state: skip it.
                answers.removeFirst(log.answers.count - index - 1)
                break
            }
        }
        #expect(failures == 0, "\(failures) of \(logs.count) systems differ (\(steps) steps compared)")
        // The systems must reach what they are meant to test.
        let refused = logs.flatMap(\.answers).count { $0 == "unsatisfiable" }
        let lines = logs.flatMap(\.lines)
        #expect(refused > logs.count / 4, "only \(refused) refusals")
        for operation in ["remove", "edit", "suggest", "unedit"] {
            #expect(lines.count { $0.hasPrefix(operation + " ") } > logs.count / 4, "too few \(operation) steps")
        }
        print("OracleTests: \(logs.count) systems, \(steps) steps, \(refused) refusals, \(lines.count { $0.hasPrefix("suggest ") }) suggestions")
    }

    /// Values equal within 1e-6, absolute or relative; other answers equal as words.
    /// A priority as the oracle's strength: `required`, or the weight the solver gives it.
    static func strength(_ priority: Double) -> String {
        priority >= Constraint.required ? "required" : "\(Priority.weight(of: priority))"
    }

    static func agree(_ mine: String, _ theirs: String) -> Bool {
        let a = mine.split(separator: " ").map { Double($0) }
        let b = theirs.split(separator: " ").map { Double($0) }
        guard a.count == b.count, a.allSatisfy({ $0 != nil }), b.allSatisfy({ $0 != nil }) else { return mine == theirs }
        return zip(a, b).allSatisfy { abs($0! - $1!) <= 1e-6 * max(1, abs($0!), abs($1!)) }
    }

    static func runOracle(_ input: URL) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: the output is larger than a pipe holds.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    // MARK: The random systems

    /// Draws one system from `seed` and solves it with this solver, step by step.
    static func run(seed: UInt64) -> Log {
        var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1)
        var log = Log(seed: seed)
        let solver = Solver()
        let large = seed % 50 == 49
        let variables = (0..<Int.random(in: large ? 20...40 : 2...5, using: &random)).map { Variable("v\($0)") }
        log.lines.append("var \(variables.count)")
        log.answers.append("ok")
        log.readable.append("variables v0...v\(variables.count - 1)")
        var held: [(id: Int, constraint: Constraint)] = []
        var edited: [Variable] = []
        var nextID = 0

        func check() {
            let broken = solver.tableau.brokenRules
            if !broken.isEmpty {
                Issue.record("system \(seed), after \(log.readable.last!): \(broken.joined(separator: "; "))")
            }
            solver.updateVariables()
            log.lines.append("check " + variables.map(\.name).joined(separator: " "))
            log.answers.append(variables.map { "\($0.value)" }.joined(separator: " "))
            log.readable.append("values of " + variables.map(\.name).joined(separator: ", "))
        }

        func add(_ constraint: Constraint) {
            let id = nextID
            nextID += 1
            let terms = constraint.expression.terms.map { "\($0.coefficient) \($0.variable.name)" }.joined(separator: " ")
            let relation =
                switch constraint.relation {
                case .lessThanOrEqual: "<="
                case .equal: "=="
                case .greaterThanOrEqual: ">="
                }
            log.lines.append("add c\(id) \(relation) \(Self.strength(constraint.priority)) \(constraint.expression.constant) \(terms)")
            log.readable.append("add c\(id): \(constraint)")
            do {
                try solver.add(constraint)
                held.append((id, constraint))
                log.answers.append("ok")
            } catch {
                log.answers.append(error == .unsatisfiable(constraint) ? "unsatisfiable" : "error \(error)")
            }
            check()
        }

        for variable in variables {
            let stay = Constraint(
                variable, .equal, Expression(constant: Double(Int.random(in: -400...400, using: &random)) / 8),
                priority: 1 + Double(Int.random(in: 1..<1_000_000, using: &random)) / 1_000_000)
            add(stay)
        }
        let stays = held.count

        for _ in 0..<Int.random(in: large ? 24...80 : 6...20, using: &random) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<40:
                add(randomConstraint(variables, &random))
            case 40..<50:
                guard let constraint = contradiction(of: held.map(\.constraint), &random) else { continue }
                add(constraint)
            case 50..<65 where held.count > stays:
                let (id, constraint) = held.remove(at: Int.random(in: stays..<held.count, using: &random))
                let answer = (try? solver.remove(constraint)) != nil ? "ok" : "error"
                log.lines.append("remove c\(id)")
                log.answers.append(answer)
                log.readable.append("remove c\(id)")
                check()
            case 65..<77:
                guard let variable = variables.filter({ !edited.contains($0) }).randomElement(using: &random) else { continue }
                let priority = Double(Int.random(in: 1...999, using: &random))
                let answer = (try? solver.addEditVariable(variable, priority: priority)) != nil ? "ok" : "error"
                edited.append(variable)
                log.lines.append("edit \(variable.name) \(Self.strength(priority))")
                log.answers.append(answer)
                log.readable.append("edit \(variable.name) with priority \(shortNumber(priority))")
                check()
            case 77..<92 where !edited.isEmpty:
                let variable = edited.randomElement(using: &random)!
                let value = Double(Int.random(in: -600...600, using: &random)) / 10
                let answer = (try? solver.suggestValue(value, for: variable)) != nil ? "ok" : "error"
                log.lines.append("suggest \(variable.name) \(value)")
                log.answers.append(answer)
                log.readable.append("suggest \(variable.name) = \(value)")
                check()
            case 92..<100 where !edited.isEmpty:
                let variable = edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
                let answer = (try? solver.removeEditVariable(variable)) != nil ? "ok" : "error"
                log.lines.append("unedit \(variable.name)")
                log.answers.append(answer)
                log.readable.append("remove edit \(variable.name)")
                check()
            default:
                continue
            }
        }
        return log
    }

    /// 1-3 terms over distinct variables, small coefficients (halves and whole numbers, now and
    /// then a random decimal), a constant in -30...30, any relation; required four times in ten,
    /// otherwise a whole priority 1...999.
    static func randomConstraint(_ variables: [Variable], _ random: inout SplitMix64) -> Constraint {
        let count = Int.random(in: 1...min(3, variables.count), using: &random)
        let chosen = variables.shuffled(using: &random).prefix(count)
        let terms = chosen.map { variable in
            var coefficient = [-3, -2, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &random)!
            if Int.random(in: 0..<5, using: &random) == 0 {
                coefficient = Double(Int.random(in: -250...250, using: &random)) / 100
            }
            return Term(variable, coefficient)
        }
        let constant = Double(Int.random(in: -300...300, using: &random)) / 10
        let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
        let priority = Int.random(in: 0..<10, using: &random) < 4 ? Constraint.required : Double(Int.random(in: 1...999, using: &random))
        return Constraint(Expression(terms, constant: constant), relation, 0, priority: priority)
    }

    /// A required constraint that contradicts one or two of the required constraints `held`, or
    /// (one time in four) follows from them: their expressions summed with factors of the
    /// signs that keep `sum <= 0` true wherever they hold, then `sum >= delta` with `delta > 0`
    /// (`sum == delta` if they are all equations), or `delta = 0`. Nil if none is required.
    static func contradiction(of held: [Constraint], _ random: inout SplitMix64) -> Constraint? {
        let required = held.filter(\.isRequired)
        guard !required.isEmpty else { return nil }
        var sum = Expression()
        var equations = true
        for constraint in required.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)) {
            let factor = [0.5, 1, 2, 3].randomElement(using: &random)!
            switch constraint.relation {
            case .lessThanOrEqual: sum = sum + factor * constraint.expression
            case .greaterThanOrEqual: sum = sum - factor * constraint.expression
            case .equal: sum = sum + (Bool.random(using: &random) ? factor : -factor) * constraint.expression
            }
            equations = equations && constraint.relation == .equal
        }
        let delta = Int.random(in: 0..<4, using: &random) == 0 ? 0 : Double(Int.random(in: 1...50, using: &random)) / 10
        return Constraint(sum, equations ? .equal : .greaterThanOrEqual, Expression(constant: delta))
    }
}
