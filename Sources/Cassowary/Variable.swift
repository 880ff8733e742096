/// An unknown the solver finds a value for: a view's left edge, its width, the window's width.
///
/// Compared and hashed by identity: two variables with one name are still two unknowns. A
/// variable belongs to no solver; each solver it is used in keeps its own symbol for it, and
/// `value` is whatever the last `Solver.updateVariables()` that knew it wrote.
public final class Variable: IdentityHashable {
    /// For messages and descriptions only.
    public let name: String
    /// Written by `Solver.updateVariables()`; 0 until then.
    ///
    /// The module's one exclusivity opt-out: a class's stored property is checked at run time on
    /// every access, and `updateVariables()` writes every variable's value, so the check was
    /// half of a resize step (the solver benchmark's resize step, 2,004 variables: 361k
    /// instructions with the check, 188k without; docs/LAYOUT_SOLVER.md). Nothing reads or
    /// writes a value while another access to it is under way: the solver writes it in a plain
    /// loop, and callers only read it.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// A new unknown, named for messages; the name need not be unique.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The name, or the object's address for an unnamed variable.
    public var description: String {
        name.isEmpty ? "v" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}
