import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct AutoresizingTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))

    func view(_ frame: Rect, _ mask: AutoresizingMask) -> View {
        let view = View(frame: frame)
        view.autoresizingMask = mask
        harness.window.addSubview(view)
        return view
    }

    func resize(to width: Int, _ height: Int) {
        harness.backend.resize(to: Size(width: width, height: height))
        harness.application.processEvents()
    }

    @Test func flexibleWidthAndHeightStretch() {
        let v = view(Rect(x: 2, y: 1, width: 36, height: 10), [.flexibleWidth, .flexibleHeight])
        resize(to: 60, 20)
        #expect(v.frame == Rect(x: 2, y: 1, width: 56, height: 18))
        resize(to: 30, 8)
        #expect(v.frame == Rect(x: 2, y: 1, width: 26, height: 6))
    }

    @Test func flexibleLeftAndTopMarginsKeepTheViewAtTheBottomRight() {
        let v = view(Rect(x: 30, y: 9, width: 8, height: 2), [.flexibleLeftMargin, .flexibleTopMargin])
        resize(to: 60, 20)
        #expect(v.frame == Rect(x: 50, y: 17, width: 8, height: 2))
    }

    @Test func flexibleSideMarginsKeepTheViewCentred() {
        let v = view(Rect(x: 15, y: 5, width: 10, height: 2), [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        resize(to: 60, 22)
        #expect(v.frame == Rect(x: 25, y: 10, width: 10, height: 2))
    }

    @Test func noMaskKeepsTheFrame() {
        let v = view(Rect(x: 3, y: 3, width: 10, height: 2), [])
        resize(to: 80, 24)
        #expect(v.frame == Rect(x: 3, y: 3, width: 10, height: 2))
    }

    @Test func subviewsFollowTheirResizedSuperview() {
        let panel = view(Rect(x: 0, y: 0, width: 40, height: 12), [.flexibleWidth, .flexibleHeight])
        let ok = Button(title: "OK", frame: Rect(x: 32, y: 10, width: 6, height: 1))
        ok.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        panel.addSubview(ok)
        resize(to: 50, 14)
        #expect(ok.frameInWindow == Rect(x: 42, y: 12, width: 6, height: 1))
        #expect(harness.line(12).hasSuffix("[ OK ]"))
    }

    @Test func aPresentedAlertIsCentredAgainAfterAResize() {
        let controller = ViewController()
        controller.view = View()
        harness.window.rootViewController = controller
        harness.application.processEvents()
        let alert = AlertController(title: "Hi", message: "there")
        alert.addAction(AlertAction(title: "OK"))
        controller.present(alert)
        resize(to: 80, 24)
        let frame = alert.view.frame
        #expect(frame.x == (80 - frame.width) / 2)
        #expect(frame.y == (24 - frame.height) / 2)
    }
}
