import NibKit
import Pictures
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares what a headless app draws with the text snapshot `__Snapshots__/<name>.txt`; a
/// mismatch also writes a page showing both screens as pictures, the actual one in its colours.
public func assertSnapshot(
    _ app: HeadlessApp, named name: String, filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertSnapshot(app.text, named: name, picture: app.picture, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares with the text snapshot `__Snapshots__/<name>.txt` beside the test file; a mismatch
/// fails showing both screens framed and the rows that differ, and names an HTML page showing
/// them as pictures side by side, the differing cells marked (`picture`, if given, is the
/// actual screen in its colours). `NIBKIT_RECORD_SNAPSHOTS=1` re-records; a missing snapshot is
/// recorded, failing once so the new file gets looked at.
public func assertSnapshot(
    _ actual: String, named name: String, picture: Picture? = nil, filePath: String = #filePath,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let folder = Snapshot.folder(beside: filePath)
    let path = folder + "/" + name + ".txt"
    let actual = Snapshot.normalized(actual)
    let recording = Snapshot.recording
    let stored = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }

    if recording || stored == nil {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data((actual + "\n").utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            Issue.record("could not write the snapshot \(path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if stored == nil && !recording {
            Issue.record(
                "no snapshot '\(name)' existed: recorded it at \(path); check it and run again\n\(Snapshot.framed(actual))",
                sourceLocation: sourceLocation)
        }
        return
    }
    let expected = Snapshot.normalized(stored!)
    guard expected != actual else { return }
    let page = Snapshot.failurePage(named: name, storedAt: path, expected: expected, actual: actual, picture: picture)
    Issue.record(
        """
        the screen does not match the snapshot '\(name)' (\(path)); \
        re-record with NIBKIT_RECORD_SNAPSHOTS=1 if the change is intended
        \(page)
        expected:
        \(Snapshot.framed(expected))
        actual:
        \(Snapshot.framed(actual))
        differences (row: - expected / + actual):
        \(Snapshot.diff(expected: expected, actual: actual))
        """, sourceLocation: sourceLocation)
}

/// Comparing and showing screens as text.
public enum Snapshot {
    /// True when NIBKIT_RECORD_SNAPSHOTS=1 asks for snapshots and pictures to be written anew.
    nonisolated public static var recording: Bool { ProcessInfo.processInfo.environment["NIBKIT_RECORD_SNAPSHOTS"] == "1" }

    /// Writes the page showing expected and actual as pictures; says where, or why it could not.
    static func failurePage(named name: String, storedAt path: String, expected: String, actual: String, picture: Picture?) -> String {
        let actualPicture = picture ?? Picture(text: actual)
        let page = SnapshotFailurePage(
            name: name, storedAt: path, expected: Picture(text: expected, columns: actualPicture.columns, rows: actualPicture.rows), actual: actualPicture)
        return page.writeForFailureMessage()
    }

    static func folder(beside filePath: String) -> String {
        filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/__Snapshots__"
    }

    /// Trailing spaces and trailing blank lines do not count.
    public static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The text in a box with row numbers, so blank rows and trailing space are visible.
    public static func framed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = lines.map { CharacterWidth.of($0) }.max() ?? 0
        let rule = String(repeating: "─", count: width)
        var out = ["    ┌\(rule)┐"]
        for (index, line) in lines.enumerated() {
            out.append(label(index) + " │" + line + String(repeating: " ", count: width - CharacterWidth.of(line)) + "│")
        }
        out.append("    └\(rule)┘")
        return out.joined(separator: "\n")
    }

    /// The rows that differ, row by row (screens are grids, so rows line up).
    public static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        for row in 0..<max(e.count, a.count) {
            let left = row < e.count ? e[row] : nil
            let right = row < a.count ? a[row] : nil
            guard left != right else { continue }
            out.append(label(row) + " - " + (left.map { "│\($0)│" } ?? "(no row)"))
            out.append(label(row) + " + " + (right.map { "│\($0)│" } ?? "(no row)"))
        }
        return out.joined(separator: "\n")
    }

    /// A row number, right-aligned in three columns.
    private static func label(_ row: Int) -> String {
        String(repeating: " ", count: max(0, 3 - String(row).count)) + String(row)
    }
}
