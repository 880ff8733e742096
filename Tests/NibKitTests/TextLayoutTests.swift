import Testing

@testable import NibKit

/// Wrapping by ranges of characters, which a text view maps characters to cells with and a
/// label's `wrap` makes its lines from.
@Suite struct TextLayoutTests {
    func rows(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return TextLayout.lineRanges(of: characters, width: width).map { String(characters[$0]) }
    }

    @Test func aRowBreaksBeforeTheWordThatDoesNotFit() {
        #expect(rows("one two three", width: 7) == ["one two ", "three"])
        #expect(rows("one two three", width: 9) == ["one two ", "three"])
    }

    @Test func leadingSpacesAreKept() {
        #expect(rows("  indented", width: 20) == ["  indented"])
        #expect(TextLayout.wrap("  indented\n    more", width: 20) == ["  indented", "    more"])
    }

    @Test func aLongWordIsCutAndAWideCharacterNeverSplit() {
        #expect(rows("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(rows("日本語", width: 3) == ["日", "本", "語"])
        #expect(rows("ab 日本語です", width: 5) == ["ab ", "日本", "語で", "す"])
    }

    @Test func anEmptyParagraphIsOneEmptyRowAndMaximumLinesStops() {
        #expect(TextLayout.lineRanges(of: [], width: 4) == [0..<0])
        #expect(TextLayout.lineRanges(of: Array("a b c d"), width: 1, maximumLines: 2) == [0..<2, 2..<4])
    }
}

/// Spaces where a row breaks hang past the edge, as TextKit's do: they end the row they follow
/// (drawn or not, each keeps its place for a cursor), and the next row starts with a word.
@Suite struct HangingSpaceTests {
    func rows(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return TextLayout.lineRanges(of: characters, width: width).map { String(characters[$0]) }
    }

    @Test func theSpaceAtTheEdgeHangsOnTheRowItEnds() {
        #expect(rows("abcd efgh", width: 4) == ["abcd ", "efgh"])
        #expect(TextLayout.lineRanges(of: Array("one two three"), width: 7) == [0..<8, 8..<13])
        #expect(rows("abcd ", width: 4) == ["abcd "], "a space typed at the edge starts no row")
    }

    @Test func manySpacesAtABreakAllHangAndNoRowStartsWithOne() {
        #expect(rows("ab" + String(repeating: " ", count: 10) + "cd", width: 4) == ["ab          ", "cd"])
        #expect(rows("ab  cd", width: 4) == ["ab  ", "cd"])
        #expect(rows("a  b", width: 2) == ["a  ", "b"])
        #expect(rows("    abcdef", width: 4) == ["    ", "abcd", "ef"], "indentation wider than the row hangs too")
    }

    @Test func spacesBetweenWordsThatFitStayInside() {
        #expect(rows("a  b  c", width: 7) == ["a  b  c"])
        #expect(rows("  indented", width: 20) == ["  indented"])
    }

    @Test func aWideCharacterAtTheEdgeGoesToTheNextRowWithItsWord() {
        #expect(rows("abc 日", width: 4) == ["abc ", "日"])
        #expect(rows("ab 日本", width: 4) == ["ab ", "日本"])
        #expect(rows("a 日", width: 4) == ["a 日"])
        #expect(rows("abc日", width: 4) == ["abc", "日"], "cut in a word, never across the wide character")
    }

    @Test func everyCharacterIsInExactlyOneRow() {
        for text in ["ab     cd ef", "   ", "日本 語  x", "a b c d e f", "abcdefgh ij   "] {
            for width in 1...6 {
                let ranges = TextLayout.lineRanges(of: Array(text), width: width)
                #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == text.count, "\(text) at \(width)")
                #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(text) at \(width): \(ranges)")
            }
        }
    }

    @Test func aLabelLeavesHangingSpacesOutOfItsLinesAndAlignment() {
        #expect(TextLayout.wrap("one two     three", width: 7) == ["one two", "three"])
        #expect(TextLayout.wrap("ab " + "cd", width: 2) == ["ab", "cd"])
        let label = Label(text: "ab    cd")
        label.numberOfLines = 0
        label.textAlignment = .right
        label.frame = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(label.displayedLines == ["ab", "cd"])
        #expect(label.sizeThatFits(Size(width: 4, height: 2)) == Size(width: 2, height: 2))
    }

    /// A label keeps the lines it last wrapped, to draw what it was measured for: what it
    /// shows still follows its height, its line limit and its text.
    @Test func aLabelMeasuredThenDrawnShowsTheLinesItsSizeAllows() {
        let label = Label(text: "one two three")
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 5, height: 2)
        #expect(label.sizeThatFits(Size(width: 5, height: .max)) == Size(width: 5, height: 3))
        #expect(label.displayedLines == ["one", "two…"])
        label.frame.size.height = 3
        #expect(label.displayedLines == ["one", "two", "three"])
        label.frame.size.height = 4
        #expect(label.displayedLines == ["one", "two", "three"])
        label.numberOfLines = 1
        #expect(label.displayedLines == ["one…"])
        label.text = "a b"
        #expect(label.displayedLines == ["a b"])
    }
}

/// Lines end at "\n", "\r\n" (one Character in Swift) and "\r", as a text file from any system has them.
@Suite struct ParagraphTests {
    @Test func everyLineBreakEndsAParagraph() {
        #expect(TextLayout.paragraphs(of: "a\nb\r\nc\rd").map(String.init) == ["a", "b", "c", "d"])
        #expect(TextLayout.paragraphs(of: "\r\n\r\n").map(String.init) == ["", "", ""])
        #expect(TextLayout.paragraphs(of: "").map(String.init) == [""])
        #expect(TextLayout.paragraphs(of: "x\u{2028}y\u{2029}z").map(String.init) == ["x", "y", "z"])
    }

    @Test func wrappingALabelAndATextViewBreakAtEachOfThem() {
        #expect(TextLayout.wrap("one\r\ntwo\rthree", width: 10) == ["one", "two", "three"])
        let label = Label(text: "one\r\ntwo")
        #expect(label.intrinsicContentSize == Size(width: 3, height: 1), "one line unless it may wrap, as UILabel")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 3, height: 2))
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        textView.text = "one\r\ntwo\rthree"
        #expect(textView.text == "one\ntwo\nthree")
    }
}

/// Plain ASCII text is measured and wrapped by its bytes, everything else by its Characters:
/// the two ways must give the same lines and widths.
@Suite struct PlainASCIITextTests {
    /// The lines the Character path gives: `lineRanges` over the characters, with the spaces
    /// at each break left out, as `wrap` draws them.
    func linesByCharacters(_ text: String, width: Int, maximumLines: Int) -> [String] {
        let characters = Array(text)
        let ranges = TextLayout.lineRanges(of: characters, width: width, maximumLines: maximumLines)
        return ranges.enumerated().map { index, range in
            var line = characters[range]
            if index + 1 < ranges.count {
                while line.last == " " { line.removeLast() }
            }
            return String(line)
        }
    }

    @Test func wrappingByBytesGivesTheLinesOfWrappingByCharacters() {
        let texts = [
            "", " ", "Jane Appleseed", "one two three four five six", "  leading and trailing  ", "averyveryverylongwordthatdoesnotfit here",
            "a  b   c    d", "Edit", "x",
        ]
        for text in texts {
            #expect(CharacterWidth.isPlainASCII(text))
            for width in 1...16 {
                for maximumLines in [1, 2, 3, Int.max] {
                    #expect(
                        TextLayout.wrap(text, width: width, maximumLines: maximumLines) == linesByCharacters(text, width: width, maximumLines: maximumLines),
                        "\"\(text)\" at width \(width), at most \(maximumLines) lines")
                }
            }
        }
    }

    @Test func onlyPrintableASCIIGoesByBytes() {
        #expect(!CharacterWidth.isPlainASCII("two\nlines"))
        #expect(!CharacterWidth.isPlainASCII("tab\there"))
        #expect(!CharacterWidth.isPlainASCII("café"))
        #expect(!CharacterWidth.isPlainASCII("日本"))
        #expect(CharacterWidth.of("日本 ok") == 7)
        #expect(CharacterWidth.of("plain") == 5)
    }

    @Test func aLabelOfPlainTextIsAsWideAsItsBytes() {
        let label = Label()
        label.text = "Jane Appleseed"
        #expect(label.intrinsicContentSize == Size(width: 14, height: 1))
        label.text = "Jane\nAppleseed"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 9, height: 2))
    }
}

/// Filling a rectangle, or drawing text, keeps wide characters whole where it cuts them, as
/// setting each cell does.
@Suite struct CanvasFillTests {
    /// Text is clipped and laid over wide characters whole: "hi there!" from column 1, clipped
    /// to columns 2 to 6, over 日本語.
    @Test func textIsClippedAndLaidOverWideCharacters() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.draw("日本語", at: .zero)
        let used = canvas.draw("hi there!", at: Point(x: 1, y: 0), foreground: .red, clip: Rect(x: 2, y: 0, width: 5, height: 1))
        // "h" is clipped, so 日 stays whole; "i" and "t" replace the first halves of 本 and 語.
        #expect(canvas.text == "日i the")
        #expect(used == 6)
        #expect(canvas[x: 0, y: 0].width == 2 && canvas[x: 1, y: 0].isContinuation)
        #expect((2...6).allSatisfy { canvas[x: $0, y: 0].width == 1 && canvas[x: $0, y: 0].foreground == .red })
        #expect(canvas[x: 7, y: 0] == .blank)
    }

    @Test func aFillThatCutsAWideCharacterBlanksItsOtherHalf() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.draw("日本語x", at: .zero)
        // Columns 1 to 4 cut 日 (0-1) and 語 (4-5).
        canvas.fill(Rect(x: 1, y: 0, width: 4, height: 1), background: .red)
        #expect(canvas.text == "      x")
        #expect(canvas[x: 0, y: 0].width == 1)
        #expect(canvas[x: 5, y: 0].width == 1)
        #expect((1...4).allSatisfy { canvas[x: $0, y: 0].background == .red })
        #expect(canvas[x: 0, y: 0].background == .default && canvas[x: 5, y: 0].background == .default)
    }

    @Test func aFillOfEveryWidthMatchesSettingEachCell() {
        for width in 0...5 {
            var filled = Canvas(size: Size(width: 6, height: 2))
            filled.draw("a日b語", at: Point(x: 0, y: 1))
            var set = filled
            filled.fill(Rect(x: 1, y: 1, width: width, height: 1), background: .blue)
            for x in 1..<1 + width { set.set(Cell(" ", background: .blue), x: x, y: 1) }
            #expect(filled == set, "width \(width):\n\(filled.text)\nexpected:\n\(set.text)")
        }
    }
}

/// A paragraph's rows after an edit, made again from the row above the edit only, are the rows
/// wrapping the whole paragraph makes.
@Suite struct RewrappingTests {
    /// Deterministic pseudo-random numbers (SplitMix64), so a failure can be run again.
    struct Numbers: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func anEditsRowsAreTheWholeParagraphsRows() {
        var numbers = Numbers(state: 7)
        let pieces: [[Character]] = [[" "], [" ", " "], Array("a"), Array("word"), Array("longerword"), Array("漢字"), Array("x y"), Array("abcdefghijklmnop")]
        for round in 0..<2_000 {
            let width = Int.random(in: 1...12, using: &numbers)
            var text: [Character] = (0..<Int.random(in: 0...30, using: &numbers)).flatMap { _ in pieces.randomElement(using: &numbers)! }
            var rows = TextLayout.lineRanges(of: text, width: width)
            for _ in 0..<5 {
                let start = Int.random(in: 0...text.count, using: &numbers)
                let end = Int.random(in: start...min(text.count, start + 6), using: &numbers)
                let inserted = Int.random(in: 0...2, using: &numbers) == 0 ? [] : pieces.randomElement(using: &numbers)!
                text.replaceSubrange(start..<end, with: inserted)
                rows = TextLayout.lineRanges(of: text, width: width, after: rows, replacing: start, to: end, with: start + inserted.count)
                let whole = TextLayout.lineRanges(of: text, width: width)
                guard rows == whole else {
                    Issue.record("round \(round), width \(width): \(String(text).debugDescription)\nrewrapped \(rows)\nwhole     \(whole)")
                    return
                }
            }
        }
    }
}
