/// Breaking text into lines that fit a width in cells, at spaces where possible.
nonisolated public enum TextLayout {
    /// The lines of a text, between its line breaks: "\n", "\r\n" (one Character in Swift, so
    /// splitting at "\n" alone misses it), "\r", and Unicode's line and paragraph separators, as
    /// NSString takes them. An empty text is one empty line; a break at the end makes an empty
    /// last line.
    public static func paragraphs(of text: String) -> [Substring] {
        // Plain ASCII has no line break: one paragraph, found without breaking it into Characters.
        if CharacterWidth.isPlainASCII(text) { return [text[...]] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
    }

    /// Whether a character ends a line.
    public static func isLineBreak(_ character: Character) -> Bool {
        // ASCII first, by its byte ("\r\n" is "\n"'s): each case of the switch below makes and
        // compares a Character, for every character of every label measured, wrapped and drawn
        // (the ASCII path took 3% off Account.xib's first frame, docs/BENCHMARKS.md).
        if let ascii = character.asciiValue { return ascii == 0x0A || ascii == 0x0D }
        // A switch, not a set: hashing a Character for every character wrapped costs more.
        switch character {
        case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": return true
        default: return false
        }
    }

    /// The lines of `text` at `width`, at most `maximumLines` of them, as a label draws them:
    /// the spaces hanging at a break are left out, so they count for neither width nor
    /// alignment. Each character is measured once, so a long text (a 1 MB title) takes time in
    /// proportion to its length, and wrapping stops once `maximumLines` are made; a word wider
    /// than the line is cut where the line is full.
    public static func wrap(_ text: String, width: Int, maximumLines: Int = .max) -> [String] {
        guard width > 0, maximumLines > 0 else { return [] }
        if CharacterWidth.isPlainASCII(text) {
            // One byte is one character of one cell: wrapped by bytes, with no Characters made.
            let bytes = Array(text.utf8)
            let ranges = lineRanges(of: bytes, width: width, maximumLines: maximumLines, isSpace: { $0 == 0x20 }, cells: { _ in 1 }).ranges
            return lines(of: bytes, at: ranges, isSpace: { $0 == 0x20 }, text: { String(decoding: $0, as: UTF8.self) })
        }
        var lines: [String] = []
        for paragraph in paragraphs(of: text) {
            let characters = Array(paragraph)
            let ranges = lineRanges(of: characters, width: width, maximumLines: maximumLines - lines.count)
            lines += Self.lines(of: characters, at: ranges, isSpace: { $0 == " " }, text: { String($0) })
            if lines.count == maximumLines { return lines }
        }
        return lines
    }

    /// The lines at `ranges`, the spaces hanging at each break left out.
    private static func lines<Unit>(
        of units: [Unit], at ranges: [Range<Int>], isSpace: (Unit) -> Bool, text: (ArraySlice<Unit>) -> String
    ) -> [String] {
        ranges.enumerated().map { index, range in
            var line = units[range]
            if index + 1 < ranges.count {
                while let last = line.last, isSpace(last) { line.removeLast() }
            }
            return text(line)
        }
    }

    /// The lines of one paragraph at `width`, as ranges of its characters, at most
    /// `maximumLines` of them (a paragraph makes one line at least, empty or not). A line
    /// breaks before the first word that does not fit; the spaces before that word hang at the
    /// end of the line, past its edge if need be, as TextKit's do, so no line but the first
    /// starts with a space. A word wider than the line is cut where the line is full, and a wide
    /// character is never split across the edge. Every character is in exactly one range, the
    /// ranges one after another, so an editor can give each character a place.
    public static func lineRanges(of characters: [Character], width: Int, maximumLines: Int = .max) -> [Range<Int>] {
        lineRanges(of: characters, width: width, maximumLines: maximumLines, isSpace: { $0 == " " }, cells: CharacterWidth.of).ranges
    }

    /// The lines of a paragraph after an edit, from its lines before (`old`, at the same
    /// `width`): the characters from `start` to `oldEnd` (as they were counted before) became
    /// those from `start` to `newEnd`. Lines end where a word does not fit, so the lines before
    /// the one above the edit stand; the rest are wrapped again until one starts where a line
    /// started before, after the edit, and from there they are the old ones moved: only the
    /// characters of the lines the edit changes are measured again (the lines themselves are
    /// still copied, a range each).
    public static func lineRanges(of characters: [Character], width: Int, after old: [Range<Int>], replacing start: Int, to oldEnd: Int, with newEnd: Int)
        -> [Range<Int>]
    {
        let delta = newEnd - oldEnd
        // The line with the edit's start, and the one above, which a shorter word may now join.
        let editLine = min(old.firstIndex { $0.upperBound > start } ?? old.count - 1, old.count - 1)
        let restart = max(0, editLine - 1)
        let from = restart < old.count ? old[restart].lowerBound : 0
        // The old lines are searched forward as the new ones are made, each looked at once.
        var scanned = restart
        var taken: Int?
        let again = lineRanges(
            of: characters, width: width, maximumLines: .max, isSpace: { $0 == " " }, cells: CharacterWidth.of, from: from,
            stopsBefore: { lineStart in
                guard lineStart > newEnd else { return false }
                while scanned < old.count, old[scanned].lowerBound < lineStart - delta { scanned += 1 }
                guard scanned < old.count, old[scanned].lowerBound == lineStart - delta else { return false }
                taken = scanned
                return true
            }
        ).ranges
        guard let taken else { return Array(old[..<restart]) + again }
        return Array(old[..<restart]) + again + old[taken...].map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
    }

    /// `lineRanges(of:width:maximumLines:)` over any units of text (Characters, or the bytes of
    /// plain ASCII), given which are spaces and how many cells each takes.
    /// From `from`, a line's start, stopping before a line that `stopsBefore` its start says
    /// to: the lines made, and where the one not made would have started.
    private static func lineRanges<Unit>(
        of characters: [Unit], width: Int, maximumLines: Int, isSpace: (Unit) -> Bool, cells: (Unit) -> Int, from: Int = 0,
        stopsBefore: (Int) -> Bool = { _ in false }
    ) -> (ranges: [Range<Int>], stoppedAt: Int?) {
        guard maximumLines > 0 else { return ([], nil) }
        var ranges: [Range<Int>] = []
        var lineStart = from
        // The cells the line takes up to the end of its last word: hanging spaces take none.
        var lineWidth = 0
        var index = from
        while index < characters.count {
            let spacesStart = index
            while index < characters.count, isSpace(characters[index]) { index += 1 }
            let wordStart = index
            var wordWidth = 0
            while index < characters.count, !isSpace(characters[index]) {
                wordWidth += cells(characters[index])
                index += 1
            }
            // Spaces at the end hang on the last line.
            guard index > wordStart else { break }
            let spaces = wordStart - spacesStart
            if wordStart > lineStart, lineWidth + spaces + wordWidth > width {
                ranges.append(lineStart..<wordStart)
                if ranges.count == maximumLines { return (ranges, nil) }
                lineStart = wordStart
                lineWidth = 0
                if stopsBefore(lineStart) { return (ranges, lineStart) }
            } else {
                lineWidth += spaces
            }
            guard wordStart == lineStart, wordWidth > width else {
                lineWidth += wordWidth
                continue
            }
            for cut in wordStart..<index {
                let characterWidth = cells(characters[cut])
                if lineWidth > 0 && lineWidth + characterWidth > width {
                    ranges.append(lineStart..<cut)
                    if ranges.count == maximumLines { return (ranges, nil) }
                    lineStart = cut
                    lineWidth = 0
                    // Mid-word, the cut depends on the cells before it in the word: not a place
                    // where the old lines can be taken up again.
                }
                lineWidth += characterWidth
            }
        }
        ranges.append(lineStart..<characters.count)
        return (ranges, nil)
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

/// Where a line of text sits in a wider space: UIKit's `NSTextAlignment`, without justified and
/// natural. The raw values are the screen format's.
nonisolated public enum TextAlignment: String, Sendable {
    /// Against the left edge, in the middle (an odd cell over goes on the right), or against the
    /// right edge.
    case left, center, right
}
