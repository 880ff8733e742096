import NibKitTesting
import Testing

@testable import NibKit

/// Records each action with the recognizer's state and what it reports.
final class GestureProbe: NibObject {
    var panEvents: [(GestureRecognizer.State, Point)] = []
    var pinchEvents: [(GestureRecognizer.State, Double)] = []
    var resetsScale = false
    var resetsTranslation = false

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override class var actionTable: ActionTable {
        super.actionTable + ["moveShape:": .init(GestureProbe.moveShape), "resizeShape:": .init(GestureProbe.resizeShape)]
    }

    func moveShape(_ pan: PanGestureRecognizer) {
        panEvents.append((pan.state, pan.translation(in: pan.view)))
        if resetsTranslation { pan.setTranslation(.zero, in: pan.view) }
    }

    func resizeShape(_ pinch: PinchGestureRecognizer) {
        pinchEvents.append((pinch.state, pinch.scale))
        if resetsScale { pinch.scale = 1 }
    }
}

@Suite @MainActor struct GesturePanTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let shape = View(frame: Rect(x: 5, y: 2, width: 10, height: 4))
    let probe = GestureProbe()
    let pan = PanGestureRecognizer()

    init() {
        pan.addTarget(probe, action: "moveShape:")
        shape.addGestureRecognizer(pan)
        harness.window.addSubview(shape)
        harness.application.processEvents()
    }

    @Test func dragBeginsChangesAndEndsWithTranslationSinceTheStart() {
        harness.press(6, 3)
        #expect(probe.panEvents.isEmpty, "a press alone is not a pan")
        harness.drag(7, 3)
        harness.drag(9, 5)
        harness.release(9, 5)
        #expect(probe.panEvents.map(\.0) == [.began, .changed, .ended])
        #expect(probe.panEvents.map(\.1) == [Point(x: 1, y: 0), Point(x: 3, y: 2), Point(x: 3, y: 2)])
    }

    @Test func setTranslationRestartsTheMeasure() {
        probe.resetsTranslation = true
        harness.press(6, 3)
        harness.drag(8, 3)
        harness.drag(9, 4)
        harness.drag(9, 6)
        harness.release(9, 6)
        #expect(probe.panEvents.map(\.1) == [Point(x: 2, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 2), Point(x: 0, y: 0)])
    }

    @Test func aClickIsNotAPanSoATapOnTheSameViewStillWorks() {
        let taps = ActionLog()
        let tap = TapGestureRecognizer()
        taps.watch(tap, as: "tap")
        shape.addGestureRecognizer(tap)
        harness.click(6, 3)
        #expect(probe.panEvents.isEmpty)
        #expect(taps.entries == ["tap"])
        // And a drag is a pan, not a tap.
        harness.advance(by: 1)
        harness.press(6, 3)
        harness.drag(8, 3)
        harness.release(8, 3)
        #expect(taps.entries == ["tap"])
        #expect(probe.panEvents.map(\.0) == [.began, .ended])
    }

    @Test func theDragStaysWithThePanAfterLeavingTheView() {
        harness.press(6, 3)
        harness.drag(30, 10)
        harness.release(30, 10)
        #expect(probe.panEvents.map(\.0) == [.began, .ended])
        #expect(probe.panEvents.last?.1 == Point(x: 24, y: 7))
    }

    @Test func aSecondPanStartsFromZero() {
        harness.press(6, 3); harness.drag(8, 3); harness.release(8, 3)
        harness.press(6, 3); harness.drag(6, 4); harness.release(6, 4)
        #expect(probe.panEvents.map(\.1) == [Point(x: 2, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 1), Point(x: 0, y: 1)])
    }
}

@Suite @MainActor struct GesturePinchTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let shape = View(frame: Rect(x: 5, y: 2, width: 10, height: 4))
    let probe = GestureProbe()
    let pinch = PinchGestureRecognizer()

    init() {
        pinch.addTarget(probe, action: "resizeShape:")
        shape.addGestureRecognizer(pinch)
        harness.window.addSubview(shape)
        harness.application.processEvents()
    }

    @Test func wheelStepsScaleBeganChangedThenEndedAfterAPause() {
        harness.scroll(up: true, at: Point(x: 6, y: 3))
        harness.scroll(up: true, at: Point(x: 6, y: 3))
        #expect(probe.pinchEvents.map(\.0) == [.began, .changed])
        #expect(probe.pinchEvents.map(\.1) == [1.25, 1.5625])
        harness.advance(by: PinchGestureRecognizer.endDelay - 0.05)
        #expect(pinch.state == .changed)
        harness.scroll(up: false, at: Point(x: 6, y: 3))
        harness.advance(by: PinchGestureRecognizer.endDelay - 0.05)
        #expect(pinch.state == .changed, "each wheel step restarts the wait")
        harness.advance(by: 0.1)
        #expect(pinch.state == .ended)
        #expect(probe.pinchEvents.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(probe.pinchEvents.last?.1 == 1.25)
    }

    @Test func actionMayResetTheScale() {
        probe.resetsScale = true
        harness.scroll(up: true, at: Point(x: 6, y: 3))
        harness.scroll(up: false, at: Point(x: 6, y: 3))
        #expect(probe.pinchEvents.map(\.1) == [1.25, 0.8])
    }

    @Test func aNewPinchBeginsAgainAtScaleOne() {
        harness.scroll(up: true, at: Point(x: 6, y: 3))
        harness.advance(by: 1)
        harness.scroll(up: false, at: Point(x: 6, y: 3))
        #expect(probe.pinchEvents.map(\.0) == [.began, .ended, .began])
        #expect(probe.pinchEvents.last?.1 == 0.8)
    }

    @Test func keyboardPinch() {
        pinch.pinch(by: 2)
        pinch.pinch(by: 0.5)
        harness.advance(by: 1)
        #expect(probe.pinchEvents.map(\.0) == [.began, .changed, .ended])
        #expect(probe.pinchEvents.map(\.1) == [2, 1, 1])
    }

    @Test func wheelOutsideTheViewDoesNothing() {
        harness.scroll(up: true, at: Point(x: 30, y: 10))
        #expect(probe.pinchEvents.isEmpty)
    }

    @Test func aClickDuringAPinchEndsItAndReachesTheView() {
        let button = Button(title: "B", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        shape.addSubview(button)
        let log = ActionLog()
        log.watch(button, .touchUpInside)
        harness.scroll(up: true, at: Point(x: 6, y: 2))
        harness.click(6, 2)
        #expect(probe.pinchEvents.map(\.0) == [.began, .ended])
        #expect(log.entries == ["touchUpInside"])
    }
}
