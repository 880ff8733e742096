/// A mouse report: a press, release, drag or wheel turn at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The left, middle or right button; controls answer the left one only.
        case left, middle, right
    }
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release(Button)
        /// Motion with a button held.
        case drag(Button)
        /// Motion with no button held (only reported when asked for).
        case move
        /// The wheel turned up (away from the user); scroll views scroll their content up.
        case scrollUp
        /// The wheel turned down (towards the user); scroll views scroll their content down.
        case scrollDown
    }

    /// What happened: a press, release, drag, move or wheel turn.
    public var kind: Kind
    /// The cell, in screen coordinates (0-based).
    public var location: Point

    /// A report of `kind` at `location`, a cell in screen coordinates.
    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        self.location = location
    }
}
