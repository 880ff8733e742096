/// Text on its way into or out of a screen file: what the schema and `nibtool format` write, and
/// what the reader keeps of an element's text or libxml2's messages.
extension String {
    /// The text escaped for an XML attribute value or element content.
    public var xmlEscaped: String {
        unicodeScalars.reduce(into: "") { out, scalar in
            if let entity = xmlEntities[scalar] { out += entity } else { out.unicodeScalars.append(scalar) }
        }
    }

    /// The text without the whitespace around it.
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

private let xmlEntities: [Unicode.Scalar: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": "&#10;", "\t": "&#9;", "\r": "&#13;",
]
