import Foundation
import TermDriver
import Testing

/// A demo in a real terminal gives it back as it found it whatever ends or pauses it: a
/// signal from outside, or Ctrl-Z and then being continued (which must redraw).
@Suite("Giving the terminal back", .serialized)
nonisolated struct TerminalRestoreTests {
    nonisolated static let howdy = repositoryRoot + "/.build/debug/howdy"
    nonisolated static let canRun =
        FileManager.default.isExecutableFile(atPath: howdy)
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

    /// The demo's own process: the child of the shell tmux runs in the pane.
    func programPID(of session: TerminalSession) throws -> pid_t {
        let shell = try #require(session.programPID)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        // The pane's shell starts TermDriver's watchdog, then the program: its last child.
        return try #require(children.split(separator: " ").last.flatMap { pid_t($0) })
    }

    @Test(.enabled(if: canRun, "needs tmux and the built howdy program (make test builds it)"))
    func sigtermLeavesTheTerminalRestored() throws {
        let session = try TerminalSession.start(
            [Self.howdy], columns: 80, rows: 24,
            workingDirectory: URL(fileURLWithPath: repositoryRoot))
        defer { session.close() }
        _ = try session.waitFor("Howdy!")
        #expect(try session.terminalState().alternateScreen)
        kill(try programPID(of: session), SIGTERM)
        #expect(try session.waitForExit() == 128 + SIGTERM)
        try session.expectRestored()
    }

    /// A program whose own screen does not load does not start: it says why on standard error,
    /// in the form editors read, leaves the terminal as it was, and exits non-zero, without
    /// waiting for a key. (It used to show the error on the alternate screen and exit 0 on q.)
    @Test(.enabled(if: canRun, "needs tmux and the built howdy program (make test builds it)"))
    func aBrokenScreenIsReportedOnStandardErrorWithANonZeroStatus() throws {
        let errors = NSTemporaryDirectory() + "howdy-broken-\(getpid()).err"
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let session = try TerminalSession.start(
            ["/bin/sh", "-c", "exec '\(Self.howdy)' --broken misspelled-action 2>'\(errors)'"],
            columns: 80, rows: 24, workingDirectory: URL(fileURLWithPath: repositoryRoot))
        defer { session.close() }
        #expect(try session.waitForExit() != 0)
        try session.expectRestored()
        #expect(!(try session.capture().text.contains("could not be loaded")))
        let report = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(
            report.contains("Screens/Broken/howdy/misspelled-action/HowdyViewController.xib:27:17: error: unrecognized selector 'buttonPushed:'"), "\(report)")
    }

    /// Job control needs a shell that has it: bash runs the demo as a job, as a user's does.
    @Test(.enabled(if: canRun && FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs tmux, bash and the built howdy program"))
    func ctrlZGivesTheTerminalBackAndFgRedraws() throws {
        let session = try TerminalSession.start(
            ["/bin/bash", "--norc", "--noprofile", "-i"], columns: 80, rows: 24,
            environment: ["PS1": "$ "], workingDirectory: URL(fileURLWithPath: repositoryRoot))
        defer { session.close() }
        _ = try session.waitFor("$")
        try session.type("\(Self.howdy)\n")
        _ = try session.waitFor("Howdy!")
        try session.press(.ctrl("z"))
        _ = try session.waitFor("Stopped")
        let stopped = try session.terminalState()
        #expect(!stopped.alternateScreen && !stopped.mouseReporting && stopped.cursorVisible, "\(stopped)")
        try session.type("fg\n")
        _ = try session.waitUntil("Howdy back on its screen after fg") { capture in
            try session.terminalState().alternateScreen && capture.text.contains("Ask the responder chain")
        }
        try session.click(on: "Howdy!")
        _ = try session.waitFor("You tapped me!")
        try session.press(.enter)
        try session.press(.character("q"))
        _ = try session.waitUntil("the shell's prompt after the demo quit") { _ in !(try session.terminalState().alternateScreen) }
        let state = try session.terminalState()
        #expect(state.isRestored, "\(state)")
    }
}
