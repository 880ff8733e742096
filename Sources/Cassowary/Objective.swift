/// The sum the simplex method minimises, Σ weight × error over the breakable constraints, in
/// parametric symbols: a coefficient for each symbol index, not a sorted row.
///
/// A layout's objective holds a preference or two for every view: thousands of cells. As a
/// sorted row, each substitution into it merged all of them, and each probe of
/// `Solver.isAmbiguous` copied all of them for the journal (a stack of 10,000 labels squeezed
/// into 24 rows: 9.7 s to validate at a size, docs/LAYOUT_SOLVER.md). By index, a substitution
/// touches the cells of the row substituted, and the journal keeps the value before of each cell
/// written (`rollBack`), so a probe costs what it changes.
struct Objective {
    /// By symbol index; 0 where the symbol is not in the objective.
    private var coefficients: [Double] = []
    /// By symbol index: the symbol last written there (its kind, for `cells`).
    private var symbols: [Symbol] = []
    /// The objective's value when every parametric symbol is zero.
    private(set) var constant = 0.0
    /// While a journal is open: each index written, with its coefficient and symbol before, in
    /// order (arrays side by side, not an array of tuples: a type the runtime would make at a
    /// program's first layout).
    private var undoIndexes: [Int]?
    private var undoValues: [Double] = []
    private var undoSymbols: [Symbol] = []
    private var undoConstant = 0.0

    func coefficient(for symbol: Symbol) -> Double {
        symbol.index < coefficients.count ? coefficients[symbol.index] : 0
    }

    /// The symbols in the objective and their coefficients, by symbol, for checks and text.
    var cells: [Cell] {
        coefficients.indices.filter { coefficients[$0] != 0 }.map { Cell(symbol: symbols[$0], coefficient: coefficients[$0]) }
    }

    /// Adds `coefficient × symbol`; a coefficient that cancels to near zero is zero.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        let sum = self.coefficient(for: symbol) + coefficient
        write(nearZero(sum) ? 0 : sum, for: symbol)
    }

    /// Adds `factor × row`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells { add(cell.coefficient * factor, for: cell.symbol) }
    }

    /// Takes `symbol` out.
    mutating func remove(_ symbol: Symbol) {
        if coefficient(for: symbol) != 0 { write(0, for: symbol) }
    }

    private mutating func write(_ value: Double, for symbol: Symbol) {
        let index = symbol.index
        if index >= coefficients.count {
            coefficients += repeatElement(0, count: index + 1 - coefficients.count)
            symbols += repeatElement(symbol, count: index + 1 - symbols.count)
        }
        if undoIndexes != nil {
            undoIndexes!.append(index)
            undoValues.append(coefficients[index])
            undoSymbols.append(symbols[index])
        }
        coefficients[index] = value
        symbols[index] = symbol
    }

    // MARK: Journal

    /// Starts remembering what is written (`Tableau.openJournal`).
    mutating func openJournal() {
        undoIndexes = []
        undoValues.removeAll(keepingCapacity: true)
        undoSymbols.removeAll(keepingCapacity: true)
        undoConstant = constant
    }

    /// Forgets what was remembered: the changes stay.
    mutating func closeJournal() {
        undoIndexes = nil
    }

    /// Puts every coefficient written since `openJournal` back, the last written first.
    mutating func rollBack() {
        guard let indexes = undoIndexes else { return }
        for position in indexes.indices.reversed() {
            coefficients[indexes[position]] = undoValues[position]
            symbols[indexes[position]] = undoSymbols[position]
        }
        constant = undoConstant
        undoIndexes = nil
    }
}
