import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// `nibtool validate`'s checks, run in-process: they judge a screen by its classes, as the
/// loader does, with the classes found in the app's sources.
@Suite("Validation")
@MainActor
struct ValidationTests {
    /// A list made as a control, placed in a screen as a plain view.
    final class MyList: Control {}

    final class ListOwner: ViewController {
        override class var actionTable: ActionTable { super.actionTable + ["rowChosen:": .init(ListOwner.rowChosen)] }
        func rowChosen(_ sender: Any?) {}
    }

    static let sources = """
        import NibKit

        final class MyList: Control {}

        final class ListOwner: ViewController {
            override class var actionTable: ActionTable { super.actionTable + ["rowChosen:": .init(ListOwner.rowChosen)] }
            func rowChosen(_ sender: Any?) {}
        }
        """

    static func screen(_ listElement: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListOwner"/>
            <\(listElement) id="list" customClass="MyList">
              <connections>
                <action selector="rowChosen:" destination="-1" eventType="valueChanged"/>
              </connections>
            </\(listElement)>
          </objects>
        </document>
        """
    }

    /// Writes the sources and the screen into a folder of their own; returns the screen's path.
    func write(screen: String) throws -> (screen: String, sources: String) {
        let folder = NSTemporaryDirectory() + "validation-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        try Self.sources.write(toFile: folder + "/Sources/List.swift", atomically: true, encoding: .utf8)
        try screen.write(toFile: folder + "/List.xib", atomically: true, encoding: .utf8)
        return (folder + "/List.xib", folder + "/Sources")
    }

    func validate(_ screen: String) throws -> [String] {
        let files = try write(screen: screen)
        return Validation.check([files.screen], catalog: try Validation.catalog(sources: [files.sources])).lines
    }

    func load(_ screen: String) -> [Diagnostic] {
        ClassRegistry.shared.register(MyList.self, ListOwner.self)
        do {
            let document = try ScreenReader.read(screen, file: "List.xib", vocabulary: .nibKit)
            _ = try Nib(document: document, name: "List").instantiate(owner: ListOwner())
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func aControlPlacedAsAViewSendsActionsForTheToolAsForTheLoader() throws {
        let screen = Self.screen("view")
        #expect(try validate(screen) == [])
        #expect(load(screen).isEmpty)
    }

    @Test func aViewThatIsNotAControlCannotSendActionsForEither() throws {
        let screen = Self.screen("view").replacingOccurrences(of: "customClass=\"MyList\"", with: "")
        let tool = try validate(screen)
        #expect(
            tool.count == 1
                && tool[0].hasSuffix(
                    "error: view 'list' cannot send actions: only controls, gesture recognizers, bar button items and menu items do [unknown-action]"),
            "\(tool)"
        )
        #expect(
            load(screen).map(\.description) == [
                "List.xib:7:9: error: view 'list' cannot send actions: only controls, gesture recognizers, bar button items and menu items do [unknown-action]"
            ])
    }

    @Test func withoutTheSourcesCustomClassesAreNotedAsUnchecked() throws {
        // Classes of the app's that NibKit has not been told of (this test registers none).
        let screen = Self.screen("view").replacingOccurrences(of: "MyList", with: "AppList").replacingOccurrences(of: "ListOwner", with: "AppOwner")
        let result = Validation.check([try write(screen: screen).screen], catalog: ClassCatalog.builtIn())
        #expect(result.lines.isEmpty)
        #expect(result.notes == ["note: custom classes not checked (AppList, AppOwner); pass --sources DIR to check them"])
    }

    /// In a file Xcode wrote, a custom class is the app's own, even one with a NibKit class's
    /// name (Xcode's template names its controller `ViewController`): without the sources it is
    /// noted unchecked, as any custom class, and its actions are not checked against NibKit's
    /// class, which lacks them. In NibKit's own dialect the name is NibKit's class.
    @Test func anXcodeFilesClassNamedAsNibKitsIsTheAppsOwn() throws {
        let xcode = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ViewController" customModule="App" customModuleProvider="target"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt1-aa-001">
                        <rect key="frame" x="16" y="20" width="100" height="30"/>
                        <state key="normal" title="Go"/>
                        <connections><action selector="changeSkeletonType:" destination="-1" eventType="touchUpInside" id="Ac1-aa-001"/></connections>
                    </button>
                </objects>
            </document>
            """
        let result = Validation.check([try write(screen: xcode).screen], catalog: ClassCatalog.builtIn())
        #expect(result.lines.isEmpty, "\(result.lines)")
        #expect(result.notes == ["note: custom classes not checked (ViewController); pass --sources DIR to check them"])
        let nibKit = """
            <document type="NibKit.XIB" version="1">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController"/>
                <button id="go" title="Go"><connections><action selector="changeSkeletonType:" destination="-1" eventType="touchUpInside"/></connections></button>
              </objects>
            </document>
            """
        let own = Validation.check([try write(screen: nibKit).screen], catalog: ClassCatalog.builtIn()).lines
        #expect(own.count == 1 && own[0].contains("ViewController has no action 'changeSkeletonType:'"), "\(own)")
    }

    /// Ten views embedding the next screen, eight screens deep: with no cycle to stop it, the
    /// cycle check followed all 10^7 paths (seven levels took 29 s, eight 187 s at d6c8589); it
    /// follows each screen once (70 ms in a debug build). Validation is the main actor's work,
    /// which `finishes(within:)` cannot move to a thread and the limit cannot stop: the size is
    /// what makes it fail, well past the limit, should it ever slip back.
    @Test(.timeLimit(.minutes(1))) func theEmbeddingCycleCheckIsLinearInAWideDeepFanOut() throws {
        let folder = NSTemporaryDirectory() + "fan-out-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for n in 1...8 {
            let views = n == 8 ? "<view id=\"end\"/>" : (0..<10).map { #"<view id="v\#($0)" screen="Level\#(n + 1)"/>"# }.joined(separator: "\n")
            let screen = #"<?xml version="1.0" encoding="UTF-8"?><document type="NibKit.XIB" version="1"><objects>\#(views)</objects></document>"#
            try screen.write(toFile: folder + "/Level\(n).xib", atomically: true, encoding: .utf8)
        }
        #expect(Validation.check([folder + "/Level1.xib"], catalog: ClassCatalog.builtIn()).lines == [])
    }

    /// An embedded screen the loader cannot read (a folder, a device, a pipe, a file that is
    /// no screen) is refused by validate too, in the loader's words: validate said OK of each.
    @Test func anEmbeddedScreenIsReadAsTheLoaderReadsIt() throws {
        let folder = NSTemporaryDirectory() + "embedded-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let main = #"<?xml version="1.0" encoding="UTF-8"?><document type="NibKit.XIB" version="1"><objects><view id="v" screen="Other"/></objects></document>"#
        try main.write(toFile: folder + "/Main.xib", atomically: true, encoding: .utf8)
        let other = folder + "/Other.xib"
        let cases: [(String, () throws -> Void, String)] = [
            ("a device", { try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: "/dev/zero") }, "not a regular file"),
            ("a pipe", { #expect(mkfifo(other, 0o600) == 0) }, "not a regular file"),
            ("a folder", { try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false) }, "not a regular file"),
            ("no screen", { try "<document".write(toFile: other, atomically: true, encoding: .utf8) }, "[malformed-xml]"),
        ]
        for (kind, make, said) in cases {
            try? FileManager.default.removeItem(atPath: other)
            try make()
            let lines = Validation.check([folder + "/Main.xib"], catalog: ClassCatalog.builtIn()).lines
            #expect(lines.count == 1 && lines[0].contains(said), "\(kind): \(lines)")
        }
    }

    /// Screens embedding screens deeper than the loader loads them are refused by validate
    /// too, in the loader's words.
    @Test func embeddingDeeperThanTheLoaderLoadsIsReported() throws {
        let folder = NSTemporaryDirectory() + "deep-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for n in 0..<20 {
            let view = n == 19 ? #"<view id="end"/>"# : #"<view id="v" screen="S\#(n + 1)"/>"#
            let screen = #"<?xml version="1.0" encoding="UTF-8"?><document type="NibKit.XIB" version="1"><objects>\#(view)</objects></document>"#
            try screen.write(toFile: folder + "/S\(n).xib", atomically: true, encoding: .utf8)
        }
        let lines = Validation.check([folder + "/S0.xib"], catalog: ClassCatalog.builtIn()).lines
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                "embedding 'S16' here nests screens more than 16 deep: \((0...16).map { "S\($0)" }.joined(separator: " → ")) [limit-exceeded]") == true,
            "\(lines)")
        // Sixteen levels, the top one counted, load: nothing to say.
        #expect(Validation.check([folder + "/S4.xib"], catalog: ClassCatalog.builtIn()).lines == [])
    }

    // MARK: Runtime attributes

    /// Runtime attributes the load refuses, each on a view of its own: a number past what an
    /// Int holds, a string for a Boolean, nil for a property that is not optional.
    nonisolated static let valuesTheirPropertiesCannotHold = [
        (
            #"type="number" keyPath="tag" value="1e30""#,
            "the runtime attribute 'tag' is the number 1e+30, but View.tag takes a whole number from -9223372036854775808 to 9223372036854775807"
        ),
        (#"type="string" keyPath="hidden" value="YES""#, #"the runtime attribute 'hidden' is the string "YES", but View.hidden takes YES or NO"#),
        (
            #"type="nil" keyPath="layer.borderWidth""#,
            "the runtime attribute 'layer.borderWidth' is nil, but Layer.borderWidth takes a whole number from -9223372036854775808 to 9223372036854775807"
        ),
    ]

    /// What the load refuses, the tool reports, at the same place and in the same words.
    @Test(arguments: valuesTheirPropertiesCannotHold)
    func aValueItsPropertyCannotHoldIsReportedByTheToolAsTheLoadRefusesIt(attribute: String, message: String) throws {
        let screen = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListOwner"/>
                <view id="v">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute \(attribute)/>
                  </userDefinedRuntimeAttributes>
                </view>
              </objects>
            </document>
            """
        let expected = "List.xib:7:9: error: \(message) [bad-value]"
        #expect(load(screen).map(\.description) == [expected])
        let tool = try validate(screen)
        #expect(tool.count == 1 && tool[0].hasSuffix("/" + expected), "\(tool)")
    }

    /// An app's own setting, declared in its sources as NibKit's are, is held to its property's
    /// type by the tool: a number past what its Int holds is reported with the range it takes.
    @Test func anAppsOwnSettingFromTheSourcesIsHeldToItsPropertysRange() throws {
        let folder = NSTemporaryDirectory() + "own-setting-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = """
            import NibKit

            final class Dial: View {
                var turns = 0
                nonisolated override class var declaration: Declaration {
                    Declaration(Dial.self, settings: [.inspectable("turns", \\Dial.turns, "How far it has turned.")])
                }
            }
            """
        try sources.write(toFile: folder + "/Sources/Dial.swift", atomically: true, encoding: .utf8)
        let screen = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <view id="d" customClass="Dial">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="turns" value="1e30"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="turns" value="3"/>
                  </userDefinedRuntimeAttributes>
                </view>
              </objects>
            </document>
            """
        try screen.write(toFile: folder + "/Dial.xib", atomically: true, encoding: .utf8)
        let lines = Validation.check([folder + "/Dial.xib"], catalog: try Validation.catalog(sources: [folder + "/Sources"])).lines
        #expect(
            lines == [
                folder
                    + "/Dial.xib:6:9: error: the runtime attribute 'turns' is the number 1e+30, but Dial.turns takes a whole number from -9223372036854775808 to 9223372036854775807 [bad-value]"
            ], "\(lines)")
    }

    /// A storyboard sets its controller's runtime attributes as it makes the controller, before
    /// the controller's screen is loaded: the tool checks them too, by the same rules.
    @Test func aSceneControllersRuntimeAttributesAreReportedByTheToolAsTheStoryboardRefusesThem() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.Storyboard" version="1" initialViewController="menu">
              <scenes>
                <scene sceneID="menuScene">
                  <objects>
                    <viewController id="menu">
                      <view key="view" id="menuView"/>
                      <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="tag" value="1"/>
                      </userDefinedRuntimeAttributes>
                    </viewController>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let expected =
            "Menu.storyboard:9:13: error: ViewController is not key value coding-compliant for the key 'tag' (runtime attribute 'tag') [unknown-key-path]"
        let document = try ScreenReader.read(storyboard, file: "Menu.storyboard", vocabulary: .nibKit)
        let refused = #expect(throws: ScreenError.self) { try Storyboard(document: document, name: "Menu").instantiateInitialViewController() }
        #expect(refused?.diagnostics.map(\.description) == [expected])
        let folder = NSTemporaryDirectory() + "validation-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try storyboard.write(toFile: folder + "/Menu.storyboard", atomically: true, encoding: .utf8)
        #expect(Validation.check([folder + "/Menu.storyboard"], catalog: ClassCatalog.builtIn()).lines == [folder + "/" + expected])
    }
}
