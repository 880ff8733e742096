import NibKitTesting
import ScreenReading
import Testing

@testable import Demos
@testable import NibKit

#if canImport(Glibc)
    import Glibc
#endif

/// Palette: a collection view of the terminal's colours from a storyboard in Base.lproj, with
/// a picture from the asset catalog, bar button items on the navigation bar and a toolbar, a
/// size-class variation and a French strings file.
@Suite("Palette", .serialized)
@MainActor
struct PaletteTests {
    func launch(size: Size = Size(width: 80, height: 24)) throws -> (DemoHarness, PaletteViewController) {
        let demo = try DemoHarness(.palette, size: size)
        let navigation = try #require(demo.root as? NavigationController)
        #expect(Demo(controller: navigation) == .palette)
        return (demo, try #require(navigation.topViewController as? PaletteViewController))
    }

    func screen(_ demo: DemoHarness) -> String { Snapshot.framed(demo.text) }

    @Test func theColoursStandInAGridAndTheArrowsChooseOne() throws {
        let (demo, palette) = try launch()
        let lines = demo.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasSuffix("Shuffle") && lines[0].contains("Colours"), "\(screen(demo))")
        #expect(lines[3].contains("The sixteen colours of the terminal"), "\(screen(demo))")
        #expect(lines[8].contains("black") && lines[8].contains("magenta"), "six to a line, each name under its swatch:\n\(screen(demo))")
        #expect(lines[23].hasPrefix("Sort") && lines[23].hasSuffix("Reverse"), "\(screen(demo))")
        #expect(demo.headless.cell(at: Point(x: 1, y: 2)).character == "▀", "the picture, two pixels a cell:\n\(screen(demo))")
        demo.press(.down, .right, .down, .enter)
        #expect(palette.grid?.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(demo.text.contains("Chosen: white"), "\(screen(demo))")
    }

    @Test func theToolbarAndTheBarOrderTheColours() throws {
        let (demo, palette) = try launch()
        #expect(demo.headless.click("Sort"))
        #expect(palette.colours.prefix(3).map(\.description) == ["black", "blue", "brightBlack"])
        #expect(demo.text.contains("Sorted by name: black, blue, brightBlack"), "\(screen(demo))")
        #expect(demo.headless.click("Reverse"))
        #expect(palette.colours.first?.description == "yellow")
        #expect(demo.headless.click("Shuffle"))
        #expect(Set(palette.colours) == Set((0..<16).map { Color.index(UInt8($0)) }) && demo.text.contains("Shuffled"))
    }

    /// A terminal short enough to be a phone on its side gives the picture's room to the grid.
    @Test func aShortTerminalGivesThePicturesRoomToTheGrid() throws {
        let (demo, palette) = try launch()
        #expect(palette.traitCollection.verticalSizeClass == .regular)
        demo.headless.resize(to: Size(width: 80, height: 20))
        let lines = demo.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!demo.text.contains("The sixteen colours"), "\(screen(demo))")
        #expect(lines[3].contains("black"), "the grid just under the bar:\n\(screen(demo))")
        #expect(lines[19].hasPrefix("Sort"), "\(screen(demo))")
        demo.headless.resize(to: Size(width: 120, height: 40))
        #expect(demo.text.contains("The sixteen colours"), "\(screen(demo))")
        #expect(demo.text.split(separator: "\n")[0].hasSuffix("Shuffle") && demo.text.split(separator: "\n")[0].count == 120, "\(screen(demo))")
    }

    @Test func inFrenchTheStoryboardTakesItsTextsFromItsStringsFile() throws {
        // The language asked for, as LANG=fr_FR.UTF-8 asks (the environment is every test's).
        let asked = Localization.languages
        Localization.languages = ["fr"]
        defer { Localization.languages = asked }
        let (demo, _) = try launch()
        #expect(demo.text.contains("Couleurs") && demo.text.contains("Mélanger"), "\(screen(demo))")
        #expect(demo.text.contains("Les seize couleurs du terminal") && demo.text.contains("Trier") && demo.text.contains("Inverser"), "\(screen(demo))")
    }
}
