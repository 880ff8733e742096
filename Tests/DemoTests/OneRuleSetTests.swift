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
    /// Each broken variant, the demo that loads it, what only one side can know, and how many
    /// lines both report (so that no variant passes by comparing nothing with nothing). Only a
    /// running program knows which owner it passes (`wrong-owner`: the loader stops at its
    /// class, while the tool goes on with the class the screen declares). Neither reports an
    /// outlet the code reads but the screen leaves unconnected (`disconnected-outlet`): the tool
    /// warns, and the demo says so in words of its own.
    nonisolated static let variants:
        [(demo: Demo, variant: String, file: String, onlyWhenRunning: Set<DiagnosticCode>, onlyTool: Set<DiagnosticCode>, agreed: Int)] = [
            (.emptyWindow, "dangling-destination", "View.xib", [], [], 2),
            (.emptyWindow, "disconnected-outlet", "View.xib", [], [], 0),
            (.emptyWindow, "misspelled-outlet", "View.xib", [], [], 1),
            (.emptyWindow, "no-view-outlet", "EmptyWindowViewController.xib", [], [], 1),
            (.emptyWindow, "unknown-class", "View.xib", [], [], 1),
            (.emptyWindow, "wrong-owner", "View.xib", [.wrongClass], [.unknownOutlet], 0),
            (.howdy, "misspelled-action", "HowdyViewController.xib", [], [], 1),
            (.shapely, "misnamed-external", "SquareShape.xib", [], [], 1),
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
        func hasCode(_ line: String, in codes: Set<DiagnosticCode>) -> Bool { codes.contains { line.hasSuffix("[\($0.rawValue)]") } }
        let onlyLoader = loader.filter { !tool.contains($0) && !hasCode($0, in: entry.onlyWhenRunning) }
        #expect(
            onlyLoader.isEmpty,
            "the loader reports what nibtool validate does not:\n\(onlyLoader.joined(separator: "\n"))\nnibtool:\n\(tool.joined(separator: "\n"))")
        let onlyTool = tool.filter { !loader.contains($0) && !hasCode($0, in: entry.onlyTool) }
        // What one side alone may report, it does report: no exemption stands for nothing.
        #expect(entry.onlyWhenRunning.allSatisfy { code in loader.contains { hasCode($0, in: [code]) } }, "loader:\n\(loader.joined(separator: "\n"))")
        #expect(entry.onlyTool.allSatisfy { code in tool.contains { hasCode($0, in: [code]) } }, "nibtool:\n\(tool.joined(separator: "\n"))")
        #expect(loader.filter(tool.contains).count == entry.agreed, "both report:\n\(loader.filter(tool.contains).joined(separator: "\n"))")
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
