import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetTextFieldTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let field = TextField(frame: Rect(x: 2, y: 1, width: 10, height: 1))
    let other = Button(title: "OK", frame: Rect(x: 2, y: 4, width: 6, height: 1))
    let log = ActionLog()

    init() {
        harness.window.addSubview(field)
        harness.window.addSubview(other)
        log.watch(field, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit)
        harness.application.processEvents()
    }

    @Test func typingEditsAndSendsEditingChanged() {
        harness.click(3, 1)
        harness.type("hi")
        #expect(field.text == "hi")
        #expect(log.entries == ["editingDidBegin", "editingChanged", "editingChanged"])
        #expect(harness.line(1) == "  hi")
    }

    @Test func cursorKeysBackspaceAndDelete() {
        harness.application.setFirstResponder(field)
        harness.type("abcd")
        harness.press(.left)
        harness.press(.left)
        harness.press(.backspace)  // a|cd -> deletes b
        #expect(field.text == "acd")
        harness.press(.delete)  // deletes c
        #expect(field.text == "ad")
        harness.press(.home)
        harness.type("X")
        harness.press(.end)
        harness.type("Y")
        #expect(field.text == "XadY")
        #expect(field.cursorIndex == 4)
    }

    /// A paste is one edit however long: typed a character at a time, 64 KB took minutes,
    /// each character making the whole text again. Its line breaks are spaces in a field.
    @Test func aPasteIsOneEdit() {
        let delegate = CountingDelegate()
        field.delegate = delegate
        harness.application.setFirstResponder(field)
        harness.type("<>")
        harness.press(.left)
        let long = String(repeating: "word ", count: 13_000)
        harness.paste("one\r\ntwo\tthree\n" + long)
        #expect(field.text == "<one two three " + long + ">")
        #expect(field.cursorIndex == 1 + 14 + long.count)
        #expect(log.entries == ["editingDidBegin", "editingChanged", "editingChanged", "editingChanged"])
        #expect(delegate.asked == 3)
    }

    /// A paste no responder takes is dropped, never typed as keys: its `q` does not quit.
    @Test func aPasteNobodyTakesIsDropped() {
        harness.application.setFirstResponder(other)
        harness.paste("q")
        #expect(!harness.application.isQuitting)
        #expect(field.text == "")
    }

    final class CountingDelegate: TextFieldDelegate {
        var asked = 0
        func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
            asked += 1
            return true
        }
    }

    @Test func printableKeysAreConsumedSoQDoesNotQuit() {
        harness.application.setFirstResponder(field)
        harness.type("quit")
        #expect(field.text == "quit")
        #expect(!harness.application.isQuitting)
    }

    @Test func enterSendsEditingDidEndOnExitAndFocusLeavingSendsEditingDidEnd() {
        harness.application.setFirstResponder(field)
        harness.press(.enter)
        #expect(log.entries == ["editingDidBegin", "editingDidEndOnExit"])
        #expect(field.isFirstResponder)
        harness.press(.tab)
        #expect(other.isFirstResponder)
        #expect(log.entries == ["editingDidBegin", "editingDidEndOnExit", "editingDidEnd"])
    }

    @Test func cursorIsShownOnlyInAFocusedTextField() {
        harness.application.setFirstResponder(other)
        harness.application.processEvents()
        #expect(harness.backend.cursor == nil)
        harness.application.setFirstResponder(field)
        harness.type("ab")
        #expect(harness.backend.cursor == Point(x: 4, y: 1))
        harness.press(.left)
        #expect(harness.backend.cursor == Point(x: 3, y: 1))
        harness.press(.tab)
        #expect(harness.backend.cursor == nil)
    }

    @Test func placeholderShowsWhileEmpty() {
        field.placeholder = "Name"
        #expect(harness.line(1) == "  Name")
        field.text = "Bo"
        #expect(harness.line(1) == "  Bo")
    }

    @Test func secureEntryDrawsBullets() {
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(harness.line(1) == "  ••••••")
        #expect(field.text == "secret")
    }

    @Test func longTextScrollsToKeepTheCursorInView() {
        harness.application.setFirstResponder(field)
        harness.type("abcdefghijklmno")  // 15 characters in 10 cells
        #expect(harness.line(1) == "  ghijklmno")
        #expect(harness.backend.cursor == Point(x: 11, y: 1))
        harness.press(.home)
        #expect(harness.line(1) == "  abcdefghij")
        #expect(harness.backend.cursor == Point(x: 2, y: 1))
    }

    @Test func wideCharactersTakeTwoCellsAndMoveTheCursorByTwo() {
        harness.application.setFirstResponder(field)
        harness.type("日本")
        #expect(harness.line(1) == "  日本")
        #expect(harness.backend.cursor == Point(x: 6, y: 1))
        harness.press(.backspace)
        #expect(field.text == "日")
        #expect(harness.backend.cursor == Point(x: 4, y: 1))
    }

    @Test func clickPlacesTheCursor() {
        field.text = "hello"
        harness.click(4, 1)
        #expect(field.cursorIndex == 2)
        harness.click(11, 1)
        #expect(field.cursorIndex == 5)
    }

    @Test func disabledFieldTakesNoFocus() {
        field.isEnabled = false
        harness.application.setFirstResponder(nil)  // focused at start, as the first view: the click must not focus it again
        harness.click(3, 1)
        #expect(!field.isFirstResponder)
    }
}
