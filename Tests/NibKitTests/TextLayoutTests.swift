import Testing

@testable import NibKit

/// Wrapping by ranges of characters, which a text view maps characters to cells with and a
/// label's `wrap` makes its lines from.
@Suite struct TextLayoutTests {
    func rows(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return TextLayout.lineRanges(of: characters, width: width).map { String(characters[$0]) }
    }

    @Test func aRowBreaksAtTheSpaceBeforeTheWordThatDoesNotFitAndDropsOnlyThatSpace() {
        #expect(rows("one two three", width: 7) == ["one two", "three"])
        #expect(TextLayout.lineRanges(of: Array("one two three"), width: 7) == [0..<7, 8..<13])
        #expect(rows("a  b", width: 2) == ["a ", "b"])
    }

    @Test func leadingSpacesAreKept() {
        #expect(rows("  indented", width: 20) == ["  indented"])
        #expect(TextLayout.wrap("  indented\n    more", width: 20) == ["  indented", "    more"])
    }

    @Test func aLongWordIsCutAndAWideCharacterNeverSplit() {
        #expect(rows("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(rows("日本語", width: 3) == ["日", "本", "語"])
        #expect(rows("ab 日本語です", width: 5) == ["ab", "日本", "語で", "す"])
    }

    @Test func anEmptyParagraphIsOneEmptyRowAndMaximumLinesStops() {
        #expect(TextLayout.lineRanges(of: [], width: 4) == [0..<0])
        #expect(TextLayout.lineRanges(of: Array("a b c d"), width: 1, maximumLines: 2) == [0..<1, 2..<3])
    }
}
