/// A gadget: two of its public symbols have no doc comment, so the gate must name them.
public struct Gadget {
    /// How many cells it takes.
    public var width = 1

    public var colour = "red"

    /// A gadget one cell wide.
    public init() {}
}

public func polishEveryGadget() {}
