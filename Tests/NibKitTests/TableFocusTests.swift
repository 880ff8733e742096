import NibKitTesting
import Testing

@testable import NibKit

/// A table under keyboard focus: one Tab stop whatever its rows hold, the selected row's
/// controls after it; focused with no row selected, it shows the row the keys start from.
@Suite("Tables and focus")
@MainActor
struct TableFocusTests {
    /// Rows with a switch each, between a field above and a button below.
    final class Settings: ViewController, TableViewDataSource {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let table = TableView(frame: Rect(x: 0, y: 1, width: 30, height: 5))
        let done = Button(title: "Done", frame: Rect(x: 0, y: 7, width: 8, height: 1))
        var switches: [IndexPath: Switch] = [:]

        override func loadView() {
            view = View(frame: Rect(x: 0, y: 0, width: 30, height: 8))
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = self
            for subview in [field, table, done] as [View] { view.addSubview(subview) }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Option \(indexPath.row)"
            let toggle = cell.contentView.subviews.compactMap { $0 as? Switch }.first ?? Switch(frame: Rect(x: 20, y: 0, width: 5, height: 1))
            if toggle.superview == nil { cell.contentView.addSubview(toggle) }
            switches[indexPath] = toggle
            return cell
        }
    }

    @Test func aTableIsOneTabStopAndItsSelectedRowsControlsComeAfterIt() throws {
        let settings = Settings()
        let app = try HeadlessApp(root: settings, size: Size(width: 30, height: 8))
        #expect(app.application.firstResponder === settings.field)
        app.press(.tab)
        #expect(app.application.firstResponder === settings.table)
        app.press(.tab)
        #expect(app.application.firstResponder === settings.done, "past the table in one Tab, not through its five switches")
        app.press(.tab, .tab)
        #expect(app.application.firstResponder === settings.table)
        app.press(.down, .down)
        app.press(.tab)
        #expect(app.application.firstResponder === settings.switches[IndexPath(row: 1, section: 0)], "the selected row's switch")
        app.press(.tab)
        #expect(app.application.firstResponder === settings.done)
    }

    @Test func aFocusedTableWithNoRowSelectedShowsWhereTheKeysStart() throws {
        let settings = Settings()
        let app = try HeadlessApp(root: settings, size: Size(width: 30, height: 8))
        settings.table.setContentOffset(Point(x: 0, y: 10))
        app.press(.tab)
        #expect(settings.table.isFirstResponder && settings.table.indexPathForSelectedRow == nil)
        #expect(app.cell(at: Point(x: 2, y: 1)).style.contains(.underline), "the first row in sight is underlined:\n\(app.text)")
        #expect(!app.cell(at: Point(x: 2, y: 2)).style.contains(.underline))
        app.press(.down)
        #expect(settings.table.indexPathForSelectedRow == IndexPath(row: 10, section: 0), "Down selects the row in sight, not the first")
        #expect(!app.cell(at: Point(x: 2, y: 1)).style.contains(.underline))
    }

    /// With `selectionFollowsFocus` off, the arrows move only the focused row (underlined), and
    /// Enter selects it for the delegate.
    @Test func withoutSelectionFollowingFocusTheArrowsMoveOnlyTheFocus() throws {
        final class Chosen: TableViewDelegate {
            var rows: [IndexPath] = []
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { rows.append(indexPath) }
        }
        let settings = Settings()
        settings.table.selectionFollowsFocus = false
        let chosen = Chosen()
        settings.table.delegate = chosen
        let app = try HeadlessApp(root: settings, size: Size(width: 30, height: 8))
        app.press(.tab, .down, .down, .down)
        #expect(settings.table.indexPathForSelectedRow == nil, "nothing selected by the arrows")
        #expect(app.cell(at: Point(x: 2, y: 3)).style.contains(.underline), "the third row has focus:\n\(app.text)")
        app.press(.enter)
        #expect(settings.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && chosen.rows == [IndexPath(row: 2, section: 0)])
        app.press(.up)
        #expect(settings.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "the selection stays where Enter put it")
        #expect(app.cell(at: Point(x: 2, y: 2)).style.contains(.underline))
    }
}
