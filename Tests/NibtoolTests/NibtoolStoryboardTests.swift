import Foundation
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// `nibtool` on storyboards: validate, outline, connections, preview of one scene, compile and
/// format, run as a program on Fixtures/Nibtool/Menu.storyboard and BrokenSegues.storyboard.
@Suite("nibtool on storyboards")
struct NibtoolStoryboardTests {
    static let menu = NibtoolTests.fixtures + "/Menu.storyboard"
    static let broken = NibtoolTests.fixtures + "/BrokenSegues.storyboard"

    @Test func validateAcceptsAGoodStoryboardAndLaysOutEveryScene() throws {
        let result = try Nibtool.run(["validate", "--size", "40x10", Self.menu])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stderr.contains("1 screen OK"))
    }

    @Test func validateReportsEveryStoryboardProblemWithLineAndColumn() throws {
        let result = try Nibtool.run(["validate", Self.broken])
        #expect(result.status == 1)
        let lines: [String] = result.stdout.split(separator: "\n").map { String($0.dropFirst(Self.broken.count + 1)) }
        let places: [String] = lines.map { line in
            let place = line.prefix { $0 != " " }
            let code = line.split(separator: "[").last ?? ""
            return "\(place) [\(code)"
        }
        let expected = [
            "2:48: [dangling-destination]", "11:19: [dangling-destination]", "12:19: [bad-segue]", "18:13: [duplicate-identifier]", "19:13: [bad-segue]",
            "20:13: [missing-attribute]", "28:37: [duplicate-identifier]",
        ]
        #expect(places == expected, "\(result.stdout)")
        #expect(result.stderr.contains("7 problems in 1 of 1 screen"))
    }

    /// A scene's controller is checked against the app's classes as File's Owner is.
    @Test func validateChecksASceneControllersOutletsAgainstTheSources() throws {
        let directory = NSTemporaryDirectory() + "nibtool-storyboard-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: Self.menu, encoding: .utf8).replacing(
            #"<viewController id="menuController""#, with: #"<viewController id="menuController" customClass="MenuController""#
        ).replacing(
            #"            <segue destination="detailController" kind="presentation""#,
            with: #"            <outlet property="headnig" destination="heading"/>\#n            <segue destination="detailController" kind="presentation""#)
        try text.write(toFile: directory + "/Menu.storyboard", atomically: true, encoding: .utf8)
        try "import NibKit\nfinal class MenuController: ViewController { @Outlet var heading: Label? }\n".write(
            toFile: directory + "/MenuController.swift", atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["validate", "--sources", directory, directory + "/Menu.storyboard"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("MenuController is not key value coding-compliant for the key 'headnig'")
                && result.stdout.contains("did you mean 'heading'?"),
            "\(result.stdout)")
    }

    @Test func aSceneWithoutItsOwnViewIsNotCheckedAsItsControllersScreen() throws {
        let directory = NSTemporaryDirectory() + "nibtool-storyboard-view-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: Self.menu, encoding: .utf8).replacing(
            #"<viewController id="detailController""#, with: #"<viewController id="detailController" customClass="DetailController""#)
        try text.write(toFile: directory + "/Menu.storyboard", atomically: true, encoding: .utf8)
        try "import NibKit\nfinal class DetailController: ViewController { @Outlet var body: Label? }\n".write(
            toFile: directory + "/DetailController.swift", atomically: true, encoding: .utf8)
        let nested = try Nibtool.run(["validate", "--sources", directory, directory + "/Menu.storyboard"])
        #expect(nested.stdout.contains("the outlet 'body' of DetailController is connected by none of the screens"), "\(nested.stdout)")

        let detailView = try #require(text.firstRange(of: #"<view key="view" id="detailView""#))
        let viewEnd = try #require(text[detailView.lowerBound...].firstRange(of: "\n          </view>\n"))
        try String(text[..<detailView.lowerBound] + text[viewEnd.upperBound...]).write(
            toFile: directory + "/Menu.storyboard", atomically: true, encoding: .utf8)
        let own = try Nibtool.run(["validate", "--sources", directory, directory + "/Menu.storyboard"])
        #expect(own.status == 0 && !own.stdout.contains("unconnected-outlet"), "it loads its own screen, not checked here:\n\(own.stdout)")
    }

    @Test func outlineShowsScenesControllersAndSegues() throws {
        let result = try Nibtool.run(["outline", Self.menu])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("├─ scene 'menu' (initial)"))
        #expect(lines.contains("│  ├─ viewController 'menuController' title \"Menu\" storyboardIdentifier \"Menu\""))
        #expect(lines.contains("│  │  │  │  └─ segue show 'ShowDetail' → scene 'detail'"))
        #expect(lines.contains("│  │  │     └─ segue embed → scene 'panelScene'"))
        #expect(lines.contains("│  │  └─ segue presentation 'PresentDetail' (formSheet) → scene 'detail'"))
        #expect(lines.contains("│  │  │     └─ segue unwind 'BackToMenu' → Exit (unwindToMenu:)"))
        #expect(lines.contains("│  │  └─ segue custom 'Fade' (FadeSegue) → scene 'menu'"))
        #expect(lines.contains("│  └─ Exit (detailExit)"))
        #expect(lines.last == "         └─ label 'panelLabel' text \"Embedded\" {0, 0, 10x1}")
    }

    @Test func connectionsListsSegues() throws {
        let result = try Nibtool.run(["connections", Self.menu])
        #expect(result.stdout.contains("segue  ShowDetail     button 'open' → scene 'detail'                    show"), "\(result.stdout)")
        #expect(result.stdout.contains("segue  BackToMenu     button 'done' → Exit (unwindToMenu:)              unwind"))
    }

    @Test func previewDrawsTheInitialSceneOrTheSceneAskedFor() throws {
        let initial = try Nibtool.run(["preview", "--snapshot", "--size", "30x5", Self.menu])
        #expect(initial.status == 0, "\(initial.stdout)\(initial.stderr)")
        #expect(initial.stdout.contains("Storyboard menu") && !initial.stdout.contains("The detail scene"))
        for scene in ["detail", "Detail", "detailController"] {
            let detail = try Nibtool.run(["preview", "--snapshot", "--size", "30x5", "--scene", scene, Self.menu])
            #expect(detail.stdout.contains("The detail scene") && detail.stdout.contains("[ Done ]"), "--scene \(scene): \(detail.stdout)")
        }
        let missing = try Nibtool.run(["preview", "--snapshot", "--scene", "detial", Self.menu])
        #expect(missing.status == 1)
        #expect(
            missing.stdout.contains("no scene 'detial' in this storyboard; its scenes: menu, detail, panelScene (did you mean 'detail'?)"), "\(missing.stdout)")
        let screen = try Nibtool.run(["preview", "--snapshot", "--scene", "x", NibtoolTests.fixtures + "/Howdy.xib"])
        #expect(screen.status == 1 && screen.stdout.contains("--scene 'x' is for a storyboard"))
    }

    @Test func compileWritesACompiledStoryboardThatReadsBackTheSame() throws {
        let output = NSTemporaryDirectory() + "nibtool-compile-storyboard-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Nibtool.run(["compile", Self.menu, "-o", output])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let compiled = try CompiledScreen.read(contentsOf: output + "/Menu.storyboardc", vocabulary: .nibKit)
        #expect(Dump.document(compiled) == Dump.document(try ScreenReader.read(contentsOf: Self.menu, vocabulary: .nibKit)))
        let outline = try Nibtool.run(["outline", output + "/Menu.storyboardc"])
        #expect(outline.stdout.contains("segue show 'ShowDetail' → scene 'detail'"))
        let refused = try Nibtool.run(["compile", Self.broken, "-o", output])
        #expect(refused.status == 1 && !FileManager.default.fileExists(atPath: output + "/BrokenSegues.storyboardc"))
    }

    @Test func formatKeepsAStoryboardsDocument() throws {
        let result = try Nibtool.run(["format", "--stdout", Self.menu])
        #expect(result.status == 0, "\(result.stderr)")
        let strip = { (d: NibDocument) in Dump.document(d).replacing(#/@[^\n]*/#, with: "").replacing(#/document [^\n]*/#, with: "") }
        let formatted = try ScreenReader.read(result.stdout, file: "Menu.storyboard", vocabulary: .nibKit)
        #expect(strip(formatted) == strip(try ScreenReader.read(contentsOf: Self.menu, vocabulary: .nibKit)), "\(result.stdout)")
        #expect(result.stdout.contains(#"<document type="NibKit.Storyboard" version="1" initialViewController="menuController">"#))
    }
}
