import Foundation
import Pictures

/// Stored screen snapshots: only text (a line per row, trailing spaces trimmed), so they read
/// well in diffs; trailing blank rows do not count, so an editor may trim the file's end.
public enum Snapshot {
    /// True when the environment asks for snapshots to be (re)written: NIBSMOKE_RECORD=1.
    public static var recordRequested: Bool {
        let value = ProcessInfo.processInfo.environment["NIBSMOKE_RECORD"]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    /// The file contents for a screen.
    public static func text(of capture: Capture) -> String {
        capture.lines.joined(separator: "\n") + "\n"
    }

    static func comparableLines(_ text: String) -> [String] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Writes the page showing the stored screen and the one on screen (in its colours) as
    /// pictures side by side; says where, or why it could not.
    static func failurePage(_ file: URL, stored: String, capture: Capture) -> String {
        let page = SnapshotFailurePage(
            name: file.deletingPathExtension().lastPathComponent, storedAt: file.path,
            expected: Picture(text: comparableLines(stored).joined(separator: "\n"), columns: capture.columns, rows: capture.rows),
            actual: capture.picture(cursorVisible: false))
        return page.writeForFailureMessage()
    }

    /// Whether the screen shows the stored text, line by line, trailing spaces and blank rows
    /// ignored.
    public static func matches(_ capture: Capture, stored: String) -> Bool {
        comparableLines(text(of: capture)) == comparableLines(stored)
    }

    /// The rows that differ, as `- stored` / `+ on screen` pairs with row numbers.
    public static func diff(stored: String, capture: Capture) -> String {
        let expected = comparableLines(stored)
        let actual = comparableLines(text(of: capture))
        var output = ["snapshot differs (- stored, + on screen):"]
        for row in 0..<max(expected.count, actual.count) {
            let old = row < expected.count ? expected[row] : nil
            let new = row < actual.count ? actual[row] : nil
            guard old != new else { continue }
            output.append("  row \(row):")
            output.append("  - " + (old.map { "|\($0)|" } ?? "(no row)"))
            output.append("  + " + (new.map { "|\($0)|" } ?? "(no row)"))
        }
        return output.joined(separator: "\n")
    }
}

extension TerminalSession {
    /// Waits (the program may still be drawing) for the screen to match the snapshot in `file`;
    /// with `record`, waits for the screen to settle and writes it to `file` instead.
    public func expectSnapshot(_ file: URL, record: Bool = Snapshot.recordRequested, timeout: Duration? = nil) throws {
        if record {
            let capture = try waitUntilStable(timeout: timeout)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Snapshot.text(of: capture).write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let stored = try? String(contentsOf: file, encoding: .utf8) else {
            throw SmokeFailure(
                expected: "a stored snapshot at \(file.path)",
                details: ["the file does not exist; run with --record (or NIBSMOKE_RECORD=1) to create it"],
                capture: try? capture())
        }
        var last: Capture?
        do {
            try waitUntil("the screen to match snapshot \(file.lastPathComponent)", timeout: timeout) { capture in
                last = capture
                return Snapshot.matches(capture, stored: stored)
            }
        } catch var failure as SmokeFailure {
            if let last {
                failure.details.append(Snapshot.diff(stored: stored, capture: last))
                failure.details.append(Snapshot.failurePage(file, stored: stored, capture: last))
            }
            failure.details.append("(if the new screen is right, re-record with --record or NIBSMOKE_RECORD=1)")
            throw failure
        }
    }
}
