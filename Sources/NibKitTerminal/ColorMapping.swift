import NibKit

/// The colour numbers ncurses is given for a level of `ColorSupport`: palette entries up to 256
/// colours, 0xRRGGBB in direct colour (true colour). The one place a `Color` becomes a number.
struct ColorMapping: Equatable, Sendable {
    let support: ColorSupport
    /// In direct colour, how many of the lowest numbers the terminal reads as its own palette
    /// entries rather than as RGB (terminfo's `CO`: 8 in `xterm-direct`, 16 in `xterm-direct16`).
    let paletteColors: Int

    /// Direct colour terminfo entries without `CO` still send numbers below 8 as the 8 basic colours.
    static let assumedPaletteColors = 8

    init(support: ColorSupport, paletteColors: Int = 0) {
        self.support = support
        // Past 256 a number below it could not be told from a palette entry (see `direct`).
        self.paletteColors = support == .trueColor ? min(max(paletteColors, 0), 256) : 0
    }

    /// The number for `color`, or nil for the terminal's default colour (and for any colour
    /// when colours are off).
    func number(for color: Color) -> Int32? {
        switch support {
        case .none: return nil
        case .basic: return color.basicIndex.map(Int32.init)
        case .palette: return color.paletteIndex.map(Int32.init)
        case .trueColor:
            switch color {
            case .default: return nil
            // The terminal's own colours (themed named colours) where the entry keeps them.
            case .index(let index) where Int(index) < paletteColors: return Int32(index)
            case .index(let index):
                let (r, g, b) = Color.rgb(ofPalette: index)
                return direct(r, g, b)
            case .rgb(let r, let g, let b): return direct(r, g, b)
            }
        }
    }

    /// 0xRRGGBB; a colour whose number would be read as a palette entry (a very dark blue,
    /// 0x000000-0x0000FF at most) is given green 1, which no eye tells apart.
    private func direct(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        let value = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        return value < paletteColors ? value | 0x100 : value
    }
}
