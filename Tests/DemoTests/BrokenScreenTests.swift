import Testing

@testable import Demos
@testable import NibKit

/// Each broken variant in Screens/Broken shows the error its chapter describes, clearly,
/// with file:line:column, and without a crash.
@Suite("Broken screens")
@MainActor
struct BrokenScreenTests {
    /// The message the demo reports for a variant: the load error of its own screen (its
    /// program exits with it), or the problems it reports while running.
    func problem(_ demo: Demo, _ variant: String) -> String {
        do {
            return try DemoHarness(demo, variant: variant).app.reportedProblems.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func aMisspelledOutlet() {
        let message = problem(.emptyWindow, "misspelled-outlet")
        #expect(message.contains("View.xib:7:9: error: EmptyWindowViewController is not key value coding-compliant for the key 'vv'"), "\(message)")
        #expect(message.contains("did you mean 'v'?"))
    }

    @Test func anOwnerOfTheWrongClass() {
        let message = problem(.emptyWindow, "wrong-owner")
        #expect(message.contains("File's Owner should be a HowdyViewController, but the object given is a EmptyWindowViewController"), "\(message)")
    }

    @Test func aDisconnectedOutlet() {
        let message = problem(.emptyWindow, "disconnected-outlet")
        #expect(message.contains("v outlet of EmptyWindowViewController was not connected"), "\(message)")
    }

    @Test func aViewControllerWithoutItsViewOutlet() {
        let message = problem(.emptyWindow, "no-view-outlet")
        #expect(
            message.contains(
                "EmptyWindowViewController.xib:5:5: error: the screen 'EmptyWindowViewController' is the view of EmptyWindowViewController, but File's Owner's view outlet is not connected"
            ), "\(message)")
    }

    @Test func anUnknownClass() {
        let message = problem(.emptyWindow, "unknown-class")
        #expect(message.contains("View.xib:27:9: error: unknown class 'ReddButton'") && message.contains("did you mean 'RedButton'?"), "\(message)")
    }

    @Test func aDanglingDestinationAndADuplicateID() {
        let message = problem(.emptyWindow, "dangling-destination")
        #expect(message.contains("dangling-destination") && message.contains("duplicate-id"), "\(message)")
    }

    @Test func aMisspelledActionIsAnUnrecognizedSelectorAtLoadTime() {
        let message = problem(.howdy, "misspelled-action")
        #expect(message.contains("unrecognized selector 'buttonPushed:'") && message.contains("did you mean 'buttonPressed:'?"), "\(message)")
    }

    @Test func aMisnamedExternalObject() throws {
        let harness = try DemoHarness(.shapely, variant: "misnamed-external")
        harness.click("Square")
        let message = harness.app.reportedProblems.joined()
        #expect(message.contains("needs the external object 'viewControler'") && message.contains("did you mean 'viewController'?"), "\(message)")
        #expect((harness.root as! ShapelyViewController).shapes.isEmpty)
    }
}
