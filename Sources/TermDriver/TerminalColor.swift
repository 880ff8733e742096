import TerminalCells

/// A colour as the program set it with SGR sequences. The 16 classic colours are palette
/// entries 0-15 (`\e[31m` and `\e[38;5;1m` are both `.palette(1)`, i.e. `.red`).
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default colour (SGR 39 / 49).
    case `default`
    /// An entry of the 256-colour palette (SGR 30-37, 90-97 or `38;5;n`, and the background forms).
    case palette(UInt8)
    /// A 24-bit colour (SGR `38;2;r;g;b` or `48;2;r;g;b`).
    case rgb(UInt8, UInt8, UInt8)

    /// Palette entry 0, the terminal's black (SGR 30 / 40).
    public static let black = TerminalColor.palette(0)
    /// Palette entry 1, the terminal's red (SGR 31 / 41).
    public static let red = TerminalColor.palette(1)
    /// Palette entry 2, the terminal's green (SGR 32 / 42).
    public static let green = TerminalColor.palette(2)
    /// Palette entry 3, the terminal's yellow (SGR 33 / 43).
    public static let yellow = TerminalColor.palette(3)
    /// Palette entry 4, the terminal's blue (SGR 34 / 44).
    public static let blue = TerminalColor.palette(4)
    /// Palette entry 5, the terminal's magenta (SGR 35 / 45).
    public static let magenta = TerminalColor.palette(5)
    /// Palette entry 6, the terminal's cyan (SGR 36 / 46).
    public static let cyan = TerminalColor.palette(6)
    /// Palette entry 7, the terminal's white (SGR 37 / 47).
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

    /// The colour as scripts write it (`red`, `bright-red`, `gray`, `42`, `#ff8000`), so that
    /// `init(name:)` reads it back.
    public var description: String {
        switch self {
        case .default: return "default"
        case .palette(let index) where index < 8: return TerminalColor.baseNames[Int(index)]
        case .palette(8): return "gray"
        case .palette(let index) where index < 16: return "bright-" + TerminalColor.baseNames[Int(index) - 8]
        case .palette(let index): return "\(index)"
        case .rgb(let r, let g, let b): return Color.hex((r, g, b))
        }
    }
}

/// How a cell is drawn. Colours are as set by the program; with `reverse` on, the terminal
/// shows them swapped (see `visibleForeground` / `visibleBackground`).
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    /// The foreground colour the program set (SGR 30-38), before reverse video.
    public var foreground: TerminalColor = .default
    /// The background colour the program set (SGR 40-48), before reverse video.
    public var background: TerminalColor = .default
    /// Bold (SGR 1).
    public var bold = false
    /// Dim, faint (SGR 2).
    public var dim = false
    /// Italic (SGR 3).
    public var italic = false
    /// Underlined (SGR 4).
    public var underline = false
    /// Blinking (SGR 5).
    public var blink = false
    /// Reverse video (SGR 7): foreground and background swapped when shown.
    public var reverse = false
    /// Hidden, concealed (SGR 8).
    public var hidden = false
    /// Struck through (SGR 9).
    public var strikethrough = false

    /// The terminal's default style: default colours, no attributes.
    public init() {}

    /// The colours seen, reverse video taken into account.
    public var visibleForeground: TerminalColor { reverse ? background : foreground }
    /// The background colour seen, reverse video taken into account.
    public var visibleBackground: TerminalColor { reverse ? foreground : background }

    /// `fg=… bg=…` and the attributes that are on, for failure messages.
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
