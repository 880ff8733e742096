import NibKitTesting
import Testing

@testable import NibKit

/// A window controller (AppKit's, from a Mac app's storyboard): its window's title on a bar on
/// the top row, its content controller's view under it, a child that appears with it.
@Suite @MainActor struct WindowControllerTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 6))
    let log = CallLog()

    @Test func theTitleBarShowsTheTitleOverTheContentsView() {
        let content = Recorder("Editor", log: log)
        let window = WindowController(contentViewController: content)
        window.title = "Untitled"
        harness.window.rootViewController = window
        harness.application.processEvents()
        #expect(harness.line(0) == "           Untitled", "\(harness.text)")
        #expect(harness.cell(11, 0).style.contains(.bold) && harness.cell(0, 0).background == .brightBlack)
        #expect(harness.line(2) == " [ Editor ]", "the content's view under the bar")
        #expect(content.view.frame == Rect(x: 0, y: 0, width: 30, height: 5) && content.parent === window)
        window.title = "Notes"
        #expect(harness.line(0) == "            Notes", "a new title is drawn")
    }

    @Test func anotherContentTakesThePlaceOfTheFirst() {
        let (first, second) = (Recorder("First", log: log), Recorder("Second", log: log))
        let window = WindowController(contentViewController: first)
        harness.window.rootViewController = window
        harness.application.processEvents()
        window.setContentViewController(second)
        harness.application.processEvents()
        #expect(first.parent == nil && second.parent === window && harness.line(2) == " [ Second ]", "\(harness.text)")
    }
}
