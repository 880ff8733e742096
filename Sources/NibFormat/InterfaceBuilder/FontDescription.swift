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
    init(attributes: [String: String]) {
        let name = (attributes["name"] ?? attributes["fontName"] ?? "").lowercased()
        isBold =
            attributes["type"] == "boldSystem" || attributes["weight"].map(Self.boldWeights.contains) == true
            || attributes["style"].map(Self.boldStyles.contains) == true
            || ["bold", "heavy", "black", "semibold", "demi"].contains { name.contains($0) }
        isItalic = attributes["type"] == "italicSystem" || name.contains("italic") || name.contains("oblique")
    }
}
