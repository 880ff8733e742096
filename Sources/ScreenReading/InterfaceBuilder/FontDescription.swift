import NibFormat

/// What a terminal keeps of a UIKit font (`<fontDescription>`, or an attributed string's
/// `<font>`): bold and italic. Sizes and families have no meaning in cells.
struct FontTraits: Equatable {
    var isBold = false
    var isItalic = false

    /// The weights UIKit draws heavier than regular.
    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]
    /// Text styles whose font is bold (`UICTFontTextStyleHeadline`).
    static let boldStyles: Set<String> = ["UICTFontTextStyleHeadline"]

    init(isBold: Bool = false, isItalic: Bool = false) {
        self.isBold = isBold
        self.isItalic = isItalic
    }

    /// From the attributes Xcode writes: `type` (system, boldSystem, italicSystem), `weight`,
    /// `style`, and a font's PostScript `name` (`Futura-Bold`, `Helvetica-Oblique`).
    init(type: String?, weight: String?, style: String?, name: String?) {
        let name = Array((name ?? "").lowercased().utf8)
        isBold =
            type == "boldSystem" || weight.map(Self.boldWeights.contains) == true || style.map(Self.boldStyles.contains) == true
            || Self.boldFaces.contains { Self.find($0, in: name) }
        isItalic = type == "italicSystem" || Self.italicFaces.contains { Self.find($0, in: name) }
    }

    /// Words in a face's name (lowercased) that make it bold, or italic.
    static let boldFaces = ["bold", "heavy", "black", "semibold", "demi"].map { Array($0.utf8) }
    static let italicFaces = ["italic", "oblique"].map { Array($0.utf8) }

    /// Whether `word` occurs in `name`: a face's name is a few bytes, searched directly.
    static func find(_ word: [UInt8], in name: [UInt8]) -> Bool {
        guard name.count >= word.count else { return false }
        return (0...(name.count - word.count)).contains { start in name[start..<start + word.count].elementsEqual(word) }
    }
}
