import NibKitTesting
import Testing

@testable import NibKit

/// A view controller that answers `controllerAction:` and records who sent it.
final class ChainViewController: ViewController {
    var received: [String] = []
    override class var actionTable: ActionTable {
        super.actionTable + ["controllerAction:": .init(ChainViewController.controllerAction)]
    }
    func controllerAction(_ sender: Any?) { received.append("controllerAction: from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
}

/// A view that answers `viewAction:`.
final class ChainView: View {
    var received = 0
    override class var actionTable: ActionTable { super.actionTable + ["viewAction:": .init(ChainView.viewAction)] }
    func viewAction(_ sender: Any?) { received += 1 }
}

/// The application's delegate, last in the chain.
final class ChainDelegate: Responder {
    var received = 0
    override class var actionTable: ActionTable { super.actionTable + ["delegateAction:": .init(ChainDelegate.delegateAction)] }
    func delegateAction(_ sender: Any?) { received += 1 }
}

@Suite @MainActor struct ResponderChainTests {
    /// root view (a controller's main view) > panel > button, in the window.
    struct Scene {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
        let controller = ChainViewController()
        let root = ChainView(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        let panel = View(frame: Rect(x: 2, y: 2, width: 20, height: 6))
        let button = Button(title: "Go", frame: Rect(x: 1, y: 1, width: 8, height: 1))
        let delegate = ChainDelegate()

        init() {
            controller.view = root
            root.addSubview(panel)
            panel.addSubview(button)
            harness.application.delegate = delegate
            harness.window.rootViewController = controller
            harness.application.processEvents()
        }
    }

    @Test func chainRunsViewSuperviewControllerWindowApplicationDelegate() {
        let scene = Scene()
        let chain = scene.button.responderChain
        let expected: [Responder] = [scene.button, scene.panel, scene.root, scene.controller, scene.harness.window, scene.harness.application, scene.delegate]
        #expect(chain.count == expected.count)
        for (got, want) in zip(chain, expected) { #expect(got === want, "\(type(of: got)) should be \(type(of: want))") }
    }

    @Test func nilTargetedActionIsAnsweredUpTheChainFromTheFirstResponder() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "controllerAction:", for: .touchUpInside)
        scene.button.addTarget(nil, action: "viewAction:", for: .touchUpInside)
        scene.button.addTarget(nil, action: "delegateAction:", for: .touchUpInside)
        scene.harness.click(4, 3)
        #expect(scene.harness.application.firstResponder === scene.button)
        #expect(scene.controller.received == ["controllerAction: from Button"])
        #expect(scene.root.received == 1)
        #expect(scene.delegate.received == 1)
        #expect(scene.harness.application.reportedProblems.isEmpty)
    }

    @Test func nearestResponderWins() {
        let scene = Scene()
        #expect(scene.button.target(forAction: "viewAction:") === scene.root)
        #expect(scene.button.target(forAction: "controllerAction:") === scene.controller)
        #expect(scene.button.target(forAction: "delegateAction:") === scene.delegate)
        #expect(scene.button.target(forAction: "nobody:") == nil)
    }

    @Test func unansweredSelectorIsReportedNotACrash() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "nobodyAnswers:", for: .touchUpInside)
        scene.harness.click(4, 3)
        #expect(scene.harness.application.reportedProblems.count == 1)
        #expect(scene.harness.application.reportedProblems.first?.contains("nobodyAnswers:") == true)
        // It is shown on the bottom line, and the next key clears it.
        #expect(scene.harness.line(11).contains("nobodyAnswers:"))
        scene.harness.press(.left)
        #expect(!scene.harness.line(11).contains("nobodyAnswers:"))
        #expect(!scene.harness.application.isQuitting)
    }

    @Test func concreteTargetWithoutTheSelectorIsReported() {
        let scene = Scene()
        scene.button.addTarget(scene.controller, action: "missing:", for: .touchUpInside)
        scene.harness.click(4, 3)
        #expect(scene.harness.application.reportedProblems == ["unrecognized selector 'missing:' sent to ChainViewController"])
    }

    @Test func severalTargetsForOneEventAllReceiveItInOrder() {
        let scene = Scene()
        let first = ActionLog()
        let second = ActionLog()
        scene.button.addTarget(first, action: "one:", for: .touchUpInside)
        scene.button.addTarget(second, action: "two:", for: .touchUpInside)
        scene.button.addTarget(first, action: "three:", for: .touchUpInside)
        scene.harness.click(4, 3)
        #expect(first.entries == ["one:", "three:"])
        #expect(second.entries == ["two:"])
        #expect(first.senders.first === scene.button)
    }

    @Test func keysTravelUpTheChainToTheApplicationsQuitKeys() {
        let scene = Scene()
        scene.harness.application.quitKeys.insert(.character("x"))
        scene.harness.application.setFirstResponder(scene.button)
        scene.harness.press(.character("y"))
        #expect(!scene.harness.application.isQuitting)
        scene.harness.press(.character("x"))
        #expect(scene.harness.application.isQuitting)
    }

    @Test func qTypedIntoAFocusedButtonDoesNothingByDefault() {
        let scene = Scene()
        let log = ActionLog()
        log.watch(scene.button, .touchUpInside, .primaryActionTriggered)
        scene.harness.application.setFirstResponder(scene.button)
        scene.harness.press(.character("q"))
        #expect(!scene.harness.application.isQuitting)
        #expect(log.entries.isEmpty)
        #expect(scene.harness.application.firstResponder === scene.button)
        scene.harness.press(.control("c"))
        #expect(scene.harness.application.isQuitting)
    }
}
