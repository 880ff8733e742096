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
        label.textAlignment = .right
        label.frame = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(label.displayedLines == ["ab", "cd"])
        #expect(label.sizeThatFits(Size(width: 4, height: 2)) == Size(width: 2, height: 2))
    }

    /// A label keeps the lines it last wrapped, to draw what it was measured for: what it
    /// shows still follows its height, its line limit and its text.
    @Test func aLabelMeasuredThenDrawnShowsTheLinesItsSizeAllows() {
        let label = Label(text: "one two three")
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
        #expect(Label(text: "one\r\ntwo").intrinsicContentSize == Size(width: 3, height: 2))
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        textView.text = "one\r\ntwo\rthree"
        #expect(textView.text == "one\ntwo\nthree")
    }
}
