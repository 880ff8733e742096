/// A colour as the program set it with SGR sequences. The 16 classic colours are palette
/// entries 0-15 (`\e[31m` and `\e[38;5;1m` are both `.palette(1)`, i.e. `.red`).
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default colour (SGR 39 / 49).
    case `default`
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = TerminalColor.palette(0)
    public static let red = TerminalColor.palette(1)
    public static let green = TerminalColor.palette(2)
    public static let yellow = TerminalColor.palette(3)
    public static let blue = TerminalColor.palette(4)
    public static let magenta = TerminalColor.palette(5)
    public static let cyan = TerminalColor.palette(6)
    public static let white = TerminalColor.palette(7)

    static let baseNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Parses `default`, a colour name (`red`, `bright-red`, `gray`), a palette index `0`-`255`,
    /// or `#rrggbb`. Case-insensitive.
    public init?(name: String) {
        let lower = name.lowercased()
        if lower == "default" {
            self = .default
        } else if let index = TerminalColor.baseNames.firstIndex(of: lower) {
            self = .palette(UInt8(index))
        } else if lower.hasPrefix("bright-"), let index = TerminalColor.baseNames.firstIndex(of: String(lower.dropFirst(7))) {
            self = .palette(UInt8(index + 8))
        } else if lower == "gray" || lower == "grey" {
            self = .palette(8)
        } else if let index = UInt8(lower) {
            self = .palette(index)
        } else if lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16) {
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .default: return "default"
        case .palette(let index) where index < 8: return TerminalColor.baseNames[Int(index)]
        case .palette(8): return "gray"
        case .palette(let index) where index < 16: return "bright-" + TerminalColor.baseNames[Int(index) - 8]
        case .palette(let index): return "\(index)"
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

/// How a cell is drawn. Colours are as set by the program; with `reverse` on, the terminal
/// shows them swapped (see `visibleForeground` / `visibleBackground`).
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    public var foreground: TerminalColor = .default
    public var background: TerminalColor = .default
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var blink = false
    public var reverse = false
    public var hidden = false
    public var strikethrough = false

    public init() {}

    /// The colours seen, reverse video taken into account.
    public var visibleForeground: TerminalColor { reverse ? background : foreground }
    public var visibleBackground: TerminalColor { reverse ? foreground : background }

    public var description: String {
        var parts = ["fg=\(foreground)", "bg=\(background)"]
        let flags: [(Bool, String)] = [
            (bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (blink, "blink"),
            (reverse, "reverse"), (hidden, "hidden"), (strikethrough, "strikethrough"),
        ]
        parts += flags.filter(\.0).map(\.1)
        return parts.joined(separator: " ")
    }
}
