import Testing

@testable import NibKit

/// `setNeedsLayout` is answered before the next frame wherever the view asked from.
@Suite("Layout requests")
@MainActor
struct LayoutRequestTests {
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// A view that asked before it was in a window, and came into one inside a view added
    /// whole (as a table made in `loadView` does), is laid out there, and heard when it asks
    /// again.
    @Test func aViewThatAskedOutsideAWindowIsHeardWhenItAsksAgainInOne() {
        let harness = WidgetHarness(width: 20, height: 5)
        let inner = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        inner.setNeedsLayout()
        let outer = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        harness.redraw()
        #expect(inner.layouts == 1)
        let before = inner.layouts
        inner.setNeedsLayout()
        harness.redraw()
        #expect(inner.layouts == before + 1)
    }
}
