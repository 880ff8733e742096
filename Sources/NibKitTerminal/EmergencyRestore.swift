import CNcursesw
import Glibc

/// Gives the terminal back when the process dies of a signal sent from outside or calls
/// `exit`. A signal handler may not call into ncurses, so the restoring bytes and terminal modes
/// are captured at start and the handler only `write`s and `tcsetattr`s (async-signal-safe),
/// then lets the signal take its default action, so the shell sees the usual status (128 + n).
/// On a crash the terminal is restored and one line says what happened before Swift's
/// backtracer runs, so both land on the normal screen.
///
/// Ctrl-C raises SIGINT (the terminal keeps ISIG): a program waiting for input reads it as the
/// Ctrl-C key (`takeInterrupt`), and one busy in its own code for a second, or pressed twice,
/// is ended with the terminal restored and a line saying so.
enum EmergencyRestore {
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]
    /// The signals of a crash, with the names the crash line gives them.
    static let crashSignals: [(signal: Int32, name: String)] = [
        (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGABRT, "SIGABRT"),
    ]
    /// Captures what to restore and installs the handlers. `bytes` undo what start() did.
    static func arm(bytes: [UInt8], modes: termios) {
        disarmState()
        restoreBytes = SignalSafeText(bytes)
        savedModes = modes
        armed = 1
        if !atexitRegistered {
            atexitRegistered = true
            atexit { emergencyRestoreNow() }
            writeLastWords()
        }
        // A signal the program was started ignoring (nohup, a background job) stays ignored.
        // Without SA_RESTART: the read ncurses waits in returns, and `nextEvent` sees the flag.
        for (signal, handler) in handlers {
            _ = nk_install_unless_ignored(signal, handler, previousActions + Int(signal))
        }
    }

    /// Every signal handled while armed, with its handler.
    private static var handlers: [(signal: Int32, handler: @convention(c) (Int32) -> Void)] {
        signals.map { ($0, emergencyRestoreSignalHandler) } + crashSignals.map { ($0.signal, emergencyRestoreCrashHandler) }
            + [(SIGTSTP, emergencyRestoreStopHandler), (SIGINT, emergencyRestoreInterruptHandler)]
    }

    /// The line each ending signal leaves on standard error, made once (a handler cannot).
    private static func writeLastWords() {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "program"
        lastWords[Int(SIGINT)] = SignalSafeText(Array("\(program): ended by Ctrl-C while busy\n".utf8))
        for (signal, name) in crashSignals {
            let line = "\(program): crashed (\(name)); backtraces: NibKit docs/TERMINAL.md\n"
            lastWords[Int(signal)] = SignalSafeText(Array(line.utf8))
        }
    }

    /// The terminal was given back in the ordinary way: the handlers step aside.
    static func disarm() {
        // Every handler is put back before a grace is ended, SIGINT's too (last in `handlers`),
        // so that no grace can begin after it.
        for (signal, _) in handlers { _ = nk_restore_signal_handler(signal, previousActions + Int(signal)) }
        if interrupted != 0 { endGrace() }
        continued = 0
        disarmState()
    }

    private static func disarmState() {
        armed = 0
        restoreBytes.free()
        restoreBytes = SignalSafeText()
    }

    /// Stops the job with SIGTSTP's default action (the program's own Ctrl-Z), then puts back
    /// what handled it (the stop handler, or what the program was started with).
    static func stopJob() {
        var handling = sigaction()
        _ = nk_default_signal_handler(SIGTSTP, &handling)
        kill(0, SIGTSTP)
        _ = nk_restore_signal_handler(SIGTSTP, &handling)
        continued = 0
    }

    /// Whether the process was stopped from outside (kill -TSTP) and continued since last asked:
    /// the terminal was given back meanwhile and must be taken again.
    static func takeContinued() -> Bool {
        guard continued != 0 else { return false }
        continued = 0
        return true
    }

    /// Whether Ctrl-C was pressed since last asked: `nextEvent` makes it the Ctrl-C key.
    static func takeInterrupt() -> Bool {
        guard interrupted != 0 else { return false }
        endGrace()
        return true
    }

    /// Ends the grace the last Ctrl-C began: the alarm off, and only then SIGALRM given back to
    /// the program (a pending alarm would end the process with SIGALRM, 142), and only then the
    /// Ctrl-C taken (an alarm before that would end the program that has just read it).
    private static func endGrace() {
        _ = alarm(0)
        _ = nk_restore_signal_handler(SIGALRM, previousActions + Int(SIGALRM))
        interrupted = 0
    }

    nonisolated(unsafe) private static var atexitRegistered = false
}

/// Bytes a signal handler may write: plain memory, made before any signal arrives.
nonisolated struct SignalSafeText {
    private(set) var start: UnsafeMutablePointer<UInt8>?
    private(set) var count = 0

    init() {}

    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        start = buffer
        count = bytes.count
    }

    func free() { start?.deallocate() }

    /// Writes it all to `descriptor`. Only `write`, so signal handlers may call it.
    nonisolated func write(to descriptor: Int32) {
        if let start { writeAll(start, count: count, to: descriptor) }
    }
}

/// How long a program may stay busy after Ctrl-C before it is ended, in seconds.
nonisolated private let interruptGrace: UInt32 = 1

// Read from signal context: plain storage, no Swift objects.
nonisolated(unsafe) private var armed: sig_atomic_t = 0
nonisolated(unsafe) private var restoreBytes = SignalSafeText()
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var continued: sig_atomic_t = 0
nonisolated(unsafe) private var interrupted: sig_atomic_t = 0
/// The handlers found at start (Swift's backtracer's among them), indexed by signal number.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()
/// What the program says on standard error when a signal ends it, by signal number.
nonisolated(unsafe) private let lastWords: UnsafeMutablePointer<SignalSafeText> = {
    let lines = UnsafeMutablePointer<SignalSafeText>.allocate(capacity: 65)
    lines.initialize(repeating: SignalSafeText(), count: 65)
    return lines
}()

/// Writes the restoring bytes and puts the terminal modes back, once.
nonisolated private func emergencyRestoreNow() {
    guard armed != 0 else { return }
    armed = 0
    restoreBytes.write(to: STDOUT_FILENO)
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &savedModes)
}

/// Writes all `count` bytes to `descriptor`. Only `write`, so signal handlers may call it.
/// A write interrupted by a signal (SIGINT's handler runs without SA_RESTART) is tried again.
nonisolated func writeAll(_ bytes: UnsafeRawPointer, count: Int, to descriptor: Int32) {
    var offset = 0
    while offset < count {
        let written = write(descriptor, bytes + offset, count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
    }
}

nonisolated private func emergencyRestoreSignalHandler(_ signal: Int32) {
    emergencyRestoreNow()
    // Not blocked while its handler runs (SA_NODEFER): raised again with the default action, it
    // is delivered at once and ends the process inside `raise`.
    _ = nk_default_signal_handler(signal, nil)
    _ = raise(signal)
}

nonisolated private func emergencyRestoreCrashHandler(_ signal: Int32) {
    emergencyRestoreNow()
    lastWords[Int(signal)].write(to: STDERR_FILENO)
    // Hand the crash to whoever had it (the backtracer, or the default action): a fault
    // happens again when the faulting instruction re-runs; an abort is raised again.
    _ = nk_restore_signal_handler(signal, previousActions + Int(signal))
    if signal == SIGABRT || signal == SIGTRAP { _ = raise(signal) }
}

/// SIGTSTP from outside (ncurses' handler would resume without the mouse mode or a `.redraw`):
/// give the terminal back, stop, and once continued flag it for `nextEvent`'s interrupted read.
nonisolated private func emergencyRestoreStopHandler(_ signal: Int32) {
    emergencyRestoreNow()
    _ = nk_default_signal_handler(SIGTSTP, nil)
    _ = raise(SIGTSTP)  // delivered at once (SA_NODEFER): the process stops here
    _ = nk_install_signal_handler(SIGTSTP, emergencyRestoreStopHandler, nil)
    armed = 1
    continued = 1
}

/// Ctrl-C, or the alarm set by the last one: flags it for `nextEvent`, and ends the program when
/// it is pressed again or the grace has passed without the program reading it. SIGALRM is
/// handled only during the grace (`takeInterrupt` and `disarm` give it back), so the program's own alarms
/// stay its own the rest of the time.
nonisolated private func emergencyRestoreInterruptHandler(_ signal: Int32) {
    if signal == SIGINT && interrupted == 0 {
        let error = errno  // the interrupted code may look at it
        interrupted = 1
        _ = nk_install_signal_handler(SIGALRM, emergencyRestoreInterruptHandler, previousActions + Int(SIGALRM))
        _ = alarm(interruptGrace)
        errno = error
        return
    }
    guard interrupted != 0 else { return }  // a stray alarm: no Ctrl-C is waiting
    emergencyRestoreNow()
    lastWords[Int(SIGINT)].write(to: STDERR_FILENO)
    _ = nk_default_signal_handler(SIGINT, nil)
    _ = raise(SIGINT)
}
