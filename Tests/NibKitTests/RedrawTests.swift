import NibKitTesting
import Testing

@testable import NibKit

@Suite("Redrawing")
@MainActor
struct RedrawTests {
    @Test func onlyWhatChangedIsRedrawn() {
        let backend = HeadlessBackend(size: Size(width: 80, height: 24))
        let app = Application(backend: backend, clock: ManualClock())
        let label = Label(frame: Rect(x: 2, y: 2, width: 20, height: 1))
        label.text = "Hello"
        app.window.addSubview(label)
        app.processEvents()
        #expect(backend.lastChangedCells == 5, "the first frame: the five letters on a blank screen")
        label.text = "Hallo"
        app.processEvents()
        #expect(backend.lastChangedCells == 1, "one letter changed: one cell")
        app.processEvents()
        #expect(backend.lastChangedCells == 1, "nothing changed: no new frame at all")
    }

    /// A terminal's first frame is written over an erased window: every cell but the blank ones,
    /// a space on a coloured background included.
    @Test func overAnErasedScreenEveryCellButTheBlankOnesIsWritten() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), background: .index(4))
        canvas.draw("Hi", at: Point(x: 3, y: 1))
        #expect(canvas.changesSinceErased == [0, 1, 13, 14], "two coloured spaces on row 0, \"Hi\" at column 3 of row 1:\n\(canvas.text)")
        #expect(canvas.changesSinceErased == canvas.changes(since: Canvas(size: canvas.size)), "the same as the changes since a blank canvas")
    }

    /// A cell is blank exactly when it equals `Cell.blank`: a change to any one field is not.
    @Test func aCellIsBlankExactlyWhenItEqualsTheBlankCell() {
        let cells = [
            Cell.blank, Cell("x"), Cell(" ", width: 2), Cell(" ", width: 0), Cell(" ", foreground: .index(1)),
            Cell(" ", background: .rgb(1, 2, 3)), Cell(" ", style: .bold), Cell("\u{3000}", width: 2),
        ]
        for cell in cells { #expect(cell.isBlank == (cell == .blank), "\(cell)") }
        #expect(cells.filter(\.isBlank).count == 1, "only the blank cell itself")
    }
}
