import CNcursesw

/// What terminfo says of a terminal type's colours, for `ColorChoice`.
struct TerminfoColors: Equatable, Sendable {
    /// `colors`: how many the terminal has (2^24 in a direct-colour entry).
    var colors: Int
    /// `RGB`: colour numbers are 0xRRGGBB (ncurses' direct colour, as in `xterm-direct`).
    var directColor = false
    /// `CO`: in direct colour, how many of the lowest numbers are palette entries; nil when the
    /// entry does not say.
    var paletteColors: Int? = nil

    /// The entry for `terminalType` as terminfo has it, read without starting ncurses on it; nil
    /// when terminfo does not know the type.
    init?(reading terminalType: String) {
        var colors: Int32 = 0
        var rgb: Int32 = 0
        var palette: Int32 = 0
        guard nk_terminfo_colors(terminalType, &colors, &rgb, &palette) == 0 else { return nil }
        self.init(colors: Int(max(colors, 0)), directColor: rgb != 0, paletteColors: palette >= 0 ? Int(palette) : nil)
    }

    init(colors: Int, directColor: Bool = false, paletteColors: Int? = nil) {
        self.colors = colors
        self.directColor = directColor
        self.paletteColors = paletteColors
    }
}
