import Foundation
import NibFormat
import Testing

@testable import Pictures

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
        let pictures = html.components(separatedBy: "<svg ").dropFirst().map { "<svg " + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        #expect(pictures.count == 2)
        for picture in pictures {
            let svg = try #require(ParsedSVG(picture))
            let marks = svg.all("rect").filter { $0["stroke"] == "#ff3030" }
            #expect(marks.map { [$0["x"], $0["y"], $0["width"]] } == [["45", "0", "9"], ["0", "36", "45"]])
        }
    }

    @Test func writingLeavesBothPicturesAndThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-test-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try page.write(in: folder.path)
        #expect(path == folder.appendingPathComponent("howdy-80x24.html").path)
        for file in ["howdy-80x24.expected.svg", "howdy-80x24.actual.svg"] {
            let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(ParsedSVG(svg) != nil, "\(file) is an SVG document")
        }
    }
}
