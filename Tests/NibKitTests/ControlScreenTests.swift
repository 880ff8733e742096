import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// The owner of `Controls.xib`: an outlet for each control, and one action they all send.
final class ControlsController: ViewController {
    @Outlet var sound: Switch?
    @Outlet var copies: Stepper?
    @Outlet var layout: SegmentedControl?
    @Outlet var download: ProgressView?
    @Outlet var busy: ActivityIndicatorView?
    var changes: [String] = []
    var compiled = false

    override class var actionTable: ActionTable {
        super.actionTable + ["changed:": .init(ControlsController.changed)]
    }

    func changed(_ sender: Control) { changes.append(ClassRegistry.name(of: type(of: sender))) }

    /// `Controls.xib` from its XML, or from its compiled form.
    override func loadView() throws {
        var document = try reusableScreens.document(named: "Controls")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let registry = ClassRegistry()
        registry.register(ControlsController.self)
        try Nib(document: document, name: "Controls", source: reusableScreens, registry: registry).instantiate(owner: self)
    }
}

/// The switch, stepper, segmented control, progress view and activity indicator in a screen
/// file, read by both readers, connected, drawn and driven as a person would.
@Suite("Controls in a screen")
@MainActor
struct ControlScreenTests {
    func app(compiled: Bool) throws -> (HeadlessApp, ControlsController) {
        let controller = ControlsController()
        controller.compiled = compiled
        return (try HeadlessApp(root: controller, size: Size(width: 40, height: 12)), controller)
    }

    @Test(arguments: [false, true])
    func eachElementIsReadWithItsSettings(compiled: Bool) throws {
        let (app, controller) = try app(compiled: compiled)
        let sound = try #require(controller.sound)
        #expect(sound.isOn && sound.onTintColor == .brightGreen)
        let copies = try #require(controller.copies)
        #expect(copies.value == 2 && copies.minimumValue == 1 && copies.maximumValue == 5 && copies.stepValue == 1)
        #expect(copies.wraps && !copies.autorepeat && !copies.isContinuous)
        let layout = try #require(controller.layout)
        #expect((0..<layout.numberOfSegments).map { layout.titleForSegment(at: $0) } == ["List", "Grid", "Map"])
        #expect(layout.selectedSegmentIndex == 1)
        #expect(layout.isEnabledForSegment(at: 1) && !layout.isEnabledForSegment(at: 2))
        let download = try #require(controller.download)
        #expect(download.progress == 0.5 && download.progressTintColor == .blue)
        let busy = try #require(controller.busy)
        #expect(busy.isAnimating && !busy.isHidden && busy.color == .yellow)
        #expect(app.application.pendingTimerCount == 1, "the spinner, shown and animating, turns")
    }

    @Test func theScreenLooksAsPinned() throws {
        let (app, _) = try app(compiled: false)
        assertSnapshot(app.text, named: "controls-40x12")
    }

    @Test func eachControlSendsItsActionToTheOwner() throws {
        let (app, controller) = try app(compiled: false)
        app.click("[━━●]")
        #expect(controller.sound?.isOn == false)
        app.click("+")
        #expect(controller.copies?.value == 3)
        app.click("List")
        #expect(controller.layout?.selectedSegmentIndex == 0)
        app.click("Map")
        #expect(controller.layout?.selectedSegmentIndex == 0, "a disabled segment is not picked")
        #expect(controller.changes == ["Switch", "Stepper", "SegmentedControl"])
    }

    @Test func tabReachesTheControlsAndKeysDriveThem() throws {
        let (app, controller) = try app(compiled: false)
        #expect(app.application.firstResponder === controller.sound, "the first control is focused")
        app.press(.character(" "))
        app.press(.tab, .character("-"), .character("-"))
        app.press(.tab, .left)
        #expect(controller.sound?.isOn == false)
        #expect(controller.copies?.value == 5, "from 2, two steps down wrap round to 5")
        #expect(controller.layout?.selectedSegmentIndex == 0)
        #expect(controller.changes == ["Switch", "Stepper", "Stepper", "SegmentedControl"])
    }

    @Test func inAStackViewEachTakesItsIntrinsicSize() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        let views: [View] = [Switch(), Stepper(), SegmentedControl(items: ["A", "Bcd"]), spinner]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 1
        stack.alignment = .leading
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.redraw()
        #expect(views.map(\.frame.size) == [Size(width: 5, height: 1), Size(width: 9, height: 1), Size(width: 11, height: 1), Size(width: 1, height: 1)])
    }
}
