import NibKitTesting
import Testing

@testable import NibKit

/// Keeps every move within its section, as UIKit's sample code does with
/// `targetIndexPathForMoveFromRowAt`: a move past the section's edge stays at that edge.
final class MovesWithinSections: TableViewDelegate {
    var asked: [String] = []
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        asked.append("\(source) proposed \(proposed)")
        return proposed.section == source.section ? proposed : source
    }
}

@Suite("Table view: keys and mouse")
@MainActor
struct TableViewInputTests {
    @Test func aClickOnTheScrollIndicatorScrollsAndSelectsNoRow() throws {
        let controller = NumbersController(rows: 100)
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        app.click(at: Point(x: 29, y: 6))  // on the track, below the thumb
        #expect(controller.table.indexPathForSelectedRow == nil, "\(app.text)")
        #expect(controller.log.isEmpty)
        #expect(controller.table.contentOffset.y == 9, "the press paged down, as on any scroll view")
    }

    @Test func aClickOnAPinnedHeaderSelectsNoRow() throws {
        let fruit = (1...6).map { "Fruit \($0)" }
        let controller = NumbersController(sections: [("Fruit", nil, fruit), ("Vegetables", nil, ["Leek", "Kale"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 20, height: 5))
        controller.table.setContentOffset(Point(x: 0, y: 3))
        app.application.processEvents()
        let lines = app.text.split(separator: "\n")
        #expect(lines[0].hasPrefix(" Fruit ") && lines[1].hasPrefix(" Fruit 4"), "the header pinned over Fruit 3:\n\(app.text)")
        app.click(at: Point(x: 3, y: 0))
        #expect(controller.table.indexPathForSelectedRow == nil, "the click was on the header")
        #expect(controller.log.isEmpty)
        app.click(at: Point(x: 3, y: 1))
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "Fruit 4, under the header")
    }

    @Test func upAtTheFirstRowAndDownAtTheLastGoOnToTheScrollViewAround() throws {
        let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 6))
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 30, height: 6))
        outer.contentSize = Size(width: 30, height: 20)
        let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear", "Plum"])])
        let table = controller.table
        table.frame = Rect(x: 0, y: 8, width: 30, height: 3)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = controller
        outer.addSubview(table)
        harness.window.addSubview(outer)
        outer.setContentOffset(Point(x: 0, y: 5))
        harness.redraw()
        table.selectRow(at: IndexPath(row: 0, section: 0))
        #expect(table.becomeFirstResponder())
        harness.press(.up)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(outer.contentOffset.y == 4, "the table could not go up: the scroll view around it did")
        harness.press(.down)
        harness.press(.down)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(outer.contentOffset.y == 4)
        harness.press(.down)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(outer.contentOffset.y == 5, "the table could not go down: the scroll view around it did")
    }

    @Test func aMoveFromTheKeyboardGoesWhereTheDelegateSays() throws {
        let controller = NumbersController(sections: [(nil, nil, ["Apple", "Pear"]), (nil, nil, ["Leek"])])
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 10))
        let within = MovesWithinSections()
        controller.table.delegate = within
        controller.table.selectRow(at: IndexPath(row: 0, section: 0))
        controller.table.becomeFirstResponder()
        app.press(.character("]"))
        #expect(controller.log == ["move [0, 0] to [0, 1]"])
        app.press(.character("]"))
        #expect(within.asked == ["[0, 0] proposed [0, 1]", "[0, 1] proposed [1, 0]"])
        #expect(controller.log.count == 1, "the delegate kept the row where it was: no move")
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(app.text.hasPrefix(" Pear\n Apple\n Leek"), "\(app.text)")
    }
}
