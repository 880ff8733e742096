import NibKitTesting
import Testing

@testable import NibKit

/// `didMoveToWindow` is called on each view of a tree that enters or leaves a window, and not
/// while a tree is built outside one, nor when a view moves within the window it is in.
@Suite @MainActor struct DidMoveToWindowTests {
    final class WindowWatcher: View {
        var windows: [Bool] = []
        override func didMoveToWindow() {
            super.didMoveToWindow()
            windows.append(window != nil)
        }
    }

    @Test func calledOnEveryViewOfATreeEnteringOrLeavingAWindow() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        let outer = View()
        let watcher = WindowWatcher()
        let deeper = WindowWatcher()
        outer.addSubview(watcher)
        watcher.addSubview(deeper)
        #expect(watcher.windows.isEmpty, "built outside a window: not called")
        harness.window.addSubview(outer)
        #expect(watcher.windows == [true] && deeper.windows == [true])
        outer.removeFromSuperview()
        #expect(watcher.windows == [true, false] && deeper.windows == [true, false])
        deeper.removeFromSuperview()
        #expect(deeper.windows == [true, false], "leaving a tree outside a window: not called")
    }

    @Test func notCalledOnAMoveWithinTheSameWindow() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        let left = View()
        let right = View()
        let watcher = WindowWatcher()
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        left.addSubview(watcher)
        #expect(watcher.windows == [true])
        right.addSubview(watcher)
        #expect(watcher.windows == [true], "moved from one view of the window to another: still in it")
        #expect(watcher.superview === right)
    }

    @Test func calledWhenAPresentedControllerComesAndGoes() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        let host = ViewController()
        host.view = View(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        harness.window.rootViewController = host
        let sheet = ViewController()
        sheet.view = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let watcher = WindowWatcher()
        sheet.view.addSubview(watcher)
        host.present(sheet)
        #expect(watcher.windows == [true])
        sheet.dismiss()
        #expect(watcher.windows == [true, false])
    }
}
