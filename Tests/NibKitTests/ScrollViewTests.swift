import NibKitTesting
import Testing

@testable import NibFormat
@testable import NibKit
@testable import ScreenReading

@Suite @MainActor struct ScrollViewTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))

    /// A scroll view at (2, 1), 12 × 4, holding "row 0" to "row 9" down its left edge and a
    /// line wider than it at content (6, 4): 26 × 10 of content, from the subviews.
    func rows() -> ScrollView {
        let scrollView = ScrollView(frame: Rect(x: 2, y: 1, width: 12, height: 4))
        for row in 0..<10 { scrollView.addSubview(Label(text: "row \(row)", frame: Rect(x: 0, y: row, width: 5, height: 1))) }
        scrollView.addSubview(Label(text: "a long line of text", frame: Rect(x: 6, y: 4, width: 20, height: 1)))
        harness.window.addSubview(scrollView)
        return scrollView
    }

    /// A scroll view in the window, showing `content` cells, holding `views`.
    func scrollViewInWindow(_ frame: Rect, content: Size, holding views: [View] = []) -> ScrollView {
        let scrollView = ScrollView(frame: frame)
        scrollView.contentSize = content
        views.forEach(scrollView.addSubview)
        harness.window.addSubview(scrollView)
        return scrollView
    }

    /// Records the offset each time it is told of a scroll.
    final class ScrollLog: ScrollViewDelegate {
        var offsets: [Point] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    }

    // MARK: Content size and offset

    /// Until set, the content size is the subviews' extent. Both indicators show (26 × 10 in
    /// 12 × 4), so the offset goes a cell further each way: 11 × 3 of content are in sight.
    @Test func theContentSizeIsTheSubviewsExtentUntilSet() {
        let scrollView = rows()
        #expect(scrollView.contentSize == Size(width: 26, height: 10))
        #expect(scrollView.maximumContentOffset == Point(x: 15, y: 7))
        scrollView.contentSize = Size(width: 12, height: 40)
        #expect(scrollView.contentSize == Size(width: 12, height: 40))
        #expect(scrollView.maximumContentOffset == Point(x: 0, y: 36))
    }

    @Test func theOffsetIsKeptWithinTheContentAndTheDelegateToldOfEachChange() {
        let scrollView = rows()
        let log = ScrollLog()
        scrollView.delegate = log
        scrollView.contentOffset = Point(x: 100, y: 100)
        #expect(scrollView.contentOffset == Point(x: 15, y: 7))
        scrollView.contentOffset = Point(x: 50, y: 7)
        scrollView.setContentOffset(Point(x: -5, y: 2), animated: true)
        #expect(scrollView.contentOffset == Point(x: 0, y: 2))
        #expect(scrollView.visibleContentRect == Rect(x: 0, y: 2, width: 12, height: 4))
        scrollView.contentSize = Size(width: 12, height: 5)
        #expect(scrollView.contentOffset == Point(x: 0, y: 1), "a smaller content pulls the offset back")
        scrollView.frame.size.height = 5
        #expect(scrollView.contentOffset == .zero, "so does a taller scroll view")
        #expect(log.offsets == [Point(x: 15, y: 7), Point(x: 0, y: 2), Point(x: 0, y: 1), .zero], "a set that changes nothing tells nothing")
    }

    @Test func scrollingARectIntoSightMovesAsLittleAsShowsIt() {
        let scrollView = rows()
        scrollView.scrollRectToVisible(Rect(x: 0, y: 7, width: 5, height: 1))
        #expect(scrollView.contentOffset == Point(x: 0, y: 5), "its bottom at the bottom edge, above the indicator")
        scrollView.scrollRectToVisible(Rect(x: 0, y: 5, width: 5, height: 1))
        #expect(scrollView.contentOffset == Point(x: 0, y: 5), "already in sight")
        scrollView.scrollRectToVisible(Rect(x: 20, y: 1, width: 3, height: 1))
        #expect(scrollView.contentOffset == Point(x: 12, y: 1), "its right edge left of the indicator")
        scrollView.scrollRectToVisible(Rect(x: 2, y: 0, width: 30, height: 1))
        #expect(scrollView.contentOffset == Point(x: 2, y: 0), "larger than the view: its top-left corner")
        scrollView.scrollRectToVisible(Rect(x: -10, y: .max - 1, width: .max, height: .max))
        #expect(scrollView.contentOffset == Point(x: 0, y: 7), "whatever Ints a rect holds")
        scrollView.contentSize = Size(width: .min, height: .max)
        #expect(scrollView.contentSize == Size(width: 0, height: Rect.cellLimit))
    }

    /// While both indicators show, the content's last row and column come out from under them
    /// at the furthest offset: its bottom-right corner is in sight.
    @Test func theContentsLastRowAndColumnCanBeScrolledClearOfBothIndicators() {
        let corner = Label(text: "X", frame: Rect(x: 19, y: 15, width: 1, height: 1))
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 10, height: 4), content: Size(width: 20, height: 16), holding: [corner])
        scrollView.contentOffset = scrollView.maximumContentOffset
        #expect(harness.line(2) == "        X┃", "the screen:\n\(harness.lines.joined(separator: "\n"))")
    }

    /// While the subviews give the content size, the offset stays within it as they move,
    /// shrink, hide or go.
    @Test func theOffsetFollowsTheSubviewsThatGiveTheContentSize() {
        let scrollView = rows()
        scrollView.contentOffset = Point(x: 0, y: 7)
        let rowLabels = scrollView.subviews.prefix(10)
        rowLabels.suffix(3).forEach { $0.removeFromSuperview() }
        #expect(scrollView.contentOffset == Point(x: 0, y: 4), "7 rows left, 3 in sight")
        rowLabels.dropFirst(5).prefix(2).forEach { $0.isHidden = true }
        #expect(scrollView.contentOffset == Point(x: 0, y: 2), "5 rows shown, the long line's at row 4")
        scrollView.subviews.last?.frame.origin.y = 1
        #expect(scrollView.contentOffset == Point(x: 0, y: 2))
        scrollView.contentOffset = Point(x: 3, y: 0)
        scrollView.subviews.last?.frame.size.width = 4
        #expect(scrollView.contentOffset == .zero, "all 10 wide, in sight")
    }

    // MARK: Drawing

    /// The content is drawn from the offset, cut off at the scroll view's edges on every side.
    @Test func theContentIsDrawnShiftedAndCutOffAtTheEdges() {
        let scrollView = rows()
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentOffset = Point(x: 0, y: 3)
        #expect(harness.lines[0...5] == ["", "  row 3", "  row 4 a long", "  row 5", "  row 6", ""])
        scrollView.contentOffset = Point(x: 2, y: 4)
        #expect(harness.lines[0...5] == ["", "  w 4 a long l", "  w 5", "  w 6", "  w 7", ""])
    }

    /// Views out of sight are not even asked to draw: a long content costs what is shown.
    @Test func contentOutOfSightIsNotAskedToDraw() {
        final class Counting: View {
            var draws = 0
            override func draw(in context: GraphicsContext) { draws += 1 }
        }
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let views = (0..<100).map { Counting(frame: Rect(x: 0, y: $0, width: 10, height: 1)) }
        views.forEach(scrollView.addSubview)
        harness.window.addSubview(scrollView)
        scrollView.contentOffset = Point(x: 0, y: 50)
        harness.redraw()
        #expect(views.indices.filter { views[$0].draws > 0 } == [50, 51, 52])
    }

    /// The vertical indicator: a track down the last column with a thumb as long as the share
    /// shown (4 rows of 16: one cell), at the top only at the top, at the bottom only at the end.
    @Test(arguments: [(0, "┃│││"), (1, "│┃││"), (6, "││┃│"), (11, "││┃│"), (12, "│││┃")])
    func theVerticalIndicatorShowsWhereTheViewIs(offset: Int, column: String) {
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 10, height: 4), content: Size(width: 10, height: 16))
        scrollView.contentOffset = Point(x: 0, y: offset)
        #expect(String((0..<4).map { harness.cell(9, $0).character }) == column)
    }

    /// Both indicators share the corner, which neither takes; the horizontal thumb is as long
    /// as the share of the width shown (9 of 20 over a track of 9: 4 cells). Focused, the
    /// thumbs are bold. No indicator shows on an axis the content fits.
    @Test func bothIndicatorsShowAlongTheLastColumnAndRow() {
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 10, height: 4), content: Size(width: 20, height: 16))
        #expect(String((0..<4).map { harness.cell(9, $0).character }) == "┃││ ")
        #expect(harness.line(3) == "━━━━─────")
        #expect(!harness.cell(0, 3).style.contains(.bold))
        scrollView.becomeFirstResponder()
        #expect(harness.cell(0, 3).style.contains(.bold) && harness.cell(9, 0).style.contains(.bold))
        scrollView.contentOffset = Point(x: 11, y: 13)
        #expect(harness.line(3) == "─────━━━━")
        scrollView.contentSize = Size(width: 10, height: 4)
        #expect(harness.lines.allSatisfy { $0.isEmpty })
    }

    // MARK: The mouse

    /// A log of the button's touchUpInside.
    func watch(_ button: Button) -> ActionLog {
        let log = ActionLog()
        log.watch(button, .touchUpInside)
        return log
    }

    /// A press on the track pages towards it; the thumb follows a drag, the whole track
    /// standing for the whole content. The indicator takes the press from the content under it.
    @Test func theVerticalIndicatorIsPagedAndDragged() {
        let button = Button(title: "Wide", frame: Rect(x: 0, y: 2, width: 10, height: 1))
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 10, height: 4), content: Size(width: 10, height: 16), holding: [button])
        let log = watch(button)
        harness.click(9, 3)
        #expect(scrollView.contentOffset == Point(x: 0, y: 3), "a page down")
        #expect(String((0..<4).map { harness.cell(9, $0).character }) == "│┃││")
        harness.press(9, 1)
        harness.drag(9, 3)
        harness.release(9, 3)
        #expect(scrollView.contentOffset == Point(x: 0, y: 11), "two cells of a travel of 3 are 8 rows of 12")
        harness.click(9, 0)
        #expect(scrollView.contentOffset == Point(x: 0, y: 8), "a page up")
        #expect(log.entries.isEmpty)
        scrollView.contentOffset = .zero
        harness.click(8, 2)
        #expect(log.entries == ["touchUpInside"], "beside the indicator, the content")
    }

    @Test func theHorizontalIndicatorIsDragged() {
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 10, height: 4), content: Size(width: 20, height: 4))
        #expect(harness.line(3) == "━━━━━─────")
        harness.press(1, 3)
        harness.drag(6, 3)
        harness.release(6, 3)
        #expect(scrollView.contentOffset == Point(x: 10, y: 0))
        #expect(harness.line(3) == "─────━━━━━")
    }

    /// A button in scrolled content is hit where it is shown, and points convert through the offset.
    @Test func aButtonInScrolledContentIsClickedWhereItShows() {
        let button = Button(title: "Deep", frame: Rect(x: 1, y: 10, width: 8, height: 1))
        let scrollView = scrollViewInWindow(Rect(x: 2, y: 1, width: 20, height: 4), content: Size(width: 20, height: 20), holding: [button])
        let log = watch(button)
        scrollView.contentOffset = Point(x: 0, y: 8)
        #expect(button.frameInWindow == Rect(x: 3, y: 3, width: 8, height: 1))
        #expect(button.convert(button.bounds, to: nil) == button.frameInWindow)
        #expect(scrollView.convertFromWindow(Point(x: 4, y: 3)) == Point(x: 2, y: 10), "a scroll view's points are its content's")
        #expect(button.convertFromWindow(Point(x: 4, y: 3)) == Point(x: 1, y: 0))
        #expect(harness.window.hitTest(Point(x: 4, y: 3)) === button)
        harness.click(4, 11)
        #expect(log.entries.isEmpty, "where it would be unscrolled, out of the scroll view, is not it")
        harness.click(4, 3)
        #expect(log.entries == ["touchUpInside"])
    }

    @Test func theWheelScrollsThreeRowsANotchAsFarAsTheContentGoes() {
        let scrollView = rows()
        harness.scroll(up: false, at: Point(x: 3, y: 2))
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        harness.scroll(up: false, at: Point(x: 3, y: 2))
        #expect(scrollView.contentOffset == Point(x: 0, y: 6))
        harness.scroll(up: true, at: Point(x: 3, y: 2))
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        scrollView.isScrollEnabled = false
        harness.scroll(up: true, at: Point(x: 3, y: 2))
        #expect(scrollView.contentOffset == Point(x: 0, y: 3), "scrolling disabled")
    }

    /// Two scroll views, one in the other's content: the outer's 30 × 6 shows rows 0-5 of 20;
    /// the inner, at content row 2, shows 3 rows of 5.
    func nested() -> (outer: ScrollView, inner: ScrollView) {
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 30, height: 6))
        outer.contentSize = Size(width: 30, height: 20)
        let inner = ScrollView(frame: Rect(x: 0, y: 2, width: 20, height: 3))
        inner.contentSize = Size(width: 20, height: 5)
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        return (outer, inner)
    }

    /// The innermost scroll view that can still move takes the wheel; at its end, the next one out.
    @Test func anInnerScrollViewAtItsEndPassesTheWheelOut() {
        let (outer, inner) = nested()
        harness.scroll(up: false, at: Point(x: 1, y: 3))
        #expect(inner.contentOffset == Point(x: 0, y: 2) && outer.contentOffset == .zero)
        harness.scroll(up: false, at: Point(x: 1, y: 3))
        #expect(inner.contentOffset == Point(x: 0, y: 2) && outer.contentOffset == Point(x: 0, y: 3))
        // The inner one now shows at rows -1 to 1: over it again, it takes the wheel first.
        harness.scroll(up: true, at: Point(x: 1, y: 0))
        #expect(inner.contentOffset == .zero && outer.contentOffset == Point(x: 0, y: 3))
        harness.scroll(up: true, at: Point(x: 1, y: 0))
        #expect(inner.contentOffset == .zero && outer.contentOffset == .zero)
    }

    // MARK: Keys

    @Test func focusedArrowsPagesHomeAndEndScroll() {
        let scrollView = rows()
        scrollView.contentSize = Size(width: 12, height: 30)
        #expect(scrollView.becomeFirstResponder())
        harness.press(.down)
        #expect(scrollView.contentOffset == Point(x: 0, y: 1))
        harness.press(.pageDown)
        #expect(scrollView.contentOffset == Point(x: 0, y: 4), "a page is the height less a row")
        harness.press(.end)
        #expect(scrollView.contentOffset == Point(x: 0, y: 26))
        harness.press(.pageUp)
        #expect(scrollView.contentOffset == Point(x: 0, y: 23))
        harness.press(.home)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.keyDown(KeyEvent(.up)), "at the top, up goes on up the chain")
        #expect(!scrollView.keyDown(KeyEvent(.right)), "the content fits across")
        scrollView.contentSize = Size(width: 20, height: 30)
        harness.press(.right)
        #expect(scrollView.contentOffset == Point(x: 1, y: 0))
        harness.press(.left)
        #expect(scrollView.contentOffset == .zero)
    }

    /// Keys a focused view in the content leaves go up to its scroll view, and from an inner
    /// scroll view at its end to the outer one.
    @Test func keysTheFocusedViewLeavesScrollTheScrollViewsAroundIt() {
        let (outer, inner) = nested()
        let button = Button(title: "In", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        inner.addSubview(button)
        #expect(button.becomeFirstResponder())
        harness.press(.down)
        #expect(inner.contentOffset == Point(x: 0, y: 1))
        harness.press(.end)
        harness.press(.down)
        #expect(inner.contentOffset == Point(x: 0, y: 2) && outer.contentOffset == Point(x: 0, y: 1))
    }

    // MARK: Focus

    /// Focusable while there is content out of sight and scrolling is enabled, unless told not to be.
    @Test func aScrollViewTakesFocusWhileItHasContentOutOfSight() {
        let scrollView = rows()
        #expect(scrollView.canBecomeFirstResponder)
        scrollView.contentSize = Size(width: 12, height: 4)
        #expect(!scrollView.canBecomeFirstResponder, "nothing to scroll to")
        scrollView.contentSize = Size(width: 12, height: 5)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.canBecomeFirstResponder)
        scrollView.isScrollEnabled = true
        scrollView.isFocusable = false
        #expect(!scrollView.canBecomeFirstResponder)
    }

    /// Tab goes through a scroll view's content in the content's order, however it is
    /// scrolled, scrolling each view into sight, and only then to the view below it.
    @Test func tabScrollsEachFocusedViewIntoSight() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        scrollView.isFocusable = false
        let buttons = [0, 4, 8].map { Button(title: "B\($0)", frame: Rect(x: 0, y: $0, width: 8, height: 1)) }
        buttons.forEach(scrollView.addSubview)
        let after = Button(title: "After", frame: Rect(x: 0, y: 5, width: 9, height: 1))
        harness.window.addSubview(scrollView)
        harness.window.addSubview(after)
        harness.application.setFirstResponder(buttons[0])
        var offsets: [Int] = []
        for key in [Key.tab, .tab, .tab, .backTab, .backTab] {
            harness.press(key)
            offsets.append(scrollView.contentOffset.y)
        }
        #expect(offsets == [2, 6, 6, 6, 4])
        #expect(harness.application.firstResponder === buttons[1])
        #expect(harness.application.focusOrder.map(ObjectIdentifier.init) == (buttons + [after]).map(ObjectIdentifier.init))
        #expect(harness.line(0).contains("B4"))
    }

    /// Focus set in code on a view deep in nested scroll views scrolls each level.
    @Test func focusScrollsEveryScrollViewAroundTheView() {
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 30, height: 4))
        outer.contentSize = Size(width: 30, height: 20)
        let inner = ScrollView(frame: Rect(x: 0, y: 10, width: 20, height: 3))
        inner.contentSize = Size(width: 20, height: 10)
        let button = Button(title: "Deep", frame: Rect(x: 0, y: 8, width: 8, height: 1))
        inner.addSubview(button)
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        #expect(button.becomeFirstResponder())
        #expect(inner.contentOffset == Point(x: 0, y: 6))
        #expect(outer.contentOffset == Point(x: 0, y: 9))
        #expect(button.frameInWindow == Rect(x: 0, y: 3, width: 8, height: 1))
        #expect(harness.line(3).contains("Deep"))
    }

    /// A click focuses a view where it is, partly cut off or not: scrolling would move it
    /// from under the pointer.
    @Test func aClickFocusesWithoutScrolling() {
        let button = Button(title: "Tall", frame: Rect(x: 0, y: 2, width: 8, height: 3))
        let scrollView = scrollViewInWindow(Rect(x: 0, y: 0, width: 20, height: 4), content: Size(width: 20, height: 20), holding: [button])
        let log = watch(button)
        harness.click(1, 3)
        #expect(harness.application.firstResponder === button && log.entries == ["touchUpInside"])
        #expect(scrollView.contentOffset == .zero)
    }

    /// A focused text field scrolled out of sight shows no cursor outside its scroll view.
    @Test func aTextFieldScrolledOutOfSightShowsNoCursor() {
        let field = TextField(frame: Rect(x: 0, y: 1, width: 10, height: 1))
        _ = scrollViewInWindow(Rect(x: 0, y: 2, width: 20, height: 4), content: Size(width: 20, height: 20), holding: [field])
        #expect(field.becomeFirstResponder())
        harness.redraw()
        #expect(harness.backend.cursor == Point(x: 0, y: 3))
        harness.scroll(up: false, at: Point(x: 5, y: 4))
        #expect(field.isFirstResponder && field.cursorPositionInWindow == Point(x: 0, y: 0))
        #expect(harness.backend.cursor == nil)
    }

    // MARK: Layout

    /// Each change of the offset lays the scroll view out before the next frame: where a
    /// table tiles the rows it shows.
    @Test func scrollingLaysOutBeforeTheNextFrame() {
        final class Tiling: ScrollView {
            var laidOutAt: [Point] = []
            override func layoutSubviews() { laidOutAt.append(contentOffset) }
        }
        let scrollView = Tiling(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        scrollView.contentSize = Size(width: 10, height: 30)
        harness.window.addSubview(scrollView)
        harness.redraw()
        scrollView.laidOutAt.removeAll()
        harness.scroll(up: false, at: Point(x: 1, y: 1))
        harness.scroll(up: false, at: Point(x: 1, y: 1))
        #expect(scrollView.laidOutAt == [Point(x: 0, y: 3), Point(x: 0, y: 6)], "once a frame")
        scrollView.contentOffset = Point(x: 0, y: 10)
        harness.application.renderIfNeeded()
        #expect(scrollView.laidOutAt.last == Point(x: 0, y: 10))
    }

    // MARK: Screens

    /// Both readers give a scroll view its content size, indicators, subviews and runtime
    /// attributes; without a content size, the subviews' extent is the content's.
    @Test(arguments: [false, true])
    func aScrollViewFromAScreen(compiled: Bool) throws {
        var document = try reusableScreens.document(named: "Scrolled")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let root = try #require(try Nib(document: document, name: "Scrolled", source: reusableScreens).instantiate().first as? View)
        let scroller = try #require(root.subviews[0] as? ScrollView)
        let fitted = try #require(root.subviews[1] as? ScrollView)
        #expect(scroller.contentSize == Size(width: 20, height: 30))
        #expect(scroller.contentOffset == Point(x: 0, y: 5), "a runtime attribute sets the offset")
        #expect(scroller.showsVerticalScrollIndicator && !scroller.showsHorizontalScrollIndicator && scroller.isScrollEnabled)
        #expect(scroller.clipsToBounds && scroller.isFocusable, "a scroll view clips and takes focus unless told not to")
        #expect(fitted.contentSize == Size(width: 26, height: 2))
        #expect(!fitted.clipsToBounds && !fitted.isFocusable && !fitted.showsVerticalScrollIndicator)
        harness.window.addSubview(root)
        let far = try #require(scroller.subviews[1] as? Button)
        #expect(far.becomeFirstResponder())
        #expect(scroller.contentOffset == Point(x: 0, y: 22))
        #expect(harness.line(4).contains("Far"))
    }
}
