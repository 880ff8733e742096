import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct AlertTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let controller = ViewController()
    let howdy = Button(title: "Howdy!", frame: Rect(x: 1, y: 1, width: 12, height: 1))
    var chosen: [String] = []

    init() {
        controller.view = View(frame: .zero)
        controller.view.addSubview(howdy)
        harness.window.rootViewController = controller
        harness.application.processEvents()
    }

    /// Presents an alert whose handlers append to `log`.
    func present(_ actions: [(String, AlertAction.Style)], log: ActionLog) -> AlertController {
        let alert = AlertController(title: "Howdy!", message: "You tapped me!")
        for (title, style) in actions {
            alert.addAction(AlertAction(title: title, style: style) { log.entries.append($0.title) })
        }
        controller.present(alert)
        harness.application.processEvents()
        return alert
    }

    @Test func isShownCentredWithTitleMessageAndButtons() {
        let alert = present([("OK", .default)], log: ActionLog())
        #expect(harness.application.modalStack.last === alert)
        let screen = harness.lines
        #expect(
            Array(screen[2...8]) == [
                "           ╭────────────────╮",
                "           │     Howdy!     │",
                "           │                │",
                "           │ You tapped me! │",
                "           │                │",
                "           │     [ OK ]     │",
                "           ╰────────────────╯",
            ])
        #expect(harness.cell(17, 3).style.contains(.bold))
        #expect(alert.view.frame == Rect(x: 11, y: 2, width: 18, height: 7))
    }

    @Test func enterOnTheFocusedButtonRunsItsHandlerAndDismisses() {
        let log = ActionLog()
        _ = present([("OK", .default)], log: log)
        harness.press(.enter)
        #expect(log.entries == ["OK"])
        #expect(harness.application.modalStack.isEmpty)
        #expect(!harness.application.drawnText.contains("tapped"))
    }

    @Test func tabMovesBetweenTheButtons() {
        let log = ActionLog()
        let alert = present([("Cancel", .cancel), ("Delete", .destructive)], log: log)
        let buttons = (alert.view as! AlertView).buttons
        #expect(harness.application.firstResponder === buttons[0])
        harness.press(.tab)
        #expect(harness.application.firstResponder === buttons[1])
        harness.press(.tab)
        #expect(harness.application.firstResponder === buttons[0], "focus stays inside the alert")
        harness.press(.backTab)
        harness.press(.character(" "))
        #expect(log.entries == ["Delete"])
    }

    @Test func escapeRunsTheCancelAction() {
        let log = ActionLog()
        _ = present([("Delete", .destructive), ("Cancel", .cancel)], log: log)
        harness.press(.escape)
        #expect(log.entries == ["Cancel"])
        #expect(harness.application.modalStack.isEmpty)
    }

    @Test func escapeRunsTheOnlyAction() {
        let log = ActionLog()
        _ = present([("OK", .default)], log: log)
        harness.press(.escape)
        #expect(log.entries == ["OK"])
    }

    @Test func clickOnAButtonRunsItsHandler() {
        let log = ActionLog()
        _ = present([("One", .default), ("Two", .default)], log: log)
        guard let point = harness.backend.canvas.find("[ Two ]") else { Issue.record("no Two button on screen"); return }
        harness.click(point.x + 2, point.y)
        #expect(log.entries == ["Two"])
        #expect(harness.application.modalStack.isEmpty)
    }

    @Test func takesAllInputWhilePresented() {
        let log = ActionLog()
        let behind = ActionLog()
        behind.watch(howdy, .touchUpInside)
        _ = present([("One", .default), ("Two", .default)], log: log)
        harness.click(3, 1)  // the button behind the alert
        #expect(behind.entries.isEmpty)
        harness.application.quitKeys.insert(.character("q"))
        harness.press(.character("q"))  // would quit without the alert
        #expect(!harness.application.isQuitting)
        harness.press(.escape)  // two actions, no cancel: Esc does nothing
        #expect(harness.application.modalStack.count == 1)
        #expect(log.entries.isEmpty)
    }

    @Test func focusReturnsToTheWindowAfterDismissal() {
        _ = present([("OK", .default)], log: ActionLog())
        harness.press(.enter)
        #expect(harness.application.firstResponder === howdy)
    }

    @Test func longMessageWraps() {
        let alert = AlertController(title: "Note", message: String(repeating: "word ", count: 30))
        alert.addAction(AlertAction(title: "OK"))
        controller.present(alert)
        harness.application.processEvents()
        #expect(alert.view.frame.width <= 40)
        #expect(alert.view.frame.height > 7)
        #expect(harness.lines.filter { $0.contains("word") }.count >= 4)
    }
}
