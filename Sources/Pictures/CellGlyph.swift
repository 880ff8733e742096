/// Characters a picture draws as shapes rather than as text, so lines join across cells and
/// blocks fill them whatever font the viewer has: box drawing and block elements.
enum CellGlyph {
    /// How heavy one arm of a box-drawing character is.
    enum Weight: UInt8 {
        case light = 1
        case heavy = 2
        case double = 3
    }

    /// Arms from the cell's centre to its edges (nil: no arm there); rounded corners curve.
    case lines(up: Weight?, right: Weight?, down: Weight?, left: Weight?, rounded: Bool)
    /// A part of the cell filled, in fractions of it, with an opacity for the shades.
    case block(x: Double, y: Double, width: Double, height: Double, opacity: Double)

    static func of(_ character: Character) -> CellGlyph? {
        if let arms = arms[character] {
            let weight = { (digit: Character) in Weight(rawValue: UInt8(String(digit)) ?? 0) }
            let digits = Array(arms)
            return .lines(
                up: weight(digits[0]), right: weight(digits[1]), down: weight(digits[2]), left: weight(digits[3]), rounded: "╭╮╯╰".contains(character))
        }
        return blocks[character]
    }

    /// The arms of each box-drawing character, as up, right, down, left: 0 none, 1 light,
    /// 2 heavy, 3 double.
    private static let arms: [Character: String] = [
        "─": "0101", "│": "1010", "┌": "0110", "┐": "0011", "└": "1100", "┘": "1001",
        "├": "1110", "┤": "1011", "┬": "0111", "┴": "1101", "┼": "1111",
        "━": "0202", "┃": "2020", "┏": "0220", "┓": "0022", "┗": "2200", "┛": "2002",
        "┣": "2220", "┫": "2022", "┳": "0222", "┻": "2202", "╋": "2222",
        "═": "0303", "║": "3030", "╔": "0330", "╗": "0033", "╚": "3300", "╝": "3003",
        "╠": "3330", "╣": "3033", "╦": "0333", "╩": "3303", "╬": "3333",
        "╭": "0110", "╮": "0011", "╯": "1001", "╰": "1100",
        "╴": "0001", "╵": "1000", "╶": "0100", "╷": "0010", "╸": "0002", "╹": "2000", "╺": "0200", "╻": "0020",
    ]

    private static let blocks: [Character: CellGlyph] = {
        var blocks: [Character: CellGlyph] = [
            "█": .block(x: 0, y: 0, width: 1, height: 1, opacity: 1),
            "▀": .block(x: 0, y: 0, width: 1, height: 0.5, opacity: 1),
            "▐": .block(x: 0.5, y: 0, width: 0.5, height: 1, opacity: 1),
            "▔": .block(x: 0, y: 0, width: 1, height: 0.125, opacity: 1),
            "▕": .block(x: 0.875, y: 0, width: 0.125, height: 1, opacity: 1),
            "░": .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.25),
            "▒": .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.5),
            "▓": .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.75),
        ]
        // Lower eighths ▁ to ▇ (and ▄, the half), left eighths ▉ to ▏ (and ▌).
        for (index, character) in "▁▂▃▄▅▆▇".enumerated() {
            let height = Double(index + 1) / 8
            blocks[character] = .block(x: 0, y: 1 - height, width: 1, height: height, opacity: 1)
        }
        for (index, character) in "▉▊▋▌▍▎▏".enumerated() {
            blocks[character] = .block(x: 0, y: 0, width: Double(7 - index) / 8, height: 1, opacity: 1)
        }
        return blocks
    }()
}
