extension String {
    /// The text with every control character written as an escape (`\n`, `\t`, `\r`,
    /// `\u{1B}`): what a program prints of a file (a name, a value, a path) can neither move the
    /// terminal's cursor, clear its screen or set its title, nor start a line of its own that
    /// reads as another diagnostic.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.isControlCharacter: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// The C0 and C1 controls and DEL: the characters a terminal acts on rather than shows.
    var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
