import NibKit
import Testing

@testable import NibKitTerminal

/// What a terminal sends after ESC that ncurses matched to no key: mouse reports, pastes, and
/// every other sequence read whole and skipped, so none is typed as text.
@Suite struct EscapeSequenceParserTests {
    /// Feeds each character of `text` after its first, the ESC the backend read, collecting the steps.
    func steps(_ text: String) -> [EscapeSequenceParser.Step] {
        precondition(text.unicodeScalars.first == "\u{1B}")
        var parser = EscapeSequenceParser()
        return text.unicodeScalars.dropFirst().map { parser.feed($0) }
    }

    func event(_ text: String) -> MouseEvent? {
        guard case .sequence(.mouse(let event))? = steps(text).last else { return nil }
        return event
    }

    // MARK: Mouse reports (SGR, mode 1006)

    @Test func pressAndReleaseAreOneBasedCells() {
        #expect(event("\u{1B}[<0;35;1M") == MouseEvent(.press(.left), at: Point(x: 34, y: 0)))
        #expect(event("\u{1B}[<0;35;1m") == MouseEvent(.release(.left), at: Point(x: 34, y: 0)))
        #expect(event("\u{1B}[<1;1;1M") == MouseEvent(.press(.middle), at: Point(x: 0, y: 0)))
        #expect(event("\u{1B}[<2;80;24m") == MouseEvent(.release(.right), at: Point(x: 79, y: 23)))
    }

    @Test func everyCharacterBeforeTheFinalNeedsMore() {
        let result = steps("\u{1B}[<32;16;15M")
        #expect(result.dropLast().allSatisfy { $0 == .needMore })
        #expect(result.last == .sequence(.mouse(MouseEvent(.drag(.left), at: Point(x: 15, y: 14)))))
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
        #expect(steps("\u{1B}[<66;1;1M").last == .sequence(nil))
        #expect(steps("\u{1B}[<128;1;1M").last == .sequence(nil))
    }

    @Test func modifiersAreIgnored() {
        // Shift (4), Meta (8), Ctrl (16).
        #expect(event("\u{1B}[<16;5;5M") == MouseEvent(.press(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<4;5;5m") == MouseEvent(.release(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<40;5;5M") == MouseEvent(.drag(.left), at: Point(x: 4, y: 4)))
        #expect(event("\u{1B}[<80;5;5M") == MouseEvent(.scrollUp, at: Point(x: 4, y: 4)))
    }

    @Test func aDragInOneBurstKeepsEveryReportInOrder() {
        let events = EscapeSequenceParser.events(in: "\u{1B}[<0;14;16M\u{1B}[<32;16;15M\u{1B}[<32;18;14M\u{1B}[<0;18;14m")
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 13, y: 15))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 15, y: 14))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 17, y: 13))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 17, y: 13))),
            ])
    }

    @Test func aTripleClickInOneBurstIsSixEvents() {
        let click = "\u{1B}[<0;33;10M\u{1B}[<0;33;10m"
        let events = EscapeSequenceParser.events(in: click + click + click)
        #expect(events.count == 6)
    }

    @Test func theParserStartsOverAfterEachSequence() {
        var parser = EscapeSequenceParser()
        for _ in 0..<2 {
            var last = EscapeSequenceParser.Step.needMore
            for scalar in "[<0;1;2M".unicodeScalars { last = parser.feed(scalar) }
            #expect(last == .sequence(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1)))))
            #expect(!parser.isInsideSequence)
        }
    }

    @Test func garbledReportsAreReadWholeAndMakeNoEvent() {
        // A final character ends the sequence, whatever came before it.
        #expect(steps("\u{1B}[<0;1x").last == .sequence(nil))
        #expect(steps("\u{1B}[<0;1234567;1M").last == .sequence(nil))
        #expect(steps("\u{1B}[<0;1;1;1M").last == .sequence(nil))
        #expect(steps("\u{1B}[<;1;1M").last == .sequence(nil))
        #expect(steps("\u{1B}[<0;1M").last == .sequence(nil))
        // An ESC inside one starts the next: what was read is dropped, the ESC read again.
        #expect(steps("\u{1B}[<0;1;\u{1B}").last == .dropped)
    }

    @Test func aBurstSkipsGarbageBetweenReports() {
        let events = EscapeSequenceParser.events(in: "\u{1B}[<0;1;\u{1B}[<0;2;3Mzz\u{1B}[<0;2;3m")
        #expect(events == [.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 2))), .mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 2)))])
    }

    @Test func cellZeroIsClampedToTheEdge() {
        #expect(event("\u{1B}[<0;0;0M") == MouseEvent(.press(.left), at: Point(x: 0, y: 0)))
    }

    // MARK: Bracketed paste

    /// `ESC [ 200 ~` text `ESC [ 201 ~`: one event with the text, typed as one edit. It was
    /// typed as `[200~hi[201~`.
    @Test func aPasteIsOneEventWithItsText() {
        #expect(steps("\u{1B}[200~hi there\u{1B}[201~").last == .sequence(.paste("hi there")))
        #expect(steps("\u{1B}[200~hi there\u{1B}[201~").dropLast().allSatisfy { $0 == .needMore })
        #expect(EscapeSequenceParser.events(in: "\u{1B}[200~line 1\rline 2\u{1B}[201~") == [.paste("line 1\rline 2")])
    }

    /// A paste is gathered a character at a time in time proportional to it: the text was
    /// made anew at each character, and 1 MB took 50 s to arrive in a release build.
    @Test(.timeLimit(.minutes(1))) func aLongPasteIsGatheredInLinearTime() {
        var parser = EscapeSequenceParser()
        var last = EscapeSequenceParser.Step.needMore
        for scalar in "[200~".unicodeScalars { last = parser.feed(scalar) }
        let text = String(repeating: "paste ", count: (1 << 20) / 6)
        for scalar in text.unicodeScalars { last = parser.feed(scalar) }
        for scalar in "\u{1B}[201~".unicodeScalars { last = parser.feed(scalar) }
        #expect(last == .sequence(.paste(text)))
    }

    /// What looks like the end marker's start inside a paste, but is not, is text.
    @Test func aPartOfTheEndMarkerIsText() {
        #expect(steps("\u{1B}[200~a\u{1B}[20b\u{1B}\u{1B}[201~").last == .sequence(.paste("a\u{1B}[20b\u{1B}")))
    }

    /// A paste whose end never came is what came.
    @Test func aPasteCutShortIsWhatCame() {
        var parser = EscapeSequenceParser()
        for scalar in "[200~half\u{1B}[2".unicodeScalars { _ = parser.feed(scalar) }
        #expect(parser.endOfInput() == .paste("half\u{1B}[2"))
        #expect(!parser.isInsideSequence)
    }

    // MARK: Sequences NibKit has no event for

    /// Focus reports, colour replies, the X10 and urxvt mouse encodings, keys with no name:
    /// read whole and skipped, never typed into the focused field.
    @Test func everyOtherSequenceIsReadWholeAndSkipped() {
        for sequence in [
            "\u{1B}[I", "\u{1B}[O",  // focus in and out
            "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\",  // colour replies
            "\u{1B}[M !!",  // X10 mouse: three bytes after `ESC [ M`
            "\u{1B}[32;10;5M",  // urxvt mouse
            "\u{1B}[1;5A", "\u{1B}[15;2~", "\u{1B}OP",  // keys with modifiers, F-keys ncurses did not match
            "\u{1B}P1$r0m\u{1B}\\",  // a device control string
        ] {
            let result = steps(sequence)
            #expect(result.last == .sequence(nil), "\(sequence.debugDescription): \(result)")
            #expect(result.dropLast().allSatisfy { $0 == .needMore }, "\(sequence.debugDescription): \(result)")
        }
    }

    /// ESC then a character that begins no sequence (Alt-x, ESC ESC) is the Escape key, then
    /// that character.
    @Test func escapeThenACharacterIsNoSequence() {
        #expect(steps("\u{1B}x") == [.notASequence])
        #expect(steps("\u{1B}\u{1B}") == [.notASequence])
    }

    @Test @MainActor func inputModesOnAndOff() {
        let backend = CursesBackend()
        #expect(String(decoding: backend.inputModesOn, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
        backend.reportsMouseMoves = true
        #expect(String(decoding: backend.inputModesOn, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h\u{1B}[?2004h")
        let off = String(decoding: CursesBackend.inputModesOff, as: UTF8.self)
        for mode in ["1000", "1002", "1003", "1006", "2004"] { #expect(off.contains("\u{1B}[?\(mode)l")) }
        #expect(String(decoding: CursesBackend.restoringBytes(), as: UTF8.self).contains("\u{1B}[?2004l"))
    }
}
