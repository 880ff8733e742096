import NibKit

/// Which terminfo entry ncurses is started on and how colours are numbered there: decided once,
/// at start, from the environment and terminfo, both given as functions so tests can fake them.
///
/// - `NO_COLOR` set to anything non-empty: no colours (https://no-color.org).
/// - TERM's entry has `RGB` (`xterm-direct`, `tmux-direct`): true colour.
/// - `COLORTERM` is `truecolor` or `24bit` and terminfo has TERM's direct-colour sibling
///   (`xterm-256color` → `xterm-direct`, see `directSibling(of:)`) with `RGB`: true colour,
///   ncurses started on the sibling. It is the same terminal with colours set by RGB, so its
///   keys are the same. Without the sibling, TERM is used as it is.
/// - Otherwise by TERM's `colors`: the 256-colour palette, the 8 basic colours, or none.
struct ColorChoice: Equatable {
    /// The terminfo entry ncurses is started on: TERM, or its direct-colour sibling.
    var terminalType: String
    var mapping: ColorMapping

    static func choose(term: String, environment: (String) -> String?, terminfo: (String) -> TerminfoColors?) -> ColorChoice {
        guard environment("NO_COLOR").map(\.isEmpty) ?? true, let entry = terminfo(term) else {
            return ColorChoice(terminalType: term, mapping: ColorMapping(support: .none))
        }
        if entry.directColor { return ColorChoice(terminalType: term, mapping: trueColor(entry)) }
        let colorTerm = environment("COLORTERM")?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit", let sibling = directSibling(of: term),
            let siblingEntry = terminfo(sibling), siblingEntry.directColor
        {
            return ColorChoice(terminalType: sibling, mapping: trueColor(siblingEntry))
        }
        return ColorChoice(terminalType: term, mapping: ColorMapping(support: entry.colors >= 256 ? .palette : entry.colors >= 8 ? .basic : .none))
    }

    private static func trueColor(_ entry: TerminfoColors) -> ColorMapping {
        ColorMapping(support: .trueColor, paletteColors: entry.paletteColors ?? ColorMapping.assumedPaletteColors)
    }

    /// Suffixes naming a palette size, which the direct-colour entry replaces.
    private static let paletteSuffixes = ["-256color", "-88color", "-16color", "-color"]

    /// ncurses' name for the direct-colour variant of a terminal type: the palette size in the
    /// name, if any, replaced by `-direct` (`xterm-256color` and `xterm` → `xterm-direct`,
    /// `tmux-256color` → `tmux-direct`); nil for a type that is already one.
    static func directSibling(of term: String) -> String? {
        guard !term.hasSuffix("-direct") else { return nil }
        let base = paletteSuffixes.first(where: term.hasSuffix).map { String(term.dropLast($0.count)) } ?? term
        return base + "-direct"
    }
}
