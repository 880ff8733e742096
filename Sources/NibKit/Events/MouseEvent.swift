/// A mouse report: a press, release, drag or wheel turn at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable { case left, middle, right }
    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release(Button)
        /// Motion with a button held.
        case drag(Button)
        /// Motion with no button held (only reported when asked for).
        case move
        case scrollUp
        case scrollDown
    }

    public var kind: Kind
    /// The cell, in screen coordinates (0-based).
    public var location: Point

    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        self.location = location
    }
}
