import NibFormat

/// A strings file as Xcode writes one for a localized storyboard or view file
/// (`fr.lproj/Main.strings`): `"key" = "value";` entries, with `/* comments */` and `// lines`
/// between them, in UTF-8 or UTF-16 (Xcode wrote UTF-16 for years), the escapes `\"`, `\\`,
/// `\n`, `\t`, `\r` and `\Uhhhh`. A key names an object and its text: `"bNd-ki-Xi8.text"`.
public struct StringsTable: Sendable, Equatable {
    /// The values by key; a key written twice keeps its last value, as Foundation's reader does.
    public var values: [String: String] = [:]

    /// The table written in `text`, or every problem of it, each at its line and column of `file`.
    public init(_ text: String, file: String) throws(ScreenError) {
        var parser = Parser(Array(text.unicodeScalars), file: file)
        values = try parser.entries()
    }

    /// The table in a file's bytes: UTF-16 when they start with its byte order mark, else UTF-8.
    public init(bytes: [UInt8], file: String) throws(ScreenError) {
        try self.init(Self.text(of: bytes), file: file)
    }

    /// The bytes as text, by their byte order mark.
    static func text(of bytes: [UInt8]) -> String {
        func utf16(_ bigEndian: Bool) -> String {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            for i in stride(from: 2, to: bytes.count - 1, by: 2) {
                let (first, second) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(true) }
        return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
    }

    /// Reads entries one scalar at a time, counting lines and columns for messages.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var (line, column) = (1, 1)

        init(_ scalars: [Unicode.Scalar], file: String) { (self.scalars, self.file) = (scalars, file) }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if current == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            index += 1
        }

        func problem(_ message: String) -> ScreenError {
            ScreenError([Diagnostic(.malformedStrings, message, at: SourceLocation(file: file, line: line, column: column))])
        }

        mutating func entries() throws(ScreenError) -> [String: String] {
            var values: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return values }
                let key = try string()
                try skipSpaceAndComments()
                guard current == "=" else { throw problem("expected '=' after the key \(key.debugDescription)") }
                advance()
                try skipSpaceAndComments()
                let value = try string()
                try skipSpaceAndComments()
                guard current == ";" else { throw problem("expected ';' after the value of \(key.debugDescription)") }
                advance()
                values[key] = value
            }
        }

        mutating func skipSpaceAndComments() throws(ScreenError) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance()
                    advance()
                    while current != nil, !(current == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard current != nil else {
                        (line, column) = (startLine, startColumn)
                        throw problem("a comment that is never closed ('*/')")
                    }
                    advance()
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while current != nil, current != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// Four hexadecimal digits after `\U`.
        mutating func hexUnit(_ escaped: Unicode.Scalar) throws(ScreenError) -> UInt32 {
            var hex = ""
            while hex.count < 4, let digit = current, digit.properties.isASCIIHexDigit {
                hex.unicodeScalars.append(digit)
                advance()
            }
            guard hex.count == 4, let code = UInt32(hex, radix: 16) else { throw problem("\\\(escaped) needs four hexadecimal digits") }
            return code
        }

        /// A quoted string, or a bare word of letters, digits and `_.-` (old files' keys).
        mutating func string() throws(ScreenError) -> String {
            guard current == "\"" else {
                var word = String.UnicodeScalarView()
                while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar) {
                    word.append(scalar)
                    advance()
                }
                guard !word.isEmpty else { throw problem("expected a quoted string") }
                return String(word)
            }
            let (startLine, startColumn) = (line, column)
            advance()
            var text = String.UnicodeScalarView()
            while let scalar = current, scalar != "\"" {
                advance()
                guard scalar == "\\" else {
                    text.append(scalar)
                    continue
                }
                guard let escaped = current else { break }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "U", "u":
                    // Four hexadecimal digits, a UTF-16 unit: a surrogate pair is two escapes.
                    var code = try hexUnit(escaped)
                    if (0xD800..<0xDC00).contains(code), current == "\\", index + 1 < scalars.count, "Uu".unicodeScalars.contains(scalars[index + 1]) {
                        advance()
                        advance()
                        let low = try hexUnit(escaped)
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00) }
                    }
                    guard let unit = Unicode.Scalar(code) else { throw problem("\\\(escaped) names no character (a lone surrogate)") }
                    text.append(unit)
                default: text.append(escaped)  // \" \\ \' and any other character as itself
                }
            }
            guard current == "\"" else {
                (line, column) = (startLine, startColumn)
                throw problem("a string that is never closed ('\"')")
            }
            advance()
            return String(text)
        }
    }
}
