// Arithmetic that builds expressions: sums and differences of variables, expressions and
// numbers, and products and quotients by a number. There are no relational operators
// (`Variable` is `Equatable`, so `==` compares identities); a constraint is made with
// `Constraint(lhs, .equal, rhs)`.
//
// A whole-number literal could be a `Double` or an `Expression` (which literals also make),
// and neither is preferred, so `x + 1` would be ambiguous; `Int` overloads of `+` and `-`, the
// literal's own type, settle it (and take a cell count as it is).

extension Expression {
    /// The sum of two expressions: their terms side by side (a constraint combines them by
    /// variable), their constants added.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The sum of an expression and a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The sum of a variable and an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// The sum of an expression and a number.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The sum of a number and an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        rhs + lhs
    }

    /// The negation of an expression: every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// An expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs + -Expression(rhs)
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + -rhs
    }

    /// An expression minus a number.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// A number minus an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// An expression times a number: every coefficient and the constant scaled.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// A number times an expression: every coefficient and the constant scaled.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    /// An expression divided by a number (multiplied by its reciprocal).
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The sum of a variable and a number.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// The sum of a number and a variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs) + lhs
    }

    /// The variable with a coefficient of -1.
    public static prefix func - (operand: Variable) -> Expression {
        Expression([Term(operand, -1)])
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// A variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// A number minus a variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    /// A variable times a number: a term with that coefficient.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, rhs)])
    }

    /// A number times a variable: a term with that coefficient.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, lhs)])
    }

    /// A variable divided by a number (multiplied by its reciprocal).
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, 1 / rhs)])
    }
}

extension Expression {
    /// The sum of an expression and a whole number: an `Int`, so that `x + 1` is not ambiguous.
    public static func + (lhs: Expression, rhs: Int) -> Expression { lhs + Double(rhs) }
    /// The sum of a whole number and an expression: an `Int`, so that `x + 1` is not ambiguous.
    public static func + (lhs: Int, rhs: Expression) -> Expression { Double(lhs) + rhs }
    /// An expression minus a whole number: an `Int`, so that `x + 1` is not ambiguous.
    public static func - (lhs: Expression, rhs: Int) -> Expression { lhs - Double(rhs) }
    /// A whole number minus an expression: an `Int`, so that `x + 1` is not ambiguous.
    public static func - (lhs: Int, rhs: Expression) -> Expression { Double(lhs) - rhs }
}

extension Variable {
    /// The sum of a variable and a whole number: an `Int`, so that `x + 1` is not ambiguous.
    public static func + (lhs: Variable, rhs: Int) -> Expression { lhs + Double(rhs) }
    /// The sum of a whole number and a variable: an `Int`, so that `x + 1` is not ambiguous.
    public static func + (lhs: Int, rhs: Variable) -> Expression { Double(lhs) + rhs }
    /// A variable minus a whole number: an `Int`, so that `x + 1` is not ambiguous.
    public static func - (lhs: Variable, rhs: Int) -> Expression { lhs - Double(rhs) }
    /// A whole number minus a variable: an `Int`, so that `x + 1` is not ambiguous.
    public static func - (lhs: Int, rhs: Variable) -> Expression { Double(lhs) - rhs }
}
