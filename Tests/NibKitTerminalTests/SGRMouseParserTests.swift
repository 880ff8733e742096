import NibKit
import Testing

@testable import NibKitTerminal

@Suite struct SGRMouseParserTests {
    /// Feeds each character of `text`, collecting the steps.
    func steps(_ text: String) -> [SGRMouseParser.Step] {
        var parser = SGRMouseParser()
        return text.unicodeScalars.map { parser.feed($0) }
    }

    func event(_ text: String) -> MouseEvent? {
        guard case .report(let event)? = steps(text).last else { return nil }
        return event
    }

    @Test func pressAndReleaseAreOneBasedCells() {
        #expect(event("\u{1B}[<0;35;1M") == MouseEvent(.press(.left), at: Point(x: 34, y: 0)))
        #expect(event("\u{1B}[<0;35;1m") == MouseEvent(.release(.left), at: Point(x: 34, y: 0)))
        #expect(event("\u{1B}[<1;1;1M") == MouseEvent(.press(.middle), at: Point(x: 0, y: 0)))
        #expect(event("\u{1B}[<2;80;24m") == MouseEvent(.release(.right), at: Point(x: 79, y: 23)))
    }

    @Test func everyCharacterBeforeTheFinalNeedsMore() {
        let result = steps("\u{1B}[<32;16;15M")
        #expect(result.dropLast().allSatisfy { $0 == .needMore })
        #expect(result.last == .report(MouseEvent(.drag(.left), at: Point(x: 15, y: 14))))
    }

    @Test func motionIsDragWithAButtonAndMoveWithout() {
        #expect(event("\u{1B}[<32;2;3M") == MouseEvent(.drag(.left), at: Point(x: 1, y: 2)))
        #expect(event("\u{1B}[<33;2;3M") == MouseEvent(.drag(.middle), at: Point(x: 1, y: 2)))
        #expect(event("\u{1B}[<34;2;3M") == MouseEvent(.drag(.right), at: Point(x: 1, y: 2)))
        #expect(event("\u{1B}[<35;2;3M") == MouseEvent(.move, at: Point(x: 1, y: 2)))
    }

    @Test func wheel() {
        #expect(event("\u{1B}[<64;14;16M") == MouseEvent(.scrollUp, at: Point(x: 13, y: 15)))
        #expect(event("\u{1B}[<65;14;16M") == MouseEvent(.scrollDown, at: Point(x: 13, y: 15)))
        // Horizontal wheel and extra buttons are read whole but make no event.
        #expect(steps("\u{1B}[<66;1;1M").last == .report(nil))
        #expect(steps("\u{1B}[<128;1;1M").last == .report(nil))
    }

    @Test func modifiersAreIgnored() {
        // Shift (4), Meta (8), Ctrl (16).
        #expect(event("\u{1B}[<16;5;5M") == MouseEvent(.press(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<4;5;5m") == MouseEvent(.release(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<40;5;5M") == MouseEvent(.drag(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<80;5;5M") == MouseEvent(.scrollUp, at: Point(x: 4, y: 4)))
    }

    @Test func aDragInOneBurstKeepsEveryReportInOrder() {
        let events = SGRMouseParser.events(in: "\u{1B}[<0;14;16M\u{1B}[<32;16;15M\u{1B}[<32;18;14M\u{1B}[<0;18;14m")
        #expect(
            events == [
                MouseEvent(.press(.left), at: Point(x: 13, y: 15)),
                MouseEvent(.drag(.left), at: Point(x: 15, y: 14)),
                MouseEvent(.drag(.left), at: Point(x: 17, y: 13)),
                MouseEvent(.release(.left), at: Point(x: 17, y: 13)),
            ])
    }

    @Test func aTripleClickInOneBurstIsSixEvents() {
        let click = "\u{1B}[<0;33;10M\u{1B}[<0;33;10m"
        let events = SGRMouseParser.events(in: click + click + click)
        #expect(events.count == 6)
        #expect(
            events.map(\.kind) == [
                .press(.left), .release(.left), .press(.left), .release(.left), .press(.left), .release(.left),
            ])
    }

    @Test func theParserStartsOverAfterEachReport() {
        var parser = SGRMouseParser()
        for _ in 0..<2 {
            var last = SGRMouseParser.Step.needMore
            for scalar in "\u{1B}[<0;1;2M".unicodeScalars { last = parser.feed(scalar) }
            #expect(last == .report(MouseEvent(.press(.left), at: Point(x: 0, y: 1))))
            #expect(!parser.isInsideReport)
        }
    }

    @Test func otherSequencesAreNotReports() {
        // Escape then a character (Alt-x), an unknown CSI sequence, ESC ESC.
        #expect(steps("\u{1B}x") == [.needMore, .notAReport])
        #expect(steps("\u{1B}[A") == [.needMore, .needMore, .notAReport])
        #expect(steps("\u{1B}\u{1B}") == [.needMore, .notAReport])
        #expect(steps("x") == [.notAReport])
        // The old X10 encoding is not decoded.
        #expect(steps("\u{1B}[M") == [.needMore, .needMore, .notAReport])
    }

    @Test func garbledReports() {
        // A character that cannot continue the report is not consumed.
        #expect(steps("\u{1B}[<0;1x").last == .notAReport)
        #expect(steps("\u{1B}[<0;1;\u{1B}").last == .notAReport)
        // Too many digits, too many parameters, an empty parameter.
        #expect(steps("\u{1B}[<0;1234567").last == .notAReport)
        #expect(steps("\u{1B}[<0;1;1;1").last == .notAReport)
        #expect(steps("\u{1B}[<;1").last == .notAReport)
        // Ended too soon: read whole, no event.
        #expect(steps("\u{1B}[<0;1M").last == .report(nil))
        #expect(steps("\u{1B}[<0;1;M").last == .report(nil))
    }

    @Test func aBurstSkipsGarbageBetweenReports() {
        let events = SGRMouseParser.events(in: "\u{1B}[<0;1;\u{1B}[<0;2;3Mzz\u{1B}[<0;2;3m")
        #expect(
            events == [
                MouseEvent(.press(.left), at: Point(x: 1, y: 2)),
                MouseEvent(.release(.left), at: Point(x: 1, y: 2)),
            ])
    }

    @Test func cellZeroIsClampedToTheEdge() {
        #expect(event("\u{1B}[<0;0;0M") == MouseEvent(.press(.left), at: Point(x: 0, y: 0)))
    }

    @Test @MainActor func mouseModesOnAndOff() {
        let backend = CursesBackend()
        #expect(String(decoding: backend.mouseOn, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        backend.reportsMouseMoves = true
        #expect(String(decoding: backend.mouseOn, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h")
        let off = String(decoding: CursesBackend.mouseOff, as: UTF8.self)
        for mode in ["1000", "1002", "1003", "1006"] { #expect(off.contains("\u{1B}[?\(mode)l")) }
    }
}
