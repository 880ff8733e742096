/// Breaking text into lines that fit a width in cells, at spaces where possible.
public enum TextLayout {
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = CharacterWidth.of(String(word))
                if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                var remaining = Substring(word)
                while CharacterWidth.of(String(remaining)) + lineWidth > width, lineWidth == 0 {
                    var cut = ""
                    var cutWidth = 0
                    while let c = remaining.first, cutWidth + CharacterWidth.of(c) <= width {
                        cut.append(c); cutWidth += CharacterWidth.of(c); remaining.removeFirst()
                    }
                    if cut.isEmpty { break }
                    lines.append(cut)
                }
                line += remaining
                lineWidth += CharacterWidth.of(String(remaining))
            }
            lines.append(line)
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
