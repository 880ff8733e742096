// The constraints to name when a required constraint cannot be added: UIKit's "Unable to
// simultaneously satisfy constraints", reduced to the ones that matter.

/// A smallest set of required constraints among `constraints` that cannot all hold together
/// with `failing`, `failing` first and the rest in their order in `constraints`.
///
/// Only required constraints can conflict, and only those connected to `failing` through
/// shared variables (directly or through other constraints) can take part, so the search starts
/// from those. It is deletion filtering, on fresh solvers, done additively: `failing` and the
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
    var candidates = connectedRequired(to: failing, among: constraints)
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
    let order = Dictionary(constraints.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
    return [failing] + necessary.dropFirst().sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
}

/// The required constraints among `constraints` (each once, `failing` left out) that share a
/// variable with `failing`, or with one that does, and so on, in their order.
private func connectedRequired(to failing: Constraint, among constraints: [Constraint]) -> [Constraint] {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(failing)]
    let required = constraints.filter { $0.isRequired && seen.insert(ObjectIdentifier($0)).inserted }
    // Constraints by variable, then a walk from the failing constraint's variables.
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, constraint) in required.enumerated() {
        for term in constraint.expression.terms {
            byVariable[ObjectIdentifier(term.variable), default: []].append(index)
        }
    }
    var reached = Array(repeating: false, count: required.count)
    var pending = failing.expression.terms.map { ObjectIdentifier($0.variable) }
    var visited = Set(pending)
    while let variable = pending.popLast() {
        for index in byVariable[variable, default: []] where !reached[index] {
            reached[index] = true
            for term in required[index].expression.terms where visited.insert(ObjectIdentifier(term.variable)).inserted {
                pending.append(ObjectIdentifier(term.variable))
            }
        }
    }
    return required.indices.filter { reached[$0] }.map { required[$0] }
}
