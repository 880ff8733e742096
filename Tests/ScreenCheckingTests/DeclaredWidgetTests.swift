import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// A widget a program adds, declared once beside its class as NibKit's own are: registering it
/// is all the reader, the schema, the decoder, runtime attributes, Xcode's dialect and
/// `nibtool validate` need to know it.
@Suite("A widget declared once")
@MainActor
struct DeclaredWidgetTests {
    /// A bar filled to a level, made up for these tests.
    final class Gauge: View {
        var level = 0.0
        var caption: String?
        nonisolated deinit {}
        nonisolated override class var declaration: Declaration {
            Declaration(
                Gauge.self,
                element: ElementSpec(name: "gauge", role: .view, summary: "A bar filled to a level.", xcodeNames: ["gaugeView"]),
                settings: [
                    Setting("level", \Gauge.level, "How full it is, from 0 to 1.", xcodeName: "fillLevel"),
                    Setting("caption", \Gauge.caption, "The text beside it."),
                ])
        }
    }

    static let registry: ClassRegistry = {
        let registry = ClassRegistry()
        registry.register(Gauge.self)
        return registry
    }()

    static func screen(_ gauge: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            \(gauge)
          </objects>
        </document>
        """
    }

    @Test func theSchemaAndTheReferenceNameItAndItsSettings() {
        let schema = SchemaGenerator.xsd(of: Self.registry.vocabulary)
        #expect(schema.contains(#"<xs:element name="gauge" type="gaugeType"/>"#))
        #expect(schema.contains(#"<xs:attribute name="level""#) && schema.contains(#"<xs:attribute name="caption""#))
        #expect(schema.contains("A bar filled to a level."))
        let reference = ReferenceTable.markdown(of: Self.registry.vocabulary)
        #expect(reference.contains("| `level` | number | `gauge` | `fillLevel` | How full it is, from 0 to 1. |"), "\(reference)")
        #expect(!SchemaGenerator.xsd(of: .nibKit).contains("gauge"))
    }

    @Test func theReaderTakesItWithItsSettingsOfTheirTypes() throws {
        let document = try ScreenReader.read(
            Self.screen(#"<gauge id="g" level="0.5" caption="Fuel" hidden="YES"/>"#), file: "G.xib", vocabulary: Self.registry.vocabulary)
        #expect(document.objects[0].className(in: document.vocabulary) == "Gauge")
        #expect(document.objects[0].properties["level"]?.value == .number(0.5))

        let bad = Self.screen(#"<gauge id="g" level="full" colour="red"/>"#)
        #expect(throws: ScreenError.self) { try ScreenReader.read(bad, file: "G.xib", vocabulary: Self.registry.vocabulary) }
        do {
            _ = try ScreenReader.read(bad, file: "G.xib", vocabulary: Self.registry.vocabulary)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "G.xib:4:19: error: 'full' is not a valid level: expected a number [bad-value]",
                    "G.xib:4:32: error: unknown attribute 'colour' on <gauge> [unknown-attribute]",
                ], "\(error.diagnostics.map(\.description))")
        }
        // NibKit's own vocabulary does not have it.
        #expect(throws: ScreenError.self) { try ScreenReader.read(Self.screen(#"<gauge id="g"/>"#), file: "G.xib", vocabulary: .nibKit) }
    }

    @Test func loadingSetsItsSettingsThroughTheirKeyPaths() throws {
        let text = Self.screen(
            #"""
            <gauge id="g" level="0.25" caption="Fuel">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="level" value="0.75"/>
                  </userDefinedRuntimeAttributes>
                </gauge>
            """#)
        let document = try ScreenReader.read(text, file: "G.xib", vocabulary: Self.registry.vocabulary)
        let objects = try Nib(document: document, name: "G", registry: Self.registry).instantiate()
        let gauge = try #require(objects.first as? Gauge)
        #expect(gauge.caption == "Fuel")
        #expect(gauge.level == 0.75)  // the screen's 0.25 when made, then the runtime attribute's
    }

    @Test func xcodesElementAndSettingNamesAreReadAsItsOwn() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
              <objects>
                <gaugeView contentMode="scaleToFill" fillLevel="0.5" id="g">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                </gaugeView>
              </objects>
            </document>
            """
        let document = try ScreenReader.read(xib, file: "G.xib", vocabulary: Self.registry.vocabulary)
        #expect(document.objects[0].element == "gauge")
        #expect(document.objects[0].properties["level"]?.value == .number(0.5))
        #expect(document.warnings.isEmpty, "\(document.warnings)")
    }

    @Test func validateKnowsItOnceRegistered() throws {
        ClassRegistry.shared.register(Gauge.self)
        let folder = NSTemporaryDirectory() + "declared-widget-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.screen(#"<gauge id="g" level="0.5"/>"#).write(toFile: folder + "/Good.xib", atomically: true, encoding: .utf8)
        try Self.screen(#"<gauge id="g" level="lots"/>"#).write(toFile: folder + "/Bad.xib", atomically: true, encoding: .utf8)
        let result = Validation.check([folder + "/Good.xib", folder + "/Bad.xib"], catalog: ClassCatalog.builtIn())
        #expect(result.lines == [folder + "/Bad.xib:4:19: error: 'lots' is not a valid level: expected a number [bad-value]"], "\(result.lines)")
    }
}
