import Testing

@testable import Demos
@testable import NibKit

@Suite("Howdy")
@MainActor
struct HowdyTests {
    @Test func aClickOnHowdyShowsTheAlertAndOKDismissesIt() throws {
        let howdy = try DemoHarness(.howdy)
        #expect(!howdy.text.contains("You tapped me!"))
        howdy.click("Howdy!")
        #expect(howdy.text.contains("You tapped me!"), "\(howdy.text)")
        howdy.click("OK")
        #expect(!howdy.text.contains("You tapped me!"), "\(howdy.text)")
    }

    @Test func theKeyboardPressesHowdyAndEnterOrEscDismisses() throws {
        let howdy = try DemoHarness(.howdy)
        #expect((howdy.app.firstResponder as? Button)?.title == "Howdy!", "the first control in reading order has focus")
        howdy.press(.enter)
        #expect(howdy.text.contains("You tapped me!"))
        howdy.press(.enter)
        #expect(!howdy.text.contains("You tapped me!"))
        howdy.press(.character(" "))
        #expect(howdy.text.contains("You tapped me!"))
        howdy.press(.escape)
        #expect(!howdy.text.contains("You tapped me!"))
    }

    @Test func theNilTargetedActionIsAnsweredUpTheResponderChain() throws {
        let howdy = try DemoHarness(.howdy)
        howdy.click("Ask the responder chain")
        #expect(howdy.text.contains("Button → View → View → HowdyViewController"), "\(howdy.text)")
        #expect(howdy.app.reportedProblems.isEmpty)
    }

    @Test func qQuits() throws {
        let howdy = try DemoHarness(.howdy)
        howdy.press(.character("q"))
        #expect(howdy.app.isQuitting)
    }

    @Test func theLayoutFollowsTheTerminalSize() throws {
        for size in [Size(width: 60, height: 20), Size(width: 200, height: 60)] {
            let howdy = try DemoHarness(.howdy, size: size)
            let button = try #require(howdy.location(of: "Howdy!"))
            #expect(abs(button.x - size.width / 2) <= 2, "centred at \(size): \(howdy.text)")
        }
        let howdy = try DemoHarness(.howdy)
        howdy.resize(to: Size(width: 120, height: 40))
        howdy.click("Howdy!")
        #expect(howdy.text.contains("You tapped me!"))
    }
}

@Suite("Howdy focus")
@MainActor
struct HowdyFocusTests {
    @Test func focusReturnsToTheButtonThatPresentedTheAlert() throws {
        let howdy = try DemoHarness(.howdy)
        howdy.press(.tab)
        #expect((howdy.app.firstResponder as? Button)?.title == "Ask the responder chain")
        howdy.press(.tab)
        #expect((howdy.app.firstResponder as? Button)?.title == "Howdy!")
        howdy.press(.enter)
        #expect((howdy.app.firstResponder as? Button)?.title == "OK")
        howdy.press(.escape)
        #expect((howdy.app.firstResponder as? Button)?.title == "Howdy!", "back where it was, not the first control")
    }
}

@Suite("Howdy's alert")
@MainActor
struct HowdyAlertLookTests {
    @Test func theScreenBehindTheAlertIsDimmedAndTheAlertIsNot() throws {
        let howdy = try DemoHarness(.howdy)
        let heading = try #require(howdy.headless.location(of: "Howdy"))
        #expect(!howdy.headless.cell(at: heading).style.contains(.dim))
        howdy.click("Howdy!")
        #expect(howdy.headless.cell(at: heading).style.contains(.dim), "the heading behind the alert")
        let message = try #require(howdy.headless.location(of: "You tapped me!"))
        #expect(!howdy.headless.cell(at: message).style.contains(.dim))
        howdy.press(.escape)
        #expect(!howdy.headless.cell(at: heading).style.contains(.dim))
    }
}
