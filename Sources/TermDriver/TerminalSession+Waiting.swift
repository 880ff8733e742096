import Foundation

extension TerminalSession {
    /// Polls the screen until `condition` holds, returning that screen. Fails when the
    /// timeout passes, or straight away if the program has exited without the condition
    /// holding (its screen can no longer change).
    @discardableResult
    public func waitUntil(_ expectation: String, timeout: Duration? = nil, _ condition: (Screen) throws -> Bool) throws -> Screen {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        while true {
            let reading = try read()
            if try condition(reading.screen) { return reading.screen }
            if reading.dead, let status = reading.exitStatus {
                throw SmokeFailure(expected: expectation,
                                   details: ["the program exited with status \(status) before that happened"],
                                   screen: reading.screen)
            }
            if ContinuousClock.now >= deadline {
                throw SmokeFailure(expected: "\(expectation) (waited \(format(limit)))", screen: reading.screen)
            }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    /// Waits until `text` is on screen (in one row; or anywhere if it has newlines).
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration? = nil) throws -> Screen {
        try waitUntil("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `text` is no longer on screen.
    @discardableResult
    public func waitUntilGone(_ text: String, timeout: Duration? = nil) throws -> Screen {
        try waitUntil("\"\(text)\" gone from the screen", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until the screen (text, colours and cursor) has not changed for `quiet`:
    /// the program has finished drawing.
    @discardableResult
    public func waitUntilStable(for quiet: Duration = .milliseconds(200), timeout: Duration? = nil) throws -> Screen {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + limit
        var last = try read().screen
        var since = ContinuousClock.now
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let current = try read().screen
            let now = ContinuousClock.now
            if current != last {
                last = current
                since = now
            } else if now - since >= quiet {
                return current
            }
            if now >= deadline {
                throw SmokeFailure(expected: "the screen to stay unchanged for \(format(quiet)) (waited \(format(limit)))",
                                   details: ["the screen kept changing; this is the last one seen"], screen: current)
            }
        }
    }

    /// Waits until the text of `match` has the wanted colours (nil means "any").
    @discardableResult
    public func waitForColor(_ target: ScreenTarget, foreground: TerminalColor? = nil, background: TerminalColor? = nil,
                             timeout: Duration? = nil) throws -> Screen {
        var wanted: [String] = []
        if let foreground { wanted.append("fg=\(foreground)") }
        if let background { wanted.append("bg=\(background)") }
        var seen = "not on screen"
        do {
            return try waitUntil("\(target) drawn with \(wanted.joined(separator: " "))", timeout: timeout) { screen in
                let cells: [Cell]
                switch target {
                case .cell(let cell): cells = [cell]
                case .text(let text, let occurrence):
                    guard let match = screen.find(text, occurrence: occurrence) else { return false }
                    cells = match.cells
                }
                let styles = cells.map(screen.style(at:))
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
                throw SmokeFailure(expected: "the program to exit (waited \(format(limit)))",
                                   details: [state], screen: reading.screen)
            }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    /// Waits for the program to exit with `status`.
    public func expectExit(_ status: Int32 = 0, timeout: Duration? = nil) throws {
        let actual = try waitForExit(timeout: timeout)
        guard actual == status else {
            throw SmokeFailure(expected: "exit status \(status)", details: ["the program exited with status \(actual)"],
                               screen: try? screen())
        }
    }

    /// Waits for the program to exit, then checks it left the terminal as it found it:
    /// main screen, cursor shown, mouse reporting off.
    public func expectRestored(timeout: Duration? = nil) throws {
        try waitForExit(timeout: timeout)
        let state = try terminalState()
        guard state.isRestored else {
            throw SmokeFailure(expected: "the terminal restored after exit (main screen, cursor shown, mouse reporting off)",
                               details: state.problems.map { "- \($0)" }, screen: try? screen())
        }
    }
}

/// "5 s", "0.25 s".
func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
}
