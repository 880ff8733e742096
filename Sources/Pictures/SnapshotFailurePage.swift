#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// No Foundation here: NibKit depends on this module, and Foundation imported by a module is
// seen by the modules that import it, which then link it (howdy's start-up scanned its
// conformance records: 18.0 M → 20.7 M instructions to the first frame).

/// What a failed snapshot shows a person: the expected and the actual screen as pictures side
/// by side in one HTML page, the cells whose text differs marked on both. Text snapshots
/// (NibKitTesting) and smoke-script snapshots (TermDriver) write the same page.
public struct SnapshotFailurePage: Sendable {
    /// The snapshot's name, naming the files too.
    public var name: String
    /// Where the expected screen is stored, shown on the page.
    public var storedAt: String
    /// The screen stored, as a picture of its text.
    public var expected: Picture
    /// The screen drawn, in its colours.
    public var actual: Picture
    /// How the pictures' colours are shown.
    public var colors: PictureColors

    /// A page comparing `expected`, stored at `storedAt`, with `actual`.
    public init(name: String, storedAt: String, expected: Picture, actual: Picture, colors: PictureColors = PictureColors()) {
        self.name = name
        self.storedAt = storedAt
        self.expected = expected
        self.actual = actual
        self.colors = colors
    }

    /// Where failure pages go unless NIBKIT_SNAPSHOT_PAGES names a folder: the temporary folder,
    /// so a test run leaves the worktree as it was.
    public static var folder: String {
        if let folder = environment("NIBKIT_SNAPSHOT_PAGES"), !folder.isEmpty { return folder }
        return (environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/nibkit-snapshot-failures"
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The cells whose text differs between expected and actual.
    public var differences: [Picture.Position] { actual.positionsWhoseTextDiffers(from: expected) }

    /// The page: both pictures side by side, the differing cells marked in red, and where the
    /// expected screen is stored.
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

    /// Writes `NAME.expected.svg`, `NAME.actual.svg` and `NAME.html` into `folder` (made if it is
    /// missing); returns the page's path, for the failure message.
    @discardableResult
    public func write(in folder: String = SnapshotFailurePage.folder) throws(PictureFileError) -> String {
        try PictureFileError.makeFolder(folder)
        let safeName = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        try PictureFileError.write(expected.svg(colors: colors), to: folder + "/" + safeName + ".expected.svg")
        try PictureFileError.write(actual.svg(colors: colors), to: folder + "/" + safeName + ".actual.svg")
        let page = folder + "/" + safeName + ".html"
        try PictureFileError.write(html(), to: page)
        return page
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

/// A picture's file that could not be written, with the system's reason.
public struct PictureFileError: Error, CustomStringConvertible {
    /// The file that could not be written, or the folder that could not be made.
    public var path: String
    /// Why, in the system's words.
    public var reason: String
    /// `cannot write 'path': reason`.
    public var description: String { "cannot write '\(path)': \(reason)" }

    /// The folder and those above it, made where missing.
    public static func makeFolder(_ path: String) throws(PictureFileError) {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o755) != 0 && errno != EEXIST { throw PictureFileError(path: made, reason: String(cString: strerror(errno))) }
        }
    }

    /// `text` as the whole of the file at `path`.
    public static func write(_ text: String, to path: String) throws(PictureFileError) {
        guard let file = fopen(path, "w") else { throw PictureFileError(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw PictureFileError(path: path, reason: String(cString: strerror(errno))) }
    }
}
