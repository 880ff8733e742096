import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// What `nibtool validate --sources` learns from the app's sources beyond the classes: where
/// outlets are declared (to warn of one no screen connects), and what sender each action takes.
@Suite("Checks that read the sources")
@MainActor
struct SourceChecksTests {
    final class Greeter: ViewController {
        @Outlet var greeting: Label?
        override class var actionTable: ActionTable { super.actionTable + ["sliderMoved:": .init(Greeter.sliderMoved)] }
        func sliderMoved(_ sender: Slider) {}
    }

    static let sources = """
        import NibKit

        final class Greeter: ViewController {
            @Outlet var greeting: Label?
            @Outlet var forgotten: Label?
            override class var actionTable: ActionTable { super.actionTable + ["sliderMoved:": .init(Greeter.sliderMoved)] }
            func sliderMoved(_ sender: Slider) {}
        }
        """

    static func screen(sender: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Greeter">
              <connections>
                <outlet property="view" destination="root"/>
                <outlet property="greeting" destination="hello"/>
              </connections>
            </placeholder>
            <view id="root">
              <subviews>
                <label id="hello" text="Hello"/>
                <\(sender) id="sender">
                  <connections><action selector="sliderMoved:" destination="-1" eventType="valueChanged"/></connections>
                </\(sender)>
              </subviews>
            </view>
          </objects>
        </document>
        """
    }

    /// Validates the screen against the sources, both written to a folder of their own.
    func validate(_ screen: String) throws -> (result: Validation.Result, sources: String) {
        let folder = NSTemporaryDirectory() + "source-checks-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        try Self.sources.write(toFile: folder + "/Sources/Greeter.swift", atomically: true, encoding: .utf8)
        try screen.write(toFile: folder + "/Greeter.xib", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return (Validation.check([folder + "/Greeter.xib"], catalog: try Validation.catalog(sources: [folder + "/Sources"])), folder + "/Sources")
    }

    /// "Forgetting to connect the outlet to anything in the nib is an unbelievably common mistake."
    @Test func anOutletNoScreenConnectsIsAWarningAtItsDeclaration() throws {
        let (result, sources) = try validate(Self.screen(sender: "slider"))
        #expect(result.lines.isEmpty && result.problemCount == 0, "\(result.lines)")
        #expect(
            result.warnings == [
                "\(sources)/Greeter.swift:5: warning: the outlet 'forgotten' of Greeter is connected by none of the screens loaded with it as File's Owner (Greeter.xib): it will be nil [unconnected-outlet]"
            ])
    }

    /// The tool reads the sender's type from the method the action table names, and says what
    /// the loader says.
    @Test func aSenderOfTheWrongTypeIsFoundWithoutRunningTheApp() throws {
        let screen = Self.screen(sender: "button")
        let tool = try validate(screen).result.lines
        let message =
            "error: the action 'sliderMoved:' of Greeter takes a sender of type Slider, but a Button sends it: the method would never run [sender-mismatch]"
        #expect(tool.count == 1 && tool[0].hasSuffix("Greeter.xib:14:24: " + message), "\(tool)")
        ClassRegistry.shared.register(Greeter.self)
        let loader = loadError(screen)
        #expect(loader == ["Greeter.xib:14:24: " + message], "\(loader)")
    }

    func loadError(_ screen: String) -> [String] {
        do {
            _ = try Nib(document: try ScreenReader.read(screen, file: "Greeter.xib", vocabulary: .nibKit), name: "Greeter").instantiate(owner: Greeter())
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}

/// The settings an app's sources declare (`Setting("name", \Class.property` and its kin) are
/// found by their key paths, with the type the property is declared with, so `validate`
/// refuses a runtime attribute's value as the load would.
@Suite("Declared settings in the sources")
@MainActor
struct DeclaredSettingsInSourcesTests {
    static let sources = """
        import NibKit

        final class Meter: Label {
            var reading: Int = 0
            var note: String? = nil
            nonisolated override class var declaration: Declaration {
                Declaration(Meter.self, settings: [.inspectable("reading", \\Meter.reading, "What it reads."), .inspectable("note", \\Meter.note, "A note.")])
            }
        }
        """

    func validate(_ attributes: String) throws -> [String] {
        let folder = NSTemporaryDirectory() + "declared-settings-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.sources.write(toFile: folder + "/Sources/Meter.swift", atomically: true, encoding: .utf8)
        let screen = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <label id="m" customClass="Meter">
                  <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
                </label>
              </objects>
            </document>
            """
        try screen.write(toFile: folder + "/M.xib", atomically: true, encoding: .utf8)
        let lines = Validation.check([folder + "/M.xib"], catalog: try Validation.catalog(sources: [folder + "/Sources"])).lines
        return lines.map { $0.replacingOccurrences(of: folder + "/", with: "") }
    }

    @Test func aValueOfTheDeclaredTypeIsAccepted() throws {
        #expect(try validate(#"<userDefinedRuntimeAttribute type="number" keyPath="reading" value="3"/>"#) == [])
        #expect(try validate(#"<userDefinedRuntimeAttribute type="nil" keyPath="note"/>"#) == [], "an optional property takes nil")
    }

    @Test func aValueOfAnotherTypeIsRefusedAsTheLoadRefusesIt() throws {
        let lines = try validate(#"<userDefinedRuntimeAttribute type="string" keyPath="reading" value="lots"/>"#)
        #expect(lines.count == 1 && lines[0].contains("'reading' is the string \"lots\", but Meter.reading takes a whole number"), "\(lines)")
    }

    @Test func aNameNoDeclarationGivesIsUnknown() throws {
        let lines = try validate(#"<userDefinedRuntimeAttribute type="number" keyPath="readng" value="3"/>"#)
        #expect(lines.count == 1 && lines[0].contains("Meter is not key value coding-compliant for the key 'readng'"), "\(lines)")
    }
}
