import NibKitTesting
import Testing

@testable import NibKit

/// A text view delegate that writes each call into a log and answers as it is told.
final class TextViewLog: NibObject, TextViewDelegate {
    var entries: [String] = []
    var beginsEditing = true
    var endsEditing = true
    var changes = true
    /// The text each accepted edit would make, as the delegate sees it from the range.
    var proposedTexts: [String] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { note("shouldBegin", beginsEditing) }
    func textViewDidBeginEditing(_ textView: TextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { note("shouldEnd", endsEditing) }
    func textViewDidEndEditing(_ textView: TextView) { entries.append("didEnd") }
    func textViewDidChange(_ textView: TextView) { entries.append("didChange") }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String) -> Bool {
        if changes { proposedTexts.append(textView.text.replacingCharacters(in: range, with: text)) }
        return note("shouldChange", changes)
    }

    private func note(_ call: String, _ answer: Bool) -> Bool {
        entries.append(call)
        return answer
    }
}

@Suite @MainActor struct WidgetTextViewTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 20, height: 8))
    /// Ten cells wide, four rows high, at (2, 1).
    let textView = TextView(frame: Rect(x: 2, y: 1, width: 10, height: 4))
    let button = Button(title: "OK", frame: Rect(x: 14, y: 1, width: 4, height: 1))

    init() {
        harness.window.addSubview(textView)
        harness.window.addSubview(button)
        harness.application.processEvents()
        harness.application.setFirstResponder(textView)
    }

    /// The view's rows as drawn, trailing spaces trimmed.
    var rows: [String] {
        harness.lines[1...4].map { line in
            let cells = Array(line)
            let row = cells.count > 2 ? String(cells[2..<min(cells.count, 12)]) : ""
            return String(row.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The cursor in the view's coordinates.
    var cursor: Point? { harness.redraw(); return harness.backend.cursor.map { Point(x: $0.x - 2, y: $0.y - 1) } }

    /// A paste is one edit at the cursor, however many lines: the delegate is asked once and
    /// told once, line breaks as terminals send them (CR, CRLF) are the view's own.
    @Test func aPasteIsOneEditOfItsLines() {
        let log = TextViewLog()
        textView.delegate = log
        textView.text = "[]"
        harness.press(.right)
        harness.paste("one\r\ntwo\rthree\tfour")
        #expect(textView.text == "[one\ntwo\nthree four]")
        #expect(log.entries.filter { $0 == "shouldChange" || $0 == "didChange" } == ["shouldChange", "didChange"])
        #expect(rows == ["[one", "two", "three", "four]"])
    }

    @Test func wrapsAtWordsAndNeverSplitsAWideCharacter() {
        textView.text = "Wrap these words 日本語の文章です and 🙂🙂 go\n\nend"
        assertSnapshot(harness.application.drawnText, named: "text-view-wrapping-20x8")
        #expect(rows == ["Wrap these", "words", "日本語の文", "章です and"])
    }

    @Test func upAndDownMoveByRowsKeepingTheColumn() {
        textView.text = "abcdefgh ijk\nxy\na longer line"
        harness.press(.end)  // the end of the row "abcdefgh": before the space
        #expect(textView.cursor == TextView.Position(line: 0, column: 8))
        harness.press(.down)  // "ijk" is shorter: its end
        #expect(textView.cursor == TextView.Position(line: 0, column: 12))
        harness.press(.down)
        #expect(textView.cursor == TextView.Position(line: 1, column: 2))
        harness.press(.down)  // back to the column it had: 8 cells in
        #expect(textView.cursor == TextView.Position(line: 2, column: 8))
        #expect(cursor == Point(x: 8, y: 3))
        harness.press(.up)
        harness.press(.up)
        harness.press(.up)
        #expect(textView.cursor == TextView.Position(line: 0, column: 8))
    }

    @Test func theColumnIsCountedInCellsAcrossWideCharacters() {
        textView.text = "日本語\nabcdef"
        harness.press(.right)
        harness.press(.right)  // after 本: 4 cells in
        harness.press(.down)
        #expect(textView.cursor == TextView.Position(line: 1, column: 4))
        harness.press(.right)  // 5 cells: between 語's cells, so before 語
        harness.press(.up)
        #expect(textView.cursor == TextView.Position(line: 0, column: 2))
        #expect(cursor == Point(x: 4, y: 0))
    }

    @Test func homeEndLeftAndRightFollowTheRowsAndCrossLines() {
        textView.text = "one two three\nfour"
        harness.press(.down)  // onto "three"
        harness.press(.home)
        #expect(textView.cursor == TextView.Position(line: 0, column: 8))
        harness.press(.left)  // to the end of "one two", before the space the row broke at
        #expect(textView.cursor == TextView.Position(line: 0, column: 7))
        harness.press(.down)
        harness.press(.end)
        harness.press(.right)  // past the line's end: the next line's start
        #expect(textView.cursor == TextView.Position(line: 1, column: 0))
        harness.press(.left)
        #expect(textView.cursor == TextView.Position(line: 0, column: 13))
    }

    @Test func aClickPlacesTheCursor() {
        textView.text = "ab 日本\nxyz"
        harness.click(2 + 4, 1)  // the second cell of 日
        #expect(textView.cursor == TextView.Position(line: 0, column: 3))
        harness.click(2 + 9, 2)  // past the end of "xyz"
        #expect(textView.cursor == TextView.Position(line: 1, column: 3))
        harness.click(2 + 1, 4)  // below the text: its end
        #expect(textView.cursor == TextView.Position(line: 1, column: 3))
        #expect(cursor == Point(x: 3, y: 1))
    }

    @Test func aClickFocusesTheTextView() {
        harness.application.setFirstResponder(button)
        textView.text = "abc"
        harness.click(2 + 1, 1)
        #expect(textView.isFirstResponder)
        #expect(textView.cursor == TextView.Position(line: 0, column: 1))
    }

    @Test func typingEnterAndDeletingEditAcrossLines() {
        harness.type("ab")
        harness.press(.enter)
        harness.type("cd")
        #expect(textView.text == "ab\ncd")
        #expect(cursor == Point(x: 2, y: 1))
        harness.press(.home)
        harness.press(.backspace)  // joins the lines
        #expect(textView.text == "abcd")
        #expect(textView.cursor == TextView.Position(line: 0, column: 2))
        harness.press(.enter)
        harness.press(.left)
        harness.press(.delete)  // the new line again
        #expect(textView.text == "abcd")
        harness.press(.end)
        harness.press(.delete)  // nothing after the end
        #expect(textView.text == "abcd")
        #expect(rows == ["abcd", "", "", ""])
    }

    @Test func typingScrollsToKeepTheCursorInView() {
        for line in 1...6 {
            harness.type("line \(line)")
            if line < 6 { harness.press(.enter) }
        }
        #expect(rows == ["line 3", "line 4", "line 5", "line 6"])
        #expect(cursor == Point(x: 6, y: 3))
        harness.press(.up)
        harness.press(.up)
        harness.press(.up)
        harness.press(.up)  // onto line 2: the view follows by one row
        #expect(rows == ["line 2", "line 3", "line 4", "line 5"])
        #expect(cursor == Point(x: 6, y: 0))
    }

    @Test func pagesMoveAPageThenToTheEnds() {
        textView.text = (1...12).map { "row \($0)" }.joined(separator: "\n")
        harness.press(.right)
        harness.press(.pageDown)
        #expect(textView.cursor == TextView.Position(line: 3, column: 1))
        harness.press(.pageDown)
        harness.press(.pageDown)
        harness.press(.pageDown)  // no full page left: the end of the text
        #expect(textView.cursor == TextView.Position(line: 11, column: 6))
        #expect(rows == ["row 9", "row 10", "row 11", "row 12"])
        harness.press(.pageUp)
        #expect(textView.cursor == TextView.Position(line: 8, column: 5))
        harness.press(.pageUp)
        harness.press(.pageUp)
        harness.press(.pageUp)
        #expect(textView.cursor == TextView.Position(line: 0, column: 0))
        #expect(rows == ["row 1", "row 2", "row 3", "row 4"])
    }

    @Test func theWheelScrollsWithoutMovingTheCursor() {
        textView.text = (1...8).map { "row \($0)" }.joined(separator: "\n")
        harness.scroll(up: false, at: Point(x: 4, y: 2))
        #expect(rows == ["row 4", "row 5", "row 6", "row 7"])
        #expect(cursor == nil)  // its row is out of view
        #expect(textView.cursor == TextView.Position(line: 0, column: 0))
        harness.scroll(up: false, at: Point(x: 4, y: 2))  // no further than the last row at the bottom
        #expect(rows == ["row 5", "row 6", "row 7", "row 8"])
        harness.scroll(up: true, at: Point(x: 4, y: 2))
        harness.scroll(up: true, at: Point(x: 4, y: 2))
        #expect(rows == ["row 1", "row 2", "row 3", "row 4"])
        harness.scroll(up: false, at: Point(x: 4, y: 2))
        harness.type("X")  // an edit brings the cursor back into view
        #expect(rows == ["Xrow 1", "row 2", "row 3", "row 4"])
    }

    @Test func aReadOnlyTextViewMovesAndScrollsButDoesNotEdit() {
        textView.text = "read\nonly"
        textView.isEditable = false
        harness.press(.down)
        harness.press(.enter)
        harness.press(.backspace)
        harness.type("x")
        #expect(textView.text == "read\nonly")
        #expect(textView.cursor == TextView.Position(line: 1, column: 0))
        #expect(cursor == Point(x: 0, y: 1))
        harness.application.quitKeys.insert(.character("q"))
        harness.press(.character("q"))  // typed keys go up the chain: a quit key quits
        #expect(harness.application.isQuitting)
    }

    @Test func aTextViewNeitherEditableNorSelectableTakesNoFocusButScrolls() {
        textView.text = (1...8).map { "row \($0)" }.joined(separator: "\n")
        textView.isEditable = false
        textView.isSelectable = false
        harness.application.setFirstResponder(button)
        harness.click(3, 1)
        #expect(button.isFirstResponder)
        harness.scroll(up: false, at: Point(x: 3, y: 1))
        #expect(rows.first == "row 4")
    }

    @Test func theDelegateIsAskedAndToldInOrder() {
        let log = TextViewLog()
        textView.delegate = log
        harness.application.setFirstResponder(button)
        log.entries = []
        harness.click(3, 1)
        harness.type("a")
        harness.press(.enter)
        log.changes = false
        harness.type("b")
        harness.press(.backspace)
        #expect(textView.text == "a\n")
        log.endsEditing = false
        harness.press(.tab)
        #expect(textView.isFirstResponder)
        log.endsEditing = true
        harness.press(.tab)
        #expect(
            log.entries == [
                "shouldBegin", "didBegin", "shouldChange", "didChange", "shouldChange", "didChange", "shouldChange", "shouldChange",
                "shouldEnd", "shouldEnd", "didEnd",
            ])
        #expect(log.proposedTexts == ["a", "a\n"])
        log.beginsEditing = false
        harness.click(3, 1)
        #expect(button.isFirstResponder)
    }

    @Test func aReadOnlyTextViewAsksItsDelegateNothing() {
        let log = TextViewLog()
        textView.delegate = log
        textView.isEditable = false
        harness.application.setFirstResponder(button)
        harness.application.setFirstResponder(textView)
        harness.application.setFirstResponder(button)
        #expect(log.entries == [])
    }

    @Test func aKeystrokeInALongTextWrapsOnlyTheLineItEdits() {
        textView.text = (1...10_000).map { "line number \($0) of a long text" }.joined(separator: "\n")
        harness.redraw()
        let shown = textView.wrappedParagraphCount
        #expect(shown <= 4)
        harness.type("x")
        harness.press(.down)
        harness.redraw()
        #expect(textView.wrappedParagraphCount == shown)
        harness.press(.pageDown)
        harness.redraw()
        #expect(textView.wrappedParagraphCount <= 8)
    }

    @Test func spacesTypedAtTheEdgeHangThereAndTheNextWordStartsTheRow() {
        harness.type("abcdefghij")
        harness.type("   ")
        #expect(rows == ["abcdefghij", "", "", ""], "the spaces start no row")
        #expect(textView.cursor == TextView.Position(line: 0, column: 13))
        #expect(cursor == Point(x: 9, y: 0), "the cursor waits at the edge, as UIKit's caret does")
        harness.type("k")
        #expect(rows == ["abcdefghij", "k", "", ""])
        #expect(cursor == Point(x: 1, y: 1))
    }

    @Test func eachHangingSpaceIsAPlaceForTheCursor() {
        textView.text = "one two" + String(repeating: " ", count: 5) + "three"
        #expect(rows == ["one two", "three", "", ""])
        harness.press(.down)
        harness.press(.home)
        #expect(textView.cursor == TextView.Position(line: 0, column: 12), "the row starts with its word")
        var columns: [Int] = []
        for _ in 0..<6 {
            harness.press(.left)
            columns.append(textView.cursor.column)
        }
        #expect(columns == [11, 10, 9, 8, 7, 6], "back through every space, then into the word")
        harness.press(.end)  // the row's end: before its last hanging space, so it stays on the row
        #expect(textView.cursor == TextView.Position(line: 0, column: 11))
        #expect(cursor == Point(x: 9, y: 0))
        harness.click(2 + 9, 1)
        #expect(textView.cursor == TextView.Position(line: 0, column: 9))
    }

    @Test func theWheelGoesToTheScrollViewAroundOnceTheTextIsAtItsEnd() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 8))
        scrollView.contentSize = Size(width: 20, height: 30)
        textView.removeFromSuperview()
        button.removeFromSuperview()
        scrollView.addSubview(textView)
        harness.window.addSubview(scrollView)
        textView.text = (1...8).map { "row \($0)" }.joined(separator: "\n")
        harness.scroll(up: false, at: Point(x: 4, y: 1))  // the text view moves while it can
        #expect(rows == ["row 4", "row 5", "row 6", "row 7"])
        #expect(scrollView.contentOffset == .zero)
        harness.scroll(up: false, at: Point(x: 4, y: 1))  // one row left: it takes the turn
        #expect(rows == ["row 5", "row 6", "row 7", "row 8"])
        #expect(scrollView.contentOffset == .zero)
        harness.scroll(up: false, at: Point(x: 4, y: 1))  // at its bottom: the scroll view around scrolls
        #expect(scrollView.contentOffset == Point(x: 0, y: ScrollView.rowsPerWheelNotch))
        #expect(harness.line(1).hasPrefix("  row 8 "), "the text view's last row, the one left in sight")
        harness.scroll(up: true, at: Point(x: 4, y: 1))  // the text view can go up again: it takes the turn
        #expect(scrollView.contentOffset == Point(x: 0, y: ScrollView.rowsPerWheelNotch))
        #expect(harness.line(1).hasPrefix("  row 5 "), "row 2 at the text view's top, out of sight")
        harness.scroll(up: true, at: Point(x: 4, y: 1))
        harness.scroll(up: true, at: Point(x: 4, y: 1))  // at its top: to the scroll view
        #expect(scrollView.contentOffset == .zero)
        #expect(rows == ["row 1", "row 2", "row 3", "row 4"])
    }

    @Test func aPageIsWhatTheScrollViewCallsOne() {
        textView.text = (1...12).map { "row \($0)" }.joined(separator: "\n")
        harness.press(.pageDown)
        #expect(textView.cursor.line == ScrollView.page(visible: textView.bounds.height))
    }

    @Test func aNewWidthWrapsAgain() {
        textView.text = "one two six"
        #expect(rows == ["one two", "six", "", ""])
        textView.frame.size.width = 11
        #expect(rows == ["one two six", "", "", ""].map { String($0.prefix(10)) })
        #expect(harness.line(1).hasPrefix("  one two six"))
    }
}
