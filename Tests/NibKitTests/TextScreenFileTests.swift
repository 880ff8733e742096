import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// The owner of `TextForm.xib`: the delegate of both its text controls.
final class TextFormOwner: NibObject, TextFieldDelegate, TextViewDelegate {
    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }
}

/// A screen with a text field and a text view that set the text attributes and connect their
/// delegates, read from its XML and from its compiled form.
@Suite @MainActor struct TextScreenFileTests {
    func load(compiled: Bool) throws -> (root: View, owner: TextFormOwner) {
        var document = try reusableScreens.document(named: "TextForm")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let registry = ClassRegistry()
        registry.register(TextFormOwner.self)
        let owner = TextFormOwner()
        let objects = try Nib(document: document, name: "TextForm", source: reusableScreens, registry: registry).instantiate(owner: owner)
        return (try #require(objects.first as? View), owner)
    }

    @Test(arguments: [false, true])
    func theTextAttributesAndDelegatesAreLoaded(compiled: Bool) throws {
        let (root, owner) = try load(compiled: compiled)
        let field = try #require(root.subviews[0] as? TextField)
        #expect(field.keyboardType == .numberPad)
        #expect(field.isSecureTextEntry)
        #expect(field.text == "12")
        #expect(field.delegate === owner)
        let textView = try #require(root.subviews[1] as? TextView)
        #expect(textView.text == "日本語の文章です\nsecond")
        #expect(textView.keyboardType == .asciiCapable)
        #expect(!textView.isEditable)
        #expect(textView.isSelectable)
        #expect(textView.textColor == .green)
        #expect(textView.delegate === owner)
    }

    @Test func theScreenDrawsWrappedAndSecure() throws {
        let (root, _) = try load(compiled: false)
        let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 10))
        harness.window.addSubview(root)
        #expect(harness.line(1) == " ••")
        #expect(Array(harness.lines[3...6]) == [" 日本語の", " 文章です", " second", ""])
    }

    @Test func aKeyboardTypeMustBeOneTheFormatKnows() throws {
        let error = loadError {
            _ = try nib(#"<textField id="f" keyboardType="twitter"/>"#, name: "Keyboard").instantiate()
        }
        let problem = try #require(error?.diagnostics.first)
        #expect(problem.location?.line == 4)
        #expect(problem.message.contains("numberPad"))
    }
}
