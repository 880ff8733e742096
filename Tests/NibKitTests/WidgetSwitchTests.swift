import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetSwitchTests {
    let harness = WidgetHarness()
    let toggle = Switch(frame: Rect(x: 2, y: 1, width: 5, height: 1))
    let log = ActionLog()

    init() {
        harness.window.addSubview(toggle)
        log.watch(toggle, .valueChanged, .touchUpInside)
        harness.app.processEvents()
    }

    @Test func theKnobSideTellsTheStateWithoutColour() {
        #expect(harness.line(1) == "  [●──]")
        toggle.isOn = true
        #expect(harness.line(1) == "  [━━●]")
        #expect(harness.cell(3, 1).foreground == toggle.onTintColor, "the track takes the on colour")
        #expect(log.entries.isEmpty, "setting the state in code sends no event")
    }

    @Test func aClickFlipsItAndSendsValueChangedBeforeTouchUpInside() {
        harness.click(3, 1)
        #expect(toggle.isOn)
        #expect(log.entries == ["valueChanged", "touchUpInside"])
        harness.click(5, 1)
        #expect(!toggle.isOn)
    }

    @Test func aPressReleasedOutsideChangesNothing() {
        harness.press(3, 1)
        harness.drag(20, 5)
        harness.release(20, 5)
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func spaceAndEnterFlipItWhenFocused() {
        harness.app.setFirstResponder(toggle)
        harness.key(.character(" "))
        #expect(toggle.isOn)
        harness.key(.enter)
        #expect(!toggle.isOn)
        #expect(log.entries == ["valueChanged", "valueChanged"])
    }

    @Test func aDisabledSwitchIgnoresClicksAndKeys() {
        toggle.isEnabled = false
        harness.click(3, 1)
        harness.key(.enter)
        #expect(!toggle.isOn)
        #expect(harness.cell(2, 1).style.contains(.dim))
    }

    @Test func setOnAnimatedSetsTheState() {
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(toggle.intrinsicContentSize == Size(width: 5, height: 1))
    }
}
