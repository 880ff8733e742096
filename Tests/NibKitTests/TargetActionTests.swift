import NibKitTesting
import Testing

@testable import NibKit

/// Target-action as seed 001 describes it: the three signatures an action method may have,
/// senders that must fit the method, and control events as a set.
@Suite("Target-action")
@MainActor
struct TargetActionTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let owner = Owner()

    /// No argument, the sender, and the sender with the event that fired the action.
    @Test func theThreeActionSignatures() {
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        harness.window.addSubview(button)
        button.addTarget(owner, action: "refresh", for: .touchUpInside)
        button.addTarget(owner, action: "pressed:", for: .touchUpInside)
        button.addTarget(owner, action: "pressed:forEvent:", for: .touchUpInside)
        harness.click(2, 0)
        let release = InputEvent.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0)))
        #expect(owner.received == ["refresh", "pressed:", "pressed:forEvent: Go \(release)"])
        owner.received = []
        button.sendActions(for: .touchUpInside)
        #expect(owner.received.last == "pressed:forEvent: Go nil", "sent from code: no event")
    }

    /// A concrete target whose method takes another sender fails the load, at the action's line.
    @Test func aSenderOfTheWrongTypeIsALoadError() throws {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <button id="go" title="Go">
                  <connections>
                    <action selector="sliderMoved:" destination="-1" eventType="touchUpInside"/>
                  </connections>
                </button>
                """
            ).instantiate(owner: owner)
        }
        let d = try #require(error?.diagnostics.first)
        #expect(d.code == .senderMismatch && d.key == "sliderMoved:" && d.className == "Owner")
        #expect(
            d.description.hasPrefix(
                "Test.xib:7:5: error: the action 'sliderMoved:' of Owner takes a sender of type Slider, but a Button sends it: the method would never run"),
            "\(d)")
    }

    /// A nil-targeted one can only be judged when it is sent: reported as an unrecognized selector is.
    @Test func aNilTargetedSenderOfTheWrongTypeIsReportedWhenSent() {
        let controller = OwnerController()
        controller.view = View(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        harness.window.rootViewController = controller
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        controller.view.addSubview(button)
        button.addTarget(nil, action: "sliderMoved:", for: .touchUpInside)
        harness.application.setFirstResponder(button)
        harness.press(.enter)
        #expect(controller.moved.isEmpty)
        #expect(
            harness.application.reportedProblems == [
                "the action 'sliderMoved:' of OwnerController takes a sender of type Slider, but a Button sends it: the method would never run"
            ])
        #expect(harness.application.statusMessage == harness.application.reportedProblems.first)
    }

    /// `addTarget(_:action:for:)` takes several events at once, as UIKit's OR-ed constants.
    @Test func oneTargetForSeveralEvents() {
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        harness.window.addSubview(button)
        button.addTarget(owner, action: "pressed:", for: [.touchUpInside, .touchUpOutside])
        #expect(button.allControlEvents == [.touchUpInside, .touchUpOutside])
        harness.click(2, 0)
        harness.press(2, 0)
        harness.release(20, 5)
        #expect(owner.received == ["pressed:", "pressed:"])
        button.removeTarget(owner, action: "pressed:", for: .touchUpOutside)
        #expect(button.allControlEvents == .touchUpInside)
        #expect(button.actions(for: .touchUpOutside).isEmpty && button.actions(for: .touchUpInside).count == 1)
        #expect(ControlEvent(name: "valueChanged") == .valueChanged && ControlEvent(name: "tapped") == nil)
        #expect(([.touchDown, .valueChanged] as ControlEvent).description == "touchDown|valueChanged")
    }
}

/// A root view controller answering an action that takes only a slider.
final class OwnerController: ViewController {
    var moved: [Double] = []
    override class var actionTable: ActionTable { super.actionTable + ["sliderMoved:": .init(OwnerController.sliderMoved)] }
    func sliderMoved(_ sender: Slider) { moved.append(sender.value) }
}
