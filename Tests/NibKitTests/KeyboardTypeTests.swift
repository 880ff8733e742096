import NibKitTesting
import Testing

@testable import NibKit

/// Keyboard types filter what may be typed into text fields and text views, before the
/// delegate is asked, as iOS's keyboards cannot type the rest.
@Suite @MainActor struct KeyboardTypeTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let field = TextField(frame: Rect(x: 0, y: 0, width: 30, height: 1))

    init() {
        harness.window.addSubview(field)
        harness.application.processEvents()
        harness.application.setFirstResponder(field)
    }

    func typed(_ text: String, with type: KeyboardType) -> String {
        field.text = ""
        field.keyboardType = type
        harness.type(text)
        return field.text
    }

    @Test func eachTypeAdmitsWhatItsKeyboardTypes() {
        let sample = "Ab 12.5,+*#@é日"
        #expect(typed(sample, with: .default) == sample)
        #expect(typed(sample, with: .asciiCapable) == "Ab 12.5,+*#@")
        #expect(typed(sample, with: .numberPad) == "125")
        #expect(typed(sample, with: .decimalPad) == "12.5")
        #expect(typed(sample, with: .phonePad) == "125+*#")
        #expect(typed(sample, with: .emailAddress) == "Ab12.5,+*#@é日")
        #expect(typed(sample, with: .URL) == "Ab12.5,+*#@é日")
    }

    @Test func aDecimalPadAdmitsOneSeparatorInTheWholeText() {
        #expect(typed("1.2.3", with: .decimalPad) == "1.23")
        // Deleting the separator admits another.
        harness.press(.home)
        harness.press(.right)
        harness.press(.delete)
        harness.press(.end)
        harness.type(".5")
        #expect(field.text == "123.5")
    }

    @Test func aDecimalPadInATextViewAdmitsOneSeparatorInEachLine() {
        let textView = TextView(frame: Rect(x: 0, y: 2, width: 30, height: 3))
        harness.window.addSubview(textView)
        harness.application.setFirstResponder(textView)
        textView.keyboardType = .decimalPad
        textView.text = "1.5\n2"
        harness.press(.down)
        harness.press(.end)
        harness.type(".5.")  // each line is a number: one separator in this one too
        #expect(textView.text == "1.5\n2.5")
        harness.press(.home)
        harness.press(.backspace)  // joining the lines would make "1.52.5"
        #expect(textView.text == "1.5\n2.5")
        harness.press(.right)
        harness.press(.delete)
        harness.press(.home)
        harness.press(.backspace)  // "1.5" and "25" join into one number
        #expect(textView.text == "1.525")
        harness.press(.enter)  // a decimal pad has no return key
        #expect(textView.text == "1.525")
    }

    @Test func aDecimalPadInATextFieldCountsTheWholeText() {
        field.keyboardType = .decimalPad
        field.text = "1.5\n2"  // even a text set with a new line in it is one number
        harness.press(.end)
        harness.type(".")
        #expect(field.text == "1.5\n2")
    }

    @Test func theFilterComesBeforeTheDelegate() {
        let delegate = FieldDelegate()
        let log = ActionLog()
        delegate.log = log
        field.delegate = delegate
        _ = typed("a1", with: .numberPad)
        #expect(log.entries == ["shouldChange 1"])
    }

    @Test func aTextViewFiltersToo() {
        let textView = TextView(frame: Rect(x: 0, y: 2, width: 30, height: 3))
        harness.window.addSubview(textView)
        harness.application.setFirstResponder(textView)
        textView.keyboardType = .numberPad
        harness.type("a1b2")
        harness.press(.enter)
        #expect(textView.text == "12")
        textView.keyboardType = .asciiCapable
        harness.press(.enter)
        harness.type("é3")
        #expect(textView.text == "12\n3")
    }

    @Test func everyTypeIsNamedAsInterfaceBuilderNamesIt() {
        #expect(KeyboardType.allCases.map(\.rawValue) == ["default", "asciiCapable", "numberPad", "decimalPad", "phonePad", "emailAddress", "URL"])
    }
}
