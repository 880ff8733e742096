/// One word of a script line.
struct ScriptToken: Hashable, Sendable {
    var text: String
    /// 1-based column of the token's first character.
    var column: Int
    /// Written in double quotes; quoted words are always text, never a cell or a key name.
    var quoted: Bool
    /// 1-based column just past the token (past the closing quote of a quoted one).
    var end: Int
}

/// Splits a script line into words: whitespace separates, double quotes group (with
/// `\"`, `\\`, `\e`, `\n`, `\t`, `\r`, `\u{...}` escapes), and an unquoted `#` starts a comment.
enum ScriptTokenizer {
    /// What each escape but `\u{...}` stands for.
    static let escapes: [Character: Character] = ["\"": "\"", "\\": "\\", "e": "\u{1B}", "n": "\n", "t": "\t", "r": "\r"]

    static func tokenize(_ line: Substring) throws(ScriptFailure) -> [ScriptToken] {
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
                        case "u":
                            guard index < characters.count, characters[index] == "{",
                                let close = characters[index...].firstIndex(of: "}"),
                                let value = UInt32(String(characters[(index + 1)..<close]), radix: 16),
                                let scalar = Unicode.Scalar(value)
                            else {
                                throw ScriptFailure(column: index - 1, message: "bad \\u escape; write it as \\u{1F600}")
                            }
                            text.unicodeScalars.append(scalar)
                            index = close + 1
                        default:
                            guard let character = escapes[escape] else {
                                throw ScriptFailure(
                                    column: index - 1,
                                    message: "unknown escape \\\(escape) in quoted text (known: \\\" \\\\ \\e \\n \\t \\r \\u{...})")
                            }
                            text.append(character)
                        }
                        continue
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else { throw ScriptFailure(column: start + 1, message: "unterminated quoted text (missing closing \")") }
                if index < characters.count, characters[index] != " ", characters[index] != "\t" {
                    throw ScriptFailure(column: index + 1, message: "expected a space after the closing quote")
                }
                tokens.append(ScriptToken(text: text, column: start + 1, quoted: true, end: index + 1))
                continue
            }
            while index < characters.count, characters[index] != " ", characters[index] != "\t" { index += 1 }
            tokens.append(ScriptToken(text: String(characters[start..<index]), column: start + 1, quoted: false, end: index + 1))
        }
        return tokens
    }
}
