import Foundation

extension TerminalSession {
    /// Polls the screen until `condition` holds, returning that screen. Fails when the
    /// timeout passes, or straight away if the program has exited without the condition
    /// holding (its screen can no longer change).
    @discardableResult
    public func waitUntil(_ expectation: String, timeout: Duration? = nil, _ condition: (Capture) throws -> Bool) throws -> Capture {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        while true {
            let reading = try read()
            if try condition(reading.capture) { return reading.capture }
            if reading.dead, let status = reading.exitStatus {
                throw SmokeFailure(
                    expected: expectation,
                    details: ["the program exited with status \(status) before that happened"],
                    capture: reading.capture)
            }
            if ContinuousClock.now >= deadline {
                throw SmokeFailure(expected: "\(expectation) (waited \(format(limit)))", capture: reading.capture)
            }
            Thread.sleep(forTimeInterval: Self.pollInterval)
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

    /// Waits until the screen (text, colours and cursor) has not changed for `quiet`:
    /// the program has finished drawing.
    @discardableResult
    public func waitUntilStable(for quiet: Duration = .milliseconds(200), timeout: Duration? = nil) throws -> Capture {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        var last = try read().capture
        var since = ContinuousClock.now
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let current = try read().capture
            let now = ContinuousClock.now
            if current != last {
                last = current
                since = now
            } else if now - since >= quiet {
                return current
            }
            if now >= deadline {
                throw SmokeFailure(
                    expected: "the screen to stay unchanged for \(format(quiet)) (waited \(format(limit)))",
                    details: ["the screen kept changing; this is the last one seen"], capture: current)
            }
        }
    }

    /// Waits until the text of `match` has the wanted colours (nil means "any").
    @discardableResult
    public func waitForColor(
        _ target: Target, foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        timeout: Duration? = nil
    ) throws -> Capture {
        var wanted: [String] = []
        if let foreground { wanted.append("fg=\(foreground)") }
        if let background { wanted.append("bg=\(background)") }
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
                let styles = positions.map(capture.style(at:))
                seen = Set(styles.map { "fg=\($0.foreground) bg=\($0.background)" }).sorted().joined(separator: "; ")
                return styles.allSatisfy { style in
                    (foreground == nil || style.foreground == foreground) && (background == nil || style.background == background)
                }
            }
        } catch var failure as SmokeFailure {
            failure.details.insert("found: \(seen)", at: 0)
            throw failure
        }
    }

    /// Waits for the program to end and returns its exit status (128 + N if it was killed
    /// by signal N).
    @discardableResult
    public func waitForExit(timeout: Duration? = nil) throws -> Int32 {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        while true {
            let reading = try read()
            if let status = reading.exitStatus { return status }
            if ContinuousClock.now >= deadline {
                let state = reading.dead ? "it has ended, but tmux did not report its exit status" : "it is still running"
                throw SmokeFailure(
                    expected: "the program to exit (waited \(format(limit)))",
                    details: [state], capture: reading.capture)
            }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    /// Waits for the program to exit with `status`.
    public func expectExit(_ status: Int32 = 0, timeout: Duration? = nil) throws {
        let actual = try waitForExit(timeout: timeout)
        guard actual == status else {
            throw SmokeFailure(
                expected: "exit status \(status)", details: ["the program exited with status \(actual)"],
                capture: try? capture())
        }
    }

    /// Waits for the program to exit, then checks it left the terminal as it found it:
    /// main screen, cursor shown, mouse reporting off.
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
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
}
