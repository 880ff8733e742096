import Foundation
import Testing

@testable import TermDriver

/// Where the fixture programs live.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The echo fixture: draws labels and logs keys and mouse reports (see its header).
let echoFixture = fixtures.appendingPathComponent("echo-fixture.py").path

/// Driving tests need tmux and python3; without them they are skipped, not failed.
let canDrive =
    TmuxServer.locateTmux() != nil
    && ProgramLocator.find("python3", searching: [], path: ProcessInfo.processInfo.environment["PATH"]) != nil
let canDriveReason: Comment = "needs tmux and python3 on PATH (make deps installs them)"

/// Starts the echo fixture and waits for its first screen.
func startEcho(_ arguments: [String] = [], columns: Int = 60, rows: Int = 20) throws -> TerminalSession {
    let session = try TerminalSession.start([echoFixture] + arguments, columns: columns, rows: rows, timeout: .seconds(10))
    try session.waitFor("events:")
    return session
}

/// A fresh temporary folder for scripts and snapshots.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termdriver-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
