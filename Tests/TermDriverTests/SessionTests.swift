import Foundation
import TerminalCells
import Testing

@testable import TermDriver

/// These drive the echo fixture through a real tmux terminal.
@Suite("Driving a program", .enabled(if: canDrive, canDriveReason))
struct SessionTests {
    @Test func startsAtSizeWithUTF8AndColours() throws {
        let session = try startEcho()
        defer { session.close() }
        let capture = try session.waitFor("size 60x20")
        #expect(capture.columns == 60 && capture.rows == 20)
        #expect(capture.lines[0] == "Echo fixture")
        #expect(capture.lines.count == 20)
        #expect(capture.find("漢字テスト")?.width == 10)
        #expect(capture.find("end")?.start == Position(33, 4))
        #expect(capture.cells(of: "Danger")?.allSatisfy { $0.foreground == .red } == true)
        #expect(capture.cells(of: "Calm")?.allSatisfy { $0.background == .blue } == true)
        #expect(capture.foreground(at: Position(0, 0)) == .default)
        try session.waitForColor("Danger", foreground: .red)
    }

    /// A folder that does not exist is an error of the start: tmux started the program in its
    /// own folder instead, and the script went on.
    @Test func startingInAFolderThatIsNotThereFails() throws {
        #expect {
            try TerminalSession.start(["/bin/true"], workingDirectory: URL(fileURLWithPath: "/nonexistent-\(getpid())"))
        } throws: { error in
            "\(error)".contains("no folder '/nonexistent-\(getpid())' to start /bin/true in")
        }
    }

    @Test func keysAndText() throws {
        let session = try startEcho()
        defer { session.close() }
        try session.press(.enter, .tab, .backTab, .up, .escape, .pageDown)
        try session.waitFor("key PageDown")
        let capture = try session.capture()
        for name in ["Enter", "Tab", "BTab", "Up", "Esc"] { #expect(capture.contains("key \(name)")) }
        try session.type("héllo 漢字; \"q\"")
        try session.waitFor("typed: héllo 漢字; \"q\"")
    }

    /// tmux refuses a command of more than about 16 KB: a long line is typed in pieces.
    @Test func aLongLineIsTypedWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let received = folder.appendingPathComponent("received").path
        let session = try TerminalSession.start(["/bin/sh", "-c", "stty raw -echo; echo ready; exec cat > \(shellQuoted(received))"], timeout: .seconds(10))
        defer { session.close() }
        try session.waitFor("ready")
        let line = String(repeating: "typed é ", count: 2_000)
        try session.type(line)
        try session.waitUntil("all \(line.utf8.count) bytes to arrive") { _ in
            (try? Data(contentsOf: URL(fileURLWithPath: received)).count) == line.utf8.count
        }
        #expect(try String(contentsOfFile: received, encoding: .utf8) == line)
    }

    /// A typed text is cut into tmux commands only between characters: where the cut at 4096
    /// bytes would fall inside "é", the command ends before it, and the text arrives whole.
    @Test func aTypedTextIsCutBetweenCharacters() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let received = folder.appendingPathComponent("received").path
        let session = try TerminalSession.start(["/bin/sh", "-c", "stty raw -echo; echo ready; exec cat > \(shellQuoted(received))"], timeout: .seconds(10))
        defer { session.close() }
        try session.waitFor("ready")
        let text = "a" + String(repeating: "é", count: 3_000)
        #expect(Array(text.utf8)[TerminalSession.bytesPerCommand - 1] == 0xC3, "the 4096th byte starts an é")
        let commands = session.sendBytes(TerminalSession.characterBytes(text))
        let written = commands.map { command in command.drop { $0 != "-H" }.dropFirst().map { UInt8($0, radix: 16)! } }
        #expect(written.map(\.count) == [4_095, 1_906])
        #expect(written.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "each command writes whole characters")
        #expect(written.joined().elementsEqual(text.utf8))
        try session.type(text)
        try session.waitUntil("all \(text.utf8.count) bytes to arrive") { _ in
            (try? Data(contentsOf: URL(fileURLWithPath: received)).count) == text.utf8.count
        }
        #expect(try String(contentsOfFile: received, encoding: .utf8) == text)
    }

    /// Mouse reports are cut into tmux commands between whole reports: a thousand wheel notches
    /// (10 KB of reports; tmux refused the one command above about 400) all arrive, in order.
    @Test func aThousandNotchesOfScrollingArrive() throws {
        let session = try startEcho(["--numbered"])
        defer { session.close() }
        try session.scroll(.down, on: .position(Position(1, 1)), count: TerminalSession.mostScrollSteps)
        try session.press(.enter)
        let capture = try session.waitFor("1001 key Enter")
        #expect(capture.contains("1000 wheel down 1,1"), "the thousand events before Enter are the notches")
        let reports = MouseEvent.wheel(.down, Position(1, 1)).sgrSequence.utf8.count
        let commands = session.sendBytes(Array(repeating: Array(MouseEvent.wheel(.down, Position(1, 1)).sgrSequence.utf8), count: 1_000))
        #expect(commands.count == 3 && commands.allSatisfy { ($0.count - 4) % reports == 0 && $0.count - 4 <= TerminalSession.bytesPerCommand })
    }

    /// A driver that dies without closing its session (killed, or crashed) leaves neither the
    /// tmux server nor the program behind: the pane's watchdog stops both, even a program that
    /// ignores the SIGHUP tmux sends (the watchdog's `kill` of the group failed in dash before).
    @Test func aDriverThatDiesLeavesNothingBehind() throws {
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/bin/sleep")
        driver.arguments = ["60"]
        try driver.run()
        defer {
            kill(driver.processIdentifier, SIGKILL)
            driver.waitUntilExit()
        }
        let server = try TmuxServer()
        defer { server.shutDown() }
        let output = try server.run(
            commands: [
                ["new-session", "-d", "-P", "-F", "#{pane_pid}", wrapperCommand(program: hangUpIgnorer, server: server, driver: driver.processIdentifier)]
            ],
            startsServer: true)
        let pane = try #require(pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(-pane, SIGKILL) }
        // tmux prints the pane's pid as it forks: the group is there once the pane has set it up.
        #expect(eventually { kill(-pane, 0) == 0 }, "the program runs in the pane's process group")
        kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
        #expect(waitUntilGone(group: pane, orFolder: server.folder.path), "the pane's processes are gone")
        #expect(!FileManager.default.fileExists(atPath: server.folder.path), "the server's socket folder is gone")
    }

    /// Closing a session ends the program even if it ignores the SIGHUP tmux sends.
    @Test func closeEndsAProgramThatIgnoresHangUps() throws {
        let session = try TerminalSession.start(hangUpIgnorer, columns: 40, rows: 5)
        let pane = try #require(session.programPID)
        defer { kill(-pane, SIGKILL) }
        try session.waitFor("ignoring SIGHUP")
        #expect(kill(-pane, 0) == 0, "the program runs in the pane's process group")
        session.close()
        #expect(waitUntilGone(group: pane), "the pane's processes are gone")
    }

    /// A program that ignores SIGHUP, as a careless or busy one may.
    private let hangUpIgnorer = ["/bin/sh", "-c", "trap '' HUP; echo ignoring SIGHUP; exec sleep 60"]

    /// Waits up to 10 s for the process group to be empty (and `folder`, if given, to be gone).
    private func waitUntilGone(group: pid_t, orFolder folder: String? = nil) -> Bool {
        _ = eventually { kill(-group, 0) != 0 && !(folder.map(FileManager.default.fileExists(atPath:)) ?? false) }
        return kill(-group, 0) != 0
    }

    /// Whether `condition` comes to hold within 10 s, asked every 0.1 s.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return true
    }

    @Test func clicksAtCellsAndOnText() throws {
        let session = try startEcho()
        defer { session.close() }
        try session.click(at: Position(5, 10))
        try session.waitFor("release 5,10")
        try session.click(on: "Circle")
        try session.waitFor("press left 16,3")
        try session.click("Square", button: .right)
        try session.waitFor("press right 28,3")
    }

    @Test func doubleAndTripleClicks() throws {
        let session = try startEcho()
        defer { session.close() }
        try session.doubleClick("Square")
        try session.waitFor("double-click 28,3")
        try session.tripleClick(.position(Position(3, 3)))
        try session.waitFor("triple-click 3,3")
    }

    @Test func dragAndWheel() throws {
        let session = try startEcho()
        defer { session.close() }
        try session.drag(from: "Circle", to: .position(Position(40, 10)))
        let capture = try session.waitFor("release 40,10")
        #expect(capture.contains("press left 16,3"))
        #expect(capture.contains("drag 40,10"))
        try session.scroll(.up, on: "OK", count: 2)
        try session.scroll(.down, on: .position(Position(1, 1)))
        try session.waitFor("wheel down 1,1")
        #expect(try session.capture().findAll("wheel up 4,3").count == 2)
    }

    @Test func resizeSendsSigwinch() throws {
        let session = try startEcho()
        defer { session.close() }
        try session.resize(columns: 90, rows: 30)
        let capture = try session.waitFor("size 90x30")
        #expect(capture.columns == 90 && capture.rows == 30)
    }

    @Test func exitStatusAndRestoredTerminal() throws {
        let session = try startEcho(["--exit-code", "3"])
        defer { session.close() }
        #expect(try session.exitStatus() == nil)
        let running = try session.terminalState()
        #expect(running.alternateScreen && !running.cursorVisible && running.mouseReporting && running.mouseSGR)
        try session.press(.ctrl("c"))
        #expect(try session.waitForExit() == 3)
        try session.expectRestored()
        #expect(try session.terminalState().isRestored)
    }

    @Test func notRestoredTerminalIsReported() throws {
        let session = try startEcho(["--no-restore"])
        defer { session.close() }
        try session.press(.ctrl("c"))
        let failure = try #require(throws: SmokeFailure.self) { try session.expectRestored() }
        let report = failure.description
        #expect(report.contains("still on the alternate screen"))
        #expect(report.contains("cursor still hidden"))
        #expect(report.contains("mouse drag reporting still on"))
        #expect(report.contains("SGR mouse encoding still on"))
    }

    @Test func timeoutFailureShowsTheScreen() throws {
        let session = try startEcho()
        defer { session.close() }
        let failure = try #require(throws: SmokeFailure.self) {
            try session.waitFor("Goodbye", timeout: .milliseconds(150))
        }
        let report = failure.description
        #expect(report.contains("expected: \"Goodbye\" on screen (waited 0.15 s)"))
        #expect(report.contains(" 0 |Echo fixture"))
        #expect(report.contains("+------------------------------------------------------------+"))
    }

    @Test func exitedProgramFailsWaitsAtOnce() throws {
        let session = try TerminalSession.start(["/bin/sh", "-c", "echo bye; exit 4"], columns: 40, rows: 5)
        defer { session.close() }
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(throws: SmokeFailure.self) { try session.waitFor("never", timeout: .seconds(30)) }
        #expect(clock.now - started < .seconds(10))
        #expect(failure.description.contains("exited with status 4"))
        #expect(try session.waitForExit() == 4)
        try session.expectRestored()
    }

    @Test func waitsForStableAndGone() throws {
        let session = try TerminalSession.start(
            ["/bin/sh", "-c", "echo busy; sleep 0.3; printf '\\033[2J\\033[Hdone'; sleep 30"],
            columns: 30, rows: 4)
        defer { session.close() }
        try session.waitFor("busy")
        try session.waitUntilGone("busy")
        let capture = try session.waitUntilStable(for: .milliseconds(100))
        #expect(capture.lines[0] == "done")
    }

    @Test func snapshotsRecordThenCompare() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snapshots/echo.start.txt")
        let session = try startEcho(columns: 40, rows: 8)
        defer { session.close() }
        try session.expectSnapshot(file, record: true)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.hasPrefix("Echo fixture\nsize 40x8\n"))
        try session.expectSnapshot(file, record: false)
        try session.type("changed")
        try session.waitFor("typed: changed")
        let failure = try #require(throws: SmokeFailure.self) {
            try session.expectSnapshot(file, record: false, timeout: .milliseconds(300))
        }
        #expect(failure.description.contains("row 5:"))
        #expect(failure.description.contains("- |typed:|"))
        #expect(failure.description.contains("+ |typed: changed|"))
        // The report names a page with both screens as pictures, the changed cells marked.
        let page = try #require(failure.description.firstMatch(of: /side by side as pictures: (\S+\.html)/).map { String($0.1) })
        #expect(page.hasSuffix("/echo.start.html"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("7 cells differ"), "' changed' on row 5")
        #expect(html.contains(">typed: changed</text>"))
    }

    @Test func aScreenshotIsTheSettledScreenAsAnSVGPicture() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try startEcho(columns: 40, rows: 8)
        defer { session.close() }
        try session.waitFor("size 40x8")
        let file = folder.appendingPathComponent("shots/echo.svg")
        let picture = try session.screenshot(to: file)
        #expect(picture.columns == 40 && picture.rows == 8)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"144\""))
        #expect(svg.contains(">Echo fixture</text>"))
    }

    @Test func missingProgramIsAClearError() {
        #expect(throws: DriverError.self) { try TerminalSession.start(["no-such-program-xyz"]) }
    }
}
