import NibKitTesting
import Testing

@testable import NibKit

/// A text field delegate that writes each call into an action log, beside the control events,
/// and answers as it is told.
final class FieldDelegate: NibObject, TextFieldDelegate {
    var log: ActionLog?
    var beginsEditing = true
    var endsEditing = true
    var returns = true
    var changes = true
    /// Refuses an edit whose replacement contains this.
    var refusing: String?
    /// The text each accepted edit would make, as the delegate sees it from the range.
    var proposedTexts: [String] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { note("shouldBegin", beginsEditing) }
    func textFieldDidBeginEditing(_ textField: TextField) { log?.entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { note("shouldEnd", endsEditing) }
    func textFieldDidEndEditing(_ textField: TextField) { log?.entries.append("didEnd") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { note("shouldReturn", returns) }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
        let accepts = changes && !(refusing.map(string.contains) ?? false)
        if accepts { proposedTexts.append(textField.text.replacingCharacters(in: range, with: string)) }
        return note("shouldChange \(string.isEmpty ? "⌫" : string)", accepts)
    }

    private func note(_ call: String, _ answer: Bool) -> Bool {
        log?.entries.append(call)
        return answer
    }
}

@Suite @MainActor struct TextFieldDelegateTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let field = TextField(frame: Rect(x: 2, y: 1, width: 10, height: 1))
    let other = TextField(frame: Rect(x: 2, y: 3, width: 10, height: 1))
    let button = Button(title: "OK", frame: Rect(x: 2, y: 5, width: 6, height: 1))
    let log = ActionLog()
    let delegate = FieldDelegate()

    init() {
        harness.window.addSubview(field)
        harness.window.addSubview(other)
        harness.window.addSubview(button)
        harness.application.processEvents()
        harness.application.setFirstResponder(button)
        delegate.log = log
        field.delegate = delegate
        log.watch(field, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit)
    }

    @Test func beginningAndEndingAreAskedThenToldThenSent() {
        harness.click(3, 1)
        #expect(log.entries == ["shouldBegin", "didBegin", "editingDidBegin"])
        harness.press(.tab)
        #expect(other.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "didBegin", "editingDidBegin", "shouldEnd", "didEnd", "editingDidEnd"])
    }

    @Test func theNewResponderIsAskedBeforeTheOldOneLetsGo() {
        let first = FieldDelegate()
        first.log = log
        other.delegate = first
        harness.application.setFirstResponder(other)
        log.entries = []
        harness.click(3, 1)
        // The field asked to begin, then `other` asked to end, as UIKit asks.
        #expect(log.entries.prefix(2) == ["shouldBegin", "shouldEnd"])
        #expect(field.isFirstResponder)
    }

    @Test func shouldBeginNoRefusesFocusByClickTabAndCode() {
        delegate.beginsEditing = false
        harness.click(3, 1)
        #expect(button.isFirstResponder)
        #expect(!harness.application.setFirstResponder(field))
        #expect(!field.becomeFirstResponder())
        // Tab goes on to the next view that takes focus.
        harness.press(.backTab)
        #expect(other.isFirstResponder)
        harness.press(.backTab)
        #expect(button.isFirstResponder)
        #expect(!log.entries.contains("didBegin"))
        #expect(!log.entries.contains("editingDidBegin"))
    }

    @Test func shouldEndNoKeepsFocusInTheField() {
        harness.application.setFirstResponder(field)
        delegate.endsEditing = false
        harness.press(.tab)
        #expect(field.isFirstResponder)
        harness.click(3, 3)
        #expect(field.isFirstResponder)
        harness.type("still")
        #expect(field.text == "still")
        #expect(!log.entries.contains("didEnd"))
        delegate.endsEditing = true
        harness.press(.tab)
        #expect(other.isFirstResponder)
    }

    @Test func leavingTheWindowEndsEditingWithoutAsking() {
        harness.application.setFirstResponder(field)
        delegate.endsEditing = false
        field.removeFromSuperview()
        #expect(harness.application.firstResponder == nil)
        #expect(log.entries.last == "didEnd")
    }

    @Test func shouldChangeNoDropsTypingAndDeleting() {
        harness.application.setFirstResponder(field)
        delegate.refusing = "x"
        harness.type("axb")
        #expect(field.text == "ab")
        delegate.changes = false
        harness.press(.backspace)
        harness.press(.home)
        harness.press(.delete)
        harness.press(.control("k"))
        #expect(field.text == "ab")
        #expect(log.entries.filter { $0 == "editingChanged" }.count == 2)
    }

    @Test func theRangeNamesWhatTheEditReplacesInTheText() {
        field.text = "日本語"
        harness.application.setFirstResponder(field)
        harness.press(.left)
        harness.press(.backspace)  // 日本|語 -> deletes 本
        harness.type("x")
        harness.press(.home)
        harness.press(.control("k"))
        #expect(delegate.proposedTexts == ["日語", "日x語", ""])
        #expect(field.text == "")
    }

    @Test func shouldReturnDecidesEditingDidEndOnExit() {
        harness.application.setFirstResponder(field)
        delegate.returns = false
        harness.press(.enter)
        #expect(!log.entries.contains("editingDidEndOnExit"))
        delegate.returns = true
        harness.press(.enter)
        #expect(log.entries.suffix(2) == ["shouldReturn", "editingDidEndOnExit"])
        #expect(field.isFirstResponder)
    }

    @Test func theDelegateIsAnOutletAScreenConnects() throws {
        let top = try nib(
            """
            <textField id="field"><connections><outlet property="delegate" destination="d"/></connections></textField>
            <object id="d" customClass="FieldDelegate"/>
            """, registry: delegateRegistry()
        ).instantiate()
        let field = try #require(top.first as? TextField)
        #expect(field.delegate === top[1])
    }

    @Test func aDelegateThatDoesNotConformIsReportedAtItsLine() throws {
        let error = loadError {
            _ = try nib(
                """
                <textField id="field"><connections><outlet property="delegate" destination="b"/></connections></textField>
                <button id="b"/>
                """, name: "Refused", registry: delegateRegistry()
            ).instantiate()
        }
        let problem = try #require(error?.diagnostics.first)
        #expect(problem.code == .outletTypeMismatch)
        #expect(problem.location?.file == "Refused.xib")
        #expect(problem.message.contains("TextFieldDelegate"))
    }

    func delegateRegistry() -> ClassRegistry {
        let registry = testRegistry()
        registry.register(FieldDelegate.self)
        return registry
    }
}
