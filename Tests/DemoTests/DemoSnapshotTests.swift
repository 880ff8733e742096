import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

/// How each demo looks, as text, at the sizes users run it; NIBKIT_RECORD_SNAPSHOTS=1 re-records.
@Suite("Demo screens")
@MainActor
struct DemoSnapshotTests {
    @Test(arguments: [
        (Demo?.none, "launcher"), (.howdy, "howdy"), (.emptyWindow, "empty-window"), (.shapely, "shapely"), (.nibBasics, "nib-basics"),
        (.characters, "characters"),
    ])
    func eachDemoAt80x24(_ demo: Demo?, _ name: String) throws {
        assertSnapshot(try DemoHarness(demo).headless, named: "\(name)-80x24")
    }

    @Test func howdyAlertAt60x20() throws {
        let howdy = try DemoHarness(.howdy, size: Size(width: 60, height: 20))
        howdy.click("Howdy!")
        assertSnapshot(howdy.headless, named: "howdy-alert-60x20")
    }

    @Test func shapelyWithEveryShape() throws {
        let shapely = try DemoHarness(.shapely)
        for title in ["Square", "Rectangle", "Circle", "Oval"] { shapely.click(title) }
        assertSnapshot(shapely.headless, named: "shapely-shapes-80x24")
    }

    @Test func charactersDetailSheet() throws {
        let characters = try DemoHarness(.characters)
        for character in "U+2192" { characters.press(.character(character)) }
        characters.press(.enter, .down, .enter)
        assertSnapshot(characters.headless, named: "characters-detail-80x24")
    }
}
