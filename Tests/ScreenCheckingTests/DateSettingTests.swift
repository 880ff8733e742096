import NibFormat
import NibKit
import ScreenReading
import Testing

/// A widget's date setting, declared as any other: ISO 8601 text in NibKit's dialect, Xcode's
/// `<date>` in its own, seconds since 2001 in the compiled form, and a bad date at its place.
@Suite("A date setting")
@MainActor
struct DateSettingTests {
    /// A note with a time it is due, made up for these tests.
    final class Reminder: View {
        var due: NibDate?
        nonisolated deinit {}
        nonisolated override class var declaration: Declaration {
            Declaration(
                Reminder.self, element: ElementSpec(name: "reminder", role: .view, summary: "A note due at a time.", xcodeNames: ["reminder"]),
                settings: [Setting("due", \Reminder.due, "When it is due.")])
        }
    }

    static let registry: ClassRegistry = {
        let registry = ClassRegistry()
        registry.register(Reminder.self)
        return registry
    }()

    static func screen(_ reminder: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            \(reminder)
          </objects>
        </document>
        """
    }

    func load(_ document: NibDocument) throws -> Reminder {
        try #require(try Nib(document: document, name: "R", registry: Self.registry).instantiate().first as? Reminder)
    }

    @Test func theTextIsReadAsSecondsSinceTwoThousandAndOne() throws {
        let document = try ScreenReader.read(
            Self.screen(#"<reminder id="r" due="2020-09-22T19:57:47.968"/>"#), file: "R.xib", vocabulary: Self.registry.vocabulary)
        #expect(document.objects[0].properties["due"]?.value == .number(622_497_467.968))
        #expect(try load(document).due == NibDate(timeIntervalSinceReferenceDate: 622_497_467.968))
        let compiled = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: Self.registry.vocabulary)
        #expect(try load(compiled).due?.description == "2020-09-22T19:57:47.968")
    }

    @Test func aBadDateIsAnErrorAtItsPlace() {
        do {
            _ = try ScreenReader.read(Self.screen(#"<reminder id="r" due="2026-02-30"/>"#), file: "R.xib", vocabulary: Self.registry.vocabulary)
            Issue.record("February 30 was read")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "R.xib:4:22: error: '2026-02-30' is not a valid due: expected a date from 0001-01-01 to 9999-12-31, as 2026-11-29 or 2026-11-29T10:30:00 (UTC unless it ends in an offset) [bad-value]"
                ], "\(error.diagnostics.map(\.description))")
        }
    }

    @Test func xcodesDateElementIsReadAsTheSetting() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
              <objects>
                <reminder contentMode="scaleToFill" id="r">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                  <date key="due" timeIntervalSinceReferenceDate="-978267600">
                    <!--1970-01-01 11:00:00 +0000-->
                  </date>
                </reminder>
              </objects>
            </document>
            """
        let document = try ScreenReader.read(xib, file: "R.xib", vocabulary: Self.registry.vocabulary)
        #expect(try load(document).due?.description == "1970-01-01T11:00:00")
        #expect(document.warnings.isEmpty, "\(document.warnings)")

        let bad = xib.replacingOccurrences(of: "-978267600", with: "soon")
        do {
            _ = try ScreenReader.read(bad, file: "R.xib", vocabulary: Self.registry.vocabulary)
            Issue.record("a date of 'soon' was read")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "R.xib:6:23: error: 'soon' is not a valid timeIntervalSinceReferenceDate: expected a number [bad-value]"
                ], "\(error.diagnostics.map(\.description))")
        }
    }
}
