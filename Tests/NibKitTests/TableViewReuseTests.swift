import NibKitTesting
import Testing

@testable import NibKit

/// A data source whose cells are dequeued for one identifier and filled in by a closure.
final class FilledRows: TableViewDataSource {
    var rows: Int
    var identifier: String
    var fill: (TableViewCell, IndexPath) -> Void

    init(rows: Int, identifier: String = "Cell", fill: @escaping (TableViewCell, IndexPath) -> Void = { $0.textLabel?.text = "Row \($1.row)" }) {
        self.rows = rows
        self.identifier = identifier
        self.fill = fill
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        fill(cell, indexPath)
        return cell
    }
}

/// Cells of the value1 style, as a program registers them: a class whose `init` picks the style.
final class Value1Cell: TableViewCell {
    required init(style: Style = .default, reuseIdentifier: String?) { super.init(style: .value1, reuseIdentifier: reuseIdentifier) }
    required init(coder: NibCoder) { super.init(coder: coder) }
}

/// A second kind of cell, to tell apart the cells of two registrations.
final class OtherCell: TableViewCell {}

@Suite("Table view: cells and reuse")
@MainActor
struct TableViewReuseTests {
    /// A table of `source`'s rows in a window of `width` by `height`.
    func table(_ source: FilledRows, width: Int = 20, height: Int = 4, registering cellClass: TableViewCell.Type = TableViewCell.self)
        -> (HeadlessApp, TableView)
    {
        let harness = HeadlessApp(emptyWindow: Size(width: width, height: height))
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: height))
        table.register(cellClass, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        harness.window.addSubview(table)
        harness.redraw()
        return (harness, table)
    }

    @Test func aReusedCellPlacesItsLabelsForItsNewRow() throws {
        // Each row's detail is longer than the row's before: a cell laid out for an earlier row
        // has too little room for the detail of the row it is reused for.
        let source = FilledRows(rows: 40) { cell, indexPath in
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = String(repeating: "#", count: indexPath.row % 8 + 1)
        }
        let (harness, table) = table(source, registering: Value1Cell.self)
        table.setContentOffset(Point(x: 0, y: 5))
        harness.redraw()
        #expect(table.numberOfCellsMade == 4, "the cells were reused")
        for (y, row) in (5..<9).enumerated() {
            let detail = String(repeating: "#", count: row % 8 + 1)
            // The last column is the scroll indicator's.
            #expect(harness.line(y).dropLast().hasSuffix(" " + detail), "row \(row) shows '\(detail)' at its right:\n\(harness.lines.joined(separator: "\n"))")
            #expect(harness.line(y).hasPrefix(" Row \(row) "), "\(harness.lines.joined(separator: "\n"))")
        }
    }

    @Test func aCellIsKeptAndHandedOutUnderTheIdentifierItWasRegisteredWith() throws {
        _ = tableRegistry
        // ContactCell.xib's cell says reuseIdentifier "Contact"; it is registered here as "Person".
        let source = FilledRows(rows: 100, identifier: "Person") { cell, indexPath in (cell as? ContactCell)?.nameLabel?.text = "Person \(indexPath.row)" }
        let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 5))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        table.register(try Nib(named: "ContactCell", source: tableScreens), forCellReuseIdentifier: "Person")
        table.dataSource = source
        harness.window.addSubview(table)
        harness.redraw()
        #expect(!table.visibleCells.isEmpty && table.visibleCells.allSatisfy { $0.reuseIdentifier == "Person" }, "\(table.visibleCells.map(\.reuseIdentifier))")
        table.setContentOffset(Point(x: 0, y: 50))
        harness.redraw()
        #expect(table.numberOfCellsMade == 5, "the cells that left were handed out again: \(table.numberOfCellsMade) made")
        #expect(harness.line(0).hasPrefix(" Person 50"), "\(harness.lines.joined(separator: "\n"))")
    }

    @Test func registeringAgainDropsTheOldRegistrationsCells() throws {
        let source = FilledRows(rows: 100)
        let (harness, table) = table(source)
        table.register(OtherCell.self, forCellReuseIdentifier: "Cell")
        table.reloadData()
        harness.redraw()
        #expect(!table.visibleCells.isEmpty && table.visibleCells.allSatisfy { $0 is OtherCell }, "\(table.visibleCells.map { type(of: $0) })")
        table.setContentOffset(Point(x: 0, y: 10))
        harness.redraw()
        #expect(!table.visibleCells.isEmpty && table.visibleCells.allSatisfy { $0 is OtherCell }, "\(table.visibleCells.map { type(of: $0) })")
        #expect(harness.line(0).hasPrefix(" Row 10"))
    }
}
