import NibKit
import Testing

@testable import NibKitTerminal

/// Each level lowers a colour to a number ncurses takes: a palette entry, or 0xRRGGBB.
@Suite struct ColorMappingTests {
    let orange = Color.rgb(255, 135, 0)
    let none = ColorMapping(support: .none)
    let basic = ColorMapping(support: .basic)
    let palette = ColorMapping(support: .palette)
    /// As `xterm-direct`: numbers 0-7 are the terminal's own basic colours.
    let trueColor = ColorMapping(support: .trueColor, paletteColors: 8)

    @Test func anSRGBColourIsItselfInTrueColourAndTheNearestEntryBelow() {
        #expect(trueColor.number(for: orange) == 0xFF8700)
        #expect(trueColor.number(for: .rgb(18, 52, 86)) == 0x123456)
        #expect(palette.number(for: orange) == 208)
        #expect(palette.number(for: .rgb(18, 52, 86)) == 23, "nearest of the 256: 0x005f5f")
        #expect(basic.number(for: orange) == 3, "nearest of the 8 basic colours: yellow")
        #expect(none.number(for: orange) == nil, "monochrome (or NO_COLOR): no colour at all")
    }

    @Test func theTerminalsOwnColoursStayItsOwnInTrueColour() {
        #expect(trueColor.number(for: .red) == 1, "the terminal's (perhaps themed) red, not 0xCD0000")
        #expect(trueColor.number(for: .white) == 7)
        #expect(trueColor.number(for: .brightRed) == 0xFF0000, "xterm-direct sends only 0-7 as palette entries")
        let direct16 = ColorMapping(support: .trueColor, paletteColors: 16)
        #expect(direct16.number(for: .brightRed) == 9, "xterm-direct16 keeps the bright ones too")
    }

    @Test func paletteEntriesPast16AreTheirRGBInTrueColour() {
        #expect(trueColor.number(for: .index(208)) == 0xFF8700)
        #expect(trueColor.number(for: .index(236)) == 0x303030)
        #expect(trueColor.number(for: .index(16)) == 0x000100, "black, kept off palette entry 0")
        #expect(palette.number(for: .index(236)) == 236)
        #expect(basic.number(for: .brightRed) == 1)
    }

    @Test func aDarkBlueIsNotTakenForAPaletteEntry() {
        #expect(trueColor.number(for: .rgb(0, 0, 5)) == 0x000105, "0x000005 would be magenta, entry 5")
        #expect(trueColor.number(for: .rgb(0, 0, 0)) == 0x000100)
        #expect(trueColor.number(for: .rgb(0, 0, 8)) == 0x000008, "past the palette entries: as it is")
        let direct256 = ColorMapping(support: .trueColor, paletteColors: 256)
        #expect(direct256.number(for: .rgb(0, 0, 200)) == 0x0001C8)
        #expect(direct256.number(for: .index(200)) == 200)
    }

    @Test func theDefaultColourIsTheTerminalsAtEveryLevel() {
        for mapping in [none, basic, palette, trueColor] {
            #expect(mapping.number(for: .default) == nil, "\(mapping.support)")
        }
    }

    @Test func paletteColoursOnlyCountInTrueColour() {
        #expect(ColorMapping(support: .palette, paletteColors: 16).paletteColors == 0)
        #expect(ColorMapping(support: .trueColor, paletteColors: 0x1000).paletteColors == 256)
    }
}
