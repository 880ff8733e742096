import Foundation

/// What a failed snapshot shows a person: the expected and the actual screen as pictures side
/// by side in one HTML page, the cells whose text differs marked on both. Text snapshots
/// (NibKitTesting) and smoke-script snapshots (TermDriver) write the same page.
public struct SnapshotFailurePage: Sendable {
    /// The snapshot's name, naming the files too.
    public var name: String
    /// Where the expected screen is stored, shown on the page.
    public var storedAt: String
    public var expected: Picture
    public var actual: Picture
    public var colors: PictureColors

    public init(name: String, storedAt: String, expected: Picture, actual: Picture, colors: PictureColors = PictureColors()) {
        self.name = name
        self.storedAt = storedAt
        self.expected = expected
        self.actual = actual
        self.colors = colors
    }

    /// Where failure pages go unless NIBKIT_SNAPSHOT_PAGES names a folder: the temporary folder,
    /// so a test run leaves the worktree as it was.
    public static var folder: URL {
        if let folder = ProcessInfo.processInfo.environment["NIBKIT_SNAPSHOT_PAGES"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-snapshot-failures", isDirectory: true)
    }

    /// The cells whose text differs between expected and actual.
    public var differences: [Picture.Position] { actual.positionsWhoseTextDiffers(from: expected) }

    public func html() -> String {
        let differences = differences
        let title = Markup.escaped("Snapshot '\(name)' differs")
        let count = differences.count == 1 ? "1 cell differs" : "\(differences.count) cells differ"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 24px; background: #f6f6f6; color: #222; }
            .pictures { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; }
            figcaption { font-weight: bold; margin-bottom: 6px; }
            svg { display: block; border: 1px solid #888; }
            code { background: #e8e8e8; padding: 1px 4px; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p>\(count) (marked in red). Expected is stored at <code>\(Markup.escaped(storedAt))</code>.</p>
            <div class="pictures">
            <figure><figcaption>Expected</figcaption>
            \(expected.svg(colors: colors, marking: differences))</figure>
            <figure><figcaption>Actual</figcaption>
            \(actual.svg(colors: colors, marking: differences))</figure>
            </div>
            </body>
            </html>

            """
    }

    /// Writes `NAME.expected.svg`, `NAME.actual.svg` and `NAME.html` into `folder`; returns the
    /// page's path, for the failure message.
    @discardableResult
    public func write(in folder: URL = SnapshotFailurePage.folder) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let safeName = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        try Data(expected.svg(colors: colors).utf8).write(to: folder.appendingPathComponent(safeName + ".expected.svg"))
        try Data(actual.svg(colors: colors).utf8).write(to: folder.appendingPathComponent(safeName + ".actual.svg"))
        let page = folder.appendingPathComponent(safeName + ".html")
        try Data(html().utf8).write(to: page)
        return page.path
    }

    /// Writes the page and gives the line a failure message adds: where the page is, or why it
    /// could not be written.
    public func writeForFailureMessage() -> String {
        do {
            return "side by side as pictures: \(try write())"
        } catch {
            return "(could not write the pictures: \(error))"
        }
    }
}
