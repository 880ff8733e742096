import NibKitTesting
import Testing

@testable import NibKit

/// Work in proportion to what shows, and linear in the input: a 1 MB title or a huge border
/// must not hang a frame. The work is the main actor's, which `finishes(within:)` cannot move
/// to a thread and `.timeLimit` cannot stop, so each input is sized for the old work to take
/// minutes, past the limit, where the linear work takes milliseconds (debug builds, the old
/// work d6c8589's; the sizes before took it 4 to 16 s and passed).
@Suite("Bounded work", .timeLimit(.minutes(1)))
@MainActor
struct BoundedWorkTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 6))

    /// A key made the whole text of a field (a text view's line) again, to find how its
    /// characters join: 1,000 keys at the end of a 1 MB field took minutes in a debug build.
    /// Only the characters about the edit are made again.
    @Test func aKeyInALongTextIsLocalWork() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        harness.window.addSubview(field)
        field.text = String(repeating: "a", count: 1 << 20)
        harness.application.setFirstResponder(field)
        harness.press(.end)
        harness.type(String(repeating: "b", count: 1_000))
        #expect(field.text.utf8.count == (1 << 20) + 1_000 && field.text.hasSuffix("a" + String(repeating: "b", count: 1_000)))
        #expect(harness.line(0).hasPrefix(String(repeating: "b", count: 29)), "the end in view, the cursor after it")
        // At the start, the field scrolls back measuring only what it shows.
        harness.press(.home)
        harness.type("cd")
        #expect(field.text.hasPrefix("cda") && harness.line(0).hasPrefix("cdaaaa"), "\(harness.line(0))")
    }

    /// A key in a text view's line wrapped the whole line again: after a 1 MB line, 0.11 s a
    /// key in a debug build, 1,000 keys past the limit. The rows are made again from the row
    /// above the edit until they meet the old ones.
    @Test func aKeyInALongLineOfATextViewIsLocalWork() {
        let note = TextView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        harness.window.addSubview(note)
        harness.application.setFirstResponder(note)
        harness.paste(String(repeating: "lorem ipsum ", count: (1 << 20) / 12))
        harness.press(.home)
        harness.type(String(repeating: "k", count: 1_000))
        #expect(note.text.utf8.count == (1 << 20) / 12 * 12 + 1_000)
        #expect(harness.line(4).hasPrefix("kkkkk"), "\(harness.lines)")
    }

    /// Made about the edit, the characters are still the text's own: a flag's half typed into
    /// a run of flags pairs from the run's start, as the whole text would.
    @Test func anEditJoinsCharactersAsTheWholeTextWould() {
        let flags = Array("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}\u{1F1EE}\u{1F1F9}")  // FR DE IT
        for (index, insert) in [(1, "\u{1F1FA}"), (0, "e\u{301}"), (3, "\u{301}")] {
            var characters = flags
            let cursor = TextEditing.replace(index..<index, of: &characters, with: Array(insert))
            let whole = Array(String(flags[..<index]) + insert + String(flags[index...]))
            #expect(characters == whole, "\(index) \(insert.debugDescription)")
            #expect(cursor <= characters.count)
        }
    }

    /// Each required constraint refused was searched for its conflict among all the required
    /// constraints, sorted and indexed again each time: 1,000 views each with two widths took
    /// 6 s in a release build; 2,000 take a second in a debug one. Each is still reported with
    /// just its own two constraints.
    @Test func separateConflictsAreReportedEachWithItsOwn() {
        let views = (0..<2_000).map { _ in View(frame: .zero) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(view)
        }
        LayoutConstraint.activate(
            views.enumerated().flatMap { index, view in
                [
                    view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), view.topAnchor.constraint(equalTo: harness.window.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 1), view.widthAnchor.constraint(equalToConstant: 5),
                    view.widthAnchor.constraint(equalToConstant: Double(6 + index)),
                ]
            })
        harness.window.layoutIfNeeded()
        let diagnostics = harness.window.layoutDiagnostics
        #expect(diagnostics.count == 2_000)
        #expect(
            diagnostics.enumerated().allSatisfy { index, diagnostic in
                Set(diagnostic.notes) == ["(in code) View.width == 5", "(in code) View.width == \(6 + index)"]
            }, "\(diagnostics.prefix(2))")
    }

    /// Breaking a long word cut one line at a time off the rest, measuring the rest each time:
    /// 100,000 characters took 173 s at d6c8589 (30,000 took 16 s), 0.12 s now.
    @Test func wrappingALongWordIsLinear() {
        let word = String(repeating: "x", count: 100_000)
        let lines = TextLayout.wrap(word + " end", width: 10)
        #expect(lines.count == 10_001)
        #expect(lines.allSatisfy { $0 == "xxxxxxxxxx" || $0 == "end" })
        #expect(lines.last == "end")

        let label = Label(text: word, frame: Rect(x: 0, y: 0, width: 20, height: 2))
        label.numberOfLines = 0
        harness.window.addSubview(label)
        #expect(label.displayedLines == [String(repeating: "x", count: 20), String(repeating: "x", count: 19) + "…"])
    }

    /// A border was walked cell by cell all round its rectangle, far outside the screen: 2^23
    /// cells a side took 134 s at d6c8589 (2^18 took 3.8 s), 5 ms now.
    @Test func aHugeBorderIsDrawnOnlyWhereItShows() {
        let view = View(frame: Rect(x: 2, y: 1, width: 1 << 23, height: 1 << 23))
        view.layer.borderWidth = 1
        harness.window.addSubview(view)
        #expect(harness.line(1) == "  ┌" + String(repeating: "─", count: 37))
        #expect(harness.line(5) == "  │")
    }

    /// Text longer than its field was scrolled one character at a time, measuring the rest each
    /// time: 20,003 characters took 129 s at d6c8589 (6,003 took 11.5 s), 0.12 s now.
    @Test func aTextFieldWithALongTextScrollsInLinearTime() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        field.text = String(repeating: "ab", count: 10_000) + "END"
        harness.window.addSubview(field)
        harness.application.setFirstResponder(field)
        #expect(harness.line(0) == "abababEND")
        field.isSecureTextEntry = true
        harness.press(.home)
        #expect(harness.line(0) == String(repeating: "•", count: 10))
    }

    /// A slider that counts the frames it is drawn in.
    final class CountingSlider: Slider {
        var draws = 0

        override func draw(in context: GraphicsContext) {
            draws += 1
            super.draw(in: context)
        }
    }

    /// `processEvents` drew a frame before every queued event: a headless drag across 40 cells
    /// drew 40 frames. It draws once, after the events.
    @Test func aHeadlessDragDrawsOneFrame() throws {
        let app = try HeadlessApp(size: Size(width: 50, height: 3))
        let slider = CountingSlider(frame: Rect(x: 0, y: 1, width: 41, height: 1))
        slider.maximumValue = 40
        app.application.window.addSubview(slider)
        _ = app.text
        slider.draws = 0
        app.drag(from: Point(x: 0, y: 1), to: Point(x: 40, y: 1))
        #expect(slider.value == 40)
        #expect(slider.draws == 1)
    }
}
