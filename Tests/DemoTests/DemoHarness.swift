import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

/// The repository's Screens/ folder, found from this file.
nonisolated let repositoryRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
let screensFolder = repositoryRoot + "/Screens"

/// A demo (or, for nil, the launcher) running headless: its real screens, an in-memory terminal, a clock the test moves.
/// A demo whose own screen does not load throws, as its program exits with the report.
@MainActor
struct DemoHarness {
    let headless: HeadlessApp
    let root: ViewController

    /// `screens` is a folder read before Screens/, as `--screens` makes it.
    init(_ demo: Demo?, size: Size = Size(width: 80, height: 24), variant: String? = nil, screens: String? = nil) throws {
        Demo.registerClasses()
        var folders = [screensFolder]
        if let screens { folders.insert(screens, at: 0) }
        if let demo, let variant { folders.insert("\(screensFolder)/Broken/\(demo.rawValue)/\(variant)", at: 0) }
        let source = ScreenSearchPath(directories: folders)
        if let demo {
            root = try demo.makeRootViewController(seed: 7, source: source)
        } else {
            root = try Demo.makeLauncher(source: source)
        }
        headless = try HeadlessApp(root: root, size: size)
        headless.application.quitKeys = Demo.quitKeys
        try demo?.prepare(headless.application, source: source)
    }

    var app: Application { headless.application }
    var text: String { headless.text }

    /// Where text is on screen, or a test failure showing the screen.
    func location(of text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Point? {
        guard let point = headless.location(of: text) else {
            Issue.record("'\(text)' is not on screen:\n\(Snapshot.framed(self.text))", sourceLocation: sourceLocation)
            return nil
        }
        return point
    }

    func click(at point: Point, times: Int = 1) { headless.click(at: point, times: times) }

    func click(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if let point = location(of: text, sourceLocation: sourceLocation) { headless.click(at: point) }
    }

    func drag(from start: Point, to end: Point) { headless.drag(from: start, to: end) }
    func scroll(up: Bool, at point: Point, times: Int = 1) { headless.scroll(up: up, at: point, times: times) }
    func press(_ keys: Key...) { for key in keys { headless.press(key) } }
    func resize(to size: Size) { headless.resize(to: size) }
}
