import Pictures
import TerminalCells
import Testing

@testable import TermDriver

@Suite("Reading captures")
struct CaptureTests {
    @Test func parsesColoursFromCapture() {
        let paneText =
            "\u{1B}[31mred\u{1B}[39m \u{1B}[38;5;200mpink\u{1B}[0m \u{1B}[1m\u{1B}[44mbold\u{1B}[0m\n"
            + "\u{1B}[38;2;10;20;30mrgb\u{1B}[39m \u{1B}[92mbright\u{1B}[0m \u{1B}[7mrev\u{1B}[0m\n"
        let capture = CaptureParser(columns: 30, rows: 3).parse(paneText, cursor: Position(1, 2))
        #expect(capture.lines == ["red pink bold", "rgb bright rev", ""])
        #expect(capture.foreground(at: Position(0, 0)) == .red)
        #expect(capture.foreground(at: Position(3, 0)) == .default)
        #expect(capture.foreground(at: Position(4, 0)) == .index(200))
        #expect(capture[Position(9, 0)].style.contains(.bold))
        #expect(capture.background(at: Position(9, 0)) == .blue)
        #expect(capture.foreground(at: Position(0, 1)) == .rgb(10, 20, 30))
        #expect(capture.foreground(at: Position(4, 1)) == .index(10))
        #expect(capture.cells(of: "rev")?.allSatisfy { $0.style.contains(.reverse) } == true)
        #expect(capture.cursor == Position(1, 2))
    }

    /// A screenshot of the real terminal: the colours and attributes as the program set them
    /// through tmux, wide characters over two cells, the cursor only while it is shown.
    @Test func aCaptureBecomesAPictureInItsColours() {
        let paneText = "\u{1B}[1;31mA\u{1B}[0m\u{1B}[38;5;200;48;2;1;2;3m漢\u{1B}[0m\u{1B}[2;3;4;7mz\u{1B}[0m\n"
        let capture = CaptureParser(columns: 6, rows: 2).parse(paneText, cursor: Position(2, 1))
        let picture = capture.picture()
        #expect(picture[0, 0] == Cell("A", foreground: .index(1), style: .bold))
        #expect(picture[1, 0] == Cell("漢", width: 2, foreground: .index(200), background: .rgb(1, 2, 3)))
        #expect(picture[2, 0].isContinuation)
        #expect(picture[3, 0] == Cell("z", style: [.dim, .italic, .underline, .reverse]))
        #expect(picture.cursor == Picture.Position(column: 2, row: 1))
        #expect(capture.picture(cursorVisible: false).cursor == nil)
    }

    @Test func styleCarriesOverLineEnds() {
        let capture = CaptureParser(columns: 10, rows: 2).parse("\u{1B}[41mab\ncd\u{1B}[49m\n", cursor: Position(0, 0))
        #expect(capture.background(at: Position(0, 1)) == .red)
    }

    @Test func wideCharactersTakeTwoColumns() {
        let capture = CaptureParser(columns: 20, rows: 1).parse("漢字ok e\u{301}x\n", cursor: Position(0, 0))
        #expect(capture.lines == ["漢字ok e\u{301}x"])
        #expect(capture.find("ok")?.start == Position(4, 0))
        #expect(capture.find("漢字")?.width == 4)
        #expect(capture.find("字")?.start == Position(2, 0))
        #expect(capture.find("x")?.start == Position(8, 0))
        #expect(capture[Position(1, 0)].isContinuation)
    }

    @Test func findsOccurrencesAndCentres() {
        let capture = Capture(lines: ["OK   OK", "[ Cancel ]"], columns: 20, rows: 3)
        #expect(capture.find("OK")?.start == Position(0, 0))
        #expect(capture.find("OK", occurrence: 2)?.start == Position(5, 0))
        #expect(capture.find("OK", occurrence: 3) == nil)
        #expect(capture.find("[ Cancel ]")?.center == Position(4, 1))
        #expect(capture.contains("Cancel"))
        #expect(!capture.contains("OK   OK[ Cancel"))
        #expect(capture.lines.count == 3)
    }

    @Test func framedCaptureHasRulerAndRowNumbers() {
        let framed = Capture(lines: ["Howdy!"], columns: 12, rows: 2).framed()
        let lines = framed.split(separator: "\n").map(String.init)
        #expect(lines[0] == "    0         1 ")
        #expect(lines[1] == "    012345678901")
        #expect(lines[2] == "   +------------+")
        #expect(lines[3] == " 0 |Howdy!      |")
        #expect(lines[4] == " 1 |            |")
    }

    @Test func snapshotDiffShowsChangedRows() {
        let capture = Capture(lines: ["title", "new line"], columns: 10, rows: 3)
        #expect(Snapshot.matches(capture, stored: "title\nnew line\n"))
        #expect(Snapshot.matches(capture, stored: "title  \nnew line"))
        #expect(!Snapshot.matches(capture, stored: "title\nold line\n"))
        let diff = Snapshot.diff(stored: "title\nold line\n", capture: capture)
        #expect(diff.contains("row 1:"))
        #expect(diff.contains("- |old line|"))
        #expect(diff.contains("+ |new line|"))
        #expect(!diff.contains("row 0:"))
    }
}
