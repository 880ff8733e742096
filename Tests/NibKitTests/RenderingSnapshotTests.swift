import NibKitTesting
import Testing

@testable import NibKit

/// Whole screens rendered headless and compared with the text snapshots in `__Snapshots__`.
/// Re-record with `NIBKIT_RECORD_SNAPSHOTS=1 swift test --filter RenderingSnapshotTests`.
@Suite @MainActor struct RenderingSnapshotTests {
    /// A rounded panel holding a label, a button, a slider and a text field, laid out with
    /// springs and struts so it follows the terminal's size.
    func buildForm(in harness: HeadlessApp) {
        let panel = View(frame: Rect(x: 2, y: 1, width: 36, height: 10))
        panel.layer.borderWidth = 1
        panel.layer.cornerRadius = 1
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let title = Label(text: "Settings — 設定", frame: Rect(x: 2, y: 1, width: 32, height: 1))
        title.isBold = true
        title.textAlignment = .center
        title.autoresizingMask = [.flexibleWidth]
        let name = Label(text: "Name:", frame: Rect(x: 2, y: 3, width: 6, height: 1))
        let field = TextField(frame: Rect(x: 9, y: 3, width: 25, height: 1))
        field.text = "Ada"
        field.autoresizingMask = [.flexibleWidth]
        let volume = Label(text: "Volume:", frame: Rect(x: 2, y: 5, width: 8, height: 1))
        let slider = Slider(frame: Rect(x: 11, y: 5, width: 23, height: 1))
        slider.value = 0.5
        slider.autoresizingMask = [.flexibleWidth]
        let ok = Button(title: "OK", frame: Rect(x: 26, y: 8, width: 8, height: 1))
        ok.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let cancel = Button(title: "Cancel", frame: Rect(x: 14, y: 8, width: 11, height: 1))
        cancel.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        for view in [title, name, field, volume, slider, cancel, ok] as [View] { panel.addSubview(view) }
        harness.window.addSubview(panel)
        harness.application.processEvents()
    }

    @Test func formInARoundedPanel() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        buildForm(in: harness)
        assertSnapshot(harness.application.drawnText, named: "form-40x12")
    }

    @Test func alertOverAView() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        buildForm(in: harness)
        let controller = ViewController()
        controller.view = harness.window.subviews[0]
        let alert = AlertController(title: "Howdy!", message: "You tapped me!")
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        controller.present(alert)
        harness.application.processEvents()
        assertSnapshot(harness.application.drawnText, named: "alert-over-form-40x12")
    }

    @Test func autoresizedLayoutAt60x20And100x30() {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        buildForm(in: harness)
        harness.backend.resize(to: Size(width: 60, height: 20))
        harness.application.processEvents()
        assertSnapshot(harness.application.drawnText, named: "form-60x20")
        harness.backend.resize(to: Size(width: 100, height: 30))
        harness.application.processEvents()
        assertSnapshot(harness.application.drawnText, named: "form-100x30")
    }

    @Test func snapshotHelperReportsAReadableDiff() {
        let diff = Snapshot.diff(expected: "abc\nsame\nxyz", actual: "abd\nsame")
        #expect(
            diff == """
                  0 - │abc│
                  0 + │abd│
                  2 - │xyz│
                  2 + (no row)
                """)
        #expect(
            Snapshot.framed("ab\n") == """
                    ┌──┐
                  0 │ab│
                  1 │  │
                    └──┘
                """)
        #expect(Snapshot.normalized("a  \n\n") == "a")
    }
}
