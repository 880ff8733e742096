import Testing

@testable import Demos

@Suite("The Characters demo's catalogue")
struct CharacterCatalogTests {
    @Test func itListsOverTenThousandNamedCharactersByBlock() {
        let catalog = CharacterCatalog()
        #expect(catalog.characterCount > 10_000)
        #expect(catalog.sections.first?.block.name == "Basic Latin")
        #expect(catalog[0, 0] == " ")
        #expect(catalog.sections.map(\.block.name).contains("Hangul Syllables"))
    }

    @Test func aSearchKeepsCharactersWhoseNameHasEveryWordInAnyCase() {
        var catalog = CharacterCatalog()
        catalog.filter(by: "rightwards  double arrow")
        let names = catalog.sections.flatMap(\.characters).compactMap(\.properties.name)
        #expect(names.contains("RIGHTWARDS DOUBLE ARROW"))
        #expect(names.allSatisfy { $0.contains("RIGHTWARDS") && $0.contains("DOUBLE") && $0.contains("ARROW") }, "\(names)")
    }

    @Test func eachWordOfASearchBeginsAWordOfTheName() {
        var catalog = CharacterCatalog()
        catalog.filter(by: "arrow")
        let names = catalog.sections.flatMap(\.characters).compactMap(\.properties.name)
        #expect(names.contains("RIGHTWARDS ARROW"))
        #expect(!names.contains("NARROW NO-BREAK SPACE"), "arrow does not begin NARROW")
        catalog.filter(by: "hangul ga")
        #expect(catalog.sections.flatMap(\.characters).contains("각"), "GA begins GAG")
    }

    @Test func aSearchForACodePointFindsIt() {
        var catalog = CharacterCatalog()
        catalog.filter(by: "U+2192")
        #expect(catalog.sections.flatMap(\.characters) == ["→"])
        catalog.filter(by: "2192")
        #expect(catalog.sections.flatMap(\.characters) == ["→"])
    }

    @Test func aRemovedCharacterStaysOutOfLaterSearchesAndAnEmptiedSectionGoes() {
        var catalog = CharacterCatalog(blocks: [UnicodeBlock(name: "Two", range: 0x41...0x42), UnicodeBlock(name: "Arrows", range: 0x2190...0x2191)])
        #expect(catalog.remove(section: 0, row: 0) == false)
        #expect(catalog.remove(section: 0, row: 0) == true, "B was the section's last character")
        #expect(catalog.sections.map(\.block.name) == ["Arrows"])
        catalog.filter(by: "")
        #expect(catalog.sections.map(\.block.name) == ["Arrows"], "A and B stay removed")
    }

    @Test func aMoveReordersTheSection() {
        var catalog = CharacterCatalog(blocks: [UnicodeBlock(name: "ABC", range: 0x41...0x43)])
        catalog.move(section: 0, from: 0, to: 2)
        #expect(catalog.sections[0].characters == ["B", "C", "A"])
    }

    @Test func codePointsAreWrittenAsTheStandardWritesThem() {
        #expect(Unicode.Scalar(0x41)!.codePointText == "U+0041")
        #expect(Unicode.Scalar(0x1F600)!.codePointText == "U+1F600")
    }
}
