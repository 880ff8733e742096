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
}
