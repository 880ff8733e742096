import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

/// The README's pictures (docs/images/*.svg), taken from the real programs by `make screenshots`
/// (Tests/Screenshots), are what the demos draw now: the same screens drawn headless from their
/// real screens and code (Shapely with the same seed, 7) are the same pictures. One that no
/// longer matches fails; `make screenshots` takes them all anew.
@Suite("README pictures")
@MainActor
struct ReadmePictureTests {
    func image(_ name: String) -> String { repositoryRoot + "/docs/images/\(name).svg" }

    @Test func theLauncher() throws {
        assertScreenshot(try DemoHarness(nil).headless, matches: image("launcher"))
    }

    @Test func emptyWindow() throws {
        assertScreenshot(try DemoHarness(.emptyWindow).headless, matches: image("empty-window"))
    }

    @Test func howdyWithItsAlert() throws {
        let howdy = try DemoHarness(.howdy)
        howdy.click("Howdy!")
        assertScreenshot(howdy.headless, matches: image("howdy-alert"))
    }

    @Test func shapelyWithEveryShape() throws {
        let shapely = try DemoHarness(.shapely)
        for title in ["Square", "Rectangle", "Circle", "Oval"] { shapely.click(title) }
        assertScreenshot(shapely.headless, matches: image("shapely-shapes"))
    }
}
