import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct FocusTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
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
        harness.application.processEvents()
    }

    @Test func focusOrderIsReadingOrderOfVisibleFocusableViews() {
        #expect(harness.application.focusOrder.map(ObjectIdentifier.init) == [topLeft, topRight, middle, bottom].map(ObjectIdentifier.init))
    }

    @Test func theFirstViewIsFocusedAtStart() {
        #expect(harness.application.firstResponder === topLeft)
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
        let (first, second) = (
            Button(title: "One", frame: Rect(x: 0, y: 0, width: 7, height: 1)), Button(title: "Two", frame: Rect(x: 0, y: 0, width: 7, height: 1))
        )
        let app = try HeadlessApp(root: controller(first))
        #expect(app.application.firstResponder === first)
        app.application.window.rootViewController = controller(second)
        #expect(app.application.firstResponder === second)
    }

    @Test func tabMovesForwardAndWraps() {
        var seen: [Responder?] = []
        for _ in 0..<5 {
            harness.press(.tab)
            seen.append(harness.application.firstResponder)
        }
        let expected: [View] = [topRight, middle, bottom, topLeft, topRight]
        for (got, want) in zip(seen, expected) { #expect(got === want) }
    }

    @Test func shiftTabMovesBackwardAndWraps() {
        harness.press(.backTab)
        #expect(harness.application.firstResponder === bottom)
        harness.press(.backTab)
        #expect(harness.application.firstResponder === middle)
    }

    @Test func clickFocusesAFocusableViewAndNotALabel() {
        harness.click(22, 1)
        #expect(harness.application.firstResponder === topRight)
        harness.click(3, 6)
        #expect(harness.application.firstResponder === topRight, "a click on a label leaves focus alone")
        harness.click(3, 4)
        #expect(harness.application.firstResponder === middle)
    }

    @Test func disabledControlsAreSkipped() {
        topRight.isEnabled = false
        harness.press(.tab)
        #expect(harness.application.firstResponder === middle)
    }

    /// A view squeezed to no rows cannot be seen: focus leaves it for the next view with room,
    /// so that keys never go where the user cannot see them, and Tab passes it over.
    @Test func aViewSqueezedToNothingLosesFocusAndTabPassesItOver() {
        #expect(harness.application.firstResponder === topLeft)
        topLeft.frame.size.height = 0
        harness.application.processEvents()
        #expect(harness.application.firstResponder === topRight)
        harness.press(.tab, .tab, .tab)
        #expect(harness.application.firstResponder === topRight, "round the three with room, not into the squeezed field")
        harness.type("x")
        #expect(topLeft.text.isEmpty)
    }

    /// A field not being edited shows the start of its text; editing scrolls to the cursor.
    @Test func aFieldNotBeingEditedShowsTheStartOfItsText() {
        topLeft.text = "a long address, far longer than the field"
        harness.redraw()
        #expect(harness.line(1).hasPrefix(" the field"), "being edited, it shows the cursor at the end")
        harness.press(.tab)
        #expect(harness.line(1).hasPrefix(" a long add"), "then the start: \(harness.line(1))")
    }

    @Test func removingTheFocusedViewClearsFocus() {
        harness.application.setFirstResponder(middle)
        middle.removeFromSuperview()
        #expect(harness.application.firstResponder == nil)
    }

    /// Only the first turn focuses, as `run` does: a later one leaves focus where code put it.
    @Test func processingEventsDoesNotTakeFocusBack() {
        harness.application.setFirstResponder(nil)
        harness.application.processEvents()
        #expect(harness.application.firstResponder == nil)
        harness.press(.tab)
        #expect(harness.application.firstResponder === topLeft)
    }
}
