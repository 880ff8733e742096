import NibKitTesting
import Testing

@testable import NibKit

/// A character a person sees may be several code points, and a terminal sends them one at a
/// time: a letter and a combining accent, a flag's two regional indicators, an emoji and its
/// skin tone, a family joined by zero-width joiners. Typed or pasted into a text field or a text
/// view, each becomes one character of the text, as a Swift String counts them, and the
/// delegate's ranges stay in the text.
@Suite @MainActor struct ComposedCharacterTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let field = TextField(frame: Rect(x: 0, y: 0, width: 30, height: 1))
    let textView = TextView(frame: Rect(x: 0, y: 2, width: 30, height: 4))
    let fieldLog = FieldTexts()
    let viewLog = TextViewLog()

    /// Each sample, and the characters it is.
    nonisolated static let samples: [(name: String, text: String)] = [
        ("an accent after its letter", "e\u{301}"),
        ("a flag", "\u{1F1EB}\u{1F1F7}"),
        ("an emoji with a skin tone", "\u{1F44D}\u{1F3FD}"),
        ("a family joined by zero-width joiners", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
        ("a digit in a keycap", "1\u{FE0F}\u{20E3}"),
    ]

    init() {
        harness.window.addSubview(field)
        harness.window.addSubview(textView)
        harness.application.processEvents()
        field.delegate = fieldLog
        textView.delegate = viewLog
    }

    @Test(arguments: samples.indices)
    func typedInPartsIntoATextField(_ index: Int) {
        let sample = Self.samples[index].text
        harness.application.setFirstResponder(field)
        harness.type("a")
        harness.typeCodePoints(sample)
        harness.type("b")
        #expect(field.text == "a" + sample + "b", "\(Self.samples[index].name)")
        #expect(field.text.count == 3)
        #expect(field.cursorIndex == 3)
        #expect(fieldLog.proposedTexts.last == field.text, "the delegate's range is in the text")
        harness.press(.left)
        harness.press(.backspace)  // the whole character
        #expect(field.text == "ab")
        harness.press(.home)
        harness.typeCodePoints(sample)
        #expect(field.text == sample + "ab")
        #expect(field.cursorIndex == 1)
    }

    @Test(arguments: samples.indices)
    func typedInPartsIntoATextView(_ index: Int) {
        let sample = Self.samples[index].text
        harness.application.setFirstResponder(textView)
        harness.type("a")
        harness.typeCodePoints(sample)
        harness.press(.enter)
        harness.typeCodePoints(sample)
        harness.type("b")
        #expect(textView.text == "a" + sample + "\n" + sample + "b", "\(Self.samples[index].name)")
        #expect(textView.cursor == TextView.Position(line: 1, column: 2))
        #expect(viewLog.proposedTexts.last == textView.text, "the delegate's range is in the text")
        harness.press(.left)
        harness.press(.backspace)
        harness.press(.backspace)  // the new line
        harness.press(.backspace)
        #expect(textView.text == "ab")
        #expect(textView.cursor == TextView.Position(line: 0, column: 1))
    }

    @Test(arguments: samples.indices)
    func pastedWholeIntoBoth(_ index: Int) {
        let sample = Self.samples[index].text
        harness.application.setFirstResponder(field)
        harness.type("x" + sample + sample)
        #expect(field.text == "x" + sample + sample && field.cursorIndex == 3)
        harness.application.setFirstResponder(textView)
        harness.type("x" + sample + sample)
        #expect(textView.text == "x" + sample + sample && textView.cursor.column == 3)
    }

    @Test func aMarkThatJoinsTheCharacterAfterItKeepsTheCursorPastBoth() {
        field.text = "\u{301}"  // a lone accent: the letter typed before it takes it
        harness.application.setFirstResponder(field)
        harness.press(.home)
        harness.type("e")
        #expect(field.text == "e\u{301}")
        #expect(field.text.count == 1 && field.cursorIndex == 1)
        textView.text = "\u{1F1F7}"
        harness.application.setFirstResponder(textView)
        harness.typeCodePoints("\u{1F1EB}")  // makes a flag with the indicator after it
        #expect(textView.text == "\u{1F1EB}\u{1F1F7}" && textView.cursor.column == 1)
        harness.press(.right)
        harness.press(.delete)
        #expect(textView.text == "\u{1F1EB}\u{1F1F7}", "nothing after the flag")
    }

    @Test func controlCharactersAreNotTyped() {
        harness.application.setFirstResponder(field)
        harness.press(.character("\u{7}"))
        harness.press(.character("\t"))
        #expect(field.text.isEmpty)
    }
}

/// A text field delegate that keeps the text each edit it is asked about would make.
final class FieldTexts: NibObject, TextFieldDelegate {
    var proposedTexts: [String] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
        proposedTexts.append(textField.text.replacingCharacters(in: range, with: string))
        return true
    }
}
