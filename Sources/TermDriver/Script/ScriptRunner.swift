import Foundation

/// How one script went.
public struct ScriptResult: Sendable {
    /// The script's path, as shown in reports.
    public var path: String
    /// Whether every step succeeded.
    public var passed: Bool
    /// How long the script took to run.
    public var duration: Duration
    /// The failure report (script line, expectation, screen) when it failed.
    public var report: String?
    /// Snapshot files written because recording was on.
    public var recordedSnapshots: [String]
    /// Pictures written by `screenshot` steps.
    public var screenshots: [String] = []
}

/// Performs the steps of parsed scripts against real programs.
public struct ScriptRunner: Sendable {
    /// Searched first for bare program names in `start` steps, then PATH.
    public var binDirectories: [URL]
    /// Default for every waiting step without its own `--timeout`.
    public var timeout: Duration
    /// Write snapshots instead of comparing them.
    public var record: Bool
    /// Added to the environment of every started program.
    public var environment: [String: String]
    /// Where `screenshot NAME.svg` steps write their pictures.
    public var screenshotFolder: URL

    /// By default screenshots go to `.build/screenshots` under the current folder, out of the sources.
    public static let defaultScreenshotFolder = URL(fileURLWithPath: ".build/screenshots")

    /// A runner with the given settings; by default it looks on PATH only, waits 5 seconds, and
    /// records when `NIBSMOKE_RECORD` asks it to.
    public init(
        binDirectories: [URL] = [], timeout: Duration = .seconds(5), record: Bool = Snapshot.recordRequested, environment: [String: String] = [:],
        screenshotFolder: URL = ScriptRunner.defaultScreenshotFolder
    ) {
        self.binDirectories = binDirectories
        self.timeout = timeout
        self.record = record
        self.environment = environment
        self.screenshotFolder = screenshotFolder
    }

    /// Runs the steps in order up to the first failure; the program is always stopped at the end.
    public func run(_ script: SmokeScript) -> ScriptResult {
        let clock = ContinuousClock()
        let started = clock.now
        var session: TerminalSession?
        var written = Written()
        var report: String?
        defer { session?.close() }
        for step in script.steps {
            do {
                try perform(step, of: script, session: &session, written: &written)
            } catch {
                var failure =
                    (error as? SmokeFailure)
                    ?? SmokeFailure(expected: "the step to run", details: ["\(error)"], capture: try? session?.capture())
                failure.location = "\(script.path):\(step.line)"
                failure.step = step.source
                report = failure.description
                break
            }
        }
        return ScriptResult(
            path: script.path, passed: report == nil, duration: clock.now - started, report: report, recordedSnapshots: written.snapshots,
            screenshots: written.screenshots)
    }

    /// The files a script's steps wrote, for its result.
    private struct Written {
        var snapshots: [String] = []
        var screenshots: [String] = []
    }

    private func perform(_ step: ScriptStep, of script: SmokeScript, session: inout TerminalSession?, written: inout Written) throws {
        if case .start(let options) = step.action {
            session?.close()
            session = nil
            session = try start(options, for: script)
            return
        }
        // The parser guarantees a start step comes first.
        guard let session else { throw DriverError("no program is running") }
        switch step.action {
        case .start:
            break
        case .expect(let text, let timeout):
            try session.waitFor(text, timeout: timeout)
        case .expectGone(let text, let timeout):
            try session.waitUntilGone(text, timeout: timeout)
        case .waitStable(let quiet, let timeout):
            try session.waitUntilStable(for: quiet, timeout: timeout)
        case .press(let keys):
            try session.press(keys)
        case .type(let text):
            try session.type(text)
        case .paste(let text):
            try session.paste(text)
        case .click(let target, let button, let count, let timeout):
            try session.click(target, button: button, count: count, timeout: timeout)
        case .drag(let from, let to, let timeout):
            try session.drag(from: from, to: to, timeout: timeout)
        case .scroll(let direction, let target, let count, let timeout):
            try session.scroll(direction, on: target, count: count, timeout: timeout)
        case .resize(let columns, let rows):
            try session.resize(columns: columns, rows: rows)
        case .snapshot(let name, let timeout):
            let file = script.folder.appendingPathComponent("snapshots").appendingPathComponent("\(script.name).\(name).txt")
            try session.expectSnapshot(file, record: record, timeout: timeout)
            if record { written.snapshots.append(file.path) }
        case .screenshot(let name, let timeout):
            let file = screenshotFolder.appendingPathComponent(name)
            try session.screenshot(to: file, timeout: timeout)
            written.screenshots.append(file.path)
        case .expectColor(let target, let foreground, let background, let timeout):
            try session.waitForColor(target, foreground: foreground, background: background, timeout: timeout)
        case .expectExit(let status, let timeout):
            try session.expectExit(status, timeout: timeout)
        case .expectRestored(let timeout):
            try session.expectRestored(timeout: timeout)
        case .expectFile(let path, let text, let timeout):
            try expectFile(path, holding: text, from: session.workingDirectory, timeout: timeout ?? self.timeout)
        }
    }

    /// Waits until the file at `path` (from `folder`, the program's, or the runner's own) holds
    /// `text`; fails showing what it holds, or that there is none.
    private func expectFile(_ path: String, holding text: String, from folder: URL?, timeout: Duration) throws {
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : (folder ?? URL(fileURLWithPath: ".")).appendingPathComponent(path)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let contents = try? String(contentsOf: file, encoding: .utf8)
            if let contents, contents.contains(text) { return }
            guard clock.now < deadline else {
                let found = contents.map { "it holds: " + $0.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).joined(separator: "\n  ") }
                throw SmokeFailure(expected: "\(file.path) to hold \"\(text)\" (waited \(timeout))", details: [found ?? "there is no such file"])
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    private func start(_ options: StartOptions, for script: SmokeScript) throws -> TerminalSession {
        let path = options.environment["PATH"] ?? environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
        guard let program = ProgramLocator.find(options.program, searching: binDirectories, path: path, relativeTo: script.folder) else {
            let places =
                options.program.contains("/")
                ? "relative to \(script.folder.path)"
                : (binDirectories.isEmpty ? "" : "in --bin-dir \(binDirectories.map(\.path).joined(separator: ", ")) or ") + "on PATH"
            throw SmokeFailure(expected: "an executable program '\(options.program)'", details: ["it was not found \(places)"])
        }
        let folder = options.workingDirectory.map { directory in
            directory.hasPrefix("/") ? URL(fileURLWithPath: directory) : script.folder.appendingPathComponent(directory)
        }
        return try TerminalSession.start(
            [program.path] + options.arguments, columns: options.columns, rows: options.rows,
            environment: environment.merging(options.environment) { _, new in new },
            workingDirectory: folder, timeout: timeout)
    }
}
