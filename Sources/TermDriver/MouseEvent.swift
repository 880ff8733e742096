/// A mouse button; the raw value is its SGR button code.
public enum MouseButton: Int, Sendable, CaseIterable {
    /// The primary button (SGR code 0).
    case left = 0
    /// The middle button, often the wheel's click (SGR code 1).
    case middle = 1
    /// The secondary button (SGR code 2).
    case right = 2
}

/// Which way the wheel turns.
public enum ScrollDirection: String, Sendable, CaseIterable {
    /// The wheel turned one way; left and right are a tilt or a sideways wheel.
    case up, down, left, right

    /// The SGR button code of one wheel notch, as xterm numbers them.
    var sgrButton: Int {
        switch self {
        case .up: 64
        case .down: 65
        case .left: 66
        case .right: 67
        }
    }
}

/// One mouse report as xterm sends it in SGR mode (`ESC [ < b ; x ; y M|m`), written straight
/// to the program, so its own mouse parsing is exercised.
public enum MouseEvent: Hashable, Sendable {
    /// A button pressed at a cell.
    case press(MouseButton, Position)
    /// A button released at a cell.
    case release(MouseButton, Position)
    /// Motion while `button` is held.
    case drag(MouseButton, Position)
    /// One wheel notch; terminals send only a press for these.
    case wheel(ScrollDirection, Position)

    /// The bytes of the report. Cells are 0-based; the protocol is 1-based.
    public var sgrSequence: String {
        let (code, position, final): (Int, Position, Character) =
            switch self {
            case .press(let button, let position): (button.rawValue, position, "M")
            case .release(let button, let position): (button.rawValue, position, "m")
            case .drag(let button, let position): (button.rawValue + 32, position, "M")
            case .wheel(let direction, let position): (direction.sgrButton, position, "M")
            }
        return "\u{1B}[<\(code);\(position.column + 1);\(position.row + 1)\(final)"
    }

    /// Press and release at one cell, `count` times: a click, double click or triple click.
    public static func clicks(_ count: Int, button: MouseButton = .left, at position: Position) -> [[MouseEvent]] {
        Array(repeating: [.press(button, position), .release(button, position)], count: max(count, 1))
    }

    /// Press at `start`, motion through a few cells between (enough to look continuous, and
    /// quick for long drags), release at `end`.
    public static func drag(button: MouseButton = .left, from start: Position, to end: Position) -> [MouseEvent] {
        let distance = max(abs(end.column - start.column), abs(end.row - start.row))
        let steps = min(max(distance, 1), 4)
        let motion = (1...steps).map { step in
            let column = start.column + (end.column - start.column) * step / steps
            let row = start.row + (end.row - start.row) * step / steps
            return MouseEvent.drag(button, Position(column: column, row: row))
        }
        return [.press(button, start)] + motion + [.release(button, end)]
    }
}
