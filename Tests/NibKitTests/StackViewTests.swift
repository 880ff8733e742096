import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// Stack views: a row or column of views placed by the constraints the stack makes, by
/// distribution and alignment, with hidden views taking no room.
@Suite("Stack views")
@MainActor
struct StackViewTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))

    /// Three labels of 3, 5 and 7 cells in a stack pinned to the window's top edge, 40 wide.
    func row(_ configure: (StackView) -> Void) -> (StackView, [Label]) {
        let labels = ["abc", "defgh", "ijklmno"].map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        harness.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.redraw()
        return (stack, labels)
    }

    func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

    @Test func fillGrowsTheFirstOfViewsThatHugEqually() {
        let (_, labels) = row { $0.spacing = 1 }
        #expect(labels.map(\.frame.width) == [26, 5, 7], "\(frames(labels))")
        #expect(labels.map(\.frame.minX) == [0, 27, 33])
        #expect(harness.line(0) == "abc" + String(repeating: " ", count: 24) + "defgh ijklmno")
    }

    /// Views read from Xcode's files keep inside their superviews (`keepsInsideSuperview`); in
    /// a stack away from its superview's origin, the stack still places them, one a row.
    @Test func viewsKeptInsideTheirSuperviewsStayWhereTheirStackPlacesThem() {
        let labels = ["a", "b", "c", "d"].map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for view in labels + [stack] { view.keepsInsideSuperview = true }
        harness.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 5),
        ])
        harness.redraw()
        #expect(labels.map(\.frame.minY) == [0, 1, 2, 3], "\(frames(labels))")
        #expect(stack.frame.minY == 5 && harness.line(8) == "d")
    }

    @Test func fillGrowsTheViewThatHugsLeast() {
        let (_, labels) = row { stack in
            stack.spacing = 1
            for label in stack.arrangedSubviews { label.setContentHuggingPriority(251, for: .horizontal) }
            stack.arrangedSubviews[1].setContentHuggingPriority(250, for: .horizontal)
        }
        #expect(labels.map(\.frame.width) == [3, 28, 7], "\(frames(labels))")
    }

    @Test func fillEquallyMakesEveryViewTheSameLength() {
        let (_, labels) = row {
            $0.distribution = .fillEqually; $0.spacing = 2
        }
        // 40 - 2 × 2 = 36, a third each.
        #expect(labels.map(\.frame.width) == [12, 12, 12], "\(frames(labels))")
        #expect(labels.map(\.frame.minX) == [0, 14, 28])
    }

    @Test func fillProportionallySharesByContentSize() {
        let (_, labels) = row { $0.distribution = .fillProportionally }
        // 3 : 5 : 7 of 40 cells.
        #expect(labels.map(\.frame.width) == [8, 13, 19], "\(frames(labels))")
    }

    /// A label's new text changes its share: the stack arranges its views again.
    @Test func fillProportionallyFollowsAContentSizeThatChanges() {
        let (_, labels) = row { $0.distribution = .fillProportionally }
        labels[2].text = "ijk"
        harness.redraw()
        // 3 : 5 : 3 of 40 cells.
        #expect(labels.map(\.frame.width) == [11, 18, 11], "\(frames(labels))")
    }

    @Test func equalSpacingPutsTheSameGapBetweenViewsAtTheirContentSizes() {
        let (_, labels) = row { $0.distribution = .equalSpacing }
        // 40 - 15 = 25 cells of gap, two gaps: 12.5 each.
        #expect(labels.map(\.frame.width) == [3, 5, 7], "\(frames(labels))")
        #expect(labels[0].frame.minX == 0)
        #expect(labels[2].frame.maxX == 40)
        let gaps = [labels[1].frame.minX - labels[0].frame.maxX, labels[2].frame.minX - labels[1].frame.maxX]
        #expect(gaps.reduce(0, +) == 25 && abs(gaps[0] - gaps[1]) <= 1, "\(gaps)")
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, labels) = row { $0.distribution = .equalCentering }
        let centres = labels.map { Double($0.frame.minX) + Double($0.frame.width) / 2 }
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 1, "\(frames(labels))")
        #expect(labels[0].frame.minX == 0 && labels[2].frame.maxX == 40)
    }

    @Test func aHiddenArrangedViewTakesNoRoom() {
        let (stack, labels) = row {
            $0.distribution = .fillEqually; $0.spacing = 2
        }
        labels[1].isHidden = true
        harness.redraw()
        #expect(labels[0].frame == Rect(x: 0, y: 0, width: 19, height: 1), "\(frames(labels))")
        #expect(labels[2].frame == Rect(x: 21, y: 0, width: 19, height: 1))
        labels[1].isHidden = false
        harness.redraw()
        #expect(labels.map(\.frame.width) == [12, 12, 12])
        stack.removeArrangedSubview(labels[2])
        labels[2].removeFromSuperview()
        harness.redraw()
        #expect(labels.prefix(2).map(\.frame.width) == [19, 19])
    }

    /// A column 5 rows tall: where each view sits across it, by alignment.
    /// Halves round up: "abc" centred in 20 spans 8.5 to 11.5, so cells 9 to 12.
    @Test(arguments: [
        (StackView.Alignment.fill, [0, 0], [20, 20]), (.leading, [0, 0], [3, 5]), (.center, [9, 8], [3, 5]), (.trailing, [17, 15], [3, 5]),
    ])
    func alignmentPlacesViewsAcrossTheAxis(alignment: StackView.Alignment, minX: [Int], widths: [Int]) {
        let labels = ["abc", "defgh"].map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), stack.widthAnchor.constraint(equalToConstant: 20),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.redraw()
        #expect(labels.map(\.frame.minX) == minX, "\(frames(labels))")
        #expect(labels.map(\.frame.width) == widths)
        #expect(labels.map(\.frame.minY) == [0, 1])
        #expect(stack.frame.height == 2)
    }

    /// A screen's stack arranges the subviews it declares: the label hugs its text, the field
    /// takes the rest, the hidden button no room, and the row is centred in its three rows.
    @Test(arguments: [false, true])
    func aStackViewFromAScreenArrangesItsSubviews(compiled: Bool) throws {
        var document = try reusableScreens.document(named: "Stacked")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let root = try #require(try Nib(document: document, name: "Stacked", source: reusableScreens).instantiate().first as? View)
        harness.window.addSubview(root)
        harness.redraw()
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.alignment == .center && stack.spacing == 1 && stack.axis == .horizontal)
        #expect(stack.arrangedSubviews.count == 4)
        #expect(stack.frame == Rect(x: 1, y: 2, width: 38, height: 3))
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }.map(\.frame)
        #expect(
            visible == [Rect(x: 0, y: 1, width: 5, height: 1), Rect(x: 6, y: 1, width: 25, height: 1), Rect(x: 32, y: 1, width: 6, height: 1)], "\(visible)")
        #expect(harness.line(3).hasPrefix(" Name:"), "\(harness.lines.joined(separator: "\n"))")
        #expect(harness.line(3).hasSuffix("[ Go ]"))
    }
}
