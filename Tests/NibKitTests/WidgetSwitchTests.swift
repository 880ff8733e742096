import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetSwitchTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let toggle = Switch(frame: Rect(x: 2, y: 1, width: 5, height: 1))
    let log = ActionLog()

    init() {
        harness.window.addSubview(toggle)
        log.watch(toggle, .valueChanged, .touchUpInside)
        harness.application.processEvents()
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
        harness.application.setFirstResponder(toggle)
        harness.press(.character(" "))
        #expect(toggle.isOn)
        harness.press(.enter)
        #expect(!toggle.isOn)
        #expect(log.entries == ["valueChanged", "valueChanged"])
    }

    @Test func eachFlipByClickOrKeySendsValueChangedWithTheNewState() {
        let states = SwitchStates()
        toggle.addTarget(states, action: "changed:", for: .valueChanged)
        harness.click(3, 1)
        #expect(toggle.isOn && harness.line(1) == "  [━━●]")
        harness.click(5, 1)
        #expect(!toggle.isOn && harness.line(1) == "  [●──]")
        harness.application.setFirstResponder(toggle)
        harness.press(.character(" "))
        #expect(toggle.isOn && harness.line(1) == "  [━━●]")
        harness.press(.enter)
        #expect(!toggle.isOn && harness.line(1) == "  [●──]")
        #expect(states.seen == [true, false, true, false], "the target reads the state it was flipped to")
        #expect(log.entries == ["valueChanged", "touchUpInside", "valueChanged", "touchUpInside", "valueChanged", "valueChanged"])
        #expect(log.senders.allSatisfy { $0 === toggle })
    }

    @Test func otherKeysAndSettingTheStateSendNothing() {
        harness.application.setFirstResponder(toggle)
        harness.press(.character("x"))
        harness.press(.right)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func aDisabledSwitchIgnoresClicksAndKeys() {
        toggle.isEnabled = false
        harness.click(3, 1)
        harness.press(.enter)
        #expect(!toggle.isOn)
        #expect(harness.cell(2, 1).style.contains(.dim))
    }

    @Test func setOnAnimatedSetsTheState() {
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(toggle.intrinsicContentSize == Size(width: 5, height: 1))
    }
}

/// A target that writes down the switch's state each time it is told of a change.
final class SwitchStates: NibObject {
    var seen: [Bool] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    func changed(_ sender: Switch) { seen.append(sender.isOn) }
    override class var actionTable: ActionTable { super.actionTable + ["changed:": .init(SwitchStates.changed)] }
}
