/// Breaking text into lines that fit a width in cells, at spaces where possible.
public enum TextLayout {
    /// The lines of `text` at `width`, at most `maximumLines` of them. Each character is
    /// measured once, so a long text (a 1 MB title) takes time in proportion to its length,
    /// and wrapping stops once `maximumLines` are made; a word wider than the line is cut
    /// where the line is full.
    public static func wrap(_ text: String, width: Int, maximumLines: Int = .max) -> [String] {
        guard width > 0, maximumLines > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            for range in lineRanges(of: characters, width: width, maximumLines: maximumLines - lines.count) {
                lines.append(String(characters[range]))
            }
            if lines.count == maximumLines { return lines }
        }
        return lines
    }

    /// The lines of one paragraph at `width`, as ranges of its characters, at most
    /// `maximumLines` of them (a paragraph makes one line at least, empty or not). A line
    /// breaks at the space before the first word that does not fit, and that one space
    /// belongs to neither line; a word wider than the line is cut where the line is full, and
    /// a wide character is never split across the edge. Every other character, leading and
    /// repeated spaces included, is in exactly one range, so an editor can map each character
    /// to a cell.
    public static func lineRanges(of characters: [Character], width: Int, maximumLines: Int = .max) -> [Range<Int>] {
        guard maximumLines > 0 else { return [] }
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0
        var wordStart = 0
        while wordStart <= characters.count {
            var wordEnd = wordStart
            var wordWidth = 0
            while wordEnd < characters.count, characters[wordEnd] != " " {
                wordWidth += CharacterWidth.of(characters[wordEnd])
                wordEnd += 1
            }
            // The space before this word, if the line holds anything before it.
            if wordStart > lineStart {
                if lineWidth + 1 + wordWidth > width {
                    ranges.append(lineStart..<wordStart - 1)
                    if ranges.count == maximumLines { return ranges }
                    lineStart = wordStart
                    lineWidth = 0
                } else {
                    lineWidth += 1
                }
            }
            if wordStart == lineStart, wordWidth > width {
                for index in wordStart..<wordEnd {
                    let characterWidth = CharacterWidth.of(characters[index])
                    if lineWidth > 0 && lineWidth + characterWidth > width {
                        ranges.append(lineStart..<index)
                        if ranges.count == maximumLines { return ranges }
                        lineStart = index
                        lineWidth = 0
                    }
                    lineWidth += characterWidth
                }
            } else {
                lineWidth += wordWidth
            }
            wordStart = wordEnd + 1
        }
        ranges.append(lineStart..<characters.count)
        return ranges
    }

    /// The x offset that places text of `textWidth` in `width` with an alignment.
    public static func offset(textWidth: Int, in width: Int, alignment: TextAlignment) -> Int {
        switch alignment {
        case .left: return 0
        case .center: return max(0, (width - textWidth) / 2)
        case .right: return max(0, width - textWidth)
        }
    }
}

public enum TextAlignment: String, Sendable {
    case left, center, right
}
