import Testing

@testable import NibFormat
@testable import ScreenReading

/// A screen's file can reach the user's terminal only as text: a compiled screen holds no
/// character its XML could not, and no diagnostic prints a control character.
@Suite("Control characters")
struct ControlCharacterTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <label id="l" text="Hi"/>
          </objects>
        </document>
        """

    /// A compiled screen crafted with an attribute named to clear the screen, set the window's
    /// title and print a fake result: the encoder writes what it is given, the reader refuses it.
    @Test func aCompiledScreenWithAnEscapeInANameIsRefused() throws {
        var document = try ScreenReader.read(Self.screen, file: "S.xib", vocabulary: .nibKit)
        let crafted = "\u{1B}[2J\u{1B}]0;pwned\u{07}all good\ntext"
        document.objects[0].properties.append(uniqueKey: crafted, Property(.string("x"), at: document.objects[0].location))
        let bytes = CompiledScreen.encode(document)
        #expect {
            try CompiledScreen.decode(bytes, vocabulary: .nibKit)
        } throws: { error in
            let text = "\(error)"
            return text.contains("a string holds U+001B, a character XML forbids") && !text.unicodeScalars.contains { $0.value < 0x20 }
        }
    }

    /// A value's text in a message cannot start a line of its own that reads as another
    /// diagnostic, nor send the terminal a sequence (C0 or C1 controls, DEL).
    @Test func aDiagnosticIsOneLineOfPrintableText() {
        let forged = "x\nScreens/Other.xib:1:1: error: forged [bad-value]\u{1B}[31m\u{9B}2J\u{7F}\t"
        let diagnostic = Diagnostic(.badValue, "'\(forged)' is not a valid title", at: SourceLocation(file: "S.xib", line: 3, column: 5))
        #expect(
            diagnostic.description
                == #"S.xib:3:5: error: 'x\nScreens/Other.xib:1:1: error: forged [bad-value]\u{1B}[31m\u{9B}2J\u{7F}\t' is not a valid title [bad-value]"#)
        #expect(Diagnostic(.badValue, "plain", at: nil).description == "error: plain [bad-value]")
    }

    /// XML's own rule, which the compiled reader holds its strings to.
    @Test func xmlCharactersAreTheOnesXMLAllows() {
        #expect(["\t", "\n", "\r", " ", "é", "漢", "\u{9B}", "\u{10FFFF}"].allSatisfy { Unicode.Scalar($0)!.isXMLCharacter })
        #expect(!["\u{0}", "\u{1B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"].contains { Unicode.Scalar($0)!.isXMLCharacter })
    }
}
