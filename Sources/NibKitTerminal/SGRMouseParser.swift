import NibKit

/// Decodes xterm's SGR mouse reports (mode 1006) one character at a time: `ESC [ < Cb ; Cx ; Cy M`
/// for a press or motion, `... m` for a release, 1-based. Unlike ncurses' KEY_MOUSE, which
/// merges queued reports (a drag's motions vanish), each report makes exactly one event.
///
/// In `Cb`, the low two bits name the button (3: none), 4, 8 and 16 are modifiers (ignored),
/// 32 marks motion and 64 a wheel turn. Reports with no NibKit event are read whole, as nil.
struct SGRMouseParser {
    /// What feeding one character leads to.
    enum Step: Equatable {
        /// The character belongs to a report that is not finished yet.
        case needMore
        /// The character ended a report: its event, or nil for a report NibKit has no event for.
        case report(MouseEvent?)
        /// The character cannot continue a report and was not consumed; the parser starts over.
        case notAReport
    }

    /// How much of the `ESC [ <` that starts a report has been read.
    private var prefixRead = 0
    private static let prefix: [Unicode.Scalar] = ["\u{1B}", "[", "<"]
    private var parameters: [Int] = [0]
    private var digits = 0

    /// The most parameters and digits a report may have: anything longer is not one.
    private static let maximumParameters = 3
    private static let maximumDigits = 6

    /// Whether a report has begun (at least ESC has been fed).
    var isInsideReport: Bool { prefixRead > 0 }
    /// Whether `ESC [ <` has been read: what follows can only be a mouse report.
    var isInsideParameters: Bool { prefixRead == Self.prefix.count }

    /// Feeds the next character, starting with the report's ESC.
    mutating func feed(_ scalar: Unicode.Scalar) -> Step {
        guard isInsideParameters else {
            guard scalar == Self.prefix[prefixRead] else { return fail() }
            prefixRead += 1
            return .needMore
        }
        switch scalar {
        case "0"..."9":
            guard digits < Self.maximumDigits else { return fail() }
            digits += 1
            parameters[parameters.count - 1] = parameters[parameters.count - 1] * 10 + Int(scalar.value - 48)
            return .needMore
        case ";":
            guard digits > 0, parameters.count < Self.maximumParameters else { return fail() }
            parameters.append(0)
            digits = 0
            return .needMore
        case "M", "m":
            let complete = digits > 0 && parameters.count == Self.maximumParameters
            let event = complete ? Self.event(button: parameters[0], x: parameters[1], y: parameters[2], released: scalar == "m") : nil
            self = SGRMouseParser()
            return .report(event)
        default:
            return fail()
        }
    }

    /// Forgets the report begun: the character fed cannot continue it.
    private mutating func fail() -> Step {
        self = SGRMouseParser()
        return .notAReport
    }

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

    /// Every event in a burst of reports, in order; characters outside a report are skipped.
    static func events(in text: String) -> [MouseEvent] {
        var parser = SGRMouseParser()
        var events: [MouseEvent] = []
        for scalar in text.unicodeScalars {
            var step = parser.feed(scalar)
            // The character that broke a report may begin the next one.
            if step == .notAReport { step = parser.feed(scalar) }
            if case .report(let event?) = step { events.append(event) }
        }
        return events
    }
}
