import BoundedFile
import Foundation
import Suggestions
import TerminalCells

extension SmokeScript {
    /// Reads and parses a script file. `displayPath` is how reports name it. Only a regular
    /// file (a symbolic link to one will do) of at most `largestScript` bytes is read: a device
    /// or a huge file named by mistake is refused, not read into memory. What is checked is the
    /// file opened, so nothing can be swapped in between (`RegularFile`).
    public static func load(_ url: URL, displayPath: String? = nil) throws -> SmokeScript {
        let path = displayPath ?? url.path
        let bytes: [UInt8]
        do throws(RegularFile.Failure) {
            bytes = try RegularFile.read(url.path, limit: largestScript)
        } catch {
            switch error {
            case .system(let message): throw DriverError("\(path): \(message)")
            case .notRegularFile: throw DriverError("\(path): not a regular file")
            case .tooLarge: throw DriverError("\(path): larger than \(largestScript >> 20) MB, which no smoke script is")
            }
        }
        return try parse(bytes, path: path, folder: url.deletingLastPathComponent(), name: url.deletingPathExtension().lastPathComponent)
    }

    /// The largest script `load` reads.
    public static let largestScript = 1 << 20

    /// Parses script text, reporting every mistake (as `ScriptParseError`), not just the first.
    public static func parse(_ text: String, path: String, folder: URL, name: String) throws -> SmokeScript {
        try parse(Array(text.utf8), path: path, folder: folder, name: name)
    }

    /// The mistakes a report lists before it stops reading, as compilers stop: a binary file
    /// given as a script is a page of report, not a million lines.
    static let mostReportedMistakes = 100

    /// Parses the bytes of a script. Lines end with LF or CRLF; a line that is not UTF-8 is a
    /// mistake at its first bad byte. A UTF-8 byte order mark, which some editors write first,
    /// is not part of the first line.
    public static func parse(_ bytes: [UInt8], path: String, folder: URL, name: String) throws -> SmokeScript {
        var steps: [ScriptStep] = []
        var diagnostics: [ScriptDiagnostic] = []
        var started = false
        // Line by line as it goes, so that stopping after too many mistakes stops the work too.
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for offset in 0... {
            guard lineStart <= bytes.count else { break }
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let rawLine = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            let lineBytes = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            do throws(ScriptFailure) {
                let line = try utf8Line(lineBytes)
                let tokens = try ScriptTokenizer.tokenize(line)
                guard let first = tokens.first, let last = tokens.last else { continue }
                var parser = StepParser(tokens: tokens)
                let action = try parser.parse()
                if case .start = action {
                    started = true
                } else if !started {
                    throw ScriptFailure(column: first.column, message: "'\(first.text)' needs a running program; start one first with 'start PROGRAM'")
                }
                // The step as written runs to the end of its last token, a quoted one's closing quote included.
                let source = String(line.prefix(last.end - 1)).trimmingCharacters(in: .whitespaces)
                steps.append(ScriptStep(line: offset + 1, source: source, action: action))
            } catch {
                guard diagnostics.count < mostReportedMistakes else {
                    diagnostics.append(
                        ScriptDiagnostic(file: path, line: offset + 1, column: 1, message: "too many mistakes; the rest of the script was not read"))
                    break
                }
                diagnostics.append(ScriptDiagnostic(file: path, line: offset + 1, column: error.column, message: error.message))
            }
        }
        if diagnostics.isEmpty, steps.isEmpty {
            diagnostics.append(ScriptDiagnostic(file: path, line: 1, column: 1, message: "the script has no steps; it should at least 'start' a program"))
        }
        guard diagnostics.isEmpty else { throw ScriptParseError(diagnostics: diagnostics) }
        return SmokeScript(path: path, folder: folder, name: name, steps: steps)
    }

    /// The line as text, or a mistake at the column of its first byte that is not UTF-8.
    private static func utf8Line(_ bytes: ArraySlice<UInt8>) throws(ScriptFailure) -> Substring {
        if let text = String(validating: bytes, as: UTF8.self) { return Substring(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var validBytes = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { validBytes += UTF8.width(scalar) }
        let column = String(decoding: bytes.prefix(validBytes), as: UTF8.self).count + 1
        throw ScriptFailure(column: column, message: "this line is not UTF-8 text (byte \(validBytes + 1) of the line); save the script as UTF-8")
    }
}

/// A mistake found on one line of a script, at a 1-based column.
struct ScriptFailure: Error {
    var column: Int
    var message: String

    /// "expected a size ..., found '8x'", at the word that is wrong.
    static func expected(_ what: String, found token: ScriptToken) -> ScriptFailure {
        ScriptFailure(column: token.column, message: "expected \(what), found '\(token.text)'")
    }
}

/// Parses the words of one step.
struct StepParser {
    static let stepNames = [
        "start", "expect", "expect-gone", "wait-stable", "press", "type", "paste", "click", "double-click", "triple-click",
        "right-click", "drag", "scroll", "resize", "snapshot", "screenshot", "expect-color", "expect-exit", "expect-restored", "expect-file",
    ]

    let tokens: [ScriptToken]
    private var index = 1

    init(tokens: [ScriptToken]) { self.tokens = tokens }

    mutating func parse() throws(ScriptFailure) -> ScriptAction {
        let name = tokens[0]
        let step = name.quoted ? "" : name.text.lowercased()
        switch step {
        case "start": return try parseStart()
        case "expect": return .expect(try nonEmpty(next("the text to wait for")), timeout: try finish())
        case "expect-gone": return .expectGone(try nonEmpty(next("the text that should disappear")), timeout: try finish())
        case "expect-file":
            let path = try nonEmpty(next("the file's path, relative to the program's folder"))
            return .expectFile(path: path, text: try nonEmpty(next("the text the file should hold, in quotes if it has spaces")), timeout: try finish())
        case "wait-stable":
            var quiet = Duration.milliseconds(200)
            if let token = nextUnlessOption() { quiet = try duration(token) }
            return .waitStable(quiet: quiet, timeout: try finish())
        case "press":
            var keys: [Key] = []
            while let token = peek, token.quoted || !token.text.hasPrefix("--") {
                index += 1
                guard let key = Key(name: token.text) else {
                    throw ScriptFailure(column: token.column, message: "unknown key '\(token.text)'; keys are \(Key.knownNamesSummary)")
                }
                keys.append(key)
            }
            guard !keys.isEmpty else { throw missing("one or more keys, e.g. 'press Enter' or 'press C-c'") }
            try finish(allowTimeout: false)
            return .press(keys)
        case "type":
            let text = try next("the text to type, in quotes if it has spaces").text
            try finish(allowTimeout: false)
            return .type(text)
        case "paste":
            let text = try next("the text to paste, in quotes if it has spaces").text
            try finish(allowTimeout: false)
            return .paste(text)
        case "click", "double-click", "triple-click", "right-click":
            let count = step == "double-click" ? 2 : step == "triple-click" ? 3 : 1
            let target = try target("where to click: \"text\" or COLUMN,ROW")
            return .click(target, button: step == "right-click" ? .right : .left, count: count, timeout: try finish())
        case "drag":
            let from = try target("where to drag from: \"text\" or COLUMN,ROW")
            let to = try next("'to' and where to drag to")
            guard !to.quoted, to.text.lowercased() == "to" else {
                throw .expected("'to' between the two ends of the drag", found: to)
            }
            let end = try target("where to drag to: \"text\" or COLUMN,ROW")
            return .drag(from: from, to: end, timeout: try finish())
        case "scroll":
            let directionToken = try next("a direction: up, down, left or right")
            guard let direction = ScrollDirection(rawValue: directionToken.text.lowercased()) else {
                throw ScriptFailure(column: directionToken.column, message: "unknown scroll direction '\(directionToken.text)'; use up, down, left or right")
            }
            let target = try target("where to scroll: \"text\" or COLUMN,ROW")
            var count = 1
            if peek?.quoted == false, let token = nextUnlessOption() {
                guard let number = Int(token.text), number > 0, number <= TerminalSession.mostScrollSteps else {
                    throw .expected("a number of wheel steps from 1 to \(TerminalSession.mostScrollSteps)", found: token)
                }
                count = number
            }
            return .scroll(direction, target, count: count, timeout: try finish())
        case "resize":
            let (columns, rows) = try size(next("a size such as 100x30"))
            try finish(allowTimeout: false)
            return .resize(columns: columns, rows: rows)
        case "snapshot":
            return .snapshot(try fileName("a snapshot name", of: "snapshot"), timeout: try finish())
        case "screenshot":
            let name = try fileName("a picture's file name, such as howdy.svg", of: "screenshot")
            guard name.lowercased().hasSuffix(".svg"), name.count > 4 else {
                throw ScriptFailure(column: tokens[index - 1].column, message: "a screenshot is an SVG picture: name it NAME.svg")
            }
            return .screenshot(name, timeout: try finish())
        case "expect-color":
            let target = try target("the text or COLUMN,ROW whose colour to check")
            var foreground: Color?
            var background: Color?
            while let token = nextUnlessOption() {
                let parts = token.text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, ["fg", "bg"].contains(parts[0].lowercased()) else { throw .expected("fg=COLOR or bg=COLOR", found: token) }
                guard let color = Color(scriptName: parts[1]) else {
                    throw ScriptFailure(
                        column: token.column + 3,
                        message: "unknown colour '\(parts[1])'; use default, a name (red, bright-blue, gray...), 0-255 or #rrggbb")
                }
                if parts[0].lowercased() == "fg" { foreground = color } else { background = color }
            }
            guard foreground != nil || background != nil else { throw missing("fg=COLOR and/or bg=COLOR") }
            return .expectColor(target, foreground: foreground, background: background, timeout: try finish())
        case "expect-exit":
            var status: Int32 = 0
            if let token = nextUnlessOption() {
                guard let value = Int32(token.text), (0...255).contains(value) else { throw .expected("an exit status 0-255", found: token) }
                status = value
            }
            return .expectExit(status, timeout: try finish())
        case "expect-restored":
            return .expectRestored(timeout: try finish())
        default:
            var message = "unknown step '\(name.text)'"
            if let suggestion = Suggestion.nearest(to: name.text.lowercased(), in: StepParser.stepNames, within: 2) {
                message += "; did you mean '\(suggestion)'?"
            }
            message += " (steps: \(StepParser.stepNames.joined(separator: ", ")))"
            throw ScriptFailure(column: name.column, message: message)
        }
    }

    // MARK: start

    private mutating func parseStart() throws(ScriptFailure) -> ScriptAction {
        var options = StartOptions(program: "", arguments: [], columns: 80, rows: 24, environment: [:], workingDirectory: nil)
        var program: ScriptToken?
        var optionsEnded = false
        while let token = peek {
            index += 1
            // After `--`, or in quotes, a word is the program or an argument, never an option.
            switch optionsEnded || token.quoted ? "" : token.text {
            case "--":
                optionsEnded = true
            case "--size":
                (options.columns, options.rows) = try size(next("a size such as 80x24 after --size"))
            case "--env":
                let assignment = try next("NAME=VALUE after --env")
                let parts = assignment.text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty else { throw .expected("NAME=VALUE after --env", found: assignment) }
                options.environment[parts[0]] = parts[1]
            case "--cwd":
                options.workingDirectory = try next("a folder after --cwd").text
            default:
                if program == nil { program = token } else { options.arguments.append(token.text) }
            }
        }
        guard let program else { throw missing("the program to start, e.g. 'start howdy --size 80x24'") }
        options.program = program.text
        return .start(options)
    }

    // MARK: Pieces

    private var peek: ScriptToken? { index < tokens.count ? tokens[index] : nil }

    private func missing(_ what: String) -> ScriptFailure {
        ScriptFailure(column: peek?.column ?? tokens[tokens.count - 1].end, message: "'\(tokens[0].text)' needs \(what)")
    }

    private mutating func next(_ what: String) throws(ScriptFailure) -> ScriptToken {
        guard let token = peek else { throw missing(what) }
        index += 1
        return token
    }

    /// The text a step waits for (or waits to go): an empty one is on every screen, so a
    /// step would pass or wait out its time whatever the program did.
    private func nonEmpty(_ token: ScriptToken) throws(ScriptFailure) -> String {
        guard !token.text.isEmpty else { throw ScriptFailure(column: token.column, message: "expected text to look for, found \"\": every screen holds it") }
        return token.text
    }

    /// A file name a step writes or reads beside others (`snapshot`, `screenshot`): letters,
    /// digits, '-', '_' and '.', so it stays in its folder.
    private mutating func fileName(_ what: String, of step: String) throws(ScriptFailure) -> String {
        let token = try next(what)
        guard !token.text.isEmpty, token.text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }), !token.text.hasPrefix(".") else {
            throw ScriptFailure(column: token.column, message: "\(step) names may use letters, digits, '-', '_' and '.' only")
        }
        return token.text
    }

    /// The next word, unless it is an option (`--timeout`): an optional argument.
    private mutating func nextUnlessOption() -> ScriptToken? {
        guard let token = peek, !token.text.hasPrefix("--") else { return nil }
        index += 1
        return token
    }

    /// `COLUMN,ROW` (unquoted) or text, optionally followed by `--nth N`.
    private mutating func target(_ what: String) throws(ScriptFailure) -> Target {
        let token = try next(what)
        if !token.quoted, let position = StepParser.position(token.text) { return .position(position) }
        if !token.quoted, token.text.first?.isNumber == true, token.text.contains(",") {
            throw .expected("COLUMN,ROW with two numbers from 0", found: token)
        }
        var occurrence = 1
        if let option = peek, !option.quoted, option.text == "--nth" {
            index += 1
            let numberToken = try next("a number after --nth")
            guard let number = Int(numberToken.text), number >= 1 else { throw .expected("a number from 1 after --nth", found: numberToken) }
            occurrence = number
        }
        return .text(token.text, occurrence: occurrence)
    }

    static func position(_ text: String) -> Position? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let column = Int(parts[0]), let row = Int(parts[1]), column >= 0, row >= 0 else { return nil }
        return Position(column: column, row: row)
    }

    private func size(_ token: ScriptToken) throws(ScriptFailure) -> (Int, Int) {
        let parts = token.text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0, columns <= 1000, rows <= 1000 else {
            throw .expected("a size COLUMNSxROWS such as 80x24", found: token)
        }
        return (columns, rows)
    }

    /// The longest wait or timeout a script may ask for: a bound that keeps a typo (`1e300`)
    /// from overflowing or running for ever. (A scroll's is `TerminalSession.mostScrollSteps`.)
    static let longestDuration = 3600.0

    /// `250ms`, `2s`, `1.5` (seconds), at most `longestDuration`.
    private func duration(_ token: ScriptToken) throws(ScriptFailure) -> Duration {
        let text = token.text.lowercased()
        let (number, scale): (Substring, Double) =
            text.hasSuffix("ms") ? (text.dropLast(2), 0.001) : text.hasSuffix("s") ? (text.dropLast(), 1) : (Substring(text), 1)
        guard let value = Double(number), value >= 0, value.isFinite else {
            throw .expected("a duration such as 500ms, 2s or 1.5", found: token)
        }
        guard value * scale <= Self.longestDuration else {
            throw ScriptFailure(column: token.column, message: "a duration of at most \(Int(Self.longestDuration))s, found '\(token.text)'")
        }
        return .milliseconds(Int((value * scale * 1000).rounded()))
    }

    /// Reads the trailing `--timeout DURATION`, if allowed, and rejects anything else left.
    @discardableResult
    private mutating func finish(allowTimeout: Bool = true) throws(ScriptFailure) -> Duration? {
        var timeout: Duration?
        while let token = peek {
            index += 1
            if allowTimeout, !token.quoted, token.text == "--timeout" {
                timeout = try duration(next("a duration after --timeout"))
                continue
            }
            throw ScriptFailure(column: token.column, message: "unexpected '\(token.text)' at the end of '\(tokens[0].text)'")
        }
        return timeout
    }

}
