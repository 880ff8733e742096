/// How a constraint's two sides compare.
public enum Relation: Sendable {
    /// `<=`, `==` or `>=`.
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `lhs relation rhs`, required or preferred with a priority. Compared and hashed by identity,
/// as a solver holds it: the same sides twice are two constraints.
public final class Constraint: IdentityHashable {
    /// The priority of a constraint that must hold (UIKit's `UILayoutPriority.required`).
    public static let required: Double = 1000

    /// `lhs - rhs`, each variable once.
    public let expression: Expression
    /// How `lhs` compares with `rhs`, and so `expression` with zero.
    public let relation: Relation
    /// 1...1000 as UIKit numbers them: 1000 is required; below it the constraint's error is
    /// weighted by this number (Priority.swift).
    public let priority: Double
    /// For a breakable `==`, the priority of its left side falling below its right, where
    /// `priority` is that of rising above it: the same, unless made by `init(_:near:above:below:)`.
    public let belowPriority: Double

    /// The constraint `lhs relation rhs` at `priority` (required by default); `rhs` defaults to 0.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0, priority: Double = Constraint.required) {
        self.init(lhs, relation, rhs, priority: priority, belowPriority: priority)
    }

    private init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double, belowPriority: Double) {
        // `lhs - rhs` without the operators' new arrays where the right side is a constant, as
        // a layout's usually is (each array is an allocation, per constraint a layout makes).
        var difference = lhs
        difference.constant -= rhs.constant
        if !rhs.terms.isEmpty { difference.terms += rhs.terms.map { Term($0.variable, -$0.coefficient) } }
        self.expression = difference.reduced()
        self.relation = relation
        self.priority = priority
        self.belowPriority = belowPriority
    }

    /// `lhs == rhs` as two preferences on one row: `lhs <= rhs` at `above` and `lhs >= rhs` at
    /// `below`, both breakable (below 1000). The solution is the one the two inequalities give
    /// (a unit above costs `above`, a unit below costs `below`), with one row where they take
    /// two, each with a slack and an error: a view held near its content size by its hugging and
    /// compression resistance priorities is one.
    public convenience init(_ lhs: Expression, near rhs: Expression, above: Double, below: Double) {
        self.init(lhs, .equal, rhs, priority: above, belowPriority: below)
    }

    // A side may be a lone variable.

    /// The constraint `lhs relation rhs`, with a variable on the left.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression = 0, priority: Double = Constraint.required) {
        self.init(Expression(lhs), relation, rhs, priority: priority)
    }

    /// The constraint `lhs relation rhs`, with a variable on the right.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Variable, priority: Double = Constraint.required) {
        self.init(lhs, relation, Expression(rhs), priority: priority)
    }

    /// The constraint `lhs relation rhs` between two variables.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Double = Constraint.required) {
        self.init(Expression(lhs), relation, Expression(rhs), priority: priority)
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool {
        priority >= Constraint.required
    }
}

extension Constraint: CustomStringConvertible {
    /// `x + 2 * y - 3 <= 0 (priority 250)`: the expression against zero, as the solver reads it.
    public var description: String {
        let symbol =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        let strength =
            isRequired
            ? ""
            : belowPriority == priority
                ? " (priority \(shortNumber(priority)))"
                : " (priority \(shortNumber(priority)) above, \(shortNumber(belowPriority)) below)"
        return "\(expression) \(symbol) 0\(strength)"
    }
}
