/// An incremental Cassowary solver: constraints are added and removed one at a time, each
/// leaving the solution optimal, and edit variables (the window's size) take suggested values
/// that are re-solved from where the solution stands.
///
/// The solution is the one that holds every required constraint and, among those, minimises
/// the sum of priority × error over the others (Priority.swift). Values reach the variables
/// only through `updateVariables()`.
///
/// The public class keeps the books (which constraints, variables and edits it holds) and the
/// `Tableau` struct does the arithmetic, so that the hot loops run on a value whose accesses
/// the compiler checks statically, not on a class's properties checked at run time.
public final class Solver {
    var tableau = Tableau()
    /// Each constraint held, by identity, with the symbols that mark it in the tableau; the
    /// value keeps the constraint alive, so its identity is never another's. (Keyed by
    /// ObjectIdentifier, not by Constraint: a dictionary type first used makes the runtime check
    /// its key's Hashable conformance by a scan of every conformance in the program, a tenth of
    /// the solver's part of Howdy's first frame.)
    var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    /// Each edit variable, by identity, with its constraint (whose terms keep the variable alive)
    /// and the value last suggested.
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The variables used by constraints held, with their symbols and counts of use.
    var variables = VariableTable()

    /// The symbols a constraint added: `marker` is its slack (inequality), dummy (required
    /// equation) or positive error (non-required equation); `other` the error of a non-required
    /// constraint besides (the negative error of an equation).
    struct Tag {
        /// Nil for a required equation added permanently (`add(_:permanently:)`).
        var marker: Symbol?
        var other: Symbol?

        /// The marker, then the other symbol, those there are. (Not `[marker, other]`: an
        /// array of optional symbols is a type the runtime makes on its first use.)
        var symbols: [Symbol] {
            guard let marker else { return [] }
            return other.map { [marker, $0] } ?? [marker]
        }
    }

    /// An empty solver: no constraints, no variables, no edits.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves. On `.unsatisfiable` (a required constraint that cannot
    /// hold with those already here) nothing changes.
    ///
    /// A required equation added `permanently` cannot be removed, and in exchange takes no
    /// dummy marker. A marker stays in the row of every variable the equation places, through
    /// every equation after it: along a chain of n views placed each from the one before, the
    /// rows held n² cells (a stack view of a thousand labels, or a chain of 20,000
    /// constraints, took seconds and half a gigabyte), and without markers about n. Other
    /// constraints are added as ever: only a required equation has a dummy.
    public func add(_ constraint: Constraint, permanently: Bool = false) throws(SolverError) {
        guard constraints[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        guard Priority.valid.contains(constraint.priority) else { throw .badPriority(constraint.priority) }
        if constraint.belowPriority != constraint.priority {
            // A preference on each side: neither may be required, where no error could stand.
            for priority in [constraint.priority, constraint.belowPriority] where !Priority.valid.contains(priority) || priority >= Constraint.required {
                throw .badPriority(priority)
            }
        }
        guard constraint.expression.isFinite else { throw .unsatisfiable(constraint) }
        constraints[ObjectIdentifier(constraint)] = (constraint, try insert(constraint, permanently: permanently))
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else { throw .unknownConstraint(constraint) }
        guard tag.marker != nil else { throw .permanentConstraint(constraint) }
        constraints[ObjectIdentifier(constraint)] = nil
        withdraw(constraint, tag)
    }

    /// Whether the solver holds `constraint` (this very object).
    public func contains(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// How many terms the solver's rows hold: its size, which grows with the constraints,
    /// and with the square of their number where each row sums many (a test of growth counts it).
    public var termCount: Int { tableau.cellCount }

    /// How many terms the solver's pivots have rewritten since it was made: their work, which
    /// grows with the square of the constraints where each pivot rewrites a row that sums many
    /// (a test of growth counts it; time is too noisy).
    public var work: Int { tableau.termsRewritten }

    /// Writes each variable's value from the solution.
    public func updateVariables() {
        // Read once: each read of a class's property in the loop would be checked at run time.
        let (variables, symbols, tableau) = (variables.variables, variables.symbols, tableau)
        for index in variables.indices {
            variables[index].value = tableau.value(of: symbols[index])
        }
    }

    /// Forgets every constraint, edit and variable (the variables keep their values).
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        edits = [:]
        variables = VariableTable()
    }

    // MARK: Inside

    /// Puts a constraint in the tableau and re-optimises; the way in for constraints, edits and
    /// the ambiguity probe alike. On `.unsatisfiable` nothing has changed.
    func insert(_ constraint: Constraint, permanently: Bool = false) throws(SolverError) -> Tag {
        var contradicted: [Symbol] = []
        do {
            contradiction = []
            return try Self.insert(constraint, permanently: permanently, into: &tableau, &variables, contradicting: &contradicted)
        } catch {
            guard !contradicted.isEmpty else { throw error }
            let owners = Dictionary(constraints.values.compactMap { held in held.tag.marker.map { ($0, held.constraint) } }) { first, _ in first }
            contradiction = contradicted.compactMap { owners[$0] }
            throw error
        }
    }

    /// The required equations held that the last constraint refused contradicts: its row,
    /// written in the tableau's symbols, holds only their dummies, so it is their combination
    /// with another constant. Independent equations combine one way only, so these are a
    /// smallest set it conflicts with (`minimalConflict`), less those added permanently, which
    /// have no dummy. Empty when the last refusal was another's (an inequality's), or none.
    private(set) var contradiction: [Constraint] = []

    /// `insert`, on the solver's tableau and variables passed in: each is one access for the
    /// whole insertion, where every read of a class's property in the steps below was checked
    /// at run time (a tenth of adding a constraint, in a screen's first layout).
    private static func insert(
        _ constraint: Constraint, permanently: Bool, into tableau: inout Tableau, _ variables: inout VariableTable,
        contradicting contradicted: inout [Symbol]
    ) throws(SolverError) -> Tag {
        var (row, tag) = makeRow(constraint, permanently: permanently, &tableau, &variables)
        var subject = chooseSubject(row, tag, tableau)
        if subject == nil && row.allDummies {
            // Dummies only: the constraint is a consequence of required equations already here
            // (a constant of zero, and its marker takes the row; a permanent one, without a
            // marker, holds already) or contradicts them.
            guard nearZero(row.constant) else {
                contradicted = row.cells.map(\.symbol).filter { $0 != tag.marker }
                forget(constraint, tag, &tableau, &variables)
                throw .unsatisfiable(constraint)
            }
            guard let marker = tag.marker else { return tag }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insert(row, for: subject)
        } else {
            let art = tableau.makeSymbol(.slack)
            let added = tableau.addWithArtificialVariable(row, art: art, marker: tag.marker)
            tableau.release(art)
            guard added else {
                forget(constraint, tag, &tableau, &variables)
                throw .unsatisfiable(constraint)
            }
        }
        tableau.optimize(.objective)
        return tag
    }

    /// Takes a constraint held out of the tableau and re-optimises.
    func withdraw(_ constraint: Constraint, _ tag: Tag) {
        // The errors leave the objective before any pivot, or pivots would carry them into it.
        for error in tag.symbols where error.kind == .error {
            // An equation's second error is the one below it.
            let weight = Priority.weight(of: constraint.relation == .equal && error == tag.other ? constraint.belowPriority : constraint.priority)
            if let row = tableau.row(of: error) {
                tableau.addToObjective(row, times: -weight)
            } else {
                tableau.addToObjective(-weight, for: error)
            }
        }
        if let marker = tag.marker {
            tableau.removeRow(markedBy: marker)
        }
        tableau.optimize(.objective)
        forget(constraint, tag)
    }

    /// The constraint's row in parametric symbols, with its slack, error or dummy symbols,
    /// written with a constant that is not negative; its errors weigh in the objective.
    private static func makeRow(_ constraint: Constraint, permanently: Bool, _ tableau: inout Tableau, _ variables: inout VariableTable) -> (
        Row, Tag
    ) {
        var row = Row(constant: constraint.expression.constant)
        let terms = constraint.expression.terms
        var symbols: [Symbol] = []
        symbols.reserveCapacity(terms.count)
        for term in terms where !nearZero(term.coefficient) {
            symbols.append(use(term.variable, &tableau, &variables))  // before `tableau` is read: it may add a symbol
        }
        // Room for every cell at once (the rows standing in for basic variables, the
        // constraint's own two symbols), not grown from empty one cell at a time: the growing
        // was a third of building a row.
        row.reserveCapacity(symbols.reduce(2) { $0 + tableau.parametricCount(of: $1) })
        var index = 0
        for term in terms where !nearZero(term.coefficient) {
            tableau.addParametric(term.coefficient, of: symbols[index], to: &row)
            index += 1
        }
        let tag: Tag
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=; a breakable one
            // also has an error that lets the slack go negative, at a cost.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(sign, for: slack)
            if required {
                tag = Tag(marker: slack)
            } else {
                let error = tableau.makeSymbol(.error)
                row.add(-sign, for: error)
                tableau.addToObjective(Priority.weight(of: constraint.priority), for: error)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required && permanently {
                tag = Tag(marker: nil)
            } else if required {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(1, for: dummy)
                tag = Tag(marker: dummy)
            } else {
                // expression = plus - minus: plus costs the priority's weight, minus the one
                // of the priority below (the same unless the constraint says otherwise).
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.add(-1, for: plus)
                row.add(1, for: minus)
                tableau.addToObjective(Priority.weight(of: constraint.priority), for: plus)
                tableau.addToObjective(Priority.weight(of: constraint.belowPriority), for: minus)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 {
            row.negate()
        }
        return (row, tag)
    }

    /// The symbol the row is solved for: an external symbol if it has one, else the
    /// constraint's own slack or error if its coefficient is negative (so that it comes out
    /// non-negative).
    ///
    /// Of the external symbols, the one the fewest rows mention (the lowest index among equals):
    /// the subject is substituted into each of them, so a variable no row mentions yet (often
    /// one the constraint brings in) costs nothing. kiwisolver takes the first external symbol,
    /// which in a layout is often a view's width already in two dozen rows: this choice does a
    /// quarter of the work on the benchmark's first solve (docs/LAYOUT_SOLVER.md). Any choice
    /// gives the same optimum when it is unique.
    private static func chooseSubject(_ row: Row, _ tag: Tag, _ tableau: borrowing Tableau) -> Symbol? {
        var best: (symbol: Symbol, weight: Int)?
        for cell in row.cells where cell.symbol.isExternal {
            let weight = tableau.columnWeight(of: cell.symbol)
            if best == nil || weight < best!.weight {
                best = (cell.symbol, weight)
            }
        }
        if let best {
            return best.symbol
        }
        for symbol in tag.symbols where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    // MARK: Variables

    /// The symbol of a variable, made the first time; counts one more use.
    private static func use(_ variable: Variable, _ tableau: inout Tableau, _ variables: inout VariableTable) -> Symbol {
        if let symbol = variables.use(variable) { return symbol }
        let symbol = tableau.makeSymbol(.external)
        variables.add(variable, as: symbol)
        return symbol
    }

    func symbol(of variable: Variable) -> Symbol? {
        variables.symbol(of: variable)
    }

    /// Counts off the uses of a constraint's variables and gives back the symbols it added;
    /// a variable no constraint uses any more leaves the solver.
    func forget(_ constraint: Constraint, _ tag: Tag) {
        Self.forget(constraint, tag, &tableau, &variables)
    }

    private static func forget(_ constraint: Constraint, _ tag: Tag, _ tableau: inout Tableau, _ variables: inout VariableTable) {
        // In the reverse of the order `makeRow` made them: after a refused constraint or an
        // ambiguity probe, symbols are then numbered, and variables listed, as if it had not
        // been there.
        if let other = tag.other {
            tableau.release(other)
        }
        if let marker = tag.marker {
            tableau.release(marker)
        }
        for term in constraint.expression.terms.reversed() where !nearZero(term.coefficient) {
            if let symbol = variables.release(term.variable) { tableau.release(symbol) }
        }
    }
}
