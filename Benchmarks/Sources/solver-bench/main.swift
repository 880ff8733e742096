import Cassowary

#if canImport(Glibc)
    import Glibc
#endif

// The solver's figures for `make bench` (issue 14): a layout of 500 views in about 1,300
// constraints (`Layout`), its first solve and one resize step, each against kiwisolver on the
// identical system (Benchmarks/solver_kiwi.py, which reads the system this program writes).
//
//   solver-bench --write-system FILE   the system, in solver_kiwi.py's format
//   solver-bench --time ROUNDS STEPS    best times, as one line of JSON
//   solver-bench --profile FIRSTS STEPS for callgrind: FIRSTS first solves, then STEPS resize
//                                       steps after the last
//   solver-bench --values               every variable's value after the first solve and after
//                                       one resize step, one line each

/// A view's four variables.
struct View {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ index: Int) {
        left = Variable("left\(index)")
        top = Variable("top\(index)")
        width = Variable("width\(index)")
        height = Variable("height\(index)")
    }

    var all: [Variable] { [left, top, width, height] }

    /// Position and size along the axis a parent lays its children out on, and across it.
    func main(_ horizontal: Bool) -> (Variable, Variable) { horizontal ? (left, width) : (top, height) }
    func cross(_ horizontal: Bool) -> (Variable, Variable) { horizontal ? (top, height) : (left, width) }
}

/// The layout: a window holding 10 panels side by side, each holding 7 rows one above the other,
/// each holding 6 views side by side (501 views, 2,004 variables), in about 1,300 constraints:
///
/// - the window at (0, 0), its width and height edit variables of priority 999;
/// - panels and rows placed entirely by their container: a chain along its axis, sizes an equal
///   share of it, and across it inset by one cell (required equations);
/// - the views in a row chained from its left edge and aligned on its bottom edge (required
///   equations), the first one preferring a width of its own (a weighted equation, each row's
///   priority different), the last one ending inside the row (a required inequality).
///
/// A view's four variables are all used, but not all determined: 500 views placed exactly would
/// take 2,000 constraints, and the figure is 1,000.
struct Layout {
    var views: [View] = []
    var constraints: [Constraint] = []
    let sizes = [(200.0, 60.0), (160.0, 48.0)]

    var window: View { views[0] }

    init() {
        views.append(View(0))
        constraints += [Constraint(window.left, .equal, 0), Constraint(window.top, .equal, 0)]
        for panel in divide(window, horizontal: true, into: 10) {
            for row in divide(panel, horizontal: false, into: 7) {
                fill(row, with: 6)
            }
        }
    }

    /// `count` views that share `parent` equally along one axis, inset by one cell across it.
    mutating func divide(_ parent: View, horizontal: Bool, into count: Int) -> [View] {
        let (parentLead, parentSize) = parent.main(horizontal)
        let (parentCross, parentCrossSize) = parent.cross(horizontal)
        var made: [View] = []
        for _ in 0..<count {
            let view = View(views.count)
            views.append(view)
            let (lead, size) = view.main(horizontal)
            let (cross, crossSize) = view.cross(horizontal)
            if let previous = made.last {
                let (previousLead, previousSize) = previous.main(horizontal)
                constraints.append(Constraint(lead, .equal, previousLead + previousSize + 1))
            } else {
                constraints.append(Constraint(lead, .equal, parentLead + 1))
            }
            constraints.append(Constraint(size, .equal, (parentSize - Double(count + 1)) / Double(count)))
            constraints.append(Constraint(cross, .equal, parentCross + 1))
            constraints.append(Constraint(crossSize, .equal, parentCrossSize - 2))
            made.append(view)
        }
        return made
    }

    /// `count` views chained from `row`'s left edge, on its bottom edge.
    mutating func fill(_ row: View, with count: Int) {
        var previous: View?
        for index in 0..<count {
            let view = View(views.count)
            views.append(view)
            if let previous {
                constraints.append(Constraint(view.left, .equal, previous.left + previous.width + 1))
            } else {
                constraints.append(Constraint(view.left, .equal, row.left + 1))
                let priority = Double(100 + views.count % 800)
                constraints.append(Constraint(view.width, .equal, Expression(constant: Double(2 + views.count % 5)), priority: priority))
            }
            constraints.append(Constraint(view.top + view.height, .equal, row.top + row.height))
            if index == count - 1 {
                constraints.append(Constraint(view.left + view.width, .lessThanOrEqual, row.left + row.width - 1))
            }
            previous = view
        }
    }

    /// Adds every constraint, the edit variables and their first values, and writes the values.
    func firstSolve() throws -> Solver {
        let solver = Solver()
        for constraint in constraints {
            try solver.add(constraint)
        }
        try solver.addEditVariable(window.width, priority: 999)
        try solver.addEditVariable(window.height, priority: 999)
        try solver.suggestValue(sizes[0].0, for: window.width)
        try solver.suggestValue(sizes[0].1, for: window.height)
        solver.updateVariables()
        return solver
    }

    /// The window resized to the other size (step 0, 2, ...: the second; 1, 3, ...: back).
    func resize(_ solver: Solver, step: Int) throws {
        let (width, height) = sizes[(step + 1) % 2]
        try solver.suggestValue(width, for: window.width)
        try solver.suggestValue(height, for: window.height)
        solver.updateVariables()
    }

    /// One line a constraint: `constraint REL PRIORITY CONSTANT (COEFFICIENT VARIABLE)...`, then
    /// `edit VARIABLE PRIORITY VALUE` for the window and `resize` with the other size.
    var text: String {
        let index = Dictionary(uniqueKeysWithValues: views.flatMap(\.all).enumerated().map { (ObjectIdentifier($1), $0) })
        var lines = ["variables \(index.count)"]
        for constraint in constraints {
            let relation =
                switch constraint.relation {
                case .lessThanOrEqual: "<="
                case .equal: "=="
                case .greaterThanOrEqual: ">="
                }
            let terms = constraint.expression.terms.map { "\($0.coefficient) \(index[ObjectIdentifier($0.variable)]!)" }
            lines.append((["constraint", relation, "\(constraint.priority)", "\(constraint.expression.constant)"] + terms).joined(separator: " "))
        }
        let (width, height) = (index[ObjectIdentifier(window.width)]!, index[ObjectIdentifier(window.height)]!)
        lines.append("edit \(width) 999 \(sizes[0].0)")
        lines.append("edit \(height) 999 \(sizes[0].1)")
        lines.append("resize \(width) \(sizes[1].0) \(height) \(sizes[1].1)")
        return lines.joined(separator: "\n") + "\n"
    }
}

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Keeps results alive so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func argument(after flag: String, _ offset: Int = 1) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: flag), index + offset < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[index + offset]
}

let layout = Layout()

if let path = argument(after: "--write-system") {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    fputs(layout.text, file)
    fclose(file)
} else if CommandLine.arguments.contains("--values") {
    let solver = try layout.firstSolve()
    let variables = layout.views.flatMap(\.all)
    print(variables.map { "\($0.value)" }.joined(separator: " "))
    try layout.resize(solver, step: 0)
    print(variables.map { "\($0.value)" }.joined(separator: " "))
} else if let firsts = argument(after: "--profile").flatMap({ Int($0) }) {
    var solver = Solver()
    for _ in 0..<firsts {
        solver = try layout.firstSolve()
    }
    for step in 0..<(argument(after: "--profile", 2).flatMap { Int($0) } ?? 0) {
        try layout.resize(solver, step: step)
    }
    consume(solver)
} else {
    // `--time ROUNDS STEPS`: the best of ROUNDS first solves, and of ROUNDS × STEPS resize
    // steps (alternately to the second size and back) after each.
    let rounds = argument(after: "--time").flatMap { Int($0) } ?? 20
    let steps = argument(after: "--time", 2).flatMap { Int($0) } ?? 20
    var first = Double.infinity
    var resize = Double.infinity
    for _ in 0..<rounds {
        let start = seconds()
        let solver = try layout.firstSolve()
        first = min(first, seconds() - start)
        for step in 0..<steps {
            let start = seconds()
            try layout.resize(solver, step: step)
            resize = min(resize, seconds() - start)
        }
    }
    let weighted = layout.constraints.count { !$0.isRequired }
    print(
        "{\"views\": \(layout.views.count), \"constraints\": \(layout.constraints.count), \"weighted\": \(weighted), "
            + "\"first_ms\": \(first * 1000), \"resize_ms\": \(resize * 1000)}")
}
