import TerminalCells
import Testing

@testable import Pictures

#if canImport(Glibc)
    import Glibc
#endif

/// The page a failed snapshot writes: expected and actual side by side, differing cells marked.
@Suite("Snapshot failure page")
struct SnapshotFailurePageTests {
    let page = SnapshotFailurePage(
        name: "howdy-80x24", storedAt: "Tests/__Snapshots__/howdy-80x24.txt",
        expected: Picture(text: "Howdy!\n[ OK ]", columns: 10, rows: 3),
        actual: Picture(text: "Howdy?\n[ OK ]\nextra", columns: 10, rows: 3))

    @Test func theCellsWhoseTextDiffersAreFound() {
        let differences = page.differences.map { "\($0.column),\($0.row)" }
        #expect(differences == ["5,0", "0,2", "1,2", "2,2", "3,2", "4,2"])
    }

    @Test func thePageShowsBothPicturesWithTheDifferencesMarked() throws {
        let html = page.html()
        #expect(html.contains("<title>Snapshot 'howdy-80x24' differs</title>"))
        #expect(html.contains("6 cells differ"))
        #expect(html.contains("Tests/__Snapshots__/howdy-80x24.txt"))
        let pictures = html.split(separator: "<svg ").dropFirst().map { "<svg " + ($0.split(separator: "</svg>").first ?? "") + "</svg>" }
        #expect(pictures.count == 2)
        for picture in pictures {
            let svg = try #require(ParsedSVG(picture))
            let marks = svg.all("rect").filter { $0["stroke"] == "#ff3030" }
            #expect(marks.map { [$0["x"], $0["y"], $0["width"]] } == [["45", "0", "9"], ["0", "36", "45"]])
        }
    }

    @Test func writingLeavesBothPicturesAndThePage() throws {
        let folder = "/tmp/pictures-test-\(UInt32.random(in: 0...UInt32.max))"
        let files = ["howdy-80x24.expected.svg", "howdy-80x24.actual.svg", "howdy-80x24.html"]
        defer {
            for file in files { unlink(folder + "/" + file) }
            rmdir(folder)
        }
        let path = try page.write(in: folder)
        #expect(path == folder + "/howdy-80x24.html")
        for file in files.prefix(2) {
            let svg = try #require(Self.contents(of: folder + "/" + file), "\(file) was written")
            #expect(ParsedSVG(svg) != nil, "\(file) is an SVG document")
        }
    }

    /// A file's text, read with the C library.
    static func contents(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer.prefix(count) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
