import NibKitTesting
import Testing

@testable import NibKit

/// `modalPresentationStyle`: a form sheet centred over the dimmed screen, or full screen with
/// nothing beneath drawn; what cannot be presented is reported.
@Suite @MainActor struct PresentationStyleTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 9))
    let log = CallLog()
    let root: Recorder

    init() {
        root = Recorder("Under", log: log, size: Size(width: 30, height: 9))
        harness.window.rootViewController = root
        harness.application.processEvents()
    }

    @Test func aFormSheetIsCentredAtItsOwnSizeOverTheDimmedScreen() {
        let sheet = Recorder("Sheet", log: log, size: Size(width: 12, height: 3))
        sheet.view.backgroundColor = .default
        #expect(sheet.modalPresentationStyle == .formSheet, "the default")
        root.present(sheet)
        #expect(sheet.view.frame == Rect(x: 9, y: 3, width: 12, height: 3))
        #expect(harness.line(1) == " [ Under ]", "what is beneath is still drawn")
        #expect(harness.cell(3, 1).style.contains(.dim), "dimmed")
        #expect(harness.line(4) == "          [ Sheet ]")
        #expect(!harness.cell(12, 4).style.contains(.dim))
    }

    @Test func aFormSheetIsOpaqueThoughItsViewHasNoBackground() {
        let beneath = Label(frame: Rect(x: 0, y: 4, width: 30, height: 1))
        beneath.text = String(repeating: "x", count: 30)
        root.view.addSubview(beneath)
        let sheet = Recorder("Sheet", log: log, size: Size(width: 12, height: 3))
        #expect(sheet.view.backgroundColor == nil, "no background of its own")
        root.present(sheet)
        #expect(harness.line(4) == "xxxxxxxxx [ Sheet ]  xxxxxxxxx", "only the sheet within its frame")
        #expect(harness.cell(5, 4).style.contains(.dim) && !harness.cell(15, 4).style.contains(.dim))
    }

    @Test func aFormSheetTakesThePreferredContentSize() {
        let sheet = Recorder("Sheet", log: log)
        sheet.preferredContentSize = Size(width: 20, height: 5)
        root.present(sheet)
        #expect(sheet.view.frame == Rect(x: 5, y: 2, width: 20, height: 5))
        harness.send(.resize(Size(width: 40, height: 11)))
        #expect(sheet.view.frame == Rect(x: 10, y: 3, width: 20, height: 5), "centred again")
    }

    @Test func aFullScreenPresentationCoversTheScreenAndNothingBeneathIsDrawn() {
        let cover = Recorder("Cover", log: log, size: Size(width: 12, height: 3))
        cover.modalPresentationStyle = .fullScreen
        root.present(cover)
        #expect(cover.view.frame == Rect(x: 0, y: 0, width: 30, height: 9))
        #expect(harness.lines.filter { !$0.isEmpty } == [" [ Cover ]"])
        #expect(!harness.cell(1, 1).style.contains(.dim))
        harness.send(.resize(Size(width: 40, height: 11)))
        #expect(cover.view.frame == Rect(x: 0, y: 0, width: 40, height: 11))
        cover.dismiss()
        #expect(harness.line(1) == " [ Under ]")
    }

    @Test func aSheetOverAFullScreenPresentationDimsOnlyIt() {
        let cover = Recorder("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover)
        let sheet = Recorder("Sheet", log: log, size: Size(width: 12, height: 3))
        cover.present(sheet)
        #expect(!harness.application.drawnText.contains("Under"))
        #expect(harness.application.drawnText.contains("Cover") && harness.application.drawnText.contains("Sheet"))
        #expect(harness.cell(3, 1).style.contains(.dim))
    }

    @Test func presentingFromAControllerAlreadyPresentingIsReported() {
        root.present(Recorder("First", log: log))
        let second = Recorder("Second", log: log)
        root.present(second) { self.log.entries.append("completion") }
        #expect(harness.application.modalStack.count == 1)
        #expect(second.presentingViewController == nil)
        #expect(!log.entries.contains("completion"))
        #expect(harness.application.reportedProblems == ["cannot present Recorder: Recorder is already presenting Recorder"])
    }

    @Test func aChildPresentsFromTheOutermostContainerAndItsPresenterIsThat() {
        let navigation = NavigationController(rootViewController: Recorder("Top", log: log))
        harness.window.rootViewController = navigation
        let top = navigation.topViewController!
        let sheet = Recorder("Sheet", log: log)
        top.present(sheet)
        #expect(sheet.presentingViewController === navigation)
        #expect(navigation.presentedViewController === sheet)
        #expect(navigation.visibleViewController === sheet)
        #expect(sheet.next === navigation, "the presented controller's next responder is its presenter")
    }
}
