import NibKitTesting
import Testing

@testable import NibKit

/// Constraints made in code, solved before each frame: anchors, priorities, content sizes,
/// margins, autoresizing views among constrained ones, resizes and conflicts.
@Suite("Layout by constraints")
@MainActor
struct LayoutTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))

    /// A view placed by constraints alone, in a window of the harness's size.
    func constrainedView() -> View { constrained(View()) }

    func constrained<V: View>(_ view: V) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        return view
    }

    /// Places `view` at the window's top left, held also by `constraints`.
    func placeAtTopLeft(_ view: View, with constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(
            constraints + [
                constrained(view).leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
                view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            ]
        )
    }

    @Test func aViewPinnedToItsSuperviewsEdgesFillsItAndFollowsAResize() {
        let view = constrainedView()
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 2),
            view.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -2),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 1),
            view.bottomAnchor.constraint(equalTo: harness.window.bottomAnchor, constant: -1),
        ])
        harness.redraw()
        #expect(view.frame == Rect(x: 2, y: 1, width: 36, height: 10))
        harness.send(.resize(Size(width: 60, height: 20)))
        harness.redraw()
        #expect(view.frame == Rect(x: 2, y: 1, width: 56, height: 18))
    }

    /// Priorities are tiers: however many views hug their content (250), the window's size
    /// (999) holds, and a view that follows it by its autoresizing mask stays the window's size.
    @Test func manyViewsHuggingTheirContentDoNotShrinkTheWindowsView() {
        let page = View(frame: harness.window.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        harness.window.addSubview(page)
        var above = page.topAnchor
        for text in ["Name", "Email", "Phone", "Username", "Password", "Notes"] {
            let label = Label(text: text)
            label.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 2),
                page.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 2),
                label.topAnchor.constraint(equalTo: above),
            ])
            above = label.bottomAnchor
        }
        harness.redraw()
        #expect(page.frame == harness.window.bounds)
        #expect(page.subviews.allSatisfy { $0.frame.width == 36 }, "each label stretched to the page, against its hugging")
    }

    @Test func aButtonCentredByConstraintsTakesItsTitlesSize() {
        let button = constrained(Button())
        button.title = "Howdy!"
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: harness.window.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: harness.window.centerYAnchor),
        ])
        harness.redraw()
        // "[ Howdy! ]" is 10 cells: centred in 40, it starts at 15; one row, centred in 12.
        #expect(button.frame == Rect(x: 15, y: 6, width: 10, height: 1), "\(harness.lines.joined(separator: "\n"))")
        #expect(harness.line(6) == String(repeating: " ", count: 15) + "[ Howdy! ]")
        button.title = "Hi"
        harness.redraw()
        #expect(button.frame == Rect(x: 17, y: 6, width: 6, height: 1))
    }

    @Test func aChangedConstantMovesTheViewAtTheNextFrame() {
        let view = constrainedView()
        let left = view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 3)
        LayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 5), view.heightAnchor.constraint(equalToConstant: 2),
        ])
        harness.redraw()
        #expect(view.frame == Rect(x: 3, y: 0, width: 5, height: 2))
        left.constant = 10
        harness.redraw()
        #expect(view.frame == Rect(x: 10, y: 0, width: 5, height: 2))
    }

    /// A label whose height a required constraint fixes takes that height, whatever its text
    /// asks; the constraint made breakable, and weaker than the label's own priorities, gives
    /// way to the text's one row (the content size, left out while the height was fixed, is back).
    @Test func aSizeFixedByARequiredConstraintYieldsToTheContentOnceBreakable() {
        let label = Label(text: "Hello")
        let height = label.heightAnchor.constraint(equalToConstant: 3)
        placeAtTopLeft(label, with: [height])
        harness.redraw()
        #expect(label.frame == Rect(x: 0, y: 0, width: 5, height: 3))
        height.constant = 4
        harness.redraw()
        #expect(label.frame == Rect(x: 0, y: 0, width: 5, height: 4))
        height.isActive = false
        height.priority = LayoutPriority(200)
        height.isActive = true
        harness.redraw()
        #expect(label.frame == Rect(x: 0, y: 0, width: 5, height: 1))
    }

    /// A fixed height that comes to conflict with other required constraints is broken to
    /// recover, and then the text's content size holds the label again.
    @Test func aFixedSizeBrokenByAConflictLeavesTheContentSizeInCharge() {
        let label = Label(text: "Hello")
        let height = label.heightAnchor.constraint(equalToConstant: 3)
        placeAtTopLeft(label, with: [height, label.heightAnchor.constraint(lessThanOrEqualToConstant: 5)])
        harness.redraw()
        #expect(label.frame.height == 3)
        height.constant = 8
        harness.redraw()
        #expect(label.frame.height == 1, "the conflicting height broken, the label hugs its one row")
    }

    /// The same, when the fixed height conflicts from the first layout on.
    @Test func aFixedSizeRefusedFromTheStartLeavesTheContentSizeInCharge() {
        let label = Label(text: "Hello")
        placeAtTopLeft(label, with: [label.heightAnchor.constraint(lessThanOrEqualToConstant: 5), label.heightAnchor.constraint(equalToConstant: 8)])
        harness.redraw()
        #expect(label.frame.height == 1, "the conflicting height refused, the label hugs its one row")
    }

    @Test func aWeakerPreferenceGivesWayToAStrongerOne() {
        let view = constrainedView()
        let wide = view.widthAnchor.constraint(equalToConstant: 30)
        wide.priority = .defaultLow
        let narrow = view.widthAnchor.constraint(lessThanOrEqualToConstant: 12)
        narrow.priority = .defaultHigh
        LayoutConstraint.activate([
            wide, narrow, view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.redraw()
        #expect(view.frame.width == 12)
        narrow.isActive = false
        harness.redraw()
        #expect(view.frame.width == 30)
    }

    /// The layout adds breakable constraints after the required ones, whatever order they
    /// came in: each still holds as far as the required ones let it, and one the solver
    /// refuses (a constant that is not a number) is still reported, the others laid out.
    @Test func breakableConstraintsHoldWhateverOrderTheyCameIn() {
        let view = constrainedView()
        view.tag = 7
        let wide = view.widthAnchor.constraint(equalToConstant: 30)
        wide.priority = .defaultLow
        let tall = view.heightAnchor.constraint(equalToConstant: 3)
        tall.priority = .defaultHigh
        let broken = view.heightAnchor.constraint(equalToConstant: .nan)
        broken.priority = .defaultHigh + 1
        LayoutConstraint.activate([
            wide, tall, broken, view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor), view.heightAnchor.constraint(lessThanOrEqualToConstant: 2),
        ])
        harness.redraw()
        #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 2))
        let problems = harness.application.reportedProblems
        #expect(problems.count == 1 && problems.first?.contains("View#7.height == nan") == true, "\(problems)")
        broken.constant = 1
        harness.redraw()
        #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 1))
    }

    /// Two views sharing an edge at a fraction of a cell share it in cells too: edges are
    /// rounded, not sizes.
    @Test func neighboursThatShareAnEdgeNeverOverlapOrLeaveAGap() {
        let views = (0..<3).map { _ in constrainedView() }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: harness.window.leadingAnchor)]
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
            constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
        }
        constraints.append(views[2].trailingAnchor.constraint(equalTo: harness.window.trailingAnchor))
        constraints += views.flatMap { [$0.topAnchor.constraint(equalTo: harness.window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 1)] }
        LayoutConstraint.activate(constraints)
        for width in [40, 41, 42, 43, 44] {
            harness.send(.resize(Size(width: width, height: 12)))
            harness.redraw()
            #expect(views[0].frame.minX == 0)
            #expect(views[0].frame.maxX == views[1].frame.minX)
            #expect(views[1].frame.maxX == views[2].frame.minX)
            #expect(views[2].frame.maxX == width)
            #expect(views.map(\.frame.width).max()! - views.map(\.frame.width).min()! <= 1, "\(views.map(\.frame))")
        }
    }

    @Test func marginsAreOneColumnAndNoRowsUnlessSet() {
        let view = constrainedView()
        let guide = harness.window.layoutMarginsGuide
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.redraw()
        #expect(view.frame == Rect(x: 1, y: 0, width: 38, height: 1))
        harness.window.layoutMargins = EdgeInsets(top: 2, left: 4, bottom: 0, right: 3)
        harness.redraw()
        #expect(view.frame == Rect(x: 4, y: 2, width: 33, height: 1))
    }

    /// A multiplier on a position scales the distance from the holder's edge, as in UIKit: a
    /// panel's centre at a quarter of its width, whatever the panel's place on screen.
    @Test func aMultiplierOnAPositionMeasuresFromTheHoldersOrigin() {
        let panel = View(frame: Rect(x: 8, y: 2, width: 20, height: 6))
        harness.window.addSubview(panel)
        let dot = View()
        dot.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(dot)
        LayoutConstraint.activate([
            LayoutConstraint(item: dot, attribute: .centerX, toItem: panel, attribute: .centerX, multiplier: 0.5),
            dot.topAnchor.constraint(equalTo: panel.topAnchor), dot.widthAnchor.constraint(equalToConstant: 2),
            dot.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.redraw()
        #expect(dot.frame == Rect(x: 4, y: 0, width: 2, height: 1))
    }

    /// A view that translates its mask keeps its frame and follows its superview as springs
    /// and struts say, and constrained views can be placed against it.
    @Test func autoresizingViewsAndConstrainedViewsLiveTogether() {
        let sidebar = View(frame: Rect(x: 0, y: 0, width: 10, height: 12))
        sidebar.autoresizingMask = [.flexibleHeight]
        harness.window.addSubview(sidebar)
        let content = constrainedView()
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 1),
            content.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            content.topAnchor.constraint(equalTo: sidebar.topAnchor), content.bottomAnchor.constraint(equalTo: sidebar.bottomAnchor),
        ])
        harness.redraw()
        #expect(content.frame == Rect(x: 11, y: 0, width: 29, height: 12))
        harness.send(.resize(Size(width: 50, height: 20)))
        harness.redraw()
        #expect(sidebar.frame == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(content.frame == Rect(x: 11, y: 0, width: 39, height: 20))
        sidebar.frame.size.width = 20
        harness.redraw()
        #expect(content.frame == Rect(x: 21, y: 0, width: 29, height: 20))
    }

    /// A wrapping label asks for the rows its text takes at the width it is given.
    /// Short of rows, the layout squeezes a label before a control, even one that resists more
    /// than the default: a control keeps its one row (`Control.rowCompressionResistance`).
    @Test func shortOfRowsAControlKeepsItsRow() {
        let small = HeadlessApp(emptyWindow: Size(width: 20, height: 2))
        let label = Label(text: "Title")
        label.setContentCompressionResistancePriority(751, for: .vertical)
        let (field, button) = (TextField(), Button(title: "Go"))
        var above = small.window.topAnchor
        for view in [label, field, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            small.window.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: above), view.leadingAnchor.constraint(equalTo: small.window.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
            ])
            above = view.bottomAnchor
        }
        button.bottomAnchor.constraint(equalTo: small.window.bottomAnchor).isActive = true
        small.redraw()
        #expect(label.frame.height == 0 && field.frame.height == 1 && button.frame.height == 1, "\([label, field, button].map(\.frame))")
    }

    @Test func aWrappingLabelIsAsTallAsItsTextAtItsSolvedWidth() {
        let label = constrained(Label())
        label.numberOfLines = 0
        label.text = "one two three four five six"
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.redraw()
        #expect(label.frame.height == 3, "\(harness.lines.joined(separator: "\n"))")
        #expect(harness.lines.prefix(3) == ["one two", "three four", "five six"])
    }

    /// Required constraints that cannot all hold: the last one added is broken to recover,
    /// and the message lists every constraint in the conflict.
    @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() {
        let view = constrainedView()
        view.tag = 7
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1), view.widthAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(equalToConstant: 20),
        ])
        harness.redraw()
        #expect(view.frame.width == 10)
        let problems = harness.application.reportedProblems
        #expect(problems.count == 1)
        #expect(problems.first?.contains("required constraints cannot all hold; View#7.width == 20 is broken to recover") == true, "\(problems)")
        #expect(problems.first?.contains("(in code) View#7.width == 10") == true, "\(problems)")
        #expect(problems.first?.contains("(in code) View#7.width == 20") == true, "\(problems)")
        #expect(problems.first?.contains("[unsatisfiable-constraints]") == true, "\(problems)")
    }

    /// A view left to translate its mask while constraints also place it cannot satisfy both;
    /// the message says what to change.
    @Test func forgettingToTurnOffTranslatingTheMaskIsExplained() {
        let view = View(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        harness.window.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 12).isActive = true
        harness.redraw()
        #expect(
            harness.application.reportedProblems.first?.contains("set translatesAutoresizingMaskIntoConstraints = false") == true,
            "\(harness.application.reportedProblems)")
    }

    @Test func removingAViewEndsTheConstraintsThatNamedIt() {
        let view = constrainedView()
        let constraint = view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor)
        constraint.isActive = true
        #expect(harness.window.constraints.count == 1)
        view.removeFromSuperview()
        #expect(!constraint.isActive)
        #expect(harness.window.constraints.isEmpty)
    }

    /// A `layoutSubviews` override still runs when constraints change the view's size.
    @Test func layoutSubviewsRunsWhenConstraintsResizeAView() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = constrained(Counting())
        let width = view.widthAnchor.constraint(equalToConstant: 4)
        LayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 1), view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.redraw()
        let before = view.layouts
        width.constant = 9
        harness.redraw()
        #expect(view.layouts == before + 1)
    }

    /// A view with a width and a left edge but nothing for its top is ambiguous across rows only.
    @Test func aViewWhosePlaceIsOpenHasAnAmbiguousLayout() {
        let view = constrainedView()
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 4)])
        #expect(view.ambiguousAxes! == (false, true))
        #expect(view.hasAmbiguousLayout)
        LayoutConstraint.activate([view.topAnchor.constraint(equalTo: harness.window.topAnchor), view.heightAnchor.constraint(equalToConstant: 1)])
        #expect(!view.hasAmbiguousLayout)
        #expect(harness.window.ambiguousAxes == nil, "the root is placed by its frame")
    }

    /// From a screen, the message points at the line of every constraint in the conflict: the
    /// box's width of 10 against half the root's 40. A tree's constraints are added top down,
    /// so the box's own, added after its superview's, is the one broken.
    @Test func aConflictInAScreenNamesTheLineOfEveryConstraintInIt() throws {
        let root = try #require(try Nib(named: "Conflicting", source: reusableScreens).instantiate().first as? View)
        harness.window.addSubview(root)
        harness.redraw()
        let problems = harness.application.reportedProblems
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        let lines = problem.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(problem)")
        #expect(
            lines.contains { $0.hasPrefix("  (autoresizing mask) View at {0, 0, 40x12}") && !$0.contains("set translates") },
            "the root is rightly held by its mask")
        #expect(
            lines.first?.hasSuffix("Conflicting.xib:11:13: error: required constraints cannot all hold; View.width == 10 is broken to recover. Together:")
                == true, "\(problem)")
        #expect(lines.contains { $0.hasSuffix("Conflicting.xib:11:13: View.width == 10") }, "\(problem)")
        #expect(
            lines.contains {
                $0.hasSuffix("Conflicting.xib:19:9: View.width == View.width × 0.5 [unsatisfiable-constraints]")
                    || $0.hasSuffix("Conflicting.xib:19:9: View.width == View.width × 0.5")
            }, "\(problem)")
        #expect(root.subviews[0].frame.width == 20)
    }

    /// Events already waiting are handled before the next frame: a storm of 200 resizes
    /// queued at once draws no frame of its own sizes (each would have been laid out and drawn).
    @Test func aStormOfResizesIsNotDrawnSizeBySize() {
        let backend = HeadlessBackend(size: Size(width: 80, height: 24))
        let app = Application(backend: backend)
        for step in 0..<200 { backend.resize(to: Size(width: 60 + step % 40, height: 16 + step % 20)) }
        backend.enqueue(.key(.control("c")))
        #expect(app.run() == 0)
        #expect(backend.framesPresented == 1, "only the first frame, before the storm")
    }

    /// A storm queued before a frame is laid out once, at its last size: a view that follows
    /// the window by its mask is resized once, not once per event.
    @Test func aStormOfResizesIsLaidOutOnceAtItsLastSize() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        harness.window.addSubview(view)
        harness.redraw()
        let before = view.layouts
        harness.send(contentsOf: (0..<200).map { InputEvent.resize(Size(width: 60 + $0 % 40, height: 16 + $0 % 20)) } + [.resize(Size(width: 90, height: 30))])
        #expect(view.layouts == before + 1)
        #expect(harness.window.frame.size == Size(width: 90, height: 30))
        #expect(view.frame == Rect(x: 0, y: 0, width: 90, height: 30))
    }

    /// The layout refers to its views without owning them: a constrained view removed and
    /// released before the next frame is simply gone from it.
    @Test func aConstrainedViewRemovedAndReleasedLeavesTheLayoutSound() {
        let kept = constrainedView()
        var removed: View? = constrainedView()
        LayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), kept.topAnchor.constraint(equalTo: harness.window.topAnchor),
            kept.widthAnchor.constraint(equalToConstant: 3), kept.heightAnchor.constraint(equalToConstant: 1),
            removed!.leadingAnchor.constraint(equalTo: kept.trailingAnchor), removed!.topAnchor.constraint(equalTo: kept.topAnchor),
            removed!.widthAnchor.constraint(equalToConstant: 2), removed!.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.redraw()
        #expect(removed?.frame == Rect(x: 3, y: 0, width: 2, height: 1))
        weak let gone = removed
        removed?.removeFromSuperview()
        removed = nil
        #expect(gone == nil)
        harness.redraw()
        #expect(kept.frame == Rect(x: 0, y: 0, width: 3, height: 1))
    }
}
