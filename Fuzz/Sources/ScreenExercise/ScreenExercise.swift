import NibKit
import NibKitTesting
import ScreenChecking

/// What the screen fuzzers do with a document that reads: load it as `nibtool preview` does
/// (custom classes drawn as their element's, nothing of an app's code needed), show it in a
/// headless window, and use it as a person would: draw, Tab about, press keys, click, drag,
/// scroll, resize very small and very large, advance time. Whatever a screen holds, each of
/// these must end, without a crash, a trap or a hang.
public enum ScreenExercise {
    /// The name the fuzzed screen is read under (`Fuzzed.xib`).
    public static let screenName = "Fuzzed"

    public static func run(_ document: NibDocument) {
        guard !document.isStoryboard else { return runStoryboard(document) }
        let preview = PreviewDocument(document: document)
        let root = ViewController()
        guard let app = try? HeadlessApp(root: root, size: Size(width: 80, height: 24)),
            let view = try? preview.instantiate(size: app.application.window.bounds.size)
        else { return }
        root.view.addSubview(view)
        use(app)
    }

    /// A storyboard is started as a program starts it: its initial scene made with the scenes
    /// it contains (embed and relationship segues performed), then used, which performs the
    /// segues its controls start.
    static func runStoryboard(_ document: NibDocument) {
        let preview = PreviewDocument(document: document)
        guard let storyboard = try? Storyboard(document: preview.document, name: screenName, source: InMemoryScreens()),
            let root = try? storyboard.instantiateInitialViewController(), let app = try? HeadlessApp(root: root, size: Size(width: 80, height: 24))
        else { return }
        use(app)
    }

    /// Draws, Tabs about, presses keys, pastes, clicks, drags, scrolls, resizes very small and
    /// very large, and advances time.
    static func use(_ app: HeadlessApp) {
        _ = app.text
        app.press(.tab, .tab, .enter, .character(" "), .character("x"), .backspace, .left, .right, .up, .down, .character("+"), .backTab, .escape)
        app.paste("pasted\ntext")
        for point in [Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 40, y: 12), Point(x: 79, y: 23)] {
            app.click(at: point, times: 2)
            app.scroll(up: true, at: point, times: 2)
        }
        app.drag(from: Point(x: 5, y: 5), to: Point(x: 30, y: 10))
        app.advance(by: 1)
        for size in [Size(width: 1, height: 1), Size(width: 400, height: 150), Size(width: 80, height: 24)] {
            app.resize(to: size)
            _ = app.text
        }
    }
}
