/// The variables a solver's constraints use: each one's symbol, and how many constraints held
/// use it, in the order they came; `places` finds one's position by identity.
///
/// One value in one property of the solver, so that a use is one access checked at run time
/// (a class's stored properties are each checked on every access: with the lists apart,
/// a use checked three or four, a fifth of building a constraint's row).
struct VariableTable {
    private(set) var variables: [Variable] = []
    private(set) var symbols: [Symbol] = []
    private var uses: [Int] = []
    private var places: [ObjectIdentifier: Int] = [:]

    /// The symbol of a variable already here, counting one more use; nil for a new one.
    mutating func use(_ variable: Variable) -> Symbol? {
        guard let position = places[ObjectIdentifier(variable)] else { return nil }
        uses[position] += 1
        return symbols[position]
    }

    /// A new variable with its symbol, used once.
    mutating func add(_ variable: Variable, as symbol: Symbol) {
        places[ObjectIdentifier(variable)] = variables.count
        variables.append(variable)
        symbols.append(symbol)
        uses.append(1)
    }

    func symbol(of variable: Variable) -> Symbol? {
        places[ObjectIdentifier(variable)].map { symbols[$0] }
    }

    /// Counts off one use; returns the symbol of a variable no constraint uses any more, which
    /// leaves the table (the last one takes its position).
    mutating func release(_ variable: Variable) -> Symbol? {
        let key = ObjectIdentifier(variable)
        guard let position = places[key] else { return nil }
        if uses[position] > 1 {
            uses[position] -= 1
            return nil
        }
        let symbol = symbols[position]
        places[key] = nil
        let last = variables.count - 1
        if position != last {
            variables.swapAt(position, last)
            symbols.swapAt(position, last)
            uses.swapAt(position, last)
            places[ObjectIdentifier(variables[position])] = position
        }
        variables.removeLast()
        symbols.removeLast()
        uses.removeLast()
        return symbol
    }
}
