import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetProgressViewTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let bar = ProgressView(frame: Rect(x: 0, y: 2, width: 10, height: 1))

    init() {
        harness.window.addSubview(bar)
        harness.application.processEvents()
    }

    @Test func theBarFillsToAnEighthOfACell() {
        #expect(harness.line(2) == "░░░░░░░░░░")
        bar.progress = 0.5
        #expect(harness.line(2) == "█████░░░░░")
        bar.progress = 0.0125  // one eighth of the first cell
        #expect(harness.line(2) == "▏░░░░░░░░░")
        bar.setProgress(0.6375, animated: true)  // 6 cells and 3 eighths
        #expect(harness.line(2) == "██████▍░░░")
        bar.progress = 1
        #expect(harness.line(2) == "██████████")
    }

    @Test func theFillRoundsDownSoOnlyOneIsFull() {
        bar.progress = 0.999
        #expect(harness.line(2) == "█████████▉")
        #expect(bar.filledEighths == 79)
        bar.progress = 0.99999994  // the Float just below 1
        #expect(bar.filledEighths == 79)
        bar.progress = 0.06  // 4.8 eighths
        #expect(harness.line(2) == "▌░░░░░░░░░")
        bar.progress = 0.7  // not quite 0.7 as a Float, yet 56 eighths
        #expect(harness.line(2) == "███████░░░")
        bar.progress = 0.0001
        #expect(harness.line(2) == "░░░░░░░░░░", "less than an eighth shows nothing")
        bar.frame.size.width = 1000
        bar.progress = 0.9999
        #expect(bar.filledEighths == 7999)
    }

    @Test func progressIsKeptWithinZeroAndOne() {
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    @Test func theColoursAreTheTints() {
        bar.progress = 0.25
        bar.progressTintColor = .green
        bar.trackTintColor = .red
        #expect(harness.cell(0, 2).foreground == .green)
        #expect(harness.cell(2, 2).foreground == .green, "the part-filled cell is the bar's")
        #expect(harness.cell(5, 2).foreground == .red)
    }

    @Test func itTakesNoFocusAndAsksOnlyForARow() {
        #expect(!bar.canBecomeFirstResponder)
        #expect(bar.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
    }
}
