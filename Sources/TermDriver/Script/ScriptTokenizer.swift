/// One word of a script line.
struct ScriptToken: Hashable, Sendable {
    var text: String
    /// 1-based column of the token's first character.
    var column: Int
    /// Written in double quotes; quoted words are always text, never a cell or a key name.
    var quoted: Bool
}

/// Splits a script line into words: whitespace separates, double quotes group (with
/// `\"`, `\\`, `\e`, `\n`, `\t`, `\r`, `\u{...}` escapes), and an unquoted `#` starts a comment.
enum ScriptTokenizer {
    struct Failure: Error {
        var column: Int
        var message: String
    }

    static func tokenize(_ line: Substring) throws(Failure) -> [ScriptToken] {
        let characters = Array(line)
        var tokens: [ScriptToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            let start = index
            if character == "#" { break }
            if character == "\"" {
                index += 1
                var text = ""
                var closed = false
                while index < characters.count {
                    let current = characters[index]
                    if current == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if current == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escape = characters[index + 1]
                        index += 2
                        switch escape {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "e": text.append("\u{1B}")
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "r": text.append("\r")
                        case "u":
                            guard index < characters.count, characters[index] == "{",
                                let close = characters[index...].firstIndex(of: "}"),
                                let value = UInt32(String(characters[(index + 1)..<close]), radix: 16),
                                let scalar = Unicode.Scalar(value)
                            else {
                                throw Failure(column: index - 1, message: "bad \\u escape; write it as \\u{1F600}")
                            }
                            text.unicodeScalars.append(scalar)
                            index = close + 1
                        default:
                            throw Failure(
                                column: index - 1,
                                message: "unknown escape \\\(escape) in quoted text (known: \\\" \\\\ \\e \\n \\t \\r \\u{...})")
                        }
                        continue
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else { throw Failure(column: start + 1, message: "unterminated quoted text (missing closing \")") }
                if index < characters.count, characters[index] != " ", characters[index] != "\t" {
                    throw Failure(column: index + 1, message: "expected a space after the closing quote")
                }
                tokens.append(ScriptToken(text: text, column: start + 1, quoted: true))
                continue
            }
            while index < characters.count, characters[index] != " ", characters[index] != "\t" { index += 1 }
            tokens.append(ScriptToken(text: String(characters[start..<index]), column: start + 1, quoted: false))
        }
        return tokens
    }
}
