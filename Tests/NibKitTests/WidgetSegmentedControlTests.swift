import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetSegmentedControlTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let control = SegmentedControl(items: ["One", "Two", "Three"])
    let log = ActionLog()

    init() {
        control.frame = Rect(origin: Point(x: 1, y: 1), size: control.intrinsicContentSize)
        harness.window.addSubview(control)
        log.watch(control, .valueChanged)
        harness.application.processEvents()
    }

    @Test func segmentsAreEquallyWideBetweenDividers() {
        #expect(control.intrinsicContentSize == Size(width: 23, height: 1))
        #expect(harness.line(1) == "   One  │  Two  │ Three")
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func theSelectedSegmentIsReversed() {
        control.selectedSegmentIndex = 1
        #expect(harness.cell(11, 1).style.contains(.reverse))
        #expect(!harness.cell(3, 1).style.contains(.reverse))
        #expect(log.entries.isEmpty, "selecting in code sends no event")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "an index with no segment selects none")
    }

    @Test func aClickPicksASegmentAndSendsValueChangedOnlyOnAChange() {
        harness.click(11, 1)
        #expect(control.selectedSegmentIndex == 1)
        harness.click(11, 1)
        harness.click(8, 1)  // a divider
        harness.click(20, 1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged", "valueChanged"])
    }

    @Test func leftAndRightPickTheNextEnabledSegment() {
        control.setEnabled(false, forSegmentAt: 1)
        harness.application.setFirstResponder(control)
        harness.press(.right)
        #expect(control.selectedSegmentIndex == 0)
        harness.press(.right)
        #expect(control.selectedSegmentIndex == 2, "the disabled segment is skipped")
        harness.press(.right)
        #expect(control.selectedSegmentIndex == 2)
        harness.press(.left)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.entries.count == 3)
        control.selectedSegmentIndex = SegmentedControl.noSegment
        harness.press(.enter)
        harness.press(.character(" "))
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "only a momentary control picks by Enter or Space")
    }

    @Test func aDisabledSegmentIsDimmedAndCannotBeClicked() {
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        harness.click(11, 1)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(harness.cell(11, 1).style.contains(.dim))
    }

    @Test func aMomentaryControlSendsEachPickAndKeepsNoSelection() {
        control.isMomentary = true
        let reader = SelectionLog()
        control.addTarget(reader, action: "picked:", for: .valueChanged)
        harness.click(11, 1)
        harness.click(11, 1)
        #expect(reader.picked == [1, 1], "the action sees the segment picked")
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        harness.application.setFirstResponder(control)
        harness.press(.right)
        #expect(reader.picked == [1, 1], "arrows only move the underline")
        harness.press(.enter)
        #expect(reader.picked == [1, 1, 2])
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0)
        #expect(control.numberOfSegments == 4)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "Two")
        control.removeSegment(at: 0)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "removing the selected segment selects none")
        control.setTitle("Uno", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Uno")
        #expect(control.titleForSegment(at: 9) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aWiderFrameSharesItsWidthOut() {
        control.frame.size.width = 30
        #expect(control.segmentColumns == [0..<10, 11..<20, 21..<30])
        #expect(control.segmentIndex(at: Point(x: 10, y: 0)) == nil)
        #expect(control.segmentIndex(at: Point(x: 25, y: 0)) == 2)
    }
}

/// An action target that writes down the segment selected when each action came.
final class SelectionLog: NibObject {
    var picked: [Int] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override func action(for selector: Selector) -> ActionMethod? {
        ActionMethod { (log: SelectionLog) in { (sender: Any?) in log.picked.append((sender as! SegmentedControl).selectedSegmentIndex) } }
    }
}
