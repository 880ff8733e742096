/// A variable times a coefficient, one part of an `Expression`.
public struct Term {
    /// The unknown.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient × variable`; the variable alone by default.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `constant + Σ coefficient × variable`. Built with the operators in
/// Expression+Operators.swift (`2 * view.width + 1`); literals stand for constants.
public struct Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The variable parts, in the order they were added; a variable may appear more than once
    /// until a constraint reduces the expression.
    public var terms: [Term]
    /// The part without a variable.
    public var constant: Double

    /// `constant + Σ terms`; with no arguments, 0.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone, with a coefficient of 1.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// A constant expression, from a literal such as `0.5`.
    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    /// A constant expression, from a literal such as `1`.
    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// The same expression with each variable once (coefficients summed, in the order each
    /// variable first appears) and no zero coefficients: what a constraint keeps.
    ///
    /// A short expression (a layout's have one to four terms) is combined by a linear search,
    /// which costs less than making a dictionary by variable; a long one by the dictionary, so
    /// that the work stays linear.
    func reduced() -> Expression {
        let isLong = terms.count > 16
        // Most are reduced already (a layout's one to four distinct terms): kept as they are,
        // with no new array.
        if !isLong,
            terms.indices.allSatisfy({ index in
                terms[index].coefficient != 0 && !terms[..<index].contains { $0.variable === terms[index].variable }
            })
        {
            return self
        }
        var position: [ObjectIdentifier: Int] = [:]
        var combined: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let index = isLong ? position[key] : combined.firstIndex(where: { $0.variable === term.variable }) {
                combined[index].coefficient += term.coefficient
            } else {
                if isLong { position[key] = combined.count }
                combined.append(term)
            }
        }
        combined.removeAll { $0.coefficient == 0 }
        return Expression(combined, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Expression: CustomStringConvertible {
    /// `2 * x + y - 3`, for messages.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(shortNumber(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty {
            return shortNumber(constant)
        }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + shortNumber(abs(constant))
        }
        return text
    }
}

/// `3` rather than `3.0`; other numbers as Swift prints them (shortest exact form).
func shortNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return String(value)
}
