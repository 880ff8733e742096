import Foundation
import ScreenChecking
import Testing

@testable import Demos
@testable import NibKit

/// The loader and `nibtool validate --sources` check a screen with one set of rules: every
/// broken variant under Screens/Broken gets the same codes and messages from both, but for
/// what only a running program can know.
@Suite("One rule set")
@MainActor
struct OneRuleSetTests {
    /// Each broken variant, the demo that loads it, and what only running it shows: the tool
    /// cannot know which owner the program passes (nor that the code reads an outlet the screen
    /// leaves unconnected, which the demo reports in words of its own, not as a diagnostic).
    nonisolated static let variants: [(demo: Demo, variant: String, file: String, onlyWhenRunning: Set<DiagnosticCode>)] = [
        (.emptyWindow, "dangling-destination", "View.xib", []),
        (.emptyWindow, "disconnected-outlet", "View.xib", []),
        (.emptyWindow, "misspelled-outlet", "View.xib", []),
        (.emptyWindow, "no-view-outlet", "EmptyWindowViewController.xib", []),
        (.emptyWindow, "unknown-class", "View.xib", []),
        (.emptyWindow, "wrong-owner", "View.xib", [.wrongClass]),
        (.howdy, "misspelled-action", "HowdyViewController.xib", []),
        (.shapely, "misnamed-external", "SquareShape.xib", []),
    ]

    @Test func everyBrokenVariantIsCompared() throws {
        var found: [String] = []
        for demo in try FileManager.default.contentsOfDirectory(atPath: screensFolder + "/Broken") {
            found += try FileManager.default.contentsOfDirectory(atPath: "\(screensFolder)/Broken/\(demo)").map { "\(demo)/\($0)" }
        }
        #expect(found.sorted() == Self.variants.map { "\($0.demo.rawValue)/\($0.variant)" }.sorted())
    }

    @Test(arguments: variants.map { "\($0.demo.rawValue)/\($0.variant)" })
    func theLoaderAndTheToolAgree(_ name: String) throws {
        let entry = Self.variants.first { "\($0.demo.rawValue)/\($0.variant)" == name }!
        let file = "\(screensFolder)/Broken/\(name)/\(entry.file)"
        let tool = Validation.check([file], catalog: try Validation.catalog(sources: [repositoryRoot + "/Sources/Demos"])).lines
        let loader = try loaderProblems(entry.demo, entry.variant)
        let onlyLoader = loader.filter { line in !tool.contains(line) && !entry.onlyWhenRunning.contains { line.hasSuffix("[\($0.rawValue)]") } }
        #expect(
            onlyLoader.isEmpty,
            "the loader reports what nibtool validate does not:\n\(onlyLoader.joined(separator: "\n"))\nnibtool:\n\(tool.joined(separator: "\n"))")
        let onlyTool = tool.filter { !loader.contains($0) && entry.onlyWhenRunning.isEmpty }
        #expect(
            onlyTool.isEmpty,
            "nibtool validate reports what the loader does not:\n\(onlyTool.joined(separator: "\n"))\nloader:\n\(loader.joined(separator: "\n"))")
    }

    /// The diagnostics the demo meets running the variant: its own screen's, or those reported
    /// while it runs (Shapely loads its shapes on a click).
    func loaderProblems(_ demo: Demo, _ variant: String) throws -> [String] {
        var text: String
        do {
            let harness = try DemoHarness(demo, variant: variant)
            if demo == .shapely { harness.click("Square") }
            text = harness.app.reportedProblems.joined(separator: "\n")
        } catch {
            text = "\(error)"
        }
        // Each from its file:line:column on (Shapely says which shape it was making first).
        return text.split(separator: "\n").compactMap { line in line.range(of: screensFolder).map { String(line[$0.lowerBound...]) } }
    }
}
