import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct GestureTapTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let shape = View(frame: Rect(x: 5, y: 2, width: 10, height: 4))
    let log = ActionLog()
    let interval = TapGestureRecognizer.multipleTapInterval

    init() {
        harness.window.addSubview(shape)
        harness.application.processEvents()
    }

    func tap(taps: Int) -> TapGestureRecognizer {
        let recognizer = TapGestureRecognizer()
        recognizer.numberOfTapsRequired = taps
        log.watch(recognizer, as: "tap\(taps)")
        shape.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func singleTapRecognizesOnRelease() {
        let single = tap(taps: 1)
        harness.press(7, 3)
        #expect(log.entries.isEmpty)
        harness.release(7, 3)
        #expect(log.entries == ["tap1"])
        #expect(single.state == .recognized)
        #expect(single.location(in: shape) == Point(x: 2, y: 1))
    }

    @Test func doubleTapNeedsTheSecondClickWithinTheInterval() {
        _ = tap(taps: 2)
        harness.click(7, 3)
        harness.advance(by: interval - 0.05)
        harness.click(7, 3)
        #expect(log.entries == ["tap2"])
    }

    @Test func doubleTapFailsWhenTheIntervalPasses() {
        let double = tap(taps: 2)
        harness.click(7, 3)
        harness.advance(by: interval + 0.01)
        #expect(double.state == .failed)
        harness.click(7, 3)
        #expect(log.entries.isEmpty, "the late click starts a new sequence")
        harness.click(7, 3)
        #expect(log.entries == ["tap2"])
    }

    @Test func tapsFarApartAreNotOneSequence() {
        _ = tap(taps: 2)
        harness.click(6, 2)
        harness.click(13, 5)
        #expect(log.entries.isEmpty)
        harness.click(13, 5)
        #expect(log.entries == ["tap2"])
    }

    @Test func tripleTap() {
        _ = tap(taps: 3)
        for _ in 0..<3 { harness.click(7, 3); harness.advance(by: 0.1) }
        #expect(log.entries == ["tap3"])
    }

    @Test func aDragIsNotATap() {
        let single = tap(taps: 1)
        harness.press(7, 3)
        harness.drag(9, 3)
        harness.release(9, 3)
        #expect(log.entries.isEmpty)
        #expect(single.state == .possible || single.state == .failed)
    }

    @Test func doubleTapWaitsForTripleTapToFailThenFires() {
        let double = tap(taps: 2)
        let triple = tap(taps: 3)
        double.require(toFail: triple)
        harness.click(7, 3)
        harness.click(7, 3)
        #expect(log.entries.isEmpty, "held while a third click may still come")
        #expect(triple.isTracking)
        harness.advance(by: interval - 0.01)
        #expect(log.entries.isEmpty)
        harness.advance(by: 0.02)
        #expect(triple.state == .failed)
        #expect(log.entries == ["tap2"])
        #expect(double.state == .recognized)
    }

    @Test func thirdClickRecognizesTripleTapAndDoubleTapFails() {
        let double = tap(taps: 2)
        let triple = tap(taps: 3)
        double.require(toFail: triple)
        harness.click(7, 3)
        harness.click(7, 3)
        harness.press(7, 3)
        #expect(double.state == .failed, "a third click is more than a double tap")
        harness.release(7, 3)
        #expect(log.entries == ["tap3"])
        harness.advance(by: 1)
        #expect(log.entries == ["tap3"], "the double tap never fires afterwards")
    }

    @Test func requirementOrderDoesNotMatter() {
        // Triple added first this time, so it sees each event before the double does.
        let triple = tap(taps: 3)
        let double = tap(taps: 2)
        double.require(toFail: triple)
        harness.click(7, 3)
        harness.click(7, 3)
        harness.advance(by: interval + 0.01)
        #expect(log.entries == ["tap2"])
        harness.advance(by: 1)
        for _ in 0..<3 { harness.click(7, 3) }
        #expect(log.entries == ["tap2", "tap3"])
    }

    @Test func singleAndDoubleWithoutRequirementFireIndependently() {
        _ = tap(taps: 1)
        _ = tap(taps: 2)
        harness.click(7, 3)
        harness.click(7, 3)
        // As in UIKit: without require(toFail:), the single tap fires on each click.
        #expect(log.entries == ["tap1", "tap1", "tap2"])
    }

    @Test func singleTapRequiringDoubleToFailWaitsTheInterval() {
        let single = tap(taps: 1)
        let double = tap(taps: 2)
        single.require(toFail: double)
        harness.click(7, 3)
        #expect(log.entries.isEmpty)
        harness.advance(by: interval + 0.01)
        #expect(log.entries == ["tap1"])
        harness.advance(by: 1)
        harness.click(7, 3)
        harness.click(7, 3)
        #expect(log.entries == ["tap1", "tap2"])
        harness.advance(by: 1)
        #expect(log.entries == ["tap1", "tap2"])
    }

    @Test func recognizedTapKeepsTheClickFromTheView() {
        let button = Button(title: "B", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        shape.addSubview(button)
        let buttonLog = ActionLog()
        buttonLog.watch(button, .touchDown, .touchUpInside, .touchCancel)
        _ = tap(taps: 1)
        harness.click(6, 2)
        #expect(log.entries == ["tap1"])
        // As cancelsTouchesInView: the recognized tap takes the release, and the button is told.
        #expect(buttonLog.entries == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted)
    }

    @Test func disabledRecognizerSeesNothing() {
        let single = tap(taps: 1)
        single.isEnabled = false
        harness.click(7, 3)
        #expect(log.entries.isEmpty)
    }

    @Test func nilTargetedGestureActionTravelsTheChain() {
        let controller = ChainViewController()
        controller.view = shape
        let single = TapGestureRecognizer()
        single.addTarget(nil, action: "controllerAction:")
        shape.addGestureRecognizer(single)
        harness.click(7, 3)
        #expect(controller.received == ["controllerAction: from TapGestureRecognizer"])
    }
}
