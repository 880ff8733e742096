import NibKitTesting
import Testing

@testable import NibKit

/// `setNeedsLayout` is answered before the next frame wherever the view asked from, once
/// however often it asked; `layoutIfNeeded` answers at once, for the whole subtree.
@Suite("Layout requests")
@MainActor
struct LayoutRequestTests {
    final class CountingView: View {
        var layouts = 0
        /// Run in `layoutSubviews`, once.
        var onLayout: ((CountingView) -> Void)?
        override func layoutSubviews() {
            layouts += 1
            if let onLayout {
                self.onLayout = nil
                onLayout(self)
            }
        }
    }

    let harness = HeadlessApp(emptyWindow: Size(width: 20, height: 6))

    @Test func setNeedsLayoutLaysOutOnceBeforeTheNextFrame() {
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        harness.window.addSubview(view)
        harness.redraw()
        let before = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == before)
        harness.application.renderIfNeeded()
        #expect(view.layouts == before + 1)
        harness.redraw()
        #expect(view.layouts == before + 1, "asked once, laid out once")
    }

    /// A view that asked while in no window is laid out once it is in one.
    @Test func aViewThatAskedBeforeJoiningAWindowIsLaidOutInIt() {
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        view.setNeedsLayout()
        harness.window.addSubview(view)
        #expect(view.layouts == 0)
        harness.application.renderIfNeeded()
        #expect(view.layouts == 1)
    }

    /// A view that asked before it was in a window, and came into one inside a view added
    /// whole (as a table made in `loadView` does), is laid out there, and heard when it asks
    /// again.
    @Test func aViewThatAskedOutsideAWindowIsHeardWhenItAsksAgainInOne() {
        let inner = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        inner.setNeedsLayout()
        let outer = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        harness.redraw()
        #expect(inner.layouts == 1)
        inner.setNeedsLayout()
        harness.redraw()
        #expect(inner.layouts == 2)
    }

    /// A view in a controller's screen that asked before the controller was presented (a table
    /// given its data source in `viewDidLoad`) is laid out in the presented sheet.
    @Test func aViewThatAskedBeforeItsControllerWasPresentedIsLaidOutThere() {
        let host = ViewController()
        host.view = View(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        harness.window.rootViewController = host
        harness.redraw()
        let sheet = ViewController()
        sheet.view = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inside = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        sheet.view.addSubview(inside)
        inside.setNeedsLayout()
        host.present(sheet)
        harness.redraw()
        #expect(inside.layouts == 1)
    }

    /// A subview added in `layoutSubviews` and placed by constraints is placed in the same
    /// frame: the constraints are solved again after the views that asked are laid out.
    @Test func aSubviewAddedInLayoutSubviewsIsPlacedByItsConstraintsInTheSameFrame() {
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        harness.window.addSubview(view)
        harness.redraw()
        let label = Label(text: "placed")
        view.onLayout = { view in
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 3).isActive = true
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 2).isActive = true
        }
        view.setNeedsLayout()
        #expect(harness.lines[2] == "   placed", "the screen:\n\(harness.lines.joined(separator: "\n"))")
    }

    /// A view that asks again each time it is laid out is laid out a few times a frame, and
    /// the rest in the frames after: its request is never dropped.
    @Test func aRequestLeftOverAfterTheLastRoundAsksForTheNextFrame() {
        final class Restless: View {
            var layouts = 0
            var asksAgain = true
            override func layoutSubviews() {
                layouts += 1
                if asksAgain { setNeedsLayout() }
            }
        }
        let view = Restless(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        harness.window.addSubview(view)
        view.setNeedsLayout()
        harness.application.renderIfNeeded()
        #expect(view.layouts == View.layoutRounds)
        view.asksAgain = false
        harness.application.renderIfNeeded()
        #expect(view.layouts == View.layoutRounds + 1, "the next frame answers what was left")
        harness.application.renderIfNeeded()
        #expect(view.layouts == View.layoutRounds + 1, "and then nothing is asked")
    }

    /// A view that asked and then left the window is let go of at the next frame, and laid out
    /// when it comes back.
    @Test func aViewThatLeftTheWindowAfterAskingIsNotLaidOutOrKept() {
        weak var gone: CountingView?
        do {
            let view = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
            gone = view
            harness.window.addSubview(view)
            harness.redraw()
            view.setNeedsLayout()
            view.removeFromSuperview()
        }
        harness.application.renderIfNeeded()
        #expect(gone == nil, "the application keeps no view that left the window")

        let view = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        harness.window.addSubview(view)
        harness.redraw()
        view.setNeedsLayout()
        view.removeFromSuperview()
        harness.application.renderIfNeeded()
        #expect(view.layouts == 0)
        harness.window.addSubview(view)
        harness.application.renderIfNeeded()
        #expect(view.layouts == 1, "its request is answered when it comes back")
    }

    /// `layoutIfNeeded` lays out at once every view below that asked, not only the one asked.
    @Test func layoutIfNeededLaysOutTheSubtree() {
        let outer = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inner = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        harness.redraw()
        let (outerBefore, innerBefore) = (outer.layouts, inner.layouts)
        inner.setNeedsLayout()
        outer.layoutIfNeeded()
        #expect(inner.layouts == innerBefore + 1)
        #expect(outer.layouts == outerBefore, "it did not ask")
        harness.redraw()
        #expect(inner.layouts == innerBefore + 1, "answered already")
    }
}
