import Pictures
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares what a headless app draws, as SVG, with a committed picture (the README's): a
/// picture that no longer matches fails, naming the file and where the picture drawn now was
/// written. `NIBKIT_RECORD_SNAPSHOTS=1` (as `make screenshots` sets it) writes it anew.
public func assertScreenshot(_ app: HeadlessApp, matches path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let actual = app.screenshot()
    let file = URL(fileURLWithPath: path)
    let stored = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    if Snapshot.recording {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
        } catch {
            Issue.record("could not write the picture \(path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard stored != actual else { return }
    let now = SnapshotFailurePage.folder + "/" + file.lastPathComponent
    let written: String
    do {
        try PictureFileError.makeFolder(SnapshotFailurePage.folder)
        try PictureFileError.write(actual, to: now)
        written = "the picture drawn now is at \(now)"
    } catch {
        written = "(could not write the picture drawn now: \(error))"
    }
    Issue.record(
        """
        \(stored == nil ? "there is no picture at" : "the picture no longer matches what the program draws:") \(path); \
        \(written); make screenshots (NIBKIT_RECORD_SNAPSHOTS=1) writes it anew
        the screen:
        \(Snapshot.framed(app.text))
        """, sourceLocation: sourceLocation)
}
