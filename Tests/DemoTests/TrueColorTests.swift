import Foundation
import TermDriver
import Testing

/// Colours in a real terminal (tmux keeps what the program sent, 24-bit colours included): an
/// sRGB colour arrives as 24 bits (SGR 38:2) when COLORTERM says the terminal shows them and
/// terminfo has TERM's direct-colour entry, as the nearest of the 256 otherwise; the terminal's
/// own named colours stay its own either way.
@Suite("True colour in a real terminal", .serialized)
nonisolated struct TrueColorTests {
    nonisolated static let nibtool = repositoryRoot + "/.build/debug/nibtool"
    nonisolated static let tic = ["/usr/bin/tic", "/bin/tic"].first { FileManager.default.isExecutableFile(atPath: $0) }
    nonisolated static let canRun =
        FileManager.default.isExecutableFile(atPath: nibtool) && FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") && tic != nil

    /// A label of each kind of colour: sRGB, a palette entry past 16, a named colour.
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <view id="root">
              <rect key="frame" x="0" y="0" width="40" height="6"/>
              <subviews>
                <label id="orange" text="Orange">
                  <rect key="frame" x="1" y="1" width="6" height="1"/>
                  <color key="textColor" hex="#ff8800"/>
                </label>
                <label id="gray" text="Gray">
                  <rect key="frame" x="1" y="2" width="4" height="1"/>
                  <color key="backgroundColor" index="236"/>
                </label>
                <label id="red" text="Red">
                  <rect key="frame" x="1" y="3" width="3" height="1"/>
                  <color key="textColor" name="red"/>
                </label>
              </subviews>
            </view>
          </objects>
        </document>
        """

    /// A folder with the screen, and terminfo with `xterm-direct` compiled from
    /// Tests/Fixtures/xterm-direct.ti (ncurses-term has it; the machine need not).
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("truecolor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try screen.write(to: folder.appendingPathComponent("Colors.xib"), atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: try #require(tic))
        compile.arguments = ["-x", "-o", folder.appendingPathComponent("terminfo").path, repositoryRoot + "/Tests/Fixtures/xterm-direct.ti"]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0, "tic could not compile Tests/Fixtures/xterm-direct.ti")
        return folder
    }

    /// The compiled `xterm-direct`, and NO_COLOR and COLORTERM set empty (not counted): tmux would
    /// pass on those the tests run with (`swift test` sets NO_COLOR).
    static func baseEnvironment(terminfo: String) -> [String: String] {
        ["TERMINFO": terminfo, "NO_COLOR": "", "COLORTERM": ""]
    }

    /// The screen previewed in tmux (TERM=xterm-256color) with `environment`, then quit with q.
    func preview(environment: [String: String], check: (TerminalSession) throws -> Void) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TerminalSession.start(
            [Self.nibtool, "preview", folder.appendingPathComponent("Colors.xib").path], columns: 40, rows: 6,
            environment: Self.baseEnvironment(terminfo: folder.appendingPathComponent("terminfo").path).merging(environment) { _, new in new })
        defer { session.close() }
        try session.waitFor("Orange")
        try check(session)
        try session.press(.character("q"))
        try session.expectExit(0)
    }

    @Test(.enabled(if: canRun, "needs tmux, tic and the built nibtool"))
    func withColorTermAnSRGBColourArrivesAs24Bits() throws {
        try preview(environment: ["COLORTERM": "truecolor"]) { session in
            try session.waitForColor("Orange", foreground: .rgb(0xFF, 0x88, 0x00))
            try session.waitForColor("Gray", background: .rgb(0x30, 0x30, 0x30))
            try session.waitForColor("Red", foreground: .red)
        }
    }

    @Test(.enabled(if: canRun, "needs tmux, tic and the built nibtool"))
    func withoutColorTermItIsTheNearestOfThe256() throws {
        try preview(environment: [:]) { session in
            try session.waitForColor("Orange", foreground: .index(208))
            try session.waitForColor("Gray", background: .index(236))
            try session.waitForColor("Red", foreground: .red)
        }
    }

    @Test(.enabled(if: canRun, "needs tmux, tic and the built nibtool"))
    func noColorOutranksColorTerm() throws {
        try preview(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) { session in
            try session.waitForColor("Orange", foreground: .default)
            try session.waitForColor("Red", foreground: .default)
        }
    }
}
