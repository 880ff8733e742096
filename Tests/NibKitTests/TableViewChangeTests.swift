import NibKitTesting
import Testing

@testable import NibKit

/// Selects a row in `viewDidLoad`, before the table has been laid out.
final class SelectsAtLoad: ViewController {
    let numbers = NumbersController(rows: 100)
    var selectAt = IndexPath(row: 50, section: 0)

    init() { super.init() }
    required init(coder: NibCoder) { fatalError("made in code") }

    override func loadView() throws {
        try numbers.loadView()
        view = numbers.view
    }

    override func viewDidLoad() {
        numbers.table.selectRow(at: selectAt, animated: false, scrollPosition: .middle)
    }
}

@Suite("Table view: changing the rows")
@MainActor
struct TableViewChangeTests {
    @Test func aRowSelectedBeforeTheFirstLayoutIsSelectedAndInSight() throws {
        let controller = SelectsAtLoad()
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        let table = controller.numbers.table
        #expect(table.indexPathForSelectedRow == IndexPath(row: 50, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true, "\(app.text)")
        #expect(app.text.contains("Row 50"), "\(app.text)")
    }

    @Test func aRowThatIsNotThereSelectedBeforeTheFirstLayoutSelectsNone() throws {
        let controller = SelectsAtLoad()
        controller.selectAt = IndexPath(row: 3, section: 7)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        #expect(controller.numbers.table.indexPathForSelectedRow == nil)
        #expect(app.text.hasPrefix(" Row 0"))
    }

    @Test func rowsInsertedInAnyOrderKeepTheSelectionOnItsRow() throws {
        for order in [[0, 3], [3, 0]] {
            let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear", "Plum"])])
            let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
            controller.table.selectRow(at: IndexPath(row: 2, section: 0))  // Plum
            controller.sections[0].rows = ["Fig", "Apple", "Pear", "Kiwi", "Plum"]
            controller.table.insertRows(at: order.map { IndexPath(row: $0, section: 0) })
            #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0), "inserted at \(order):\n\(app.text)")
        }
    }

    @Test func rowsDeletedInAnyOrderKeepTheSelectionOnItsRow() throws {
        for order in [[0, 2], [2, 0]] {
            let controller = NumbersController(sections: [(nil, nil, ["Fig", "Apple", "Kiwi", "Pear", "Plum"])])
            let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
            controller.table.selectRow(at: IndexPath(row: 4, section: 0))  // Plum
            controller.sections[0].rows = ["Apple", "Pear", "Plum"]
            controller.table.deleteRows(at: order.map { IndexPath(row: $0, section: 0) })
            #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "deleted at \(order):\n\(app.text)")
        }
    }

    @Test func anEmptyHeaderTitleIsNoHeader() throws {
        let controller = NumbersController(sections: [("", "", ["Apple", "Pear"]), ("Vegetables", nil, ["Leek"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        #expect(app.text.hasPrefix(" Apple\n Pear\n Vegetables\n Leek"), "\(app.text)")
        #expect(controller.table.rectForRow(at: IndexPath(row: 0, section: 0)).y == 0)
    }
}
