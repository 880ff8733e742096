import Foundation
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// `nibtool` on a file Xcode wrote (Fixtures/Nibtool/XcodeLogin.xib: a login screen placed by
/// constraints, with a map view NibKit cannot show): every command takes it as it takes a NibKit
/// screen, warnings at their lines; `convert` writes its NibKit screen.
@Suite("nibtool on Interface Builder files")
struct NibtoolInterfaceBuilderTests {
    static let login = NibtoolTests.fixtures + "/XcodeLogin.xib"

    /// A controller for File's Owner as the app would write it.
    static func sources(action: String = "signIn") throws -> String {
        let directory = NSTemporaryDirectory() + "nibtool-xcode-sources-\(UUID().uuidString)-\(action)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try """
        import NibKit
        final class LoginController: ViewController {
            @Outlet var emailField: TextField?
            override class var actionTable: ActionTable { super.actionTable + ["\(action):": .init(LoginController.\(action))] }
            func \(action)(_ sender: Any?) {}
        }
        """.write(toFile: directory + "/LoginController.swift", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func validateReportsWhatItCannotShowAsWarningsAndPasses() throws {
        let result = try Nibtool.run(["validate", "--size", "40x12", "--sources", try Self.sources(), Self.login])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(
            result.stdout
                == "\(Self.login):42:17: warning: <mapView> has no terminal counterpart in NibKit; it loads as a plain view of its frame [unsupported-element]\n"
        )
        #expect(result.stderr.contains("1 screen OK (1 warning)"))
    }

    @Test func validateChecksItsConnectionsAgainstTheAppsClasses() throws {
        let result = try Nibtool.run(["validate", "--sources", try Self.sources(action: "logIn"), Self.login])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(Self.login):39:25: error: unrecognized selector 'signIn:'"), "\(result.stdout)")
        #expect(result.stdout.contains("[unrecognized-selector]"))
    }

    @Test func outlineConnectionsAndStubsReadIt() throws {
        let outline = try Nibtool.run(["outline", Self.login])
        #expect(outline.stdout.contains("├─ textField 'Wq1-b3-Xc0' placeholder \"Email\" {2, 7, 45x1}"), "\(outline.stdout)")
        #expect(outline.stdout.contains("constraint 'C04-aa-009': Wq1-b3-Xc0.top == Ttl-8d-Q2a.bottom + 1"))
        let connections = try Nibtool.run(["connections", Self.login])
        #expect(connections.stdout.contains("action  signIn:     button 'Bt1-xY-zz9' → File's Owner (LoginController)     on touchUpInside"))
        let stubs = try Nibtool.run(["stubs", Self.login])
        #expect(stubs.stdout.contains("final class LoginController: ViewController {") && stubs.stdout.contains("@Outlet var emailField: TextField?"))
    }

    @Test func previewDrawsItAtTheTerminalsSize() throws {
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "40x12", Self.login])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2].contains("Sign in") && rows[4].hasPrefix("  Email") && rows[6].contains("[ Continue ]"), "\(result.stdout)")
        #expect(result.stderr.contains("warning: <mapView>"))
    }

    @Test func compileKeepsItAnInterfaceBuilderScreen() throws {
        let output = NSTemporaryDirectory() + "nibtool-xcode-compile-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Nibtool.run(["compile", Self.login, "-o", output])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let compiled = try CompiledScreen.read(contentsOf: output + "/XcodeLogin.nibc", vocabulary: .nibKit)
        let original = try ScreenReader.read(contentsOf: Self.login, vocabulary: .nibKit)
        #expect(Dump.document(compiled) == Dump.document(original))
        #expect(compiled.dialect == .interfaceBuilder, "so that loading it fits its frames to their text as the .xib's does")
    }

    @Test func convertWritesTheNibKitScreenItLoadsAs() throws {
        let result = try Nibtool.run(["convert", "--stdout", Self.login])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: <mapView>"))
        let converted = try ScreenReader.read(result.stdout, file: "Converted.xib", vocabulary: .nibKit)
        let original = try ScreenReader.read(contentsOf: Self.login, vocabulary: .nibKit)
        #expect(converted.dialect == .nibKit && converted.warnings.isEmpty)
        #expect(converted.allObjects.map(\.id) == original.allObjects.map(\.id))
        #expect(converted.allObjects.map(\.element) == original.allObjects.map(\.element))
        #expect(result.stdout.contains(#"<textField id="Wq1-b3-Xc0" bordered="YES" keyboardType="emailAddress" placeholder="Email""#), "\(result.stdout)")

        // A folder of its own: one named by the process was left by an earlier run whose
        // process had the same number, and the copy into it failed.
        let directory = NSTemporaryDirectory() + "nibtool-convert-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Self.login, toPath: directory + "/Login.xib")
        let written = try Nibtool.run(["convert", directory + "/Login.xib"])
        #expect(written.status == 0 && written.stderr.contains("wrote \(directory)/Login.nibkit.xib"))
        #expect(try String(contentsOfFile: directory + "/Login.nibkit.xib", encoding: .utf8) == result.stdout)
        let again = try Nibtool.run(["convert", directory + "/Login.nibkit.xib"])
        #expect(again.status == 1 && again.stderr.contains("is already a NibKit screen"))
    }

    /// A Mac app's storyboard (the Notes demo's) converts to a NibKit storyboard that validates:
    /// its application holding the main menu, its labels without a text field's border.
    @Test func convertWritesAnAppKitStoryboardsNibKitScreen() throws {
        let notes = NibtoolTests.repository + "/Screens/Xcode/Notes.storyboard"
        let result = try Nibtool.run(["convert", "--stdout", notes])
        #expect(result.status == 0, "\(result.stderr)")
        let converted = try ScreenReader.read(result.stdout, file: "Notes.storyboard", vocabulary: .nibKit)
        let original = try ScreenReader.read(contentsOf: notes, vocabulary: .nibKit)
        #expect(converted.dialect == .nibKit && converted.warnings.isEmpty)
        #expect(converted.allObjects.map(\.element) == original.allObjects.map(\.element))
        #expect(result.stdout.contains(#"<placeholder placeholderIdentifier="Application""#) && result.stdout.contains(#"<menu key="mainMenu""#))
        #expect(!result.stdout.contains("<label bordered"), "a label has no border to say")
    }

    @Test func convertGrowsAOneRowFrameToItsTextAsLoadingDoes() throws {
        let result = try Nibtool.run(["convert", "--stdout", NibtoolTests.fixtures + "/XcodeButton.xib"])
        #expect(
            result.stdout.contains(#"<rect key="frame" x="0" y="0" width="16" height="1"/>"#),
            "93 points are 12 columns; [ Normal title ] is 16\n\(result.stdout)")
    }

    /// A storyboard in `Base.lproj` is drawn in the language LANG asks for, or `--locale`.
    @Test func previewDrawsALocalizedStoryboardInTheUsersLanguage() throws {
        let file = NibtoolTests.fixtures + "/Localized/Base.lproj/Main.storyboard"
        let french = try Nibtool.run(shell: "LC_ALL= LC_MESSAGES= LANG=fr_FR.UTF-8 nibtool preview --snapshot --size 40x24 '\(file)'")
        #expect(french.status == 0 && french.stdout.contains("Bonjour") && !french.stdout.contains("Hello"), "\(french.stdout)\(french.stderr)")
        let asked = try Nibtool.run(shell: "LC_ALL= LC_MESSAGES= LANG=C nibtool preview --snapshot --size 40x24 --locale fr '\(file)'")
        #expect(asked.stdout.contains("Bonjour") && asked.stdout.contains("Commencer"), "\(asked.stdout)")
        let base = try Nibtool.run(shell: "LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 nibtool preview --snapshot --size 40x24 '\(file)'")
        #expect(base.stdout.contains("Hello") && base.stdout.contains("Start"), "no German strings: \(base.stdout)")
    }
}
