import TerminalCells
import Testing

@testable import TermDriver

@Suite("Keys and mouse encoding")
struct EncodingTests {
    @Test func keyNamesFromScripts() {
        #expect(Key(name: "Enter") == .enter)
        #expect(Key(name: "return") == .enter)
        #expect(Key(name: "Shift-Tab") == .backTab)
        #expect(Key(name: "BTab") == .backTab)
        #expect(Key(name: "esc") == .escape)
        #expect(Key(name: "Ctrl-C") == .ctrl("c"))
        #expect(Key(name: "C-c") == .ctrl("c"))
        #expect(Key(name: "Alt-x") == .alt("x"))
        #expect(Key(name: "F12") == .f(12))
        #expect(Key(name: "PageDown") == .pageDown)
        #expect(Key(name: "q") == .character("q"))
        #expect(Key(name: "F13") == nil)
        #expect(Key(name: "Entr") == nil)
    }

    @Test func sgrMouseReportsAreOneBased() {
        #expect(MouseEvent.press(.left, Position(0, 0)).sgrSequence == "\u{1B}[<0;1;1M")
        #expect(MouseEvent.release(.left, Position(9, 4)).sgrSequence == "\u{1B}[<0;10;5m")
        #expect(MouseEvent.press(.right, Position(2, 3)).sgrSequence == "\u{1B}[<2;3;4M")
        #expect(MouseEvent.drag(.left, Position(2, 3)).sgrSequence == "\u{1B}[<32;3;4M")
        #expect(MouseEvent.wheel(.up, Position(2, 3)).sgrSequence == "\u{1B}[<64;3;4M")
        #expect(MouseEvent.wheel(.down, Position(2, 3)).sgrSequence == "\u{1B}[<65;3;4M")
    }

    @Test func dragGoesThroughIntermediateCells() {
        let events = MouseEvent.drag(from: Position(0, 0), to: Position(8, 4))
        #expect(events.first == .press(.left, Position(0, 0)))
        #expect(events.last == .release(.left, Position(8, 4)))
        #expect(events.dropFirst().dropLast().allSatisfy { if case .drag = $0 { true } else { false } })
        #expect(events.count == 6)
    }

    @Test func doubleClickIsTwoPressReleasePairs() {
        let clicks = MouseEvent.clicks(2, at: Position(3, 1))
        #expect(
            clicks == [
                [.press(.left, Position(3, 1)), .release(.left, Position(3, 1))],
                [.press(.left, Position(3, 1)), .release(.left, Position(3, 1))],
            ])
    }

    @Test func colorNames() {
        #expect(Color(scriptName: "red") == .red)
        #expect(Color(scriptName: "bright-blue") == .index(12))
        #expect(Color(scriptName: "208") == .index(208))
        #expect(Color(scriptName: "#ff8000") == .rgb(255, 128, 0))
        #expect(Color(scriptName: "Default") == .default)
        #expect(Color(scriptName: "purpleish") == nil)
        #expect(Color.index(9).scriptName == "bright-red")
    }
}
