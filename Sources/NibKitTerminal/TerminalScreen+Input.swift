import CNcursesw
import Glibc
import NibKit

extension TerminalScreen {
    /// Waits for the next event inside ncurses' read (no CPU while idle). Ctrl-Z suspends the
    /// program here and returns `.redraw` once it is continued.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        guard isStarted, let window else { return nil }
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        let deadline = timeout.map { Self.now() + max(0, $0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline { milliseconds = Int32(max(0, min(Double(Int32.max), ((deadline - Self.now()) * 1000).rounded(.up)))) }
            wtimeout(window, milliseconds)
            var character: wint_t = 0
            let result = wget_wch(window, &character)
            if EmergencyRestore.takeContinued() {
                // Stopped from outside and continued: ncurses still thinks it owns the screen.
                endwin()
                return retakeTerminal()
            }
            switch result {
            case nk_OK:
                if character == 26 && suspendsOnControlZ { return suspend() }
                if let key = KeyDecoder.key(character: UInt32(character)) { return .key(key) }
            case nk_KEY_CODE_YES:
                let code = Int32(bitPattern: character)
                if code == nk_KEY_RESIZE {
                    size = currentSize()
                    lastFrame = nil
                    return .resize(size)
                }
                if code == nk_KEY_MOUSE {
                    var events = readMouse()
                    if !events.isEmpty {
                        let first = events.removeFirst()
                        pendingEvents += events.map(InputEvent.mouse)
                        return .mouse(first)
                    }
                } else if let key = KeyDecoder.key(code: code) {
                    return .key(key)
                }
            default:
                // Timed out, interrupted, or input closed.
                if let deadline {
                    if Self.now() >= deadline { return nil }
                } else if Self.inputClosed() {
                    return nil
                }
            }
            if let deadline, Self.now() >= deadline { return nil }
        }
    }

    private func readMouse() -> [MouseEvent] {
        var report = MEVENT()
        guard getmouse(&report) == nk_OK else { return [] }
        let events = mouse.decode(state: report.bstate, at: Point(x: Int(report.x), y: Int(report.y)))
        return events.filter { $0.kind != .move || reportsMouseMoves }
    }

    /// Ctrl-Z in raw mode is just a key: give the terminal back, stop the job as the shell
    /// expects, and take the terminal again when continued (fg).
    func suspend() -> InputEvent {
        releaseTerminal()
        EmergencyRestore.stopJob()   // the whole job, as the terminal's own Ctrl-Z would
        // Continued (or the stop was refused, as for an orphaned process group).
        return retakeTerminal()
    }

    /// Takes the terminal again after a stop and asks for a full repaint.
    func retakeTerminal() -> InputEvent {
        reset_prog_mode()
        mouse.reset()
        size = currentSize()
        repaintAll()
        if let window {
            wnoutrefresh(window)
        }
        doupdate()
        Self.writeAll(mouseMotionOn)
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
