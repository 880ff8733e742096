import Foundation
import TerminalCells

extension TerminalSession {
    /// Reads the pane until `done` gives a result; once the timeout has passed, fails with
    /// `failure`'s report of the last reading (told how long it waited, as "waited 5 s").
    func poll<T>(timeout: Duration?, _ done: (PaneReading) throws -> T?, failure: (PaneReading, _ waited: String) -> SmokeFailure) throws -> T {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        while true {
            let reading = try read()
            if let result = try done(reading) { return result }
            if ContinuousClock.now >= deadline { throw failure(reading, "waited \(format(limit))") }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    /// Polls the screen until `condition` holds, returning that screen. Fails at the timeout,
    /// or at once if the program has exited (its screen can no longer change).
    @discardableResult
    public func waitUntil(_ expectation: String, timeout: Duration? = nil, _ condition: (Capture) throws -> Bool) throws -> Capture {
        try poll(timeout: timeout) { reading in
            if try condition(reading.capture) { return reading.capture }
            if reading.dead, let status = reading.exitStatus {
                throw SmokeFailure(expected: expectation, details: ["the program exited with status \(status) before that happened"], capture: reading.capture)
            }
            return nil
        } failure: { reading, waited in
            SmokeFailure(expected: "\(expectation) (\(waited))", capture: reading.capture)
        }
    }

    /// Waits until `text` is on screen (in one row; or anywhere if it has newlines).
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration? = nil) throws -> Capture {
        try waitUntil("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `text` is no longer on screen.
    @discardableResult
    public func waitUntilGone(_ text: String, timeout: Duration? = nil) throws -> Capture {
        try waitUntil("\"\(text)\" gone from the screen", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until the screen (colours and cursor too) has not changed for `quiet`.
    @discardableResult
    public func waitUntilStable(for quiet: Duration = .milliseconds(200), timeout: Duration? = nil) throws -> Capture {
        var last: Capture?
        var since = ContinuousClock.now
        return try poll(timeout: timeout) { reading in
            let now = ContinuousClock.now
            if reading.capture != last {
                last = reading.capture
                since = now
            } else if now - since >= quiet {
                return reading.capture
            }
            return nil
        } failure: { reading, waited in
            SmokeFailure(
                expected: "the screen to stay unchanged for \(format(quiet)) (\(waited))",
                details: ["the screen kept changing; this is the last one seen"], capture: reading.capture)
        }
    }

    /// Waits until the target has the wanted colours (nil means "any").
    @discardableResult
    public func waitForColor(_ target: Target, foreground: Color? = nil, background: Color? = nil, timeout: Duration? = nil) throws -> Capture {
        let wanted = [foreground.map { "fg=\($0.scriptName)" }, background.map { "bg=\($0.scriptName)" }].compactMap { $0 }
        var seen = "not on screen"
        do {
            return try waitUntil("\(target) drawn with \(wanted.joined(separator: " "))", timeout: timeout) { capture in
                let positions: [Position]
                switch target {
                case .position(let position): positions = [position]
                case .text(let text, let occurrence):
                    guard let match = capture.find(text, occurrence: occurrence) else { return false }
                    positions = match.positions
                }
                let cells = positions.map { capture[$0] }
                seen = Set(cells.map { "fg=\($0.foreground.scriptName) bg=\($0.background.scriptName)" }).sorted().joined(separator: "; ")
                return cells.allSatisfy { cell in
                    (foreground == nil || cell.foreground == foreground) && (background == nil || cell.background == background)
                }
            }
        } catch var failure as SmokeFailure {
            failure.details.insert("found: \(seen)", at: 0)
            throw failure
        }
    }

    /// Waits for the program to end and returns its exit status (128 + N for signal N).
    @discardableResult
    public func waitForExit(timeout: Duration? = nil) throws -> Int32 {
        try poll(timeout: timeout, \.exitStatus) { reading, waited in
            let state = reading.dead ? "it has ended, but tmux did not report its exit status" : "it is still running"
            return SmokeFailure(expected: "the program to exit (\(waited))", details: [state], capture: reading.capture)
        }
    }

    /// Waits for the program to exit, and fails unless its exit status is `status`.
    public func expectExit(_ status: Int32 = 0, timeout: Duration? = nil) throws {
        let actual = try waitForExit(timeout: timeout)
        guard actual == status else {
            throw SmokeFailure(expected: "exit status \(status)", details: ["the program exited with status \(actual)"], capture: try? capture())
        }
    }

    /// Waits for the program to exit, then checks it left the terminal as it found it.
    public func expectRestored(timeout: Duration? = nil) throws {
        try waitForExit(timeout: timeout)
        let state = try terminalState()
        guard state.isRestored else {
            throw SmokeFailure(
                expected: "the terminal restored after exit (main screen, cursor shown, mouse reporting off)",
                details: state.problems.map { "- \($0)" }, capture: try? capture())
        }
    }
}

/// "5 s", "0.25 s".
func format(_ duration: Duration) -> String {
    let value = duration / .seconds(1)
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
}
