import CNcursesw
import Glibc

/// Gives the terminal back when the process dies of a signal sent from outside (in raw mode
/// the keys raise none) or calls `exit`. A signal handler may not call into ncurses, so the
/// restoring bytes and terminal modes are captured at start and the handler only `write`s and
/// `tcsetattr`s (async-signal-safe), then lets the signal take its default action, so the shell
/// sees the usual status (128 + n). On a crash the terminal is restored before Swift's
/// backtracer runs, so the backtrace lands on the normal screen.
enum EmergencyRestore {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Captures what to restore and installs the handlers. `bytes` undo what start() did.
    static func arm(bytes: [UInt8], modes: termios) {
        disarmState()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        restoreBuffer = buffer
        restoreCount = bytes.count
        savedModes = modes
        armed = 1
        if !atexitRegistered {
            atexitRegistered = true
            atexit { emergencyRestoreNow() }
        }
        for signal in signals {
            let previous = Glibc.signal(signal, emergencyRestoreSignalHandler)
            previousHandlers[signal] = previous
            // A signal the program was started ignoring (nohup, a background job) stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == 1 { _ = Glibc.signal(signal, previous) }
        }
        for signal in crashSignals {
            _ = nk_install_signal_handler(signal, emergencyRestoreCrashHandler, previousCrashActions + Int(signal))
        }
        _ = nk_install_signal_handler(SIGTSTP, emergencyRestoreStopHandler, previousCrashActions + Int(SIGTSTP))
    }

    /// The terminal was given back in the ordinary way: the handlers step aside.
    static func disarm() {
        for signal in signals { _ = Glibc.signal(signal, previousHandlers.removeValue(forKey: signal) ?? SIG_DFL) }
        for signal in crashSignals + [SIGTSTP] {
            _ = nk_restore_signal_handler(signal, previousCrashActions + Int(signal))
        }
        continued = 0
        disarmState()
    }

    private static func disarmState() {
        armed = 0
        if let buffer = restoreBuffer {
            restoreBuffer = nil
            restoreCount = 0
            buffer.deallocate()
        }
    }

    /// Stops the job with SIGTSTP's default action (the program's own Ctrl-Z), then puts the
    /// stop handler back.
    static func stopJob() {
        _ = Glibc.signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        if armed != 0 { _ = nk_install_signal_handler(SIGTSTP, emergencyRestoreStopHandler, nil) }
        continued = 0
    }

    /// Whether the process was stopped from outside (kill -TSTP) and continued since last asked:
    /// the terminal was given back meanwhile and must be taken again.
    static func takeContinued() -> Bool {
        guard continued != 0 else { return false }
        continued = 0
        return true
    }

    nonisolated(unsafe) private static var previousHandlers: [Int32: __sighandler_t?] = [:]
    nonisolated(unsafe) private static var atexitRegistered = false
}

// Read from signal context: plain storage, no Swift objects.
nonisolated(unsafe) private var armed: sig_atomic_t = 0
nonisolated(unsafe) private var restoreBuffer: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreCount = 0
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var continued: sig_atomic_t = 0
/// The crash handlers found at start (Swift's backtracer's), indexed by signal number.
nonisolated(unsafe) private let previousCrashActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// Writes the restoring bytes and puts the terminal modes back, once.
nonisolated private func emergencyRestoreNow() {
    guard armed != 0 else { return }
    armed = 0
    if let buffer = restoreBuffer { writeToTerminal(buffer, count: restoreCount) }
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &savedModes)
}

/// Writes all `count` bytes to standard output. Only `write`, so signal handlers may call it.
nonisolated func writeToTerminal(_ bytes: UnsafeRawPointer, count: Int) {
    var offset = 0
    while offset < count {
        let written = write(STDOUT_FILENO, bytes + offset, count - offset)
        if written <= 0 { break }
        offset += written
    }
}

nonisolated private func emergencyRestoreSignalHandler(_ signal: Int32) {
    emergencyRestoreNow()
    // The signal is blocked while its handler runs: re-raising delivers it, with the default
    // action, as soon as the handler returns.
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

nonisolated private func emergencyRestoreCrashHandler(_ signal: Int32) {
    emergencyRestoreNow()
    // Hand the crash to whoever had it (the backtracer, or the default action): a fault
    // happens again when the faulting instruction re-runs; an abort is raised again.
    _ = nk_restore_signal_handler(signal, previousCrashActions + Int(signal))
    if signal == SIGABRT || signal == SIGTRAP { _ = raise(signal) }
}

/// SIGTSTP from outside (ncurses' handler would resume without the mouse mode or a `.redraw`):
/// give the terminal back, stop, and once continued flag it for `nextEvent`'s interrupted read.
nonisolated private func emergencyRestoreStopHandler(_ signal: Int32) {
    emergencyRestoreNow()
    _ = Glibc.signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)  // delivered at once (SA_NODEFER): the process stops here
    _ = nk_install_signal_handler(SIGTSTP, emergencyRestoreStopHandler, nil)
    armed = 1
    continued = 1
}
