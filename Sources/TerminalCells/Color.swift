/// A colour as a screen file names it. The runtime maps it to what the terminal can show
/// (24-bit colour, 256 colours, 8 colours, or none).
public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 256 palette entries; 0-15 are the terminal's named colours.
    case index(UInt8)
    /// A true colour (sRGB), drawn as it is in 24-bit colour, else as the nearest palette entry.
    case rgb(UInt8, UInt8, UInt8)

    /// The names a screen file may use, in palette order (0-15).
    public static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]
    /// Aliases that read naturally in screens and match UIKit's names.
    public static let aliases: [String: UInt8] = [
        "gray": 8, "grey": 8, "darkGray": 8, "lightGray": 7, "orange": 208, "purple": 5, "brown": 130, "pink": 218,
        "systemRed": 9, "systemGreen": 10, "systemYellow": 11, "systemBlue": 12, "systemOrange": 208, "systemPurple": 13, "systemPink": 218, "systemTeal": 14,
        "systemGray": 8,
    ]

    /// Palette entries 0-3, by the names screen files use.
    public static let black = Color.index(0), red = Color.index(1), green = Color.index(2), yellow = Color.index(3)
    /// Palette entries 4-7, by the names screen files use.
    public static let blue = Color.index(4), magenta = Color.index(5), cyan = Color.index(6), white = Color.index(7)
    /// Palette entries 8-10, the bright counterparts of black, red and green.
    public static let brightBlack = Color.index(8), brightRed = Color.index(9), brightGreen = Color.index(10)
    /// Palette entries 11-13, the bright counterparts of yellow, blue and magenta.
    public static let brightYellow = Color.index(11), brightBlue = Color.index(12), brightMagenta = Color.index(13)
    /// Palette entries 14 and 15, the bright counterparts of cyan and white.
    public static let brightCyan = Color.index(14), brightWhite = Color.index(15)

    /// The colour a screen file names: `default` or `clear` (the terminal's own), one of `names`,
    /// or one of `aliases`; nil for any other name.
    public init?(named name: String) {
        if name == "default" || name == "clear" { self = .default; return }
        if let index = Color.names.firstIndex(of: name) { self = .index(UInt8(index)); return }
        if let index = Color.aliases[name] { self = .index(index); return }
        return nil
    }

    /// A true colour from channels between 0 and 1 (clamped), as screen files and Interface
    /// Builder's files write them.
    public static func rgb(red: Double, green: Double, blue: Double) -> Color {
        func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(1, v)) * 255 + 0.5) }
        return .rgb(channel(red), channel(green), channel(blue))
    }

    /// Every name `init(named:)` accepts, for "did you mean" and the docs.
    public static var allNames: [String] { ["default", "clear"] + names + aliases.keys.sorted() }

    /// The nearest entry of the 256-colour palette.
    public var paletteIndex: UInt8? {
        switch self {
        case .default: return nil
        case .index(let i): return i
        case .rgb(let r, let g, let b): return Color.nearestPaletteIndex(r, g, b)
        }
    }

    /// `#rrggbb`, as screen files, smoke scripts, SVG and CSS write a true colour.
    public static func hex(_ rgb: (UInt8, UInt8, UInt8)) -> String {
        "#" + [rgb.0, rgb.1, rgb.2].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The RGB value of a palette entry (xterm's standard palette).
    public static func rgb(ofPalette index: UInt8) -> (UInt8, UInt8, UInt8) {
        let base: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        if index < 16 { return base[Int(index)] }
        if index >= 232 { let v = UInt8(8 + 10 * (Int(index) - 232)); return (v, v, v) }
        let i = Int(index) - 16
        let level = { (n: Int) -> UInt8 in n == 0 ? 0 : UInt8(55 + 40 * n) }
        return (level(i / 36), level((i / 6) % 6), level(i % 6))
    }

    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best: (UInt8, Int) = (0, .max)
        for index in 16...255 {
            let (pr, pg, pb) = rgb(ofPalette: UInt8(index))
            let d = sq(Int(pr) - Int(r)) + sq(Int(pg) - Int(g)) + sq(Int(pb) - Int(b))
            if d < best.1 { best = (UInt8(index), d) }
        }
        return best.0
    }

    private static func sq(_ v: Int) -> Int { v * v }

    /// The nearest of the 8 basic colours, for terminals with no more.
    public var basicIndex: UInt8? {
        guard let index = paletteIndex else { return nil }
        if index < 8 { return index }
        if index < 16 { return index - 8 }
        let (r, g, b) = Color.rgb(ofPalette: index)
        let high = max(Int(r), Int(g), Int(b)) / 2
        return (Int(r) > high ? 1 : 0) | (Int(g) > high ? 2 : 0) | (Int(b) > high ? 4 : 0)
    }

    /// The name of a named colour, else `index N` or `rgb(r, g, b)`, as messages write it.
    public var description: String {
        switch self {
        case .default: return "default"
        case .index(let i) where i < 16: return Color.names[Int(i)]
        case .index(let i): return "index \(i)"
        case .rgb(let r, let g, let b): return "rgb(\(r), \(g), \(b))"
        }
    }
}
