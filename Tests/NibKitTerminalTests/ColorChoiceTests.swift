import NibKit
import Testing

@testable import NibKitTerminal

/// The colour level and terminfo entry chosen from the environment and what terminfo has.
@Suite struct ColorChoiceTests {
    /// A terminfo database as a Debian system with ncurses-term has it.
    static let fullDatabase: [String: TerminfoColors] = [
        "xterm-256color": TerminfoColors(colors: 256),
        "xterm-direct": TerminfoColors(colors: 1 << 24, directColor: true, paletteColors: 8),
        "xterm": TerminfoColors(colors: 8),
        "tmux-256color": TerminfoColors(colors: 256),
        "tmux-direct": TerminfoColors(colors: 1 << 24, directColor: true, paletteColors: 8),
        "vte-direct": TerminfoColors(colors: 1 << 24, directColor: true),
        "screen-256color": TerminfoColors(colors: 256),
        "vt100": TerminfoColors(colors: 0),
    ]
    /// One without the direct-colour entries (ncurses-base alone).
    static let baseDatabase = fullDatabase.filter { !$0.key.hasSuffix("-direct") }

    func choice(_ term: String, _ environment: [String: String] = [:], database: [String: TerminfoColors] = fullDatabase) -> ColorChoice {
        ColorChoice.choose(term: term, environment: { environment[$0] }, terminfo: { database[$0] })
    }

    @Test func colorTermAsksForTheDirectSiblingOfTerm() {
        let chosen = choice("xterm-256color", ["COLORTERM": "truecolor"])
        #expect(chosen.terminalType == "xterm-direct")
        #expect(chosen.mapping == ColorMapping(support: .trueColor, paletteColors: 8))
        #expect(choice("tmux-256color", ["COLORTERM": "24bit"]).terminalType == "tmux-direct")
        #expect(choice("xterm", ["COLORTERM": "TrueColor"]).terminalType == "xterm-direct")
    }

    @Test func withoutColorTermThe256ColourEntryIsUsedAsItIs() {
        #expect(choice("xterm-256color") == ColorChoice(terminalType: "xterm-256color", mapping: ColorMapping(support: .palette)))
        #expect(choice("xterm-256color", ["COLORTERM": "yes"]).mapping.support == .palette, "only truecolor or 24bit mean 24 bits")
        #expect(choice("xterm").mapping.support == .basic)
        #expect(choice("vt100").mapping.support == .none)
    }

    @Test func withoutADirectSiblingInTerminfoColorTermFallsBackTo256() {
        let chosen = choice("xterm-256color", ["COLORTERM": "truecolor"], database: Self.baseDatabase)
        #expect(chosen == ColorChoice(terminalType: "xterm-256color", mapping: ColorMapping(support: .palette)))
        #expect(choice("screen-256color", ["COLORTERM": "truecolor"]).terminalType == "screen-256color", "no screen-direct")
        #expect(choice("xterm", ["COLORTERM": "truecolor"], database: Self.baseDatabase).mapping.support == .basic)
    }

    @Test func anEntryWithRGBIsTrueColourWhateverColorTermSays() {
        #expect(choice("xterm-direct") == ColorChoice(terminalType: "xterm-direct", mapping: ColorMapping(support: .trueColor, paletteColors: 8)))
        #expect(
            choice("vte-direct").mapping == ColorMapping(support: .trueColor, paletteColors: 8),
            "an entry without CO still sends 0-7 as the basic colours")
    }

    @Test func noColorTurnsColoursOffAtEveryLevel() {
        for term in ["xterm-direct", "xterm-256color", "xterm"] {
            let chosen = choice(term, ["NO_COLOR": "1", "COLORTERM": "truecolor"])
            #expect(chosen == ColorChoice(terminalType: term, mapping: ColorMapping(support: .none)), "\(term)")
        }
        #expect(choice("xterm-256color", ["NO_COLOR": ""]).mapping.support == .palette, "an empty NO_COLOR does not count")
    }

    @Test func anUnknownTerminalTypeIsLeftForNewtermToRefuse() {
        #expect(choice("no-such-terminal", ["COLORTERM": "truecolor"]) == ColorChoice(terminalType: "no-such-terminal", mapping: ColorMapping(support: .none)))
    }

    @Test func terminfoIsReadWithoutStartingNcurses() throws {
        let entry = try #require(TerminfoColors(reading: "xterm-256color"))
        #expect(entry == TerminfoColors(colors: 256, directColor: false, paletteColors: nil))
        #expect(TerminfoColors(reading: "no-such-terminal") == nil)
    }

    @Test func theDirectSiblingReplacesThePaletteSizeInTheName() {
        #expect(ColorChoice.directSibling(of: "xterm-256color") == "xterm-direct")
        #expect(ColorChoice.directSibling(of: "konsole-256color") == "konsole-direct")
        #expect(ColorChoice.directSibling(of: "rxvt-88color") == "rxvt-direct")
        #expect(ColorChoice.directSibling(of: "alacritty") == "alacritty-direct")
        #expect(ColorChoice.directSibling(of: "xterm-direct") == nil)
    }
}
