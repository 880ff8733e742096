import NibKitTesting
import Testing

@testable import NibKit

/// A cell that shows its item's name in a label filling it.
final class NameCell: CollectionViewCell {
    let label = Label()
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init(coder: NibCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// Sections of items named by number ("1.4" is item 4 of section 1), with headers, and what
/// the delegate heard.
final class NumberedItems: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var refused: Set<IndexPath> = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
        (cell as? NameCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        if view.subviews.isEmpty { view.addSubview(Label(text: "", frame: Rect(x: 0, y: 0, width: 20, height: 1))) }
        (view.subviews[0] as? Label)?.text = kind == CollectionView.elementKindSectionHeader ? "Section \(indexPath.section)" : "end"
        return view
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refused.contains(indexPath) }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
}

@Suite("Collection view")
@MainActor
struct CollectionViewTests {
    /// A collection view of `source`'s items, 5x1 cells each a column apart, filling a window.
    func grid(
        _ source: NumberedItems, size: Size = Size(width: 23, height: 6), configure: (CollectionViewFlowLayout) -> Void = { _ in }
    ) -> (HeadlessApp, CollectionView) {
        let harness = HeadlessApp(emptyWindow: size)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 5, height: 1)
        layout.minimumLineSpacing = 0
        configure(layout)
        let collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(NameCell.self, forCellWithReuseIdentifier: "Name")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "Title")
        collectionView.dataSource = source
        collectionView.delegate = source
        harness.window.addSubview(collectionView)
        collectionView.becomeFirstResponder()
        harness.redraw()
        return (harness, collectionView)
    }

    func screen(_ harness: HeadlessApp) -> String { harness.lines.joined(separator: "\n") }

    @Test func itemsFillLinesInTheSameColumnsTheRoomOverSharedAmongTheGaps() {
        // 23 columns hold four 5-wide items a column apart (4 * 5 + 3 = 23).
        let source = NumberedItems([10])
        let (harness, _) = grid(source)
        #expect(harness.line(0) == "0.0   0.1   0.2   0.3", "\n\(screen(harness))")
        #expect(harness.line(2) == "0.8   0.9", "the last line's items in the same columns:\n\(screen(harness))")
    }

    @Test func aWiderViewSpreadsTheColumnsAndKeepsTheirCount() {
        // 26 columns: still four a line; the 3 columns over go one to each gap.
        let source = NumberedItems([6])
        let (harness, collectionView) = grid(source, size: Size(width: 26, height: 4))
        #expect(harness.line(0) == "0.0    0.1    0.2    0.3", "\n\(screen(harness))")
        #expect(collectionView.frameForItem(at: IndexPath(item: 5, section: 0)) == Rect(x: 7, y: 1, width: 5, height: 1))
    }

    @Test func aLineOfOneItemIsCentred() {
        let source = NumberedItems([2])
        let (_, collectionView) = grid(source, size: Size(width: 9, height: 4))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == Rect(x: 2, y: 1, width: 5, height: 1))
    }

    @Test func sectionsHaveHeadersInsetsAndFooters() {
        let source = NumberedItems([3, 2])
        let (harness, collectionView) = grid(source, size: Size(width: 23, height: 12)) { layout in
            layout.headerReferenceSize = Size(width: 0, height: 1)
            layout.footerReferenceSize = Size(width: 0, height: 1)
            layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        }
        // 21 columns inside the inset hold three items, the 6 columns over shared by the two gaps.
        let expected = ["Section 0", "", "  0.0     0.1     0.2", "end", "Section 1", "", "  1.0     1.1", "end"]
        #expect(Array(harness.lines.prefix(8)) == expected, "\n\(screen(harness))")
        #expect(collectionView.contentSize == Size(width: 23, height: 8))
        #expect(
            collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 0, y: 4, width: 23, height: 1))
    }

    @Test func scrollingAcrossLinesUpColumns() {
        // Scrolling across, a line is a column of items down the view: two items to a column.
        let source = NumberedItems([5])
        let (harness, collectionView) = grid(source, size: Size(width: 20, height: 3)) { layout in
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 1
        }
        #expect(harness.line(0).hasPrefix("0.0   0.2   0.4"), "\n\(screen(harness))")
        #expect(harness.line(2).hasPrefix("0.1   0.3"), "\n\(screen(harness))")
        #expect(collectionView.contentSize == Size(width: 17, height: 3))
    }

    @Test func onlyTheItemsInSightHaveCellsAndScrollingReusesThem() {
        let source = NumberedItems([1_000_000])
        let (harness, collectionView) = grid(source)
        #expect(collectionView.numberOfCellsMade == 24, "four a line, six lines")
        collectionView.setContentOffset(Point(x: 0, y: 249_994))
        harness.redraw()
        #expect(collectionView.numberOfCellsMade == 24, "the same cells, reused")
        let shown = collectionView.indexPathsForVisibleItems
        #expect(shown.first == IndexPath(item: 999_976, section: 0) && shown.last == IndexPath(item: 999_999, section: 0), "\(shown)")
        #expect(source.asked.count == 48, "asked only for the items shown")
    }

    @Test func theArrowsMoveTheSelectionInTwoDimensions() {
        let source = NumberedItems([6, 5])
        let (harness, collectionView) = grid(source)
        harness.press(.down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the first arrow selects the first item in sight")
        harness.press(.right, .down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)], "a line down, in the same column")
        harness.press(.down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)], "into the next section's first line, same column")
        harness.press(.left, .left)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)], "across sections, item by item")
        harness.press(.end)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 1)])
        #expect(source.selected.isEmpty, "the arrows select without telling the delegate, as a table's")
        harness.press(.enter)
        #expect(source.selected == [IndexPath(item: 4, section: 1)])
    }

    @Test func aClickSelectsTheItemUnderItAndTheDelegateMayRefuse() {
        let source = NumberedItems([8])
        source.refused = [IndexPath(item: 6, section: 0)]
        let (harness, collectionView) = grid(source)
        #expect(harness.click("0.5"))
        #expect(source.selected == [IndexPath(item: 5, section: 0)] && collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(harness.click("0.6"))
        #expect(source.selected.count == 1 && collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(harness.cell(at: Point(x: 6, y: 1)).background == .blue, "a selected cell is drawn on blue")
    }

    @Test func multipleSelectionTurnsItemsOnAndOff() {
        let source = NumberedItems([8])
        let (harness, collectionView) = grid(source)
        collectionView.allowsMultipleSelection = true
        #expect(harness.click("0.1") && harness.click("0.2") && harness.click("0.1"))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(source.deselected == [IndexPath(item: 1, section: 0)])
        harness.press(.right, .enter)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    }

    @Test func aNarrowerViewHoldsFewerItemsALine() {
        let source = NumberedItems([6])  // held here: a collection view holds its data source weakly
        let (harness, collectionView) = grid(source)
        collectionView.frame = Rect(x: 0, y: 0, width: 11, height: 6)
        harness.redraw()
        #expect(harness.line(0).hasPrefix("0.0   0.1"), "\n\(screen(harness))")
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)).y == 1)
    }

    @Test func theSelectionStaysOnItsItemsAsItemsComeAndGo() {
        let source = NumberedItems([6])
        let (_, collectionView) = grid(source)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 2, section: 0))
        collectionView.selectItem(at: IndexPath(item: 4, section: 0))
        source.counts = [8]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        // As the items are now: item 0 is new, old 0 and 1 are 1 and 2, item 3 is new, old 2 is 4.
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0), IndexPath(item: 6, section: 0)])
        source.counts = [6]
        collectionView.deleteItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)], "the deleted one no longer, the other moved up by two")
    }
}
