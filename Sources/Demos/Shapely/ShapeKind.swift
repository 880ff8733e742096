/// The four shapes, chosen by the tag of the button that adds them.
public enum ShapeKind: Int, CaseIterable, Sendable {
    case square = 1
    case rectangle, circle, oval

    /// Squares and circles come from SquareShape.xib, the others from RectangleShape.xib.
    var screenName: String {
        switch self {
        case .square, .circle: return "SquareShape"
        case .rectangle, .oval: return "RectangleShape"
        }
    }

    var isRound: Bool { self == .circle || self == .oval }
}
