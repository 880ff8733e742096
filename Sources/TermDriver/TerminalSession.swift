import Foundation

/// A program running in a real terminal (a private tmux server) that a test drives the
/// way a person would: keys, mouse, resizing, and reading the screen back.
///
///     let session = try TerminalSession.start(["howdy"], columns: 80, rows: 24)
///     defer { session.close() }
///     try session.click(on: "Tap me")
///     try session.waitFor("You tapped me!")
///
/// Calls block until done; waits poll the screen, never sleeping a fixed time. Every failure
/// is a thrown `SmokeFailure` showing the whole screen. A session is not `Sendable`.
public final class TerminalSession {
    /// How long waits give up after when no timeout is passed.
    public var timeout: Duration
    /// The program and its arguments, as `start` was given them.
    public let arguments: [String]
    /// The terminal's width in cells, as last started or resized.
    public private(set) var columns: Int
    /// The terminal's height in cells, as last started or resized.
    public private(set) var rows: Int
    /// The folder the program was started in; nil for the starter's own.
    public let workingDirectory: URL?

    let server: TmuxServer
    /// tmux target of the one pane.
    let target = "nibsmoke"
    /// The pane's process: a small shell whose child is the program. For tests that send signals.
    /// It leads the pane's process group, which the program and the wrapper's watchdog are in.
    public let programPID: pid_t?
    private var closed = false

    static let pollInterval: TimeInterval = 0.015

    private init(server: TmuxServer, arguments: [String], columns: Int, rows: Int, workingDirectory: URL?, timeout: Duration, pid: pid_t?) {
        self.server = server
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.columns = columns
        self.rows = rows
        self.timeout = timeout
        self.programPID = pid
    }

    /// Starts `arguments[0]` (a path, or a name looked up on PATH) in a terminal of `columns` x
    /// `rows` with TERM=xterm-256color, a UTF-8 locale, and `environment` over the current one.
    public static func start(
        _ arguments: [String],
        columns: Int = 80,
        rows: Int = 24,
        environment: [String: String] = [:],
        workingDirectory: URL? = nil,
        timeout: Duration = .seconds(5)
    ) throws -> TerminalSession {
        guard let program = arguments.first else { throw DriverError("no program given to start") }
        try requirePositiveSize(columns: columns, rows: rows)
        // tmux starts a pane whose folder does not exist in its own folder instead, silently.
        if let workingDirectory {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: workingDirectory.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw DriverError("no folder '\(workingDirectory.path)' to start \(program) in")
            }
        }
        let searchPath = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
        guard let executable = ProgramLocator.find(program, searching: [], path: searchPath, relativeTo: workingDirectory) else {
            throw DriverError("program not found or not executable: \(program)")
        }
        let server = try TmuxServer()
        var command = [
            "new-session", "-d", "-P", "-F", "#{pane_pid}", "-s", "nibsmoke",
            "-x", String(columns), "-y", String(rows),
        ]
        if let workingDirectory { command += ["-c", workingDirectory.path] }
        let variables = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"].merging(environment) { _, new in new }
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) { command += ["-e", "\(name)=\(value)"] }
        // tmux sets TERM in the pane itself (from default-terminal), after `-e`: a TERM asked for
        // (to see how a program copes with a lesser terminal) is given to the program directly.
        var invocation = [executable.path] + arguments.dropFirst()
        if let term = environment["TERM"] { invocation = ["/usr/bin/env", "TERM=\(term)"] + invocation }
        command.append(wrapperCommand(program: invocation, server: server))
        do {
            let output = try server.run(commands: [command], startsServer: true)
            let pid = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines))
            return TerminalSession(
                server: server, arguments: arguments, columns: columns, rows: rows, workingDirectory: workingDirectory, timeout: timeout, pid: pid)
        } catch {
            server.shutDown()
            throw error
        }
    }

    /// Stops the program (if still running) and the terminal. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        // The pane's whole process group first, so that a program ignoring the SIGHUP tmux
        // sends goes too (and the watchdog with it). Before the server goes: the pane's shell,
        // which leads the group, is alive until then, so its id cannot have been given to
        // another process; after it, the shell is dead of SIGHUP and the program may not be.
        if let programPID { kill(-programPID, SIGKILL) }
        server.shutDown()
    }

    deinit { close() }

    /// Refuses a terminal of no cells, as `start` and `resize` would be asked for by mistake.
    private static func requirePositiveSize(columns: Int, rows: Int) throws {
        guard columns > 0, rows > 0 else { throw DriverError("terminal size must be positive, got \(columns)x\(rows)") }
    }

    /// Changes the terminal size; the program receives SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try Self.requirePositiveSize(columns: columns, rows: rows)
        try server.run(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
        self.columns = columns
        self.rows = rows
    }

    // MARK: Reading the terminal

    /// What one look at the pane shows: the screen and whether the program has ended.
    struct PaneReading {
        var capture: Capture
        var dead: Bool
        /// Exit status (128 + signal for a signal), once tmux has collected it.
        var exitStatus: Int32?
    }

    /// Reads state and screen in one tmux call, so they belong to the same moment.
    func read() throws -> PaneReading {
        let format = "#{pane_width}|#{pane_height}|#{cursor_x}|#{cursor_y}|#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}|#{pane_title}"
        let output = try server.run(["display-message", "-p", "-t", target, format], ["capture-pane", "-p", "-e", "-N", "-t", target])
        let header = output.prefix { $0 != "\n" }
        let paneText = output.dropFirst(header.count + 1)
        let fields = header.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let number = { (index: Int) in index < fields.count ? Int(fields[index]) : nil }
        let width = number(0) ?? columns
        let height = number(1) ?? rows
        let cursor = Position(column: number(2) ?? 0, row: number(3) ?? 0)
        let dead = number(4) == 1
        var status: Int32?
        let title = fields.count > 7 ? fields[7...].joined(separator: "|") : ""
        if title.hasPrefix(exitMarker), let code = Int32(title.dropFirst(exitMarker.count)) {
            status = code
        } else if dead {
            // The wrapper itself was killed: fall back to what tmux saw.
            if let code = number(5) { status = Int32(code) } else if let signal = number(6) { status = Int32(128 + signal) }
        }
        let capture = CaptureParser(columns: width, rows: height).parse(String(paneText), cursor: cursor)
        return PaneReading(capture: capture, dead: dead || status != nil, exitStatus: status)
    }

    /// The screen as it is now, without waiting.
    public func capture() throws -> Capture { try read().capture }

    /// The program's exit status if it has ended (128 + N if killed by signal N), else nil.
    public func exitStatus() throws -> Int32? { try read().exitStatus }

    /// The terminal modes the program has left set (see `TerminalState`).
    public func terminalState() throws -> TerminalState {
        let names = TerminalState.formatNames
        let output = try server.run(["display-message", "-p", "-t", target, names.map { "#{\($0)}" }.joined(separator: "|")])
        let values = output.trimmingCharacters(in: .newlines).split(separator: "|", omittingEmptySubsequences: false)
        var flags: [String: Bool] = [:]
        for (name, value) in zip(names, values) { flags[name] = value == "1" }
        return TerminalState(flags: flags)
    }
}

/// The pane title the wrapper sets when the program ends, followed by its exit status.
let exitMarker = "nibsmoke-exit:"

/// The pane's shell command: run the program, report its exit status, then keep the pane open
/// as the program left it (tmux resets modes when a pane's process dies). The status goes in a
/// pane title (OSC 2) after the program's output, so a screen read with the title is final.
/// Keyboard signals are trapped, not ignored, so the program still gets default handling.
///
/// A watchdog beside it checks every second that the driver (`driver`, this process) lives: if
/// it dies without closing the session (killed, or crashed), the watchdog stops the server and
/// the pane's processes, so no run leaves a tmux server or a program behind. It ends quietly
/// once the pane's shell is gone, as after an ordinary close. (`kill -s KILL -- -PGID`: dash,
/// which is /bin/sh here, refuses `kill -KILL -- -PGID` with "Illegal number: -".)
func wrapperCommand(program: [String], server: TmuxServer, driver: pid_t = getpid()) -> String {
    let run = program.map(shellQuoted).joined(separator: " ")
    let stopServer = [server.executable.path, "-S", server.socketPath, "kill-server"].map(shellQuoted).joined(separator: " ")
    let cleanUp = "\(stopServer); rm -rf \(shellQuoted(server.folder.path)); kill -s KILL -- -$$"
    let watchdog = "(trap '' HUP; while kill -0 \(driver); do kill -0 $$ || exit 0; sleep 1; done; \(cleanUp)) </dev/null >/dev/null 2>&1 &"
    return "trap : INT QUIT; \(watchdog) \(run); printf '\\033]2;\(exitMarker)%s\\033\\\\' \"$?\"; exec sleep 2147483647"
}

/// Quotes a word for /bin/sh.
func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
