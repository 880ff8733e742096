import NibKitTesting
import Testing

@testable import NibKit

/// A table of numbered rows in sections, made in code, that writes down what the table asks.
final class NumbersController: ViewController, TableViewDataSource, TableViewDelegate {
    var sections: [(title: String?, footer: String?, rows: [String])]
    var log: [String] = []
    var cellsAsked = 0
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable = true
    let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 10))

    init(sections: [(title: String?, footer: String?, rows: [String])]) {
        self.sections = sections
        super.init()
    }

    /// One untitled section of `count` rows named "Row 0", "Row 1", ... as they are asked for.
    convenience init(rows count: Int) {
        self.init(sections: [(nil, nil, [])])
        rowCount = count
    }

    /// Rows counted, not stored: a million rows cost nothing here either.
    var rowCount: Int?

    required init(coder: NibCoder) { fatalError("made in code") }

    override func loadView() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        root.addSubview(table)
        view = root
        table.dataSource = self
        table.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    var countsAsked = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        countsAsked += 1
        return rowCount ?? sections[section].rows.count
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rowCount != nil ? "Row \(indexPath.row)" : sections[indexPath.section].rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath)") }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath)")
        sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath])
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        log.append("move \(source) to \(destination)")
        let row = sections[source.section].rows.remove(at: source.row)
        sections[destination.section].rows.insert(row, at: destination.row)
    }
}

/// A cell whose views come from a screen, bound to it by outlets.
final class ContactCell: TableViewCell {
    @Outlet var nameLabel: Label?
    @Outlet var phoneLabel: Label?
}

/// The contacts of a table whose cells are prototypes in its screen.
final class ContactListController: ViewController, TableViewDataSource, TableViewDelegate {
    @Outlet var tableView: TableView?
    let contacts = (0..<20).map { ("Person \($0)", "555-\(1000 + $0)") }
    var selected: [IndexPath] = []

    init() {
        super.init(nibName: "ContactList")
        screenSource = tableScreens
    }
    required init(coder: NibCoder) { fatalError("made in code") }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        (cell as? ContactCell)?.nameLabel?.text = contacts[indexPath.row].0
        (cell as? ContactCell)?.phoneLabel?.text = contacts[indexPath.row].1
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// An owner whose one action counts the times it was sent.
final class GoCounter: NibObject {
    var goes = 0
    func go() { goes += 1 }
    override class var actionTable: ActionTable { super.actionTable + ["go:": .init(GoCounter.go)] }
}

@MainActor let tableScreens = reusableScreens
@MainActor let tableRegistry: ClassRegistry = {
    ClassRegistry.shared.register(ContactCell.self, ContactListController.self)
    return ClassRegistry.shared
}()

@Suite("Table view")
@MainActor
struct TableViewTests {
    func lines(_ app: HeadlessApp) -> [String] { app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func aMillionRowsMakeOnlyTheCellsOnScreen() throws {
        let controller = NumbersController(rows: 1_000_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        #expect(controller.table.subviews.count == 10, "one cell a visible row")
        #expect(controller.table.numberOfCellsMade == 10)
        #expect(controller.table.contentSize.height == 1_000_000)
        #expect(lines(app)[0].contains("Row 0") && lines(app)[9].contains("Row 9"))
    }

    @Test func scrollingReusesTheCellsThatLeftTheScreen() throws {
        let controller = NumbersController(rows: 1_000_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        app.scroll(up: false, at: Point(x: 5, y: 5), times: 2)
        #expect(controller.table.indexPathsForVisibleRows.first == IndexPath(row: 2 * ScrollView.rowsPerWheelNotch, section: 0))
        #expect(lines(app)[0].hasPrefix(" Row 6"))
        controller.table.setContentOffset(Point(x: 0, y: 500_000))
        app.application.processEvents()
        #expect(controller.table.indexPathsForVisibleRows.first == IndexPath(row: 500_000, section: 0))
        #expect(controller.table.numberOfCellsMade == 10, "the cells scrolled away are reused, none made")
        #expect(controller.table.subviews.count == 10)
        #expect(controller.table.cellForRow(at: IndexPath(row: 500_003, section: 0))?.textLabel?.text == "Row 500003")
        let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 500_004, section: 0)))
        #expect(controller.table.indexPath(for: cell) == IndexPath(row: 500_004, section: 0), "a cell finds its row")
        #expect(controller.table.indexPath(for: TableViewCell(reuseIdentifier: nil)) == nil, "a cell the table does not show has none")
        #expect(controller.cellsAsked == 10 + 6 + 10, "each row coming into sight is asked for once")
    }

    /// A table's `delegate` is its scroll view's, as in UIKit: one object answers the rows'
    /// questions and hears the scrolling.
    @Test func theTablesDelegateHearsTheScrollingToo() throws {
        final class Watcher: TableViewDelegate {
            var scrolls = 0
            var selected: [IndexPath] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        let watcher = Watcher()
        controller.table.delegate = watcher
        app.scroll(up: false, at: Point(x: 5, y: 5))
        app.click(at: Point(x: 5, y: 2))
        #expect(watcher.scrolls > 0 && watcher.selected.count == 1)
        #expect(controller.table.delegate === watcher)
    }

    @Test func sectionsShowTheirHeadersAndFooters() throws {
        let controller = NumbersController(sections: [("Fruit", "2 fruits", ["Apple", "Pear"]), ("Vegetables", nil, ["Leek", "Kale", "Bean"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        #expect(
            Array(lines(app).prefix(8)) == [
                " Fruit", " Apple", " Pear", " 2 fruits", " Vegetables", " Leek", " Kale", " Bean",
            ])
        #expect(controller.table.indexPathForRow(at: Point(x: 3, y: 5)) == IndexPath(row: 0, section: 1))
        #expect(controller.table.indexPathForRow(at: Point(x: 3, y: 4)) == nil, "a header is no row")
    }

    @Test func arrowsMoveTheSelectionAndEnterSelectsForTheDelegate() throws {
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.becomeFirstResponder()
        app.press(.down, .down, .down)
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(controller.log.isEmpty, "moving the selection is no choice yet")
        app.press(.enter)
        #expect(controller.log == ["willSelect [0, 2]", "didSelect [0, 2]"])
        app.press(.up)
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func theSelectionMovedPastTheBottomScrollsIntoSight() throws {
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.becomeFirstResponder()
        for _ in 0..<15 { app.press(.down) }
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 14, section: 0))
        #expect(controller.table.indexPathsForVisibleRows.last == IndexPath(row: 14, section: 0))
        app.press(.end)
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 99, section: 0))
        #expect(controller.table.contentOffset.y == 90)
    }

    @Test func withoutSelectionTheKeysScrollAndClicksSelectNothing() throws {
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.allowsSelection = false
        controller.table.becomeFirstResponder()
        app.press(.down, .down, .enter)
        app.click("Row 5")
        #expect(controller.table.indexPathForSelectedRow == nil)
        #expect(controller.log.isEmpty)
        #expect(controller.table.contentOffset.y == 2, "the arrows scrolled instead")
    }

    @Test func aClickSelectsTheRowAndTellsTheDelegate() throws {
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        app.click("Row 3")
        app.click("Row 5")
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(controller.log == ["willSelect [0, 3]", "didSelect [0, 3]", "willSelect [0, 5]", "didDeselect [0, 3]", "didSelect [0, 5]"])
        #expect(controller.table.isFirstResponder)
    }

    @Test func deleteAsksTheDataSourceAndTheRowGoes() throws {
        let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear", "Plum"])])
        controller.editable = { $0.row != 0 }
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.selectRow(at: IndexPath(row: 0, section: 0))
        controller.table.becomeFirstResponder()
        app.press(.delete)
        #expect(controller.log.isEmpty, "the data source said the first row cannot be edited")
        app.press(.down, .backspace)
        #expect(controller.log == ["commit delete [0, 1]"])
        #expect(!app.text.contains("Pear") && app.text.contains("Plum"))
        #expect(controller.table.numberOfRows(inSection: 0) == 2)
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the row now in its place")
    }

    @Test func bracketsMoveTheSelectedRowThroughTheDataSource() throws {
        let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear"]), (nil, nil, ["Leek"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.selectRow(at: IndexPath(row: 0, section: 0))
        controller.table.becomeFirstResponder()
        app.press(.character("]"))
        #expect(controller.log == ["move [0, 0] to [0, 1]"])
        #expect(Array(lines(app).prefix(2)) == [" Pear", " Apple"])
        app.press(.character("]"))
        #expect(controller.log.last == "move [0, 1] to [1, 0]", "past the section's end, into the next")
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        controller.movable = false
        app.press(.character("["))
        #expect(controller.log.count == 2, "the data source said no")
    }

    @Test func insertingAndReloadingShowTheModel() throws {
        let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.selectRow(at: IndexPath(row: 1, section: 0))
        controller.sections[0].rows.insert("Fig", at: 0)
        controller.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(Array(lines(app).prefix(3)) == [" Fig", " Apple", " Pear"])
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "the selection stays on Pear")
        controller.sections[0].rows = ["Kiwi"]
        controller.table.reloadData()
        #expect(Array(lines(app).prefix(2)) == [" Kiwi", ""])
        #expect(controller.table.indexPathForSelectedRow == nil)
    }

    @Test func theFourStylesLayOutTheirLabels() throws {
        var shown: [String] = []
        for style in TableViewCell.Style.allCases {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = Rect(x: 0, y: 0, width: 24, height: 2)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = .checkmark
            let context = GraphicsContext(canvas: Canvas(size: Size(width: 24, height: 2)))
            cell.render(in: context)
            shown.append(context.canvas.text)
        }
        #expect(
            shown == [
                " Title                ✓\n", " Title         Detail ✓\n", " Title Detail         ✓\n", " Title                ✓\n Detail",
            ])
    }

    @Test func cellsFromTheirOwnScreenHaveTheirOutletsBound() throws {
        _ = tableRegistry
        let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        table.register(try Nib(named: "ContactCell", source: tableScreens), forCellReuseIdentifier: "Contact")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Contact", for: IndexPath(row: 0, section: 0)) as? ContactCell)
        #expect(cell.nameLabel?.text == "Name")
        #expect(cell.phoneLabel?.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "Contact")
        let other = table.dequeueReusableCell(withIdentifier: "Contact", for: IndexPath(row: 1, section: 0))
        #expect(other !== cell, "each cell is a new load of the screen")
    }

    @Test func prototypeCellsInTheScreenMakeTheTablesCells() throws {
        _ = tableRegistry
        let controller = ContactListController()
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 6))
        let table = try #require(controller.tableView)
        #expect(table.numberOfCellsMade == 6)
        #expect(table.visibleCells.allSatisfy { $0 is ContactCell && $0.accessoryType == .disclosureIndicator })
        #expect(lines(app)[0] == " Person 0       555-1000    ›┃", "the scroll indicator at the right edge")
        app.click("Person 2")
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
    }
    @Test func aMillionRowsAreAskedForTheirCountNotForEachRow() throws {
        let controller = NumbersController(rows: 1_000_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        app.scroll(up: false, at: Point(x: 5, y: 5), times: 100)
        #expect(controller.countsAsked == 1, "once, at the reload")
        #expect(controller.cellsAsked == 10 + 100 * ScrollView.rowsPerWheelNotch)
    }

    @Test func scrollingOneRowAsksForOneCellAndMovesTheOthers() throws {
        let controller = NumbersController(rows: 1_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        let before = controller.table.visibleCells
        controller.table.setContentOffset(Point(x: 0, y: 1))
        app.application.processEvents()
        #expect(controller.cellsAsked == 11, "only the row that came into sight")
        let after = controller.table.visibleCells
        #expect(zip(before.dropFirst(), after).allSatisfy { $0 === $1 }, "the rows still in sight keep their cells")
        #expect(after.last === before.first, "the row that left gave its cell to the one that came")
    }

    /// A million rows start and scroll a page with the same work as a hundred: the same cells
    /// asked for and made. (How fast, and in how much memory, `make bench` measures.)
    @Test func aMillionRowsStartAndScrollWithTheWorkOfAHundred() throws {
        func work(rows: Int) throws -> (asked: Int, made: Int) {
            let controller = NumbersController(rows: rows)
            let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
            controller.table.becomeFirstResponder()
            app.press(.pageDown)
            controller.table.setContentOffset(Point(x: 0, y: 10))
            app.application.processEvents()
            return (controller.cellsAsked, controller.table.numberOfCellsMade)
        }
        let hundred = try work(rows: 100)
        let million = try work(rows: 1_000_000)
        #expect(million == hundred, "a million rows: \(million), a hundred: \(hundred)")
    }

    /// A held-down arrow: each press moves the selection a row and the frame shows it.
    /// (That it keeps up with 30 presses a second, `make bench` measures through a terminal.)
    @Test func aHeldDownArrowMovesTheSelectionARowAPress() throws {
        let controller = NumbersController(rows: 1_000_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        controller.table.becomeFirstResponder()
        for _ in 0..<150 { app.press(.down) }
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 149, section: 0))
        #expect(lines(app)[9].hasPrefix(" Row 149"), "\(app.text)")
        #expect(controller.table.numberOfCellsMade <= 11)
    }

    @Test func thePlainStylePinsTheHeaderOfTheSectionAtTheTop() throws {
        let fruit = (1...6).map { "Fruit \($0)" }
        let controller = NumbersController(sections: [("Fruit", "6 kinds", fruit), ("Vegetables", nil, ["Leek", "Kale", "Bean", "Okra", "Corn"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 20, height: 5))
        var frames = [app.text]
        // Scrolled into the fruit, to its last row, onto its footer, into the vegetables.
        for offset in [3, 6, 7, 9] {
            controller.table.setContentOffset(Point(x: 0, y: offset))
            app.application.processEvents()
            frames.append(app.text)
        }
        assertSnapshot(frames.map(Snapshot.framed).joined(separator: "\n"), named: "table-sticky-headers")
        #expect(lines(app)[0].hasPrefix(" Vegetables"), "the next section's header took the place")
        #expect(lines(app)[1].hasPrefix(" Kale"), "Leek passed under it")
    }

    @Test func theGroupedStyleScrollsItsHeadersWithTheirSections() throws {
        let controller = NumbersController(sections: [("Fruit", nil, ["Apple", "Pear", "Plum"]), (nil, nil, ["Leek"])])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 3), style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = controller
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == Rect(x: 0, y: 5, width: 20, height: 1), "an untitled section has its header's room")
        let harness = HeadlessApp(emptyWindow: Size(width: 20, height: 3))
        harness.window.addSubview(table)
        table.setContentOffset(Point(x: 0, y: 2))
        #expect(harness.line(0).hasPrefix(" Pear"), "no header pinned")
    }

    /// A delegate that gives heights: every row's is asked once per reload.
    final class TallRows: TableViewDelegate {
        var asked = 0
        var givesRowHeights: Bool { true }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
            asked += 1
            return indexPath.row % 2 == 0 ? 2 : 1
        }
    }

    @Test func rowHeightsFromTheDelegateAreSummedOncePerReload() throws {
        let controller = NumbersController(rows: 1_000)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        let tall = TallRows()
        controller.table.delegate = tall
        #expect(tall.asked == 0, "asked when the table is next laid out or measured, as UIKit asks")
        #expect(controller.table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 5, width: 30, height: 1))
        #expect(tall.asked == 1_000)
        #expect(controller.table.contentSize.height == 1_500)
        #expect(controller.table.indexPathForRow(at: Point(x: 0, y: 1_498)) == IndexPath(row: 998, section: 0))
        controller.table.setContentOffset(Point(x: 0, y: 750))
        app.application.processEvents()
        #expect(controller.table.indexPathsForVisibleRows.first == IndexPath(row: 500, section: 0))
        #expect(tall.asked == 1_000, "scrolling asks for no height")
    }
    /// A screen whose table holds a prototype with a button sending its action to File's Owner.
    static func prototypeScreen(ownerOutlet: String = "") -> InMemoryScreens {
        var screens = InMemoryScreens()
        let xml = """
            <document type="NibKit.XIB" version="1">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GoCounter">
                  <connections>\(ownerOutlet)</connections>
                </placeholder>
                <tableView id="table">
                  <rect key="frame" x="0" y="0" width="20" height="4"/>
                  <prototypes>
                    <tableViewCell id="cell" reuseIdentifier="Cell">
                      <tableViewCellContentView key="contentView" id="content">
                        <subviews>
                          <button id="go" title="Go">
                            <rect key="frame" x="1" y="0" width="4" height="1"/>
                            <connections><action selector="go:" destination="-1" eventType="touchUpInside"/></connections>
                          </button>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </prototypes>
                </tableView>
              </objects>
            </document>
            """
        screens.add(bytes: Array(xml.utf8), named: "Prototypes")
        return screens
    }

    @Test func aPrototypesActionsReachTheScreensOwner() throws {
        let owner = GoCounter()
        let table = try #require(try Nib(named: "Prototypes", source: Self.prototypeScreen()).instantiate(owner: owner).first as? TableView)
        let first = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 1, section: 0))
        #expect(first !== second)
        let harness = HeadlessApp(emptyWindow: Size(width: 20, height: 4))
        for cell in [first, second] {
            harness.window.addSubview(cell)
            let button = try #require(cell.contentView.subviews.first as? Button)
            button.sendActions(for: .touchUpInside)
        }
        #expect(owner.goes == 2, "each cell's button sends to the screen's owner")
    }

    @Test func anOutletIntoAPrototypeIsReportedWithItsPlace() throws {
        let screens = Self.prototypeScreen(ownerOutlet: #"<outlet property="button" destination="go"/>"#)
        #expect {
            try Nib(named: "Prototypes", source: screens).instantiate(owner: GoCounter())
        } throws: { error in
            let text = "\(error)"
            return text.contains("Prototypes.xib:4:")
                && text.contains("across the edge of the prototype cell 'cell'")
        }
    }
}
