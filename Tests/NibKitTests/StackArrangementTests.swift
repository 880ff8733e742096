import NibKitTesting
import Testing

@testable import NibKit

/// A stack placed by its frame, whose views nothing else constrains, places them itself in one
/// pass (`StackArrangement`) where the solver would give each the same frame; any other stack is
/// arranged by constraints.
@Suite("Stacks that arrange themselves")
@MainActor
struct StackArrangementTests {
    /// A small generator with a seed, so that every run tries the same stacks.
    struct Seeded {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    /// One stack's settings and views, made twice: placed by its frame, and pinned by constraints.
    struct Case: CustomStringConvertible {
        var axis: LayoutAttribute.Axis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var spacing: Int
        var texts: [String]
        var size: Size

        var description: String { "\(axis) \(distribution) \(alignment) spacing \(spacing) \(size.width)x\(size.height) \(texts)" }

        /// The stack, its views resisting compression each a little differently, so that the
        /// solver's answer is the one answer when room is short, unless `alike` (a stack its
        /// views size is never short of room).
        func stack(alike: Bool = false) -> StackView {
            let labels = texts.map { Label(text: $0) }
            for (index, label) in labels.enumerated() where !alike {
                label.setContentCompressionResistancePriority(LayoutPriority(Float(700 + index)), for: axis)
            }
            let stack = StackView(arrangedSubviews: labels)
            (stack.axis, stack.distribution, stack.alignment, stack.spacing) = (axis, distribution, alignment, spacing)
            return stack
        }
    }

    static func cases() -> [Case] {
        var random = Seeded(state: 33)
        let words = ["a", "bc", "def", "ghij", "klmno", "pq rs", "tu vw xyz"]
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]
        return (0..<240).map { _ in
            let axis: LayoutAttribute.Axis = random.next(0...1) == 0 ? .horizontal : .vertical
            let texts = (0..<random.next(1...5)).map { _ in words[random.next(0...(words.count - 1))] }
            return Case(
                axis: axis, distribution: random.next(0...1) == 0 ? .fill : .fillEqually, alignment: alignments[random.next(0...3)],
                spacing: random.next(0...2), texts: texts, size: Size(width: random.next(1...30), height: random.next(1...12)))
        }
    }

    /// How the stack compared with the solver's is placed: by its frame, by constraints that
    /// decide its size (pinned all round), or by constraints that leave its size to its views.
    enum Placement: CaseIterable { case frame, pinned, sizedByContent }

    /// `stack` placed at the window's top left as `placement` says, at `size` unless its views size it.
    func place(_ stack: StackView, _ placement: Placement, size: Size, in window: Window) {
        window.addSubview(stack)
        guard placement != .frame else {
            stack.frame = Rect(origin: .zero, size: size)
            return
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor)])
        guard placement == .pinned else { return }
        LayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: Double(size.width)), stack.heightAnchor.constraint(equalToConstant: Double(size.height)),
        ])
    }

    /// The solver's arrangement: a constraint that names a view has the stack arrange by
    /// constraints; this one (the first view across from the stack's start) follows from them.
    func arrangeByConstraints(_ stack: StackView) {
        let across: LayoutAttribute = stack.axis == .horizontal ? .top : .leading
        LayoutConstraint(item: stack.arrangedSubviews[0], attribute: across, relatedBy: .greaterThanOrEqual, toItem: stack, attribute: across).isActive = true
    }

    @Test(arguments: Placement.allCases)
    func itPlacesEachViewWhereTheSolverDoes(_ placement: Placement) {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 30))
        var differing: [String] = []
        for trial in Self.cases() {
            let alike = placement == .sizedByContent
            let byItself = trial.stack(alike: alike)
            place(byItself, placement, size: trial.size, in: harness.window)
            let byConstraints = trial.stack(alike: alike)
            place(byConstraints, placement, size: trial.size, in: harness.window)
            arrangeByConstraints(byConstraints)
            harness.redraw()
            // A stack its views size arranges them itself when it fills and aligns them (its
            // size is theirs then); otherwise by constraints.
            let itself = placement != .sizedByContent || trial.distribution == .fill
            #expect(byItself.arrangesItself == itself && !byConstraints.arrangesItself, "\(trial)")
            let (mine, solved) = (byItself.arrangedSubviews.map(\.frame), byConstraints.arrangedSubviews.map(\.frame))
            if mine != solved || byItself.frame != byConstraints.frame {
                differing.append("\(trial):\n  by itself      \(byItself.frame) \(mine)\n  by constraints \(byConstraints.frame) \(solved)")
            }
            byItself.removeFromSuperview()
            byConstraints.removeFromSuperview()
        }
        #expect(differing.isEmpty, "\(placement): \(differing.count) of 240 differ:\n\(differing.prefix(5).joined(separator: "\n"))")
    }

    @Test func aConstraintOnAnArrangedViewHasTheStackArrangeByConstraints() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 10))
        let labels = ["abc", "defgh"].map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        harness.window.addSubview(stack)
        harness.redraw()
        #expect(stack.arrangesItself)
        #expect(labels.map(\.frame.width) == [15, 5])

        labels[1].widthAnchor.constraint(equalToConstant: 9).isActive = true
        harness.redraw()
        #expect(!stack.arrangesItself, "the label's own width is a constraint only the solver keeps")
        #expect(labels.map(\.frame.width) == [11, 9])

        stack.translatesAutoresizingMaskIntoConstraints = false
        harness.redraw()
        #expect(!stack.arrangesItself)
    }

    /// Two thousand labels, as a screen writes them: arranged without the solver (no layout
    /// engine is made), each in its row.
    @Test func twoThousandLabelsAreArrangedWithoutTheSolver() {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        let labels = (0..<2_000).map { Label(text: "item \($0)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.frame = Rect(x: 0, y: 0, width: 80, height: 24)
        harness.window.addSubview(stack)
        harness.redraw()
        #expect(stack.arrangesItself && harness.window.layoutEngine == nil)
        #expect(labels.prefix(23).enumerated().allSatisfy { $0.element.frame == Rect(x: 0, y: $0.offset, width: 80, height: 1) })
        #expect(harness.line(0) == "item 0" && harness.line(23) == "item 23")
    }

    /// Two thousand labels in a stack pinned all round by constraints, as Xcode's files place
    /// stacks: the stack arranges them itself, and the solver holds only the stack.
    @Test func aStackPinnedByConstraintsArrangesThousandsItself() {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        let labels = (0..<2_000).map { Label(text: "item \($0)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        place(stack, .pinned, size: Size(width: 80, height: 24), in: harness.window)
        harness.redraw()
        #expect(stack.arrangesItself && labels.allSatisfy { !$0.isPlacedByLayout }, "no label is in the solver")
        #expect(labels.prefix(24).enumerated().allSatisfy { $0.element.frame == Rect(x: 0, y: $0.offset, width: 80, height: 1) })
        #expect(harness.line(23) == "item 23")
    }
}

/// A stack arranged by constraints holds its views end to end by one equation (`LayoutChain`):
/// the solver's rows grow with the views, where each view's place held by the links one by one
/// was a row summing the lengths before it (a stack of 400 labels: 80,000 terms).
@Suite("Stacks arranged by constraints")
@MainActor
struct StackChainTests {
    /// A column of `count` labels pinned at the window's top left (so sized by them), or on all
    /// four sides (so squeezed into the window), with a panel placed under the label in the
    /// middle: a constraint that names it.
    func column(
        of count: Int, _ distribution: StackView.Distribution = .fill, pinnedAllRound: Bool = false, in harness: HeadlessApp
    ) -> (stack: StackView, panel: View) {
        let stack = StackView(arrangedSubviews: (0..<count).map { Label(text: "item \($0)") })
        stack.axis = .vertical
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(stack)
        harness.window.addSubview(panel)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor),
            panel.topAnchor.constraint(equalTo: stack.arrangedSubviews[count / 2].bottomAnchor),
            panel.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            panel.widthAnchor.constraint(equalToConstant: 5), panel.heightAnchor.constraint(equalToConstant: 1),
        ])
        if pinnedAllRound {
            LayoutConstraint.activate([
                stack.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: harness.window.bottomAnchor),
            ])
        }
        harness.redraw()
        return (stack, panel)
    }

    @Test(arguments: [StackView.Distribution.fill, .fillEqually])
    func theSolverGrowsWithTheViewsNotTheirSquare(_ distribution: StackView.Distribution) throws {
        var terms: [Int] = []
        for count in [100, 400] {
            let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
            let (stack, panel) = column(of: count, distribution, in: harness)
            #expect(!stack.arrangesItself)
            #expect(panel.frame.minY == count / 2 + 1, "the panel stands under the middle label")
            #expect(stack.arrangedSubviews.enumerated().allSatisfy { $0.element.frame == Rect(x: 0, y: $0.offset, width: stack.frame.width, height: 1) })
            terms.append(try #require(harness.window.layoutEngine).solverTermCount)
        }
        // Linear: four times the views, about four times the terms; as a square, sixteen.
        #expect(terms[1] < 5 * terms[0], "terms for 100 and 400 labels: \(terms)")
    }

    /// Squeezed into the window's 24 rows, its views share those rows, the last giving way
    /// first, each down to nothing, as a stack that arranges itself shares them; the solver's
    /// rows, and its work, grow with the views. Held one by one, each view that gives way was
    /// a pivot rewriting the row that sums them all (`LayoutEngine.Run`).
    @Test func aSqueezedStackGrowsTheSolverWithTheViews() throws {
        var (terms, work): ([Int], [Int]) = ([], [])
        for count in [100, 400] {
            let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
            let (stack, panel) = column(of: count, pinnedAllRound: true, in: harness)
            let heights = stack.arrangedSubviews.map(\.frame.height)
            #expect(stack.frame.height == 24 && heights.reduce(0, +) == 24)
            // The panel's label, the middle one, stands alone: the labels before it, and those
            // after it, each give way from the last (which of the three gives how much, the
            // solver decides: they resist compression alike).
            let middle = count / 2
            for part in [heights[..<middle], heights[(middle + 1)...]] {
                #expect(part.allSatisfy { $0 <= 1 } && Array(part) == part.sorted(by: >), "\(part)")
            }
            #expect(panel.frame.minY == stack.arrangedSubviews[middle].frame.maxY)
            let engine = try #require(harness.window.layoutEngine)
            (terms, work) = (terms + [engine.solverTermCount], work + [engine.solverWork])
        }
        #expect(terms[1] < 5 * terms[0], "terms for 100 and 400 labels: \(terms)")
        #expect(work[1] < 5 * work[0], "work for 100 and 400 labels: \(work)")
    }

    /// The labels no other constraint names are held as one length (`LayoutEngine.Run`): a
    /// label that wraps, and a text changed after the first layout, move the labels after it.
    @Test func labelsHeldAsOneFollowTheirContent() {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        let (stack, panel) = column(of: 5, in: harness)
        let labels = stack.arrangedSubviews.compactMap { $0 as? Label }
        stack.widthAnchor.constraint(equalToConstant: 6).isActive = true
        labels[0].numberOfLines = 0
        labels[0].text = "one two three"
        harness.redraw()
        #expect(labels.map(\.frame.minY) == [0, 3, 4, 5, 6], "the first label wraps to three rows")
        #expect(panel.frame.minY == 5, "under the middle label")
        labels[1].numberOfLines = 0
        labels[1].text = "alpha beta"
        harness.redraw()
        #expect(labels.map(\.frame.minY) == [0, 3, 5, 6, 7], "the second label wraps to two rows")
        #expect(panel.frame.minY == 6)
        #expect(labels.allSatisfy { $0.ambiguousAxes?.vertical == false }, "each label at its content's height")
    }

    /// Squeezed, labels that resist compression alike could trade rows, and say so as the
    /// solver says it of lengths it holds one by one; a label that comes to resist it more (or
    /// to require its height) leaves the others' length, and keeps its rows.
    @Test func squeezedLabelsAlikeAreAmbiguousUntilOneResistsMore() {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        let (stack, _) = column(of: 40, pinnedAllRound: true, in: harness)
        let labels = stack.arrangedSubviews
        #expect(labels.map(\.frame.height).reduce(0, +) == 24)
        #expect(labels.contains { $0.ambiguousAxes?.vertical == true }, "alike, they could trade rows")
        for (index, label) in labels.enumerated() { label.setContentCompressionResistancePriority(LayoutPriority(Float(700 + index)), for: .vertical) }
        harness.redraw()
        #expect(labels.allSatisfy { $0.ambiguousAxes?.vertical == false }, "each resisting more than the one before")
        #expect(labels.map(\.frame.height) == Array(repeating: 0, count: 16) + Array(repeating: 1, count: 24), "the least resistant give way")
        labels[0].setContentCompressionResistancePriority(.required, for: .vertical)
        harness.redraw()
        #expect(labels[0].frame.height == 1 && labels[1].frame.height == 0 && labels.map(\.frame.height).reduce(0, +) == 24)
    }

    @Test func aConflictWithTheArrangementNamesTheStack() {
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        let (stack, _) = column(of: 4, in: harness)
        stack.heightAnchor.constraint(equalToConstant: 2).isActive = true
        stack.arrangedSubviews.forEach { $0.heightAnchor.constraint(equalToConstant: 1).isActive = true }
        harness.redraw()
        let report = harness.window.layoutDiagnostics.map(\.description).joined(separator: "\n")
        #expect(report.contains("(stack view) StackView's views end to end, 0 apart"), "\(report)")
    }

    /// Stacks in a stack: each chain's positions are computed from its container's, and a
    /// constraint that names a view deep inside defines the positions it needs, outer first.
    @Test func stacksInAStackPlaceTheirViewsFromTheirContainers() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 10))
        let rows = [["a", "bb"], ["ccc", "d"]].map { texts in
            let row = StackView(arrangedSubviews: texts.map { Label(text: $0) })
            row.spacing = 1
            return row
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(column)
        harness.window.addSubview(panel)
        let d = rows[1].arrangedSubviews[1]
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 2),
            column.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 1),
            panel.topAnchor.constraint(equalTo: d.bottomAnchor), panel.leadingAnchor.constraint(equalTo: d.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 3), panel.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.redraw()
        #expect(column.frame == Rect(x: 2, y: 1, width: 5, height: 2))
        #expect(rows.map(\.frame) == [Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 0, y: 1, width: 5, height: 1)])
        #expect(rows[0].arrangedSubviews.map(\.frame) == [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 3, y: 0, width: 2, height: 1)])
        #expect(rows[1].arrangedSubviews.map(\.frame) == [Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 4, y: 0, width: 1, height: 1)])
        #expect(panel.frame == Rect(x: 6, y: 3, width: 3, height: 1), "under d, at the window's (2 + 4, 1 + 1 + 1)")
        #expect(harness.line(1) == "  a  bb" && harness.line(2) == "  ccc d", "\(harness.text)")
    }
}
