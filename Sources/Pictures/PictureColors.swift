import TerminalCells

/// The RGB a picture shows for a cell: palette entries by xterm's palette (`Color`'s table),
/// the terminal's default colours by a dark theme, reverse and dim applied as a terminal does.
public struct PictureColors: Hashable, Sendable {
    /// A colour's red, green and blue channels.
    public typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    /// What `.default` is drawn as, in the foreground and behind.
    public var defaultForeground: Color
    /// What `.default` is drawn as behind characters, and behind the whole picture.
    public var defaultBackground: Color

    /// Colours with the given defaults: by default a dark theme, light grey on near black.
    public init(defaultForeground: Color = .rgb(229, 229, 229), defaultBackground: Color = .rgb(30, 30, 30)) {
        self.defaultForeground = defaultForeground
        self.defaultBackground = defaultBackground
    }

    /// The colours a cell is seen in: with reverse the two swap, with dim the character is half
    /// way to its background.
    public func seen(_ cell: Cell) -> (foreground: String, background: String) {
        var foreground = rgb(cell.foreground, default: defaultForeground)
        var background = rgb(cell.background, default: defaultBackground)
        if cell.style.contains(.reverse) { swap(&foreground, &background) }
        if cell.style.contains(.dim) {
            let half = { (a: UInt8, b: UInt8) in UInt8((Int(a) + Int(b)) / 2) }
            foreground = (half(foreground.red, background.red), half(foreground.green, background.green), half(foreground.blue, background.blue))
        }
        return (Color.hex(foreground), Color.hex(background))
    }

    /// The background of the whole picture.
    public var backgroundHex: String { Color.hex(rgb(defaultBackground, default: .rgb(0, 0, 0))) }

    private func rgb(_ color: Color, default fallback: Color) -> RGB {
        switch color {
        case .default: return fallback == .default ? (0, 0, 0) : rgb(fallback, default: .default)
        case .index(let index): return Color.rgb(ofPalette: index)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        }
    }
}
