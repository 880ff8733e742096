import Testing
@testable import TermDriver

@Suite("Reading captured screens")
struct ScreenTests {
    @Test func parsesColoursFromCapture() {
        let capture = "\u{1B}[31mred\u{1B}[39m \u{1B}[38;5;200mpink\u{1B}[0m \u{1B}[1m\u{1B}[44mbold\u{1B}[0m\n"
            + "\u{1B}[38;2;10;20;30mrgb\u{1B}[39m \u{1B}[92mbright\u{1B}[0m \u{1B}[7mrev\u{1B}[0m\n"
        let screen = CapturedScreenParser(columns: 30, rows: 3).parse(capture, cursor: Cell(1, 2))
        #expect(screen.lines == ["red pink bold", "rgb bright rev", ""])
        #expect(screen.foreground(at: Cell(0, 0)) == .red)
        #expect(screen.foreground(at: Cell(3, 0)) == .default)
        #expect(screen.foreground(at: Cell(4, 0)) == .palette(200))
        #expect(screen.style(at: Cell(9, 0)).bold)
        #expect(screen.background(at: Cell(9, 0)) == .blue)
        #expect(screen.foreground(at: Cell(0, 1)) == .rgb(10, 20, 30))
        #expect(screen.foreground(at: Cell(4, 1)) == .palette(10))
        #expect(screen.styles(of: "rev")?.allSatisfy(\.reverse) == true)
        #expect(screen.cursor == Cell(1, 2))
    }

    @Test func styleCarriesOverLineEnds() {
        let screen = CapturedScreenParser(columns: 10, rows: 2).parse("\u{1B}[41mab\ncd\u{1B}[49m\n", cursor: Cell(0, 0))
        #expect(screen.background(at: Cell(0, 1)) == .red)
    }

    @Test func wideCharactersTakeTwoColumns() {
        let screen = CapturedScreenParser(columns: 20, rows: 1).parse("漢字ok e\u{301}x\n", cursor: Cell(0, 0))
        #expect(screen.lines == ["漢字ok e\u{301}x"])
        #expect(screen.find("ok")?.start == Cell(4, 0))
        #expect(screen.find("漢字")?.width == 4)
        #expect(screen.find("字")?.start == Cell(2, 0))
        #expect(screen.find("x")?.start == Cell(8, 0))
        #expect(screen[Cell(1, 0)].isWideContinuation)
    }

    @Test func findsOccurrencesAndCentres() {
        let screen = Screen(lines: ["OK   OK", "[ Cancel ]"], columns: 20, rows: 3)
        #expect(screen.find("OK")?.start == Cell(0, 0))
        #expect(screen.find("OK", occurrence: 2)?.start == Cell(5, 0))
        #expect(screen.find("OK", occurrence: 3) == nil)
        #expect(screen.find("[ Cancel ]")?.center == Cell(4, 1))
        #expect(screen.contains("Cancel"))
        #expect(!screen.contains("OK   OK[ Cancel"))
        #expect(screen.lines.count == 3)
    }

    @Test func framedScreenHasRulerAndRowNumbers() {
        let framed = Screen(lines: ["Howdy!"], columns: 12, rows: 2).framed()
        let lines = framed.split(separator: "\n").map(String.init)
        #expect(lines[0] == "    0         1 ")
        #expect(lines[1] == "    012345678901")
        #expect(lines[2] == "   +------------+")
        #expect(lines[3] == " 0 |Howdy!      |")
        #expect(lines[4] == " 1 |            |")
    }

    @Test func snapshotDiffShowsChangedRows() {
        let screen = Screen(lines: ["title", "new line"], columns: 10, rows: 3)
        #expect(Snapshot.matches(screen, stored: "title\nnew line\n"))
        #expect(Snapshot.matches(screen, stored: "title  \nnew line"))
        #expect(!Snapshot.matches(screen, stored: "title\nold line\n"))
        let diff = Snapshot.diff(stored: "title\nold line\n", screen: screen)
        #expect(diff.contains("row 1:"))
        #expect(diff.contains("- |old line|"))
        #expect(diff.contains("+ |new line|"))
        #expect(!diff.contains("row 0:"))
    }
}
