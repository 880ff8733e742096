import CNcursesw
import Glibc
import NibKit

extension CursesBackend {
    /// Waits for the next event inside ncurses' read (no CPU while idle). Ctrl-Z suspends the
    /// program here and returns `.redraw` once it is continued; Ctrl-C, a signal, arrives here
    /// as its key.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        guard isStarted, window != nil else { return nil }
        let deadline = timeout.map { Self.now() + max(0, $0) }
        while true {
            if let event = signalledEvent() { return event }
            // -1: no deadline, wait for ever.
            let milliseconds = deadline.map { Int32(max(0, min(Double(Int32.max), (($0 - Self.now()) * 1000).rounded(.up)))) } ?? -1
            let input = read(waitingAtMost: milliseconds)
            if let event = signalledEvent() { return event }
            switch input {
            case .character(let character):
                if character == 26 && suspendsOnControlZ { return suspend() }
                if character == 27 {
                    if let event = readAfterEscape() { return event }
                    continue
                }
                if let key = KeyDecoder.key(character: UInt32(character)) { return .key(key) }
            case .code(let code):
                if code == nk_KEY_RESIZE {
                    size = currentSize()
                    lastFrame = nil
                    return .resize(size)
                }
                if let key = KeyDecoder.key(code: code) { return .key(key) }
            case nil:
                // Timed out (checked below), interrupted, or input closed.
                if deadline == nil, Self.inputClosed() { return nil }
            }
            if let deadline, Self.now() >= deadline { return nil }
        }
    }

    /// What a signal since last asked makes: Ctrl-C (SIGINT) its key, a stop from outside and
    /// continue (SIGTSTP) a `.redraw` with the terminal taken again; nil if neither came.
    private func signalledEvent() -> InputEvent? {
        if EmergencyRestore.takeInterrupt() { return .key(.control("c")) }
        return retakeIfContinued()
    }

    /// What one read returned: a character, or a key code (KEY_CODE_YES).
    private enum Input {
        case character(wint_t)
        case code(Int32)
    }

    /// How long to wait for the character after an ESC, in milliseconds. ncurses has already
    /// waited `escapeDelay` for an escape sequence, and a sequence's bytes arrive together.
    static let lookaheadDelay: Int32 = 5
    /// How long a bracketed paste may pause between its parts before what came is taken as
    /// the whole paste: a terminal sends a long one in pieces.
    static let pastePause: Int32 = 500

    /// ESC has been read and ncurses matched no key sequence: reads the control sequence that
    /// follows whole (`EscapeSequenceParser`: a mouse report, a paste, or one skipped), or
    /// gives back what was read and returns the Escape key. Nil for a sequence that makes no
    /// event.
    private func readAfterEscape() -> InputEvent? {
        var parser = EscapeSequenceParser()
        while true {
            // Inside a sequence, wait as long as for an escape sequence: it cannot be a key.
            let wait =
                parser.isInsidePaste ? Self.pastePause : parser.isInsideSequence ? max(escapeDelay, Self.lookaheadDelay) : Self.lookaheadDelay
            guard let next = read(waitingAtMost: wait) else {
                // Nothing more: ESC alone, a paste whose end never came, or a sequence cut short.
                if let paste = parser.endOfInput() { return paste }
                return parser.isInsideSequence ? nil : .key(.escape)
            }
            let step: EscapeSequenceParser.Step
            switch next {
            case .character(let character):
                step = Unicode.Scalar(UInt32(character)).map { parser.feed($0) } ?? .dropped
            case .code:
                // A key ncurses matched inside a sequence: no sequence after all.
                step = parser.isInsideSequence ? .dropped : .notASequence
            }
            switch step {
            case .needMore:
                guard parser.isInsidePaste else { continue }
                let (paste, after) = PasteReader.finish(&parser, from: STDIN_FILENO, pause: Self.pastePause)
                heldInput += after.map { wint_t($0.value) }
                return paste
            case .sequence(let event):
                if case .mouse(let mouse)? = event, mouse.kind == .move, !reportsMouseMoves { return nil }
                return event
            case .dropped:
                // The character that broke it (perhaps the next sequence's ESC) is read again.
                giveBack([next])
                return nil
            case .notASequence:
                giveBack([next])
                return .key(.escape)
            }
        }
    }

    /// Reads one character or key code, waiting at most `milliseconds`; nil if none came.
    private func read(waitingAtMost milliseconds: Int32) -> Input? {
        guard let window else { return nil }
        if ungotCount == 0, !heldInput.isEmpty {
            // ncurses' pushback holds a few dozen characters: the held ones go back a batch at a
            // time, once the last batch is read (each read takes at least one), so that ncurses
            // still matches keys' sequences among them.
            let batch = heldInput.prefix(Self.pushbackBatch)
            heldInput.removeFirst(batch.count)
            giveBack(batch.map { .character($0) })
        }
        wtimeout(window, milliseconds)
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result != nk_ERR { ungotCount = max(0, ungotCount - 1) }
        switch result {
        case nk_OK: return .character(character)
        case nk_KEY_CODE_YES: return .code(Int32(bitPattern: character))
        default: return nil
        }
    }

    /// The most characters given back to ncurses at once: its pushback holds 137.
    static let pushbackBatch = 64

    /// Puts characters read ahead back, to be read next in the same order.
    private func giveBack(_ input: [Input]) {
        ungotCount += input.count
        // ncurses' pushback is a stack: the last pushed is read first.
        for item in input.reversed() {
            switch item {
            case .character(let character): _ = unget_wch(wchar_t(bitPattern: character))
            case .code(let code): _ = ungetch(code)
            }
        }
    }

    /// Ctrl-Z in raw mode is just a key: give the terminal back, stop the job as the shell
    /// expects, and take the terminal again when continued (fg).
    func suspend() -> InputEvent {
        releaseTerminal()
        EmergencyRestore.stopJob()  // the whole job, as the terminal's own Ctrl-Z would
        // Continued (or the stop was refused, as for an orphaned process group).
        return retakeTerminal()
    }

    /// Stopped from outside (kill -TSTP) and continued, while reading or reading ahead: ncurses
    /// still thinks it owns the screen, so it is given back and taken again.
    private func retakeIfContinued() -> InputEvent? {
        guard EmergencyRestore.takeContinued() else { return nil }
        endwin()
        return retakeTerminal()
    }

    /// Takes the terminal again after a stop and asks for a full repaint.
    func retakeTerminal() -> InputEvent {
        reset_prog_mode()
        repaintAll()
        return .redraw
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Whether standard input has hung up, so a blocking read would fail at once forever.
    static func inputClosed() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
