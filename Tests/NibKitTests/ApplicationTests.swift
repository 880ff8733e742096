import NibKitTesting
import Testing

@testable import NibKit

/// One application per window: views reach theirs through their window, and the root view
/// controller's view is loaded once, when the window is shown.
@Suite("The application")
@MainActor
struct ApplicationTests {
    /// Counts its loads; builds its view in code.
    final class CountingController: ViewController {
        var loads = 0
        override func loadView() throws {
            loads += 1
            view = Label(text: "loaded \(loads)", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        }
    }

    @Test func theRootViewIsLoadedOnceWhenTheWindowIsShown() throws {
        let controller = CountingController()
        let application = Application(backend: HeadlessBackend())
        application.window.rootViewController = controller
        #expect(controller.loads == 0, "assigning the root view controller loads nothing before the window is shown")
        let app = try HeadlessApp(root: controller)
        app.press(.tab)
        app.resize(to: Size(width: 60, height: 20))
        #expect(controller.loads == 1)
        #expect(app.text.contains("loaded 1"), "\(app.text)")
    }

    /// A controller whose view is one button, focused first.
    final class ButtonController: ViewController {
        override func loadView() throws {
            view = View(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            view.addSubview(Button(title: "Go", frame: Rect(x: 0, y: 1, width: 8, height: 1)))
        }
    }

    @Test func ctrlCQuitsByDefaultAndQDoesNot() throws {
        let app = try HeadlessApp(root: ButtonController())
        #expect(app.application.firstResponder is Button)
        app.press(.character("q"))
        #expect(!app.application.isQuitting, "q is a program's own key unless it adds it to quitKeys")
        app.press(.control("c"))
        #expect(app.application.isQuitting)
    }

    @Test func viewsReachTheApplicationOfTheirOwnWindow() throws {
        let first = try HeadlessApp(root: CountingController())
        let second = try HeadlessApp(root: CountingController())
        let inFirst = View()
        let inSecond = View()
        let inNoWindow = View()
        first.application.window.addSubview(inFirst)
        second.application.window.addSubview(inSecond)
        #expect(inFirst.application === first.application)
        #expect(inSecond.application === second.application)
        #expect(inNoWindow.application == nil)
        #expect(first.application.window.rootViewController?.application === first.application)
    }
}
