// Arithmetic that builds expressions: sums and differences of variables, expressions and
// numbers, and products and quotients by a number. There are no relational operators
// (`Variable` is `Equatable`, so `==` compares identities); a constraint is made with
// `Constraint(lhs, .equal, rhs)`.
//
// A whole-number literal could be a `Double` or an `Expression` (which literals also make),
// and neither is preferred, so `x + 1` would be ambiguous; `Int` overloads of `+` and `-`, the
// literal's own type, settle it (and take a cell count as it is).

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: Expression) -> Expression {
        rhs + lhs
    }

    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs + -Expression(rhs)
    }

    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + -rhs
    }

    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    public static func - (lhs: Double, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs) + lhs
    }

    public static prefix func - (operand: Variable) -> Expression {
        Expression([Term(operand, -1)])
    }

    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    public static func - (lhs: Double, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, rhs)])
    }

    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, lhs)])
    }

    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, 1 / rhs)])
    }
}

extension Expression {
    public static func + (lhs: Expression, rhs: Int) -> Expression { lhs + Double(rhs) }
    public static func + (lhs: Int, rhs: Expression) -> Expression { Double(lhs) + rhs }
    public static func - (lhs: Expression, rhs: Int) -> Expression { lhs - Double(rhs) }
    public static func - (lhs: Int, rhs: Expression) -> Expression { Double(lhs) - rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Int) -> Expression { lhs + Double(rhs) }
    public static func + (lhs: Int, rhs: Variable) -> Expression { Double(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Int) -> Expression { lhs - Double(rhs) }
    public static func - (lhs: Int, rhs: Variable) -> Expression { Double(lhs) - rhs }
}
