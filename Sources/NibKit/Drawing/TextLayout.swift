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
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = CharacterWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    if lines.count == maximumLines { return lines }
                    line = ""
                    lineWidth = 0
                }
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                guard lineWidth == 0, wordWidth > width else {
                    line += word
                    lineWidth += wordWidth
                    continue
                }
                for character in word {
                    let characterWidth = CharacterWidth.of(character)
                    if lineWidth > 0 && lineWidth + characterWidth > width {
                        lines.append(line)
                        if lines.count == maximumLines { return lines }
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
            if lines.count == maximumLines { return lines }
        }
        return lines
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
