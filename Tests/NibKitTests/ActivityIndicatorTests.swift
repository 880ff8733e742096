import NibKitTesting
import Testing

@testable import NibKit

/// The spinner turns on the application's timer only while it is animating and visible in a
/// window: stopped, hidden (itself or an ancestor) or out of the window, no timer is left, so
/// the run loop sleeps.
@Suite @MainActor struct ActivityIndicatorTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let panel = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
    let spinner = ActivityIndicatorView(frame: Rect(x: 1, y: 1, width: 1, height: 1))

    init() {
        panel.addSubview(spinner)
        harness.window.addSubview(panel)
        harness.application.processEvents()
    }

    var timers: Int { harness.application.pendingTimerCount }

    @Test func itTurnsAFrameEachIntervalWhileAnimating() {
        #expect(spinner.isHidden, "stopped, it hides, as UIKit's does")
        #expect(timers == 0)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        #expect(harness.line(1) == " ⠋")
        harness.advance(by: ActivityIndicatorView.frameInterval)
        #expect(harness.line(1) == " ⠙")
        harness.advance(by: ActivityIndicatorView.frameInterval)
        #expect(harness.line(1) == " ⠹")
        #expect(timers == 1, "one timer at a time")
    }

    @Test func stoppingLeavesNoTimerAndHidesIt() {
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(timers == 0)
        #expect(spinner.isHidden)
        #expect(harness.line(1) == "")
        harness.advance(by: 1)
        #expect(spinner.frameCount == 0)
    }

    @Test func aStoppedIndicatorThatStaysShownDrawsItsFirstFrameStill() {
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        #expect(harness.line(1) == " ⠋")
        #expect(timers == 0)
    }

    @Test func hidingItOrAnAncestorStopsTheTimerAndShowingItStartsItAgain() {
        spinner.startAnimating()
        spinner.isHidden = true
        #expect(timers == 0)
        spinner.isHidden = false
        #expect(timers == 1)
        panel.isHidden = true
        #expect(timers == 0, "an ancestor hidden hides it too")
        #expect(spinner.isAnimating, "hidden, it still counts as animating")
        panel.isHidden = false
        #expect(timers == 1)
    }

    @Test func leavingTheWindowStopsTheTimerAndComingBackStartsIt() {
        spinner.startAnimating()
        panel.removeFromSuperview()
        #expect(timers == 0)
        harness.window.addSubview(panel)
        #expect(timers == 1)
        spinner.removeFromSuperview()
        #expect(timers == 0)
    }

    @Test func startedOutsideAWindowItWaitsForOne() {
        let elsewhere = ActivityIndicatorView(frame: Rect(x: 5, y: 1, width: 1, height: 1))
        elsewhere.startAnimating()
        #expect(timers == 0)
        panel.addSubview(elsewhere)
        #expect(timers == 1)
    }

    @Test func itSpinsInASCIIWhenAsked() {
        spinner.usesASCII = true
        spinner.startAnimating()
        #expect(harness.line(1) == " |")
        harness.advance(by: ActivityIndicatorView.frameInterval)
        #expect(harness.line(1) == " /")
    }

    /// As UIKit's: a stopped indicator that hides when stopped is hidden, whatever the screen said.
    @Test func fromAScreenAStoppedIndicatorIsHiddenUnlessItStaysShown() {
        func indicator(_ values: [String: Bool]) -> ActivityIndicatorView {
            var properties = PropertyList()
            for (key, value) in values { properties[key] = Property(.bool(value), at: SourceLocation(file: "s.xib", line: 1, column: 1)) }
            return ActivityIndicatorView(coder: NibCoder(id: "busy", properties: properties))
        }
        #expect(indicator(["hidden": false]).isHidden)
        #expect(!indicator(["hidesWhenStopped": false]).isHidden)
        let animating = indicator(["animating": true])
        #expect(animating.isAnimating && !animating.isHidden)
    }

    @Test func replacingTheRootViewControllerStopsTheTimerOfTheOldOne() throws {
        let controller = ViewController()
        controller.view = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inside = ActivityIndicatorView(frame: Rect(x: 1, y: 1, width: 1, height: 1))
        controller.view.addSubview(inside)
        inside.startAnimating()
        let app = try HeadlessApp(root: controller, size: Size(width: 20, height: 5))
        #expect(app.application.pendingTimerCount == 1)
        let next = ViewController()
        next.view = View()
        app.application.window.rootViewController = next
        #expect(app.application.pendingTimerCount == 0)
    }

    @Test func inAPresentedControllerItSpinsOnlyWhilePresented() {
        let controller = ViewController()
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inside = ActivityIndicatorView(frame: Rect(x: 1, y: 1, width: 1, height: 1))
        root.addSubview(inside)
        controller.view = root
        inside.startAnimating()
        #expect(timers == 0)
        let host = ViewController()
        host.view = panel
        host.present(controller)
        #expect(timers == 1)
        controller.dismiss()
        #expect(timers == 0)
    }
}
