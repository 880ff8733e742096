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
                <gauge id="h" level="0.4"/>
            """#)
        let document = try ScreenReader.read(text, file: "G.xib", vocabulary: Self.registry.vocabulary)
        let objects = try Nib(document: document, name: "G", registry: Self.registry).instantiate()
        let gauge = try #require(objects.first as? Gauge)
        #expect(gauge.caption == "Fuel")
        #expect(gauge.level == 0.75)  // the screen's 0.25 when made, then the runtime attribute's
        #expect((objects.last as? Gauge)?.level == 0.4)  // the screen's alone
    }

    /// A meter, made up for the registry tests: known only to the registries it is registered in.
    final class Meter: View {
        var reading = 0
        nonisolated deinit {}
        nonisolated override class var declaration: Declaration {
            Declaration(
                Meter.self, element: ElementSpec(name: "meter", role: .view, summary: "A reading."),
                settings: [Setting("reading", \Meter.reading, "What it reads.")])
        }
    }

    /// A button that only adds a runtime attribute, as an app's `RedButton` does.
    final class Outlined: Button {
        var outline = 0
        nonisolated deinit {}
        nonisolated override class var declaration: Declaration {
            Declaration(Outlined.self, settings: [.inspectable("outline", \Outlined.outline, "The outline's width.")])
        }
    }

    @Test func aRegistrysVocabularyChangesOnlyWithAClassThatDeclaresAnElement() {
        let registry = ClassRegistry()
        let nibKit = registry.vocabulary
        #expect(nibKit === Vocabulary.nibKit)
        registry.register(Outlined.self)
        #expect(registry.vocabulary === nibKit, "a class of settings alone adds no element")
        registry.register(Meter.self)
        #expect(registry.vocabulary !== nibKit && registry.vocabulary.element("meter")?.className == "Meter")
    }

    @Test func aScreenFileIsReadWithTheRegistryItIsLoadedWith() throws {
        let registry = ClassRegistry()
        registry.register(Meter.self)
        let path = NSTemporaryDirectory() + "meter-\(getpid())-\(UUID().uuidString).xib"
        try Self.screen(#"<meter id="m" reading="7"/>"#).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let meter = try #require(try Nib(contentsOf: path, registry: registry).instantiate().first as? Meter)
        #expect(meter.reading == 7)
    }

    /// By name too, from a source, and for the screens a screen embeds: every load asks its
    /// source with its registry's vocabulary, not the shared registry's.
    @Test func aScreenByNameAndTheScreensItEmbedsAreReadWithTheRegistry() throws {
        let registry = ClassRegistry()
        registry.register(Meter.self)
        var screens = InMemoryScreens()
        screens.add(bytes: Array(Self.screen(#"<view id="v" screen="Dial"/>"#).utf8), named: "Panel")
        screens.add(bytes: Array(Self.screen(#"<meter id="m" reading="7"/>"#).utf8), named: "Dial")
        let meter = try #require(try Nib(named: "Dial", source: screens, registry: registry).instantiate().first as? Meter)
        #expect(meter.reading == 7)
        let panel = try #require(try Nib(named: "Panel", source: screens, registry: registry).instantiate().first as? View)
        #expect((panel.subviews.first as? Meter)?.reading == 7, "the embedded screen's meter")
    }

    @Test func anElementTakesOnlyTheInheritedSettingsItsDeclarationSays() throws {
        let vocabulary = Vocabulary.nibKit
        // A table is a scroll view whose content size its rows make (`withholding`).
        #expect(vocabulary.element("scrollView")?.values["contentSize"] == .size)
        #expect(vocabulary.element("tableView")?.values["contentSize"] == nil)
        #expect(vocabulary.element("tableView")?.attributes["scrollEnabled"] == .bool)
        // A window is a view that takes only its colour of a view's settings (`inheriting`).
        let window = try #require(vocabulary.element("window"))
        #expect(window.values["backgroundColor"] == .color && window.attributes["title"] == .string)
        #expect(window.attributes["hidden"] == nil && window.values["frame"] == nil)
        // A container controller takes its title, not a nib to load its view from.
        #expect(vocabulary.element("navigationController")?.attributes["title"] == .string)
        #expect(vocabulary.element("navigationController")?.attributes["nibName"] == nil)
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

    /// A widget whose declaration counts how often its elements and settings are made.
    class Counted: View {
        nonisolated(unsafe) static var made = 0
        var level = 0.0
        nonisolated deinit {}
        nonisolated override class var declaration: Declaration {
            Declaration(
                Counted.self,
                element: {
                    made += 1; return ElementSpec(name: "counted", role: .view, summary: "Counts its making.")
                }(),
                settings: [Setting("level", \Counted.level, "A level.")])
        }
    }
    /// A program's class that declares nothing of its own, as most controllers and views are.
    final class PlainCounted: Counted { nonisolated deinit {} }

    /// A program registers every class it has at its start; one that declares nothing of its
    /// own is told apart without its superclass's elements and settings being made, and a
    /// declaring class's are made once however often a vocabulary is asked for.
    @Test func aClassIsExaminedWithoutMakingWhatItInherits() {
        let registry = ClassRegistry()
        registry.register(PlainCounted.self)
        _ = registry.vocabulary
        #expect(Counted.made == 0, "the superclass's declaration made for a class that only inherits it")
        #expect(registry.vocabulary.element("counted") == nil)
        registry.register(Counted.self)
        #expect(registry.vocabulary.element("counted")?.className == "Counted")
        _ = registry.vocabulary
        _ = ClassRegistry.shared.vocabulary
        #expect(Counted.made == 1, "made \(Counted.made) times")
    }
}
