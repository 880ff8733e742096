import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct FocusTests {
    let harness = WidgetHarness()
    // Added out of reading order on purpose: focus follows rows, then columns.
    let bottom = Button(title: "Bottom", frame: Rect(x: 1, y: 8, width: 10, height: 1))
    let topRight = Button(title: "Right", frame: Rect(x: 20, y: 1, width: 9, height: 1))
    let topLeft = TextField(frame: Rect(x: 1, y: 1, width: 10, height: 1))
    let middle = Slider(frame: Rect(x: 1, y: 4, width: 10, height: 1))
    let label = Label(text: "not focusable", frame: Rect(x: 1, y: 6, width: 20, height: 1))
    let hidden = Button(title: "Hidden", frame: Rect(x: 1, y: 5, width: 10, height: 1))

    init() {
        for view in [bottom, topRight, topLeft, middle, label, hidden] as [View] { harness.window.addSubview(view) }
        hidden.isHidden = true
        harness.app.processEvents()
    }

    @Test func focusOrderIsReadingOrderOfVisibleFocusableViews() {
        #expect(harness.app.focusOrder.map(ObjectIdentifier.init) == [topLeft, topRight, middle, bottom].map(ObjectIdentifier.init))
    }

    @Test func theFirstViewIsFocusedAtStart() {
        #expect(harness.app.firstResponder === topLeft)
    }

    /// A root controller set on a shown window (the launcher's choice, a live reload, a
    /// preview's reload) focuses its first view at once: the preview's reload lost focus.
    @Test func aRootControllerSetWhileShownFocusesItsFirstView() throws {
        func controller(_ button: Button) -> ViewController {
            let controller = ViewController()
            controller.view = View(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            controller.view.addSubview(button)
            return controller
        }
        let (first, second) = (Button(title: "One"), Button(title: "Two"))
        let app = try HeadlessApp(root: controller(first))
        #expect(app.application.firstResponder === first)
        app.application.window.rootViewController = controller(second)
        #expect(app.application.firstResponder === second)
    }

    @Test func tabMovesForwardAndWraps() {
        var seen: [Responder?] = []
        for _ in 0..<5 {
            harness.key(.tab)
            seen.append(harness.app.firstResponder)
        }
        let expected: [View] = [topRight, middle, bottom, topLeft, topRight]
        for (got, want) in zip(seen, expected) { #expect(got === want) }
    }

    @Test func shiftTabMovesBackwardAndWraps() {
        harness.key(.backTab)
        #expect(harness.app.firstResponder === bottom)
        harness.key(.backTab)
        #expect(harness.app.firstResponder === middle)
    }

    @Test func clickFocusesAFocusableViewAndNotALabel() {
        harness.click(22, 1)
        #expect(harness.app.firstResponder === topRight)
        harness.click(3, 6)
        #expect(harness.app.firstResponder === topRight, "a click on a label leaves focus alone")
        harness.click(3, 4)
        #expect(harness.app.firstResponder === middle)
    }

    @Test func disabledControlsAreSkipped() {
        topRight.isEnabled = false
        harness.key(.tab)
        #expect(harness.app.firstResponder === middle)
    }

    @Test func removingTheFocusedViewClearsFocus() {
        harness.app.setFirstResponder(middle)
        middle.removeFromSuperview()
        #expect(harness.app.firstResponder == nil)
    }

    /// Only the first turn focuses, as `run` does: a later one leaves focus where code put it.
    @Test func processingEventsDoesNotTakeFocusBack() {
        harness.app.setFirstResponder(nil)
        harness.app.processEvents()
        #expect(harness.app.firstResponder == nil)
        harness.key(.tab)
        #expect(harness.app.firstResponder === topLeft)
    }
}
