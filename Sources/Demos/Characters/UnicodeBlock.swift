/// A named range of Unicode code points, as the Unicode Standard's Blocks.txt names it: the
/// Characters demo's sections.
struct UnicodeBlock: Sendable {
    let name: String
    let range: ClosedRange<UInt32>

    /// The blocks the demo lists, in code point order: scripts, symbols a terminal draws with,
    /// and the wide ones (kana, Hangul syllables, emoji). Together over 15,000 named characters.
    static let catalog: [UnicodeBlock] = [
        .init(name: "Basic Latin", range: 0x0020...0x007E),
        .init(name: "Latin-1 Supplement", range: 0x00A0...0x00FF),
        .init(name: "Latin Extended-A", range: 0x0100...0x017F),
        .init(name: "Latin Extended-B", range: 0x0180...0x024F),
        .init(name: "IPA Extensions", range: 0x0250...0x02AF),
        .init(name: "Greek and Coptic", range: 0x0370...0x03FF),
        .init(name: "Cyrillic", range: 0x0400...0x04FF),
        .init(name: "Armenian", range: 0x0530...0x058F),
        .init(name: "Hebrew", range: 0x0590...0x05FF),
        .init(name: "Arabic", range: 0x0600...0x06FF),
        .init(name: "Devanagari", range: 0x0900...0x097F),
        .init(name: "Thai", range: 0x0E00...0x0E7F),
        .init(name: "Georgian", range: 0x10A0...0x10FF),
        .init(name: "General Punctuation", range: 0x2000...0x206F),
        .init(name: "Superscripts and Subscripts", range: 0x2070...0x209F),
        .init(name: "Currency Symbols", range: 0x20A0...0x20CF),
        .init(name: "Letterlike Symbols", range: 0x2100...0x214F),
        .init(name: "Number Forms", range: 0x2150...0x218F),
        .init(name: "Arrows", range: 0x2190...0x21FF),
        .init(name: "Mathematical Operators", range: 0x2200...0x22FF),
        .init(name: "Miscellaneous Technical", range: 0x2300...0x23FF),
        .init(name: "Box Drawing", range: 0x2500...0x257F),
        .init(name: "Block Elements", range: 0x2580...0x259F),
        .init(name: "Geometric Shapes", range: 0x25A0...0x25FF),
        .init(name: "Miscellaneous Symbols", range: 0x2600...0x26FF),
        .init(name: "Dingbats", range: 0x2700...0x27BF),
        .init(name: "Braille Patterns", range: 0x2800...0x28FF),
        .init(name: "CJK Symbols and Punctuation", range: 0x3000...0x303F),
        .init(name: "Hiragana", range: 0x3040...0x309F),
        .init(name: "Katakana", range: 0x30A0...0x30FF),
        .init(name: "Hangul Syllables", range: 0xAC00...0xD7A3),
        .init(name: "Halfwidth and Fullwidth Forms", range: 0xFF00...0xFFEF),
        .init(name: "Miscellaneous Symbols and Pictographs", range: 0x1F300...0x1F5FF),
        .init(name: "Emoticons", range: 0x1F600...0x1F64F),
    ]
}
