import CNcursesw
import Glibc
import NibKit

/// The real terminal, driven through ncursesw. `start()` takes it over (alternate screen, raw
/// keys, mouse reports, hidden cursor) and `stop()`, a signal or `exit` gives it back exactly
/// (see `EmergencyRestore`); `nextEvent` sleeps in ncurses' read, using no CPU while idle.
@MainActor
public final class CursesBackend: TerminalBackend {
    /// The terminal's size in cells (updated on resize).
    public internal(set) var size = Size(width: 80, height: 24)
    /// What colours can be shown: decided at `start()` from the terminal and NO_COLOR.
    public private(set) var colorSupport: ColorSupport = .none
    /// Whether the terminal is currently taken over.
    public internal(set) var isStarted = false
    /// How long ncurses waits after ESC for the rest of an escape sequence, in milliseconds.
    /// Short, so a lone ESC arrives promptly; long enough for a terminal's sequences to arrive.
    public var escapeDelay: Int32 = 25
    /// Whether motion with no button held is reported (as `.move`); off, as most screens
    /// care only for presses, drags and the wheel. Set before `start()`.
    public var reportsMouseMoves = false
    /// Whether Ctrl-Z suspends the program (as in a shell) rather than arriving as a key.
    public var suspendsOnControlZ = true

    var cursesTerminal: OpaquePointer?
    var window: UnsafeMutablePointer<WINDOW>?
    /// The last frame presented, to write only what changed; nil forces a full repaint.
    var lastFrame: Canvas?
    /// Whether the cursor is shown, as last set (nil: unknown, set it next time).
    var cursorShown: Bool?
    /// Characters read past a paste's end (`PasteReader`), to be read next, before ncurses'
    /// own; and how many given back to ncurses may still be unread.
    var heldInput: [wint_t] = []
    var ungotCount = 0
    var pairs = ColorPairs(mapping: ColorMapping(support: .none))

    /// A backend that has not taken the terminal yet: ``start()`` does, when the application runs.
    public init() {}

    /// Takes the terminal over, or throws a `TerminalError` (one line for the user): ncurses
    /// itself is never allowed to print or exit.
    public func start() throws {
        guard !isStarted else { return }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError(.notATerminal) }
        guard let term = Self.environmentVariable("TERM"), !term.isEmpty else { throw TerminalError(.noTerminalType) }
        TerminalLocale.adopt()
        var shellModes = termios()
        _ = tcgetattr(STDIN_FILENO, &shellModes)

        if cursesTerminal == nil {
            let colors = ColorChoice.choose(term: term, environment: Self.environmentVariable, terminfo: TerminfoColors.init(reading:))
            // newterm (unlike initscr) reports an unknown terminal by returning NULL.
            guard let created = newterm(colors.terminalType, nk_stdout(), nk_stdin()) else {
                throw TerminalError(.unknownTerminalType(term))
            }
            guard nk_tigetstr("cup") != nil else {
                endwin()
                delscreen(created)
                throw TerminalError(.cannotInitialize("terminal type '\(term)' cannot move the cursor"))
            }
            cursesTerminal = created
            window = nk_stdscr()
            configure(colors: colors.mapping)
        } else {
            _ = set_term(cursesTerminal)
            reset_prog_mode()
        }
        isStarted = true
        EmergencyRestore.arm(bytes: Self.restoringBytes(), modes: shellModes)
        curs_set(0)
        cursorShown = false
        repaintAll()
    }

    /// Sets up a newly made ncurses screen: input modes, colours as chosen, mouse.
    private func configure(colors: ColorMapping) {
        guard let window else { return }
        raw()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        // Ctrl-C raises SIGINT even in raw mode, so a busy program can be ended (EmergencyRestore),
        // unless SIGINT is ignored: then it stays a key. ncurses keeps these modes as its own
        // from here, and gives them back after a suspend.
        _ = nk_keep_interrupt_key(STDIN_FILENO)
        def_prog_mode()
        _ = set_escdelay(escapeDelay)
        Self.defineKeySynonyms()

        if colors.support != .none && has_colors() && start_color() == nk_OK {
            use_default_colors()
            colorSupport = colors.support
            pairs = ColorPairs(mapping: colors)
        }

        // NibKit reads mouse reports itself (EscapeSequenceParser): ncurses would merge a burst into
        // one event, losing drags. With KEY_MOUSE off, a report arrives as ESC and characters.
        mousemask(0, nil)
        _ = keyok(nk_KEY_MOUSE, false)
    }

    /// An environment variable's value (`TERM`, and those `ColorChoice` reads).
    private static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Home and End have several spellings (xterm's, the Linux console's, tmux's and rxvt's)
    /// and terminfo names only one: teach ncurses the others.
    private static func defineKeySynonyms() {
        for sequence in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] { define_key(sequence, KEY_HOME) }
        for sequence in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] { define_key(sequence, KEY_END) }
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, stops mouse
    /// reports and restores the modes found at start. Safe to call more than once.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        releaseTerminal()
        EmergencyRestore.disarm()
        lastFrame = nil
    }

    /// endwin, and mouse reports off (ncurses did not turn them on, so it does not turn them off).
    func releaseTerminal() {
        curs_set(1)
        cursorShown = nil
        endwin()
        Self.writeAll(Self.inputModesOff)
    }

    /// The screen size as ncurses knows it.
    func currentSize() -> Size {
        guard let window else { return size }
        return Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// The input modes NibKit reads in: mouse reports of presses (1000), drags (1002), all
    /// motion (1003) with `reportsMouseMoves`, in SGR encoding (1006), and bracketed paste
    /// (2004), a paste marked as one. Sent at start and after every resume.
    var inputModesOn: [UInt8] {
        Array(("\u{1B}[?1000h\u{1B}[?1002h" + (reportsMouseMoves ? "\u{1B}[?1003h" : "") + "\u{1B}[?1006h\u{1B}[?2004h").utf8)
    }

    /// Turns off every mouse reporting mode a terminal may have been put in, and bracketed paste.
    static let inputModesOff = Array("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    /// What a dying process writes to give the terminal back: attributes off, cursor shown,
    /// mouse and bracketed paste off, keypad mode off, alternate screen left.
    static func restoringBytes() -> [UInt8] {
        func capability(_ name: String, _ fallback: String) -> [UInt8] {
            Array((nk_tigetstr(name).map { String(cString: $0) } ?? fallback).utf8)
        }
        return capability("sgr0", "\u{1B}[m") + capability("cnorm", "\u{1B}[?25h") + inputModesOff
            + capability("rmkx", "") + capability("rmcup", "\u{1B}[?1049l")
    }

    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            if let start = buffer.baseAddress { NibKitTerminal.writeAll(start, count: buffer.count, to: STDOUT_FILENO) }
        }
    }

    isolated deinit {
        stop()
    }
}
