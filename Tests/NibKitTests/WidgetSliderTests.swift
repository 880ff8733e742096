import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetSliderTests {
    let harness = WidgetHarness()
    /// 11 cells wide: columns 0...10 map to 0...100 in steps of 10.
    let slider = Slider(frame: Rect(x: 2, y: 3, width: 11, height: 1))
    let log = ActionLog()

    init() {
        slider.maximumValue = 100
        harness.window.addSubview(slider)
        log.watch(slider, .valueChanged)
        harness.app.processEvents()
    }

    @Test func drawsTrackAndThumb() {
        slider.value = 30
        #expect(harness.line(3) == "  ━━━●───────")
        #expect(slider.thumbPosition == 3)
    }

    @Test func valueIsClamped() {
        slider.value = 150
        #expect(slider.value == 100)
        slider.value = -5
        #expect(slider.value == 0)
        slider.value = 80
        slider.maximumValue = 50
        #expect(slider.value == 50)
        #expect(log.entries.isEmpty, "setting the value in code sends no event")
    }

    @Test func arrowsMoveByOneTwentiethOfTheRange() {
        harness.app.setFirstResponder(slider)
        harness.key(.right)
        #expect(slider.value == 5)
        harness.key(.up)
        #expect(slider.value == 10)
        harness.key(.left)
        harness.key(.down)
        #expect(slider.value == 0)
        harness.key(.left)  // already at the minimum: no change, no event
        #expect(log.entries == ["valueChanged", "valueChanged", "valueChanged", "valueChanged"])
        harness.key(.end)
        #expect(slider.value == 100)
    }

    @Test func smallWholeRangeStepsByOne() {
        slider.maximumValue = 10
        #expect(slider.stepValue == 1)
        slider.maximumValue = 1
        #expect(slider.stepValue == 0.05)
    }

    @Test func continuousSliderSendsValueChangedWhileDragging() {
        harness.press(4, 3)
        #expect(slider.value == 20)
        harness.drag(7, 3)
        harness.drag(20, 3)  // past the end: clamped
        harness.release(20, 3)
        #expect(slider.value == 100)
        #expect(log.entries == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func nonContinuousSliderSendsOnlyOnRelease() {
        slider.isContinuous = false
        harness.press(4, 3)
        harness.drag(7, 3)
        #expect(slider.value == 50)
        #expect(log.entries.isEmpty)
        harness.release(7, 3)
        #expect(log.entries == ["valueChanged"])
    }

    /// UISlider sends its touch events around the value changes: down, drags, then up inside or outside.
    @Test func mouseSendsTheTouchEventsAsWellAsValueChanged() {
        let touches = ActionLog()
        touches.watch(slider, .touchDown, .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside, .valueChanged)
        harness.press(4, 3)
        harness.drag(7, 3)
        harness.release(7, 3)
        #expect(touches.entries == ["touchDown", "valueChanged", "valueChanged", "touchDragInside", "touchUpInside"])
        touches.entries = []
        harness.press(7, 3)
        harness.drag(20, 3)
        harness.release(20, 5)
        #expect(touches.entries == ["touchDown", "valueChanged", "touchDragOutside", "touchUpOutside"])
    }
}
