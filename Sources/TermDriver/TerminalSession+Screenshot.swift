import Foundation
import Pictures

extension TerminalSession {
    /// Waits for the screen to settle and writes it as an SVG picture: the colours as the
    /// program set them through the terminal, the cursor if it is shown.
    @discardableResult
    public func screenshot(to file: URL, timeout: Duration? = nil) throws -> Picture {
        let capture = try waitUntilStable(timeout: timeout)
        let picture = capture.picture(cursorVisible: try terminalState().cursorVisible)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try picture.svg().write(to: file, atomically: true, encoding: .utf8)
        return picture
    }
}
