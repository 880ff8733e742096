import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetLabelTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 8))

    @Test func wrapsAtSpacesToItsWidth() {
        let label = Label(text: "the quick brown fox jumps", frame: Rect(x: 0, y: 0, width: 10, height: 3))
        label.numberOfLines = 0
        harness.window.addSubview(label)
        #expect(Array(harness.lines.prefix(3)) == ["the quick", "brown fox", "jumps"])
    }

    @Test func numberOfLinesLimitsAndTruncatesWithAnEllipsis() {
        let label = Label(text: "the quick brown fox jumps", frame: Rect(x: 0, y: 0, width: 10, height: 3))
        label.numberOfLines = 2
        harness.window.addSubview(label)
        // Two lines, centred vertically in three rows, the last cut with "…".
        #expect(Array(harness.lines.prefix(3)) == ["the quick", "brown fox…", ""])
    }

    @Test func alignment() {
        let label = Label(text: "hi", frame: Rect(x: 0, y: 0, width: 10, height: 1))
        harness.window.addSubview(label)
        label.textAlignment = .center
        #expect(harness.line(0) == "    hi")
        label.textAlignment = .right
        #expect(harness.line(0) == "        hi")
    }

    @Test func boldAndTextColor() {
        let label = Label(text: "hi", frame: Rect(x: 0, y: 0, width: 10, height: 1))
        label.isBold = true
        label.textColor = .green
        harness.window.addSubview(label)
        #expect(harness.cell(0, 0).style.contains(.bold))
        #expect(harness.cell(1, 0).foreground == .green)
    }

    /// Text the colour of the fill beneath it (dim text in a gray-selected cell) would vanish:
    /// it takes the terminal's colour there, and keeps its own elsewhere.
    @Test func textTheColourOfTheFillBeneathItTakesTheTerminalsColour() {
        let selected = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        selected.backgroundColor = .brightBlack
        let dim = Label(text: "U+0020", frame: Rect(x: 0, y: 0, width: 10, height: 1))
        dim.textColor = .brightBlack
        selected.addSubview(dim)
        harness.window.addSubview(selected)
        #expect(harness.cell(0, 0).character == "U" && harness.cell(0, 0).foreground == .default)
        selected.backgroundColor = nil
        #expect(harness.cell(0, 0).foreground == .brightBlack)
    }

    @Test func wideCharactersTakeTheirTrueWidth() {
        let label = Label(text: "日本語ok", frame: Rect(x: 2, y: 1, width: 12, height: 1))
        harness.window.addSubview(label)
        #expect(harness.line(1) == "  日本語ok")
        #expect(harness.cell(2, 1).width == 2)
        #expect(harness.cell(3, 1).isContinuation)
        #expect(harness.cell(8, 1).character == "o")
    }

    @Test func wideCharactersWrapByWidth() {
        let label = Label(text: "日本語です", frame: Rect(x: 0, y: 0, width: 5, height: 3))
        label.numberOfLines = 0
        harness.window.addSubview(label)
        #expect(Array(harness.lines.prefix(3)) == ["日本", "語で", "す"])
    }

    @Test func subviewsDrawPastTheirSuperviewUnlessItClipsToBounds() {
        let superview = View(frame: Rect(x: 1, y: 1, width: 3, height: 1))
        superview.addSubview(Label(text: "overflow", frame: Rect(x: 0, y: 0, width: 8, height: 1)))
        harness.window.addSubview(superview)
        #expect(harness.line(1) == " overflow")
        superview.clipsToBounds = true
        #expect(harness.line(1) == " ove")
    }

    @Test func wideCharacterCutByTheEdgeOfAViewIsBlanked() {
        // The label is wider than its superview, which clips it after 5 cells: the third wide
        // character would need cells 4 and 5, so it is not drawn half.
        let clip = View(frame: Rect(x: 1, y: 1, width: 5, height: 1))
        clip.clipsToBounds = true
        let label = Label(text: "日本語", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        clip.addSubview(label)
        harness.window.addSubview(clip)
        let text = harness.line(1)
        #expect(text == " 日本")
        #expect(CharacterWidth.of(text) == 5)
        #expect(harness.cell(5, 1).character == " ")
        #expect(harness.cell(6, 1).character == " ")
    }
}
