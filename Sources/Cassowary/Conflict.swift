// The constraints to name when a required constraint cannot be added: UIKit's "Unable to
// simultaneously satisfy constraints", reduced to the ones that matter.

/// A smallest set of required constraints among `constraints` that cannot all hold together
/// with `failing`, `failing` first and the rest in their order in `constraints`.
///
/// Only required constraints can conflict, and only those connected to `failing` through
/// shared variables (directly or through other constraints) can take part, so the search starts
/// from those. When `failing` is an equation that contradicts equations, they are read off its
/// row in one solve (`Solver.contradiction`). Otherwise it is deletion filtering, on fresh solvers, done additively: `failing` and the
/// constraints found necessary so far are added first, then the candidates in order until one
/// is refused; that one is necessary (the candidates before it held with everything found so
/// far), and the candidates after it are not needed. Repeating until the necessary ones alone
/// are refused gives a set from which no constraint but `failing` can be removed without it
/// holding, in as many solves as the set has members (plus one), where testing each candidate
/// in turn takes one solve per candidate.
///
/// If the candidates all hold with `failing`, there is no conflict among them: the result is
/// `[failing]`.
public func minimalConflict(_ failing: Constraint, among constraints: [Constraint]) -> [Constraint] {
    minimalConflicts(of: [failing], among: constraints)[0]
}

/// `minimalConflict` of each of `failing`, among the same constraints: what they share (the
/// required constraints by variable, their order) is made once, so that each conflict costs its
/// own constraints, not the whole layout's (a thousand separate conflicts took a minute).
public func minimalConflicts(of failing: [Constraint], among constraints: [Constraint]) -> [[Constraint]] {
    let required = RequiredConstraints(constraints)
    return failing.map { minimalConflict($0, among: required.connected(to: $0), order: required.order) }
}

/// `minimalConflict` with its candidates found (`RequiredConstraints.connected(to:)`).
private func minimalConflict(_ failing: Constraint, among connected: [Constraint], order: [ObjectIdentifier: Int]) -> [Constraint] {
    var candidates = connected
    func inOrder(_ found: [Constraint]) -> [Constraint] { found.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! } }
    // Required equations a required equation contradicts are read off its row in one solve
    // (`Solver.contradiction`); searching for them by adding the candidates again and again
    // cost the cube of a chain's length (a conflicting chain of 1,000 links, 94 s).
    let whole = Solver()
    for candidate in candidates { try? whole.add(candidate) }
    if (try? whole.add(failing)) == nil, !whole.contradiction.isEmpty {
        return [failing] + inOrder(whole.contradiction)
    }
    var necessary = [failing]
    search: while true {
        let solver = Solver()
        for constraint in necessary {
            if (try? solver.add(constraint)) == nil {
                break search
            }
        }
        for (index, candidate) in candidates.enumerated() {
            if (try? solver.add(candidate)) == nil {
                necessary.append(candidate)
                candidates.removeSubrange(index...)
                continue search
            }
        }
        // Everything held: no conflict among these.
        return [failing]
    }
    return [failing] + inOrder(Array(necessary.dropFirst()))
}

/// The required constraints among some, each once, with their order and by the variables they
/// use: what every conflict among them is searched from.
private struct RequiredConstraints {
    let constraints: [Constraint]
    /// Each constraint's place in the order given.
    let order: [ObjectIdentifier: Int]
    private var byVariable: [ObjectIdentifier: [Int]] = [:]

    init(_ all: [Constraint]) {
        var seen: Set<ObjectIdentifier> = []
        constraints = all.filter { $0.isRequired && seen.insert(ObjectIdentifier($0)).inserted }
        order = Dictionary(all.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
    }

    /// Those (`failing` left out) that share a variable with `failing`, or with one that does,
    /// and so on, in their order: only they can take part in a conflict with it.
    func connected(to failing: Constraint) -> [Constraint] {
        var reached: Set<Int> = []
        var pending = failing.expression.terms.map { ObjectIdentifier($0.variable) }
        var visited = Set(pending)
        while let variable = pending.popLast() {
            for index in byVariable[variable, default: []] where constraints[index] !== failing && reached.insert(index).inserted {
                for term in constraints[index].expression.terms where visited.insert(ObjectIdentifier(term.variable)).inserted {
                    pending.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return reached.sorted().map { constraints[$0] }
    }
}
