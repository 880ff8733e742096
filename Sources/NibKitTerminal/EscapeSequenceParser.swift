import NibKit

/// Decodes, one character at a time, what a terminal sends after ESC that ncurses matched to
/// no key: xterm's SGR mouse reports (`ESC [ < Cb ; Cx ; Cy M`, one event each, where
/// ncurses' KEY_MOUSE merges a drag's motions), a bracketed paste (`ESC [ 200 ~` text
/// `ESC [ 201 ~`, one edit however long), and every other control sequence read whole and
/// skipped (focus reports, colour replies, other mouse encodings, keys NibKit has no name
/// for), so none is typed as text. ESC followed by anything else is no sequence: the Escape
/// key, then that character.
struct EscapeSequenceParser {
    /// What feeding one character leads to.
    enum Step: Equatable {
        /// The character belongs to a sequence not finished yet.
        case needMore
        /// The character ended a sequence: its event, or nil for one NibKit has no event for.
        case sequence(InputEvent?)
        /// The character cannot continue the sequence begun (an ESC inside one, which starts the
        /// next): what was read is dropped, the character is not consumed.
        case dropped
        /// The character cannot follow ESC in a sequence (Alt-x, ESC ESC): not consumed; ESC
        /// was the Escape key.
        case notASequence
    }

    private enum State {
        /// ESC read, nothing yet.
        case escape
        /// `ESC [`: parameters, intermediates, then a final character.
        case controlSequence
        /// `ESC ] ... BEL` (or `ESC \`): an operating system command, a colour reply.
        case commandString
        /// `ESC P`, `ESC X`, `ESC ^`, `ESC _`: a string ended by `ESC \`.
        case string
        /// An ESC inside a string: a `\` ends it.
        case stringEscape
        /// `ESC O`: one character follows.
        case singleShift
        /// `ESC [ M`: an X10 mouse report's three bytes follow.
        case x10Mouse(left: Int)
        /// Inside a bracketed paste; `matched` characters of its end marker seen.
        case paste(matched: Int)
    }

    private var state = State.escape
    /// A control sequence's parameter characters (`<0;12;3`, `200`), kept up to a bound.
    private var parameters: [Unicode.Scalar] = []
    /// The text of a bracketed paste so far, a character appended at a time (a String's
    /// scalars appended one by one: appending a collection of them made the text anew each time).
    private var pasted = ""

    /// The most parameter characters kept: more than any sequence NibKit reads has.
    private static let mostParameters = 32
    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    /// Whether a sequence has begun past ESC, so what follows cannot be a key: worth waiting
    /// for as long as for an escape sequence.
    var isInsideSequence: Bool {
        if case .escape = state { return false }
        return true
    }

    /// Whether a bracketed paste is being read.
    var isInsidePaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Feeds the next character after the ESC that began the sequence.
    mutating func feed(_ scalar: Unicode.Scalar) -> Step {
        switch state {
        case .escape:
            switch scalar {
            case "[": state = .controlSequence
            case "]": state = .commandString
            case "P", "X", "^", "_": state = .string
            case "O": state = .singleShift
            default: return .notASequence
            }
            return .needMore
        case .controlSequence:
            switch scalar.value {
            case 0x20...0x3F:
                if parameters.count < Self.mostParameters { parameters.append(scalar) }
                return .needMore
            case 0x40...0x7E:
                return finishControlSequence(final: scalar)
            default:
                return drop()
            }
        case .commandString:
            if scalar == "\u{07}" { return finish(nil) }
            if scalar == "\u{1B}" { state = .stringEscape }
            return .needMore
        case .string:
            if scalar == "\u{1B}" { state = .stringEscape }
            return .needMore
        case .stringEscape:
            if scalar == "\\" { return finish(nil) }
            state = .string
            return .needMore
        case .singleShift:
            return finish(nil)
        case .x10Mouse(let left):
            guard left > 1 else { return finish(nil) }
            state = .x10Mouse(left: left - 1)
            return .needMore
        case .paste(let matched):
            if scalar == Self.pasteEnd[matched] {
                guard matched + 1 < Self.pasteEnd.count else { return finish(.paste(pasted)) }
                state = .paste(matched: matched + 1)
                return .needMore
            }
            // Part of the end marker that was text after all, then this character afresh.
            for part in Self.pasteEnd[..<matched] { pasted.unicodeScalars.append(part) }
            if scalar == Self.pasteEnd[0] {
                state = .paste(matched: 1)
            } else {
                pasted.unicodeScalars.append(scalar)
                state = .paste(matched: 0)
            }
            return .needMore
        }
    }

    /// A paste whose end marker never came (the terminal stopped sending): what was pasted.
    mutating func endOfInput() -> InputEvent? {
        guard case .paste(let matched) = state else { return nil }
        for part in Self.pasteEnd[..<matched] { pasted.unicodeScalars.append(part) }
        defer { self = EscapeSequenceParser() }
        return .paste(pasted)
    }

    private mutating func finishControlSequence(final: Unicode.Scalar) -> Step {
        if parameters.isEmpty, final == "M" {
            state = .x10Mouse(left: 3)
            return .needMore
        }
        if parameters == ["2", "0", "0"], final == "~" {
            state = .paste(matched: 0)
            parameters = []
            return .needMore
        }
        guard parameters.first == "<", final == "M" || final == "m" else { return finish(nil) }
        return finish(Self.mouseReport(parameters.dropFirst(), released: final == "m").map(InputEvent.mouse))
    }

    private mutating func finish(_ event: InputEvent?) -> Step {
        self = EscapeSequenceParser()
        return .sequence(event)
    }

    private mutating func drop() -> Step {
        self = EscapeSequenceParser()
        return .dropped
    }

    /// An SGR mouse report's `Cb;Cx;Cy`, or nil when it is not three numbers of at most six
    /// digits (read whole, no event).
    static func mouseReport(_ parameters: ArraySlice<Unicode.Scalar>, released: Bool) -> MouseEvent? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ (1...6).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } }) else {
            return nil
        }
        let values = numbers.map { $0.reduce(0) { $0 * 10 + Int($1.value - 48) } }
        return SGRMouse.event(button: values[0], x: values[1], y: values[2], released: released)
    }

    /// Every event in a burst of input that is all sequences, in order: what each ESC begins
    /// (characters outside a sequence are skipped).
    static func events(in text: String) -> [InputEvent] {
        var parser: EscapeSequenceParser?
        var events: [InputEvent] = []
        for scalar in text.unicodeScalars {
            guard var current = parser else {
                if scalar == "\u{1B}" { parser = EscapeSequenceParser() }
                continue
            }
            switch current.feed(scalar) {
            case .needMore: parser = current
            case .sequence(let event):
                if let event { events.append(event) }
                parser = nil
            case .dropped, .notASequence:
                // The character may begin the next sequence.
                parser = scalar == "\u{1B}" ? EscapeSequenceParser() : nil
            }
        }
        return events
    }
}
