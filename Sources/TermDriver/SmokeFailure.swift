/// A failed expectation. Its description is the report a person reads: the step, what was
/// expected, and the screen, enough to understand the failure without re-running it.
public struct SmokeFailure: Error, CustomStringConvertible, Sendable {
    /// Where the step came from, e.g. `Tests/Smoke/howdy.smoke:12`; nil for Swift API calls.
    public var location: String?
    /// The step as written, e.g. `expect "Howdy!"`.
    public var step: String?
    /// What the step waited for or checked, in words (`"Howdy!" on screen`).
    public var expected: String
    /// Anything else that explains the failure (a diff, the exit status, tmux's error).
    public var details: [String]
    /// The screen when the step gave up, if a program was running.
    public var capture: Capture?

    /// A failure that expected `expected`; the runner adds `location` and `step` for a script's steps.
    public init(expected: String, details: [String] = [], capture: Capture? = nil, location: String? = nil, step: String? = nil) {
        self.expected = expected
        self.details = details
        self.capture = capture
        self.location = location
        self.step = step
    }

    /// The report: where, the step, what was expected, the details, and the screen framed with
    /// a ruler.
    public var description: String {
        var lines: [String] = []
        if let location {
            lines.append(step.map { "\(location): \($0)" } ?? location)
        } else if let step {
            lines.append("step: \(step)")
        }
        lines.append("expected: \(expected)")
        lines += details
        if let capture {
            lines.append("screen (\(capture.columns)x\(capture.rows), cursor at \(capture.cursor)):")
            lines.append(capture.framed())
        }
        return lines.joined(separator: "\n")
    }
}

/// A problem of the driver itself (tmux missing, program not found), not of the program tested.
public struct DriverError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in a sentence.
    public var message: String
    /// An error that says `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
