// Imported as a program imports it, without `@testable`: these subclasses compile only because
// the properties they observe are `open`, as UIKit's are.
import NibKit
import NibKitTesting
import Testing

/// A check box made as a program makes one: a button drawn `[x] Tips` or `[ ] Tips` that flips
/// `isSelected` when pressed. It redraws its title when its selection changes, whoever changes it.
final class CheckBox: Button {
    /// What the box is for, drawn after it.
    var caption = "" { didSet { showSelection() } }
    /// Every title set, in order: the subclass sees each change, its own and the program's.
    private(set) var titlesSeen: [String] = []

    init(caption: String, frame: Rect) {
        super.init(frame: frame)
        isBordered = false
        contentHorizontalAlignment = .leading
        self.caption = caption
        showSelection()  // a class's own observers do not run in its initializer
        addTarget(self, action: "toggle:", for: .primaryActionTriggered)
    }

    required init(coder: NibCoder) { super.init(coder: coder) }

    override var isSelected: Bool { didSet { showSelection() } }
    override var title: String { didSet { titlesSeen.append(title) } }

    override class var actionTable: ActionTable { super.actionTable + ["toggle:": .init(CheckBox.toggle)] }

    func toggle(_ sender: Any?) { isSelected.toggle() }

    private func showSelection() { title = (isSelected ? "[x] " : "[ ] ") + caption }
}

/// A view holding one control, focused first, for a subclass's behaviour to be driven headless.
final class OneControlController: ViewController {
    let control: View
    init(_ control: View) {
        self.control = control
        super.init()
    }
    required init(coder: NibCoder) { fatalError("made in code") }
    override func loadView() throws {
        view = View(frame: Rect(x: 0, y: 0, width: 30, height: 3))
        view.addSubview(control)
    }
}

/// Writes down each change of the value its control's subclass observes.
final class ChangeLog {
    var entries: [String] = []
}

final class ObservedSlider: Slider {
    let log = ChangeLog()
    override var value: Double { didSet { log.entries.append("value \(value)") } }
}

final class ObservedStepper: Stepper {
    let log = ChangeLog()
    override var value: Double { didSet { log.entries.append("value \(value)") } }
}

final class ObservedSwitch: Switch {
    let log = ChangeLog()
    override var isOn: Bool { didSet { log.entries.append("on \(isOn)") } }
}

final class ObservedSegmentedControl: SegmentedControl {
    let log = ChangeLog()
    override var selectedSegmentIndex: Int { didSet { log.entries.append("segment \(selectedSegmentIndex)") } }
}

final class ObservedButton: Button {
    let log = ChangeLog()
    override var isHighlighted: Bool { didSet { log.entries.append("highlighted \(isHighlighted)") } }
    override var isEnabled: Bool { didSet { log.entries.append("enabled \(isEnabled)") } }
    override func setTitle(_ title: String?, for state: State) {
        super.setTitle(title, for: state)
        log.entries.append("title \(title ?? "nil") for \(state.rawValue)")
    }
}

final class ObservedLabel: Label {
    let log = ChangeLog()
    override var text: String { didSet { log.entries.append("text \(text)") } }
}

final class ObservedTextField: TextField {
    let log = ChangeLog()
    override var text: String { didSet { log.entries.append("text \(text)") } }
}

@Suite("Subclassing controls")
@MainActor
struct SubclassingTests {
    @Test func aCheckBoxSubclassReactsToItsSelection() throws {
        let box = CheckBox(caption: "Tips", frame: Rect(x: 0, y: 1, width: 12, height: 1))
        let app = try HeadlessApp(root: OneControlController(box), size: Size(width: 30, height: 3))
        let seenAtStart = box.titlesSeen.count
        #expect(app.text.contains("[ ] Tips"), "\(app.text)")
        app.press(.character(" "))
        #expect(box.isSelected)
        #expect(app.text.contains("[x] Tips"), "\(app.text)")
        app.click("Tips")
        #expect(!box.isSelected)
        box.isSelected = true  // the program's change, seen as the user's is
        #expect(app.text.contains("[x] Tips"), "\(app.text)")
        box.caption = "Round up"
        #expect(Array(box.titlesSeen.dropFirst(seenAtStart)) == ["[x] Tips", "[ ] Tips", "[x] Tips", "[x] Round up"])
    }

    @Test func theUsersChangesReachASubclassThroughItsValue() throws {
        let slider = ObservedSlider(frame: Rect(x: 0, y: 1, width: 21, height: 1))
        slider.step = 0.25
        var app = try HeadlessApp(root: OneControlController(slider))
        app.press(.right)
        #expect(slider.log.entries == ["value 0.25"])

        let stepper = ObservedStepper(frame: Rect(x: 0, y: 1, width: 9, height: 1))
        app = try HeadlessApp(root: OneControlController(stepper))
        app.press(.character("+"))
        #expect(stepper.log.entries == ["value 1.0"])

        let toggle = ObservedSwitch(frame: Rect(x: 0, y: 1, width: 5, height: 1))
        app = try HeadlessApp(root: OneControlController(toggle))
        app.press(.enter)
        #expect(toggle.log.entries == ["on true"])

        let segments = ObservedSegmentedControl(frame: Rect(x: 0, y: 1, width: 20, height: 1))
        segments.insertSegment(withTitle: "One", at: 0)
        segments.insertSegment(withTitle: "Two", at: 1)
        app = try HeadlessApp(root: OneControlController(segments))
        app.click("Two")
        #expect(segments.log.entries.last == "segment 1")

        let button = ObservedButton(title: "Go", frame: Rect(x: 0, y: 1, width: 8, height: 1))
        app = try HeadlessApp(root: OneControlController(button))
        app.click("Go")
        #expect(button.log.entries.first == "highlighted true" && button.log.entries.last == "highlighted false", "\(button.log.entries)")
    }

    @Test func aProgramsChangesReachASubclassThroughItsProperties() {
        let button = ObservedButton(title: "Go")
        button.setTitle("Going", for: .highlighted)
        button.isEnabled = false
        #expect(button.log.entries == ["title Going for \(Button.State.highlighted.rawValue)", "enabled false"])

        let label = ObservedLabel()
        label.text = "Total"
        #expect(label.log.entries == ["text Total"])

        let field = ObservedTextField()
        field.text = "12.50"
        #expect(field.log.entries == ["text 12.50"])
    }
}

/// A continuous gesture made as a program makes one: a drag along a row, reported as the number
/// of columns from where it started, through `began`, `changed` and `ended`.
final class ScrubGestureRecognizer: GestureRecognizer {
    private var startColumn: Int?
    private(set) var columns = 0

    override func mouseDown(_ event: MouseEvent) { startColumn = location(in: view).x }

    override func mouseDragged(_ event: MouseEvent) {
        guard let startColumn else { return }
        columns = location(in: view).x - startColumn
        state = state == .possible ? .began : .changed
        sendActions()
    }

    override func mouseUp(_ event: MouseEvent) {
        guard state == .began || state == .changed else { return fail() }
        state = .ended
        sendActions()
    }

    override func reset() {
        startColumn = nil
        columns = 0
    }
}

/// Writes down each step of a scrub its recognizer reports.
final class ScrubListener: NibObject {
    var steps: [String] = []
    override class var actionTable: ActionTable { super.actionTable + ["scrubbed:": .init(ScrubListener.scrubbed)] }
    func scrubbed(_ scrub: ScrubGestureRecognizer) { steps.append("\(scrub.state) \(scrub.columns)") }
}

@Suite("Subclassing gesture recognizers")
@MainActor
struct GestureSubclassingTests {
    @Test func aContinuousGestureOfTheProgramsOwnBeginsChangesAndEnds() throws {
        let strip = View(frame: Rect(x: 0, y: 1, width: 30, height: 1))
        let scrub = ScrubGestureRecognizer()
        let listener = ScrubListener()
        scrub.addTarget(listener, action: "scrubbed:")
        strip.addGestureRecognizer(scrub)
        let app = try HeadlessApp(root: OneControlController(strip))
        app.send(
            .mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 1))),
            .mouse(MouseEvent(.drag(.left), at: Point(x: 6, y: 1))),
            .mouse(MouseEvent(.drag(.left), at: Point(x: 9, y: 1))),
            .mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 1))))
        #expect(listener.steps == ["began 2", "changed 5", "ended 5"])
    }
}
