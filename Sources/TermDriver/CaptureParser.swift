import TerminalCells

/// Turns `tmux capture-pane -p -e -N` output (text with SGR sequences) into a `Capture`. tmux
/// emits only changes, carried over line ends, so one running pen (the colours and style the
/// next character is written in, as a cell) spans the whole capture.
struct CaptureParser {
    let columns: Int
    let rows: Int

    func parse(_ paneText: String, cursor: Position) -> Capture {
        var grid: [[Cell]] = []
        var pen = Cell.blank
        var lines = paneText.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines.prefix(rows) {
            var row = Array(repeating: Cell.blank, count: columns)
            var column = 0
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\u{1B}" {
                    index = skipEscape(scalars, from: index, pen: &pen)
                    continue
                }
                index += 1
                let width = CharacterWidth.of(scalar)
                if width == 0 {
                    // A combining mark belongs to the character before it; one that would not join
                    // it (a zero-width space) is dropped, as a cell holds one character.
                    var previous = column - 1
                    if previous >= 0, previous < columns, row[previous].isContinuation { previous -= 1 }
                    if previous >= 0, previous < columns {
                        var joined = String(row[previous].character)
                        joined.unicodeScalars.append(scalar)
                        if joined.count == 1 { row[previous].character = Character(joined) }
                    }
                    continue
                }
                if column < columns { row[column] = pen.writing(Character(scalar), width: width) }
                if width == 2, column + 1 < columns { row[column + 1] = pen.writing(" ", width: 0) }
                column += width
            }
            grid.append(row)
        }
        return Capture(columns: columns, rows: rows, cursor: cursor, cells: grid)
    }

    /// Skips the escape sequence at `start`, applying it to `pen` if it is SGR; returns the index
    /// after it.
    private func skipEscape(_ scalars: [Unicode.Scalar], from start: Int, pen: inout Cell) -> Int {
        var index = start + 1
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[":
            // Parameters, then a final byte from 0x40 to 0x7E.
            let parameters = scalars[(index + 1)...]
            guard let final = parameters.firstIndex(where: { (0x40...0x7E).contains($0.value) }) else { return scalars.count }
            if scalars[final] == "m" { SGR.apply(String(String.UnicodeScalarView(parameters[..<final])), to: &pen) }
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
    /// Sets the colours and style of `pen`, the cell the next character is written as.
    static func apply(_ parameterText: String, to pen: inout Cell) {
        // "" is one empty parameter, read as 0: a reset.
        let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < parameters.count {
            let parts = parameters[index].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            let code = parts.first.flatMap { $0 } ?? 0
            index += 1
            switch code {
            case 0: pen = .blank
            case 1: pen.style.insert(.bold)
            case 2: pen.style.insert(.dim)
            case 3: pen.style.insert(.italic)
            case 4 where parts.count > 1 && parts[1] == 0: pen.style.remove(.underline)
            case 4, 21: pen.style.insert(.underline)
            case 5, 6: pen.style.insert(.blink)
            case 7: pen.style.insert(.reverse)
            case 8: pen.style.insert(.hidden)
            case 9: pen.style.insert(.strikethrough)
            case 22: pen.style.subtract([.bold, .dim])
            case 23: pen.style.remove(.italic)
            case 24: pen.style.remove(.underline)
            case 25: pen.style.remove(.blink)
            case 27: pen.style.remove(.reverse)
            case 28: pen.style.remove(.hidden)
            case 29: pen.style.remove(.strikethrough)
            case 30...37: pen.foreground = .index(UInt8(code - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .index(UInt8(code - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .index(UInt8(code - 90 + 8))
            case 100...107: pen.background = .index(UInt8(code - 100 + 8))
            case 38, 48, 58:
                let color: Color?
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
                    if code == 38 { pen.foreground = color } else if code == 48 { pen.background = color }
                }
            default: break
            }
        }
    }

    /// Decodes `5;n` / `2;r;g;b`, or the colon forms `5:n` / `2:[colourspace]:r:g:b`.
    private static func extendedColor(_ values: [Int], colonForm: Bool) -> Color? {
        guard let kind = values.first else { return nil }
        let clamp = { (value: Int) in UInt8(max(0, min(255, value))) }
        if kind == 5, values.count >= 2 { return .index(clamp(values[1])) }
        if kind == 2 {
            let components = colonForm && values.count >= 5 ? Array(values.suffix(3)) : Array(values.dropFirst().prefix(3))
            guard components.count == 3 else { return nil }
            return .rgb(clamp(components[0]), clamp(components[1]), clamp(components[2]))
        }
        return nil
    }
}

extension Cell {
    /// `character` in this cell's colours and style: a pen writing it.
    fileprivate func writing(_ character: Character, width: Int) -> Cell {
        Cell(character, width: UInt8(width), foreground: foreground, background: background, style: style)
    }
}
