import Demos
import NibKit
import NibKitTesting
import Testing

/// The README's example of a headless test, kept working.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test func howdyShowsItsAlert() throws {
        ClassRegistry.shared.register(HowdyViewController.self)
        let app = try HeadlessApp(root: HowdyViewController(), size: Size(width: 80, height: 24))
        app.click("Howdy!")
        #expect(app.text.contains("You tapped me!"))
        assertSnapshot(app.text, named: "howdy-alert")
    }
}
