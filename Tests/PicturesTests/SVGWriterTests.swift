import TerminalCells
import Testing

@testable import Pictures

/// The SVG a picture is written as: cells on a 9 x 18 pixel grid, colours as a terminal shows
/// them, runs of one style merged.
@Suite("SVG writer")
struct SVGWriterTests {
    /// One row of cells, each given as a character and a style.
    func row(_ cells: [Cell]) -> Picture { Picture(columns: cells.count, rows: 1, cells: cells) }

    func parsed(_ picture: Picture, marking marks: [Picture.Position] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ParsedSVG {
        let svg = picture.svg(marking: marks)
        return try #require(ParsedSVG(svg), "not a well-formed SVG document:\n\(svg)", sourceLocation: sourceLocation)
    }

    @Test func thePictureIsItsGridOfCellsInPixels() throws {
        let svg = try parsed(Picture(text: "", columns: 80, rows: 24))
        #expect(svg.root["width"] == "720" && svg.root["height"] == "432")
        #expect(svg.root["viewBox"] == "0 0 720 432")
        #expect(svg.root["font-family"]?.hasPrefix("ui-monospace, 'DejaVu Sans Mono'") == true)
        #expect(svg.root["font-family"]?.hasSuffix("monospace") == true)
    }

    @Test func aRunOfOneStyleIsOneTextFittedToItsCells() throws {
        let svg = try parsed(Picture(text: "  Hello, world   "))
        let text = try #require(svg.text("Hello, world"))
        #expect(svg.all("text").count == 1)
        #expect(text["x"] == "18" && text["y"] == "14")
        #expect(text["textLength"] == "108", "12 cells of 9 pixels")
    }

    @Test func aChangeOfColourStartsAnotherRun() throws {
        let red = Cell("a", foreground: .red)
        let blue = Cell("b", foreground: .blue)
        let svg = try parsed(row([red, red, blue, .blank, blue]))
        #expect(svg.all("text").map(\.content) == ["aa", "b b"])
        #expect(svg.text("b b")?["x"] == "18")
    }

    @Test func aWideCharacterIsCentredOnItsTwoCellsAndWhatFollowsStaysOnTheGrid() throws {
        let svg = try parsed(Picture(text: "日本x"))
        #expect(svg.text("日")?["x"] == "9" && svg.text("日")?["text-anchor"] == "middle")
        #expect(svg.text("本")?["x"] == "27")
        #expect(svg.text("x")?["x"] == "36", "the fifth cell")
    }

    @Test func coloursOfEveryKindAreTheirRGB() throws {
        let cells = [
            Cell("t", foreground: .rgb(10, 20, 30)),
            Cell("p", foreground: .index(196)),
            Cell("e", foreground: .red),
            Cell("g", foreground: .index(244)),
            Cell("d"),
        ]
        let svg = try parsed(row(cells))
        #expect(svg.text("t")?["fill"] == "#0a141e", "true colour as it is")
        #expect(svg.text("p")?["fill"] == "#ff0000", "256 colours by xterm's palette")
        #expect(svg.text("e")?["fill"] == "#cd0000", "the 8 colours as xterm shows them")
        #expect(svg.text("g")?["fill"] == "#808080", "the grey ramp")
        #expect(svg.text("d")?["fill"] == "#e5e5e5", "the default foreground")
    }

    @Test func backgroundsAreRectanglesMergedAlongRowsAndDown() throws {
        let blue = Cell(" ", background: .blue)
        let picture = Picture(columns: 4, rows: 3, cells: [.blank, blue, blue, .blank, .blank, blue, blue, .blank] + Array(repeating: .blank, count: 4))
        let svg = try parsed(picture)
        let page = try #require(svg.all("rect").first)
        #expect(page["fill"] == "#1e1e1e", "the default background behind everything")
        let painted = svg.all("rect").dropFirst().map { [$0["x"], $0["y"], $0["width"], $0["height"], $0["fill"]] }
        #expect(painted == [["9", "0", "18", "36", "#0000ee"]], "one rectangle for two rows of two cells")
    }

    @Test func boldItalicAndUnderlineAreClasses() throws {
        let svg = try parsed(
            row([
                Cell("B", style: .bold), Cell("I", style: .italic), Cell("U", style: .underline),
                Cell("A", style: [.bold, .italic, .underline]),
            ]))
        #expect(svg.text("B")?["class"] == "b")
        #expect(svg.text("I")?["class"] == "i")
        #expect(svg.text("U")?["class"] == "u")
        #expect(svg.text("A")?["class"] == "b i u")
        let style = try #require(svg.all("style").first).content
        for rule in [".b{font-weight:bold}", ".i{font-style:italic}", ".u{text-decoration:underline}"] { #expect(style.contains(rule)) }
    }

    @Test func reverseSwapsTheColoursAndDimGoesHalfWayToTheBackground() throws {
        let svg = try parsed(
            row([
                Cell("r", foreground: .yellow, background: .blue, style: .reverse),
                Cell("d", foreground: .rgb(200, 100, 0), background: .rgb(0, 0, 0), style: .dim),
            ]))
        #expect(svg.text("r")?["fill"] == "#0000ee")
        #expect(svg.all("rect").contains { $0["x"] == "0" && $0["fill"] == "#cdcd00" })
        #expect(svg.text("d")?["fill"] == "#643200")
    }

    @Test func theCursorIsABlockInReverse() throws {
        var picture = Picture(text: "ab")
        picture.cursor = Picture.Position(column: 1, row: 0)
        let svg = try parsed(picture)
        #expect(svg.all("rect").contains { $0["x"] == "9" && $0["width"] == "9" && $0["fill"] == "#e5e5e5" })
        #expect(svg.text("b")?["fill"] == "#1e1e1e")
    }

    @Test func boxDrawingIsDrawnAsLinesThatJoinAcrossCells() throws {
        let svg = try parsed(Picture(text: "┌──┐\n│  │\n└──┘"))
        #expect(svg.all("text").isEmpty, "no box character is left to a font")
        let paths = svg.all("path")
        #expect(paths.count == 1)
        let d = try #require(paths.first?["d"])
        #expect(d.contains("M4 9H32"), "the top edge, one stroke from corner to corner")
        #expect(d.contains("M4.5 8.5V45.5"), "the left edge, one stroke down through three rows")
    }

    @Test func roundedCornersCurve() throws {
        let svg = try parsed(Picture(text: "╭╮"))
        let curve = try #require(svg.all("path").first?["d"])
        #expect(curve.contains("Q"))
    }

    @Test func blocksFillTheirPartOfTheCell() throws {
        let svg = try parsed(Picture(text: "██▄▌"))
        let fills = svg.all("rect").dropFirst().map { [$0["x"], $0["y"], $0["width"], $0["height"]] }
        #expect(fills.contains(["0", "0", "18", "18"]), "two full blocks, one rectangle")
        #expect(fills.contains(["18", "9", "9", "9"]), "the lower half")
        #expect(fills.contains(["27", "0", "4.5", "18"]), "the left half")
    }

    @Test func charactersXMLWouldReadAsMarkupAreEscaped() throws {
        let svg = try parsed(Picture(text: "<a href=\"x\">&</a>"))
        #expect(svg.text("<a href=\"x\">&</a>") != nil)
    }

    @Test func markedCellsAreOutlinedInRed() throws {
        let svg = try parsed(Picture(text: "abcd"), marking: [Picture.Position(column: 1, row: 0), Picture.Position(column: 2, row: 0)])
        let mark = try #require(svg.all("rect").first { $0["stroke"] != nil })
        #expect([mark["x"], mark["width"], mark["stroke"]] == ["9", "18", "#ff3030"])
    }
}
