import Pictures
import TerminalCells

/// Turns `tmux capture-pane -p -e -N` output (text with SGR sequences) into a `Capture`. tmux
/// emits only changes, carried over line ends, so one running style spans the whole capture.
struct CaptureParser {
    let columns: Int
    let rows: Int

    func parse(_ paneText: String, cursor: Position) -> Capture {
        var grid: [[Cell]] = []
        var style = CellStyle()
        var lines = paneText.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines.prefix(rows) {
            var row = Array(repeating: Cell(), count: columns)
            var column = 0
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\u{1B}" {
                    index = skipEscape(scalars, from: index, style: &style)
                    continue
                }
                index += 1
                let width = CharacterWidth.of(scalar)
                if width == 0 {
                    // A combining mark belongs to the character before it.
                    var previous = column - 1
                    if previous >= 0, previous < columns, row[previous].isWideContinuation { previous -= 1 }
                    if previous >= 0, previous < columns { row[previous].character.unicodeScalars.append(scalar) }
                    continue
                }
                if column < columns { row[column] = Cell(character: String(scalar), style: style) }
                if width == 2, column + 1 < columns { row[column + 1] = Cell(character: "", style: style) }
                column += width
            }
            grid.append(row)
        }
        return Capture(columns: columns, rows: rows, cursor: cursor, cells: grid)
    }

    /// Skips the escape sequence at `start`, applying it if it is SGR; returns the index after it.
    private func skipEscape(_ scalars: [Unicode.Scalar], from start: Int, style: inout CellStyle) -> Int {
        var index = start + 1
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[":
            // Parameters, then a final byte from 0x40 to 0x7E.
            let parameters = scalars[(index + 1)...]
            guard let final = parameters.firstIndex(where: { (0x40...0x7E).contains($0.value) }) else { return scalars.count }
            if scalars[final] == "m" { SGR.apply(String(String.UnicodeScalarView(parameters[..<final])), to: &style) }
            return final + 1
        case "]", "P", "_":
            // OSC / DCS / APC strings end with BEL or ESC \.
            index += 1
            while index < scalars.count {
                if scalars[index] == "\u{07}" { return index + 1 }
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }
}

/// Select Graphic Rendition: the `ESC [ ... m` attribute sequences.
enum SGR {
    static func apply(_ parameterText: String, to style: inout CellStyle) {
        // "" is one empty parameter, read as 0: a reset.
        let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < parameters.count {
            let parts = parameters[index].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            let code = parts.first.flatMap { $0 } ?? 0
            index += 1
            switch code {
            case 0: style = CellStyle()
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = parts.count > 1 ? (parts[1] ?? 1) != 0 : true
            case 5, 6: style.blink = true
            case 7: style.reverse = true
            case 8: style.hidden = true
            case 9: style.strikethrough = true
            case 21: style.underline = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 25: style.blink = false
            case 27: style.reverse = false
            case 28: style.hidden = false
            case 29: style.strikethrough = false
            case 30...37: style.foreground = .palette(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .palette(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
            case 100...107: style.background = .palette(UInt8(code - 100 + 8))
            case 38, 48, 58:
                let color: TerminalColor?
                if parts.count > 1 {
                    color = extendedColor(parts.dropFirst().map { $0 ?? 0 }, colonForm: true)
                } else {
                    let rest = parameters[index...].map { Int($0) ?? 0 }
                    let kind = rest.first ?? 0
                    let used = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    color = extendedColor(Array(rest.prefix(used)), colonForm: false)
                    index += used
                }
                if let color {
                    if code == 38 { style.foreground = color } else if code == 48 { style.background = color }
                }
            default: break
            }
        }
    }

    /// Decodes `5;n` / `2;r;g;b`, or the colon forms `5:n` / `2:[colourspace]:r:g:b`.
    private static func extendedColor(_ values: [Int], colonForm: Bool) -> TerminalColor? {
        guard let kind = values.first else { return nil }
        let clamp = { (value: Int) in UInt8(max(0, min(255, value))) }
        if kind == 5, values.count >= 2 { return .palette(clamp(values[1])) }
        if kind == 2 {
            let components = colonForm && values.count >= 5 ? Array(values.suffix(3)) : Array(values.dropFirst().prefix(3))
            guard components.count == 3 else { return nil }
            return .rgb(clamp(components[0]), clamp(components[1]), clamp(components[2]))
        }
        return nil
    }
}
