/// Text made safe to put in XML, SVG or HTML, in content or in a double-quoted attribute.
enum Markup {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // XML 1.0 allows no other C0 control characters: a cell holding one shows nothing.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A length in pixels, without a needless fraction: 9, 4.5, 1.125.
    static func number(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        var text = String(Double((value * 1000).rounded()) / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
