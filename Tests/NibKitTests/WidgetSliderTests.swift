import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetSliderTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    /// 11 cells wide: columns 0...10 map to 0...100 in steps of 10.
    let slider = Slider(frame: Rect(x: 2, y: 3, width: 11, height: 1))
    let log = ActionLog()

    init() {
        slider.maximumValue = 100
        harness.window.addSubview(slider)
        log.watch(slider, .valueChanged)
        harness.application.processEvents()
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
        harness.application.setFirstResponder(slider)
        harness.press(.right)
        #expect(slider.value == 5)
        harness.press(.up)
        #expect(slider.value == 10)
        harness.press(.left)
        harness.press(.down)
        #expect(slider.value == 0)
        harness.press(.left)  // already at the minimum: no change, no event
        #expect(log.entries == ["valueChanged", "valueChanged", "valueChanged", "valueChanged"])
        harness.press(.end)
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

    /// A press on a disabled slider is ignored, so it does not note the value either: a held
    /// press still compares its release with the value at its own start.
    @Test func aPressWhileDisabledDoesNotResetTheValueAtThePress() {
        slider.isContinuous = false
        harness.press(4, 3)
        slider.isEnabled = false
        harness.press(7, 3)
        #expect(slider.value == 20, "a disabled slider does not move")
        slider.isEnabled = true
        harness.release(4, 3)
        #expect(log.entries == ["valueChanged"], "the held press moved the value from 0 to 20")
    }

    @Test func aDisabledSliderPressedThenEnabledDoesNotJump() {
        slider.isEnabled = false
        harness.press(7, 3)
        slider.isEnabled = true
        harness.drag(9, 3)
        harness.release(9, 3)
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
    }

    /// Set before `super.init`, a screen's values are kept as given, the value clamped once.
    @Test func aScreenSliderKeepsItsRangeAndClampsItsValue() {
        func slider(_ values: [String: Double]) -> Slider {
            var properties = PropertyList()
            for (key, value) in values { properties[key] = Property(.number(value), at: SourceLocation(file: "s.xib", line: 1, column: 1)) }
            return Slider(coder: NibCoder(id: "s", properties: properties))
        }
        let clamped = slider(["minimumValue": 10, "maximumValue": 20, "value": 50])
        #expect((clamped.minimumValue, clamped.maximumValue, clamped.value) == (10, 20, 20))
        #expect(slider(["minimumValue": 5]).value == 5, "no value given: the minimum")
        #expect(slider([:]).value == 0)
    }

    /// `step="0.1"` in a screen: each arrow moves the value by it, not by the automatic twentieth.
    @Test func aScreenSetsTheStepOfTheArrows() throws {
        var screens = InMemoryScreens()
        screens.add(
            bytes: Array(
                #"<document version="1"><objects><slider id="tip" maximumValue="0.3" value="0.1" step="0.01"><rect key="frame" x="0" y="0" width="31" height="1"/></slider></objects></document>"#
                    .utf8), named: "Tip")
        let tip = try #require(try Nib(named: "Tip", source: screens).instantiate().first as? Slider)
        #expect(tip.step == 0.01)
        harness.window.addSubview(tip)
        harness.application.setFirstResponder(tip)
        harness.press(.right)
        harness.press(.right)
        #expect(abs(tip.value - 0.12) < 1e-9, "\(tip.value)")
        harness.press(.left)
        #expect(abs(tip.value - 0.11) < 1e-9, "\(tip.value)")
    }
}
