import NibKit

/// xterm's SGR mouse reports (mode 1006), `ESC [ < Cb ; Cx ; Cy M` for a press or motion,
/// `... m` for a release, 1-based, as `EscapeSequenceParser` reads them. In `Cb`, the low two
/// bits name the button (3: none), 4, 8 and 16 are modifiers (ignored), 32 marks motion and 64
/// a wheel turn.
enum SGRMouse {
    /// The event for one report's numbers (1-based cells), or nil for one NibKit has no event for.
    static func event(button code: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        let location = Point(x: max(0, x - 1), y: max(0, y - 1))
        guard code & 128 == 0 else { return nil }  // buttons 8-11
        let low = code & 3
        if code & 64 != 0 {
            // The wheel: 64 up, 65 down (66 and 67, horizontal, have no event). A terminal
            // that reports a wheel "release" is ignored: the turn was reported already.
            guard !released else { return nil }
            switch low {
            case 0: return MouseEvent(.scrollUp, at: location)
            case 1: return MouseEvent(.scrollDown, at: location)
            default: return nil
            }
        }
        let button: MouseEvent.Button? = low == 0 ? .left : low == 1 ? .middle : low == 2 ? .right : nil
        if code & 32 != 0 { return MouseEvent(button.map { .drag($0) } ?? .move, at: location) }
        guard let button else { return nil }
        return MouseEvent(released ? .release(button) : .press(button), at: location)
    }
}
