import CNcursesw
import NibKit

/// Turns ncurses mouse reports into presses, releases, drags and wheel turns.
///
/// With `mouseinterval(0)` ncurses reports presses and releases separately, but a motion report
/// with a button held comes as another "press" of that button (or as a bare position report),
/// so the held button is tracked here and motion while it is held becomes `.drag(button)`.
/// A press and release that arrive in one read come as a single "clicked" report: that is
/// split back into the press and the release.
struct MouseDecoder {
    /// The button pressed and not yet released, if any.
    private(set) var heldButton: MouseEvent.Button?

    mutating func decode(state: mmask_t, at location: Point) -> [MouseEvent] {
        for (button, clicked) in Self.clicks where state & clicked != 0 {
            heldButton = nil
            return [MouseEvent(.press(button), at: location), MouseEvent(.release(button), at: location)]
        }
        return decodeOne(state: state, at: location).map { [$0] } ?? []
    }

    private mutating func decodeOne(state: mmask_t, at location: Point) -> MouseEvent? {
        if state & nk_BUTTON4_PRESSED != 0 { return MouseEvent(.scrollUp, at: location) }
        if state & nk_BUTTON5_PRESSED != 0 { return MouseEvent(.scrollDown, at: location) }
        for (button, pressed, released) in Self.buttons {
            if state & released != 0 {
                heldButton = nil
                return MouseEvent(.release(button), at: location)
            }
            if state & pressed != 0 {
                if heldButton == button || state & nk_REPORT_MOUSE_POSITION != 0 {
                    heldButton = button
                    return MouseEvent(.drag(button), at: location)
                }
                heldButton = button
                return MouseEvent(.press(button), at: location)
            }
        }
        if state & nk_REPORT_MOUSE_POSITION != 0 {
            if let held = heldButton { return MouseEvent(.drag(held), at: location) }
            return MouseEvent(.move, at: location)
        }
        return nil
    }

    /// Forgets the held button (the terminal was given up and taken again).
    mutating func reset() { heldButton = nil }

    private static let clicks: [(MouseEvent.Button, mmask_t)] = [
        (.left, nk_BUTTON1_CLICKED), (.middle, nk_BUTTON2_CLICKED), (.right, nk_BUTTON3_CLICKED),
    ]

    private static let buttons: [(MouseEvent.Button, mmask_t, mmask_t)] = [
        (.left, nk_BUTTON1_PRESSED, nk_BUTTON1_RELEASED),
        (.middle, nk_BUTTON2_PRESSED, nk_BUTTON2_RELEASED),
        (.right, nk_BUTTON3_PRESSED, nk_BUTTON3_RELEASED),
    ]
}
