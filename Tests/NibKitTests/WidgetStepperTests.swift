import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetStepperTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    /// `[ − │ + ]` from column 2: minus at 3...5, the divider at 6, plus at 7...9.
    let stepper = Stepper(frame: Rect(x: 2, y: 1, width: 9, height: 1))
    let log = ActionLog()

    init() {
        stepper.maximumValue = 3
        harness.window.addSubview(stepper)
        log.watch(stepper, .valueChanged)
        harness.application.processEvents()
    }

    @Test func drawsBothHalvesAndDimsTheOneAtItsEnd() {
        #expect(harness.line(1) == "  [ − │ + ]")
        #expect(harness.cell(4, 1).style.contains(.dim), "at the minimum, minus cannot step")
        #expect(!harness.cell(8, 1).style.contains(.dim))
        stepper.value = 3
        #expect(!harness.cell(4, 1).style.contains(.dim))
        #expect(harness.cell(8, 1).style.contains(.dim), "at the maximum, plus cannot step")
    }

    @Test func aClickOnAHalfStepsAndSendsValueChanged() {
        harness.click(8, 1)
        harness.click(8, 1)
        #expect(stepper.value == 2)
        harness.click(4, 1)
        #expect(stepper.value == 1)
        harness.click(6, 1)  // the divider
        #expect(stepper.value == 1)
        #expect(log.entries == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func theValueStopsAtItsEndsAndSendsNothingThere() {
        stepper.value = 3
        harness.click(8, 1)
        #expect(stepper.value == 3)
        #expect(log.entries.isEmpty)
        stepper.value = 10
        #expect(stepper.value == 3, "clamped to the maximum")
        stepper.minimumValue = .nan
        stepper.value = -4
        #expect(stepper.value == 0, "a NaN end is taken as 0")
    }

    @Test func aStepPastTheEndLandsOnTheEnd() {
        stepper.stepValue = 2
        stepper.value = 2
        harness.click(8, 1)
        #expect(stepper.value == 3)
    }

    @Test func aWrappingStepperGoesRoundFromOneEndToTheOther() {
        stepper.wraps = true
        stepper.value = 3
        harness.click(8, 1)
        #expect(stepper.value == 0)
        harness.click(4, 1)
        #expect(stepper.value == 3)
        #expect(!harness.cell(8, 1).style.contains(.dim), "a wrapping stepper never dims a half")
    }

    @Test func keysStepWhenFocused() {
        harness.application.setFirstResponder(stepper)
        harness.press(.character("+"))
        harness.press(.right)
        harness.press(.up)
        #expect(stepper.value == 3)
        harness.press(.character("-"))
        harness.press(.left)
        #expect(stepper.value == 1)
        #expect(log.entries.count == 5)
    }

    @Test func aStepThatIsNotPositiveIsRefused() {
        stepper.stepValue = 0.5
        stepper.stepValue = 0
        stepper.stepValue = -1
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 0.5)
    }

    @Test func aHeldPressRepeatsOnATimerUntilReleased() {
        stepper.maximumValue = 100
        harness.press(8, 1)
        #expect(stepper.value == 1)
        harness.advance(by: Stepper.repeatDelay)
        #expect(stepper.value == 2)
        harness.advance(by: Stepper.repeatInterval)
        harness.advance(by: Stepper.repeatInterval)
        #expect(stepper.value == 4)
        harness.release(8, 1)
        #expect(harness.application.pendingTimerCount == 0, "the release ends the repeats")
        harness.advance(by: 1)
        #expect(stepper.value == 4)
        #expect(log.entries.count == 4)
    }

    @Test func aHeldPressAtTheEndSchedulesNothing() {
        stepper.value = 2
        harness.press(8, 1)
        #expect(stepper.value == 3)
        harness.advance(by: Stepper.repeatDelay)
        #expect(harness.application.pendingTimerCount == 0, "nothing more to step: no timer")
        harness.release(8, 1)
    }

    @Test func withoutAutorepeatAHeldPressStepsOnce() {
        stepper.autorepeat = false
        harness.press(8, 1)
        #expect(harness.application.pendingTimerCount == 0)
        harness.advance(by: 2)
        harness.release(8, 1)
        #expect(stepper.value == 1)
    }

    @Test func aNonContinuousStepperSendsOnceOnRelease() {
        stepper.isContinuous = false
        harness.press(8, 1)
        harness.advance(by: Stepper.repeatDelay)
        #expect(stepper.value == 2)
        #expect(log.entries.isEmpty)
        harness.release(8, 1)
        #expect(log.entries == ["valueChanged"])
    }

    @Test func aPressReleasedOutsideKeepsItsStepWhichWasSent() {
        harness.press(8, 1)
        harness.drag(20, 5)
        harness.release(20, 5)
        #expect(stepper.value == 1, "the step made as the press went down stays, as UIStepper's")
        #expect(log.entries == ["valueChanged"])
    }

    @Test func aNonContinuousPressReleasedOutsideSendsItsChangeOnce() {
        stepper.isContinuous = false
        harness.press(8, 1)
        harness.drag(20, 5)
        harness.release(20, 5)
        #expect(stepper.value == 1)
        #expect(log.entries == ["valueChanged"])
    }

    @Test func aCancelledPressKeepsItsStepsAndSendsTheChangeOnce() {
        stepper.maximumValue = 100
        stepper.isContinuous = false
        log.watch(stepper, .touchCancel)
        harness.press(8, 1)
        harness.advance(by: Stepper.repeatDelay)
        stepper.mouseCancelled()  // as when a gesture recognizer takes the press
        #expect(stepper.value == 2)
        #expect(log.entries == ["valueChanged", "touchCancel"])
        #expect(harness.application.pendingTimerCount == 0)
        harness.release(8, 1)
        #expect(log.entries == ["valueChanged", "touchCancel"], "the release after a cancel sends nothing")
    }

    @Test func aCancelledContinuousPressSentEachStepAlready() {
        stepper.maximumValue = 100
        log.watch(stepper, .touchCancel)
        harness.press(8, 1)
        harness.advance(by: Stepper.repeatDelay)
        stepper.mouseCancelled()
        #expect(stepper.value == 2)
        #expect(log.entries == ["valueChanged", "valueChanged", "touchCancel"])
    }

    @Test func itSizesItselfToItsDrawing() {
        #expect(stepper.intrinsicContentSize == Size(width: 9, height: 1))
    }
}
