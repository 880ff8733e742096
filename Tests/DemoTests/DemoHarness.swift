import Testing
@testable import Demos
@testable import NibKit

/// The repository's Screens/ folder, found from this file.
nonisolated let repositoryRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
let screensFolder = repositoryRoot + "/Screens"

/// A demo running headless: real screens, an in-memory terminal, a clock the test moves.
@MainActor
struct DemoHarness {
    let backend: HeadlessBackend
    let app: Application
    let root: ViewController

    init(_ demo: Demo?, size: Size = Size(width: 80, height: 24), variant: String? = nil) {
        Demo.registerClasses()
        backend = HeadlessBackend(size: size)
        app = Application(backend: backend, clock: ManualClock())
        root = demo?.makeRootViewController(seed: 7) ?? LauncherViewController()
        var folders = [screensFolder]
        if let demo, let variant { folders.insert("\(screensFolder)/Broken/\(demo.rawValue)/\(variant)", at: 0) }
        root.screenLocator = ScreenLocator(directories: folders)
        app.window.rootViewController = root
        app.processEvents()
    }

    var screen: String { app.screenText }

    /// Where text is on screen, or a test failure showing the screen.
    func location(of text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Point? {
        app.renderIfNeeded()
        guard let point = backend.canvas.find(text) else {
            Issue.record("'\(text)' is not on screen:\n\(screen)", sourceLocation: sourceLocation)
            return nil
        }
        return Point(x: point.x + CharacterWidth.of(text) / 2, y: point.y)
    }

    func click(at point: Point, times: Int = 1) {
        for _ in 0..<times {
            backend.enqueue(.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point)))
            app.processEvents()
            app.advanceClock(by: 0.05)
        }
    }

    func click(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if let point = location(of: text, sourceLocation: sourceLocation) { click(at: point) }
    }

    func drag(from start: Point, to end: Point) {
        backend.enqueue(.mouse(MouseEvent(.press(.left), at: start)))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
        for step in 1...steps {
            let p = Point(x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps)
            backend.enqueue(.mouse(MouseEvent(.drag(.left), at: p)))
        }
        backend.enqueue(.mouse(MouseEvent(.release(.left), at: end)))
        app.processEvents()
    }

    func scroll(up: Bool, at point: Point, times: Int = 1) {
        for _ in 0..<times { backend.enqueue(.mouse(MouseEvent(up ? .scrollUp : .scrollDown, at: point))) }
        app.processEvents()
    }

    func press(_ keys: Key...) {
        for key in keys { backend.enqueue(.key(key)) }
        app.processEvents()
    }

    func resize(to size: Size) {
        backend.resize(to: size)
        app.processEvents()
    }
}
