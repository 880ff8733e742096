/// A gadget: every public symbol here has a doc comment, so the gate lets it through.
public struct Gadget {
    /// How many cells it takes.
    public var width = 1

    /// A gadget one cell wide.
    public init() {}

    /// Makes it wider by `cells`.
    public mutating func widen(by cells: Int) { width += cells }
}
