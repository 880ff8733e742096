import NibKitTesting
import Testing

@testable import NibKit

/// A cell holding one of each control, from the prototype in `ControlCells.xib`.
final class ControlCell: TableViewCell {
    @Outlet var toggle: Switch?
    @Outlet var stepper: Stepper?
    @Outlet var segments: SegmentedControl?
    @Outlet var progress: ProgressView?
    @Outlet var spinner: ActivityIndicatorView?
}

/// Three rows of controls, each row's controls set from its number.
final class ControlCellsController: ViewController, TableViewDataSource {
    @Outlet var tableView: TableView?

    init() {
        super.init(nibName: "ControlCells")
        screenSource = reusableScreens
    }
    required init(coder: NibCoder) { fatalError("made in code") }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Controls", for: indexPath)
        guard let cell = cell as? ControlCell else { return cell }
        let row = indexPath.row
        cell.toggle?.isOn = row % 2 == 1
        cell.stepper?.value = Double(row) * 1.5
        cell.segments?.selectedSegmentIndex = row == 2 ? SegmentedControl.noSegment : row
        cell.progress?.progress = Float(row) / 2
        return cell
    }
}

/// How each control looks in a table's cells, as a program's rows show them: in a screen file's
/// prototype cell, unselected and selected (gray, the fill some controls' quiet parts share).
@Suite("Controls in cells")
@MainActor
struct ControlCellTests {
    let controller = ControlCellsController()
    let app: HeadlessApp

    init() throws {
        ClassRegistry.shared.register(ControlCell.self, ControlCellsController.self)
        app = try HeadlessApp(root: controller, size: Size(width: 44, height: 5))
    }

    @Test func eachControlDrawsInItsCell() {
        assertSnapshot(app.text, named: "control-cells-44x5")
        let rows = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix(" [●──] [ − │ + ]  A │ B │ C  ░░░░░░░░░░  ⠋"))
        #expect(rows[1].hasPrefix(" [━━●] [ − │ + ]  A │ B │ C  █████░░░░░  ⠋"))
        #expect(rows[2].hasPrefix(" [●──] [ − │ + ]  A │ B │ C  ██████████  ⠋"))
    }

    @Test func aGraySelectedCellKeepsEveryControlVisible() throws {
        let table = try #require(controller.tableView)
        for row in 0..<3 {
            table.selectRow(at: IndexPath(row: row, section: 0))
            app.application.processEvents()
            for x in 0..<44 {
                let cell = app.cell(at: Point(x: x, y: row))
                #expect(cell.background == .brightBlack, "the gray selection fills row \(row)")
                guard cell.character != " " else { continue }
                #expect(cell.foreground != cell.background, "'\(cell.character)' at \(x) in row \(row) vanishes into the selection:\n\(app.text)")
            }
        }
    }

    @Test func unselectedTheQuietPartsKeepTheirColours() {
        let offTrack = app.cell(at: Point(x: 3, y: 0))
        #expect(offTrack.character == "─" && offTrack.foreground == .brightBlack)
        let progressTrack = app.cell(at: Point(x: 29, y: 0))
        #expect(progressTrack.character == "░" && progressTrack.foreground == .brightBlack)
    }
}
