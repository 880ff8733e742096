import NibKitTesting
import Testing

@testable import NibKit

/// A navigation controller from code: its bar, its stack, back by click and by Esc, focus,
/// bar button items and `show(_:sender:)`.
@Suite @MainActor struct NavigationControllerTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 8))
    let log = CallLog()
    let first: Recorder
    let navigation: NavigationController

    init() {
        first = Recorder("Inbox", log: log)
        navigation = NavigationController(rootViewController: first)
        harness.window.rootViewController = navigation
        harness.application.processEvents()
    }

    func push(_ name: String) -> Recorder {
        let controller = Recorder(name, log: log)
        navigation.pushViewController(controller, animated: true)
        harness.application.processEvents()
        return controller
    }

    @Test func theBarShowsTheTitleCentredOnTheTopRowAndTheViewFillsTheRest() {
        #expect(harness.line(0) == "                 Inbox")
        #expect(harness.cell(17, 0).style.contains(.bold))
        #expect(harness.line(2) == " [ Inbox ]", "the top controller's view starts under the bar")
        #expect(first.view.frame == Rect(x: 0, y: 0, width: 40, height: 7))
        #expect(first.view.frameInWindow == Rect(x: 0, y: 1, width: 40, height: 7))
        #expect(navigation.navigationBar.backButton == nil, "nothing to go back to")
    }

    @Test func pushingShowsTheNewTopWithABackButtonNamedAfterTheOneBelow() {
        let second = push("Message")
        #expect(harness.line(0) == "‹ Inbox         Message")
        #expect(harness.line(2) == " [ Message ]")
        #expect(identical(navigation.viewControllers, [first, second]))
        #expect(navigation.topViewController === second && second.navigationController === navigation)
        #expect(second.parent === navigation && navigation.children.count == 2)
        #expect(first.view.superview == nil, "the view below is out of the window")
    }

    @Test func theBackButtonSaysBackWhenTheControllerBelowHasNoTitle() {
        first.title = nil
        _ = push("Message")
        #expect(harness.line(0).hasPrefix("‹ Back "))
    }

    @Test func aClickOnBackPops() {
        _ = push("Message")
        harness.click(1, 0)
        #expect(identical(navigation.viewControllers, [first]))
        #expect(harness.line(0) == "                 Inbox")
        #expect(harness.line(2) == " [ Inbox ]")
    }

    @Test func escPopsWhenNothingNearerTakesIt() {
        _ = push("Message")
        _ = push("Reply")
        harness.press(.escape)
        #expect(navigation.viewControllers.count == 2)
        harness.press(.escape)
        harness.press(.escape)
        #expect(identical(navigation.viewControllers, [first]), "Esc at the root pops nothing")
    }

    @Test func escTakenByAViewNearerTheFirstResponderDoesNotPop() {
        let second = push("Message")
        let field = EscapeTakingField(frame: Rect(x: 1, y: 3, width: 10, height: 1))
        second.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.press(.escape)
        #expect(field.escapes == 1)
        #expect(navigation.topViewController === second)
    }

    @Test func escUnderAPresentedSheetDoesNotPopTheStackBeneath() {
        let second = push("Message")
        second.present(Recorder("Sheet", log: log))
        harness.press(.escape)
        #expect(navigation.topViewController === second)
        #expect(harness.application.modalStack.count == 1)
    }

    @Test func focusGoesIntoTheNewTopControllersView() {
        #expect(harness.application.firstResponder === first.button)
        let second = push("Message")
        #expect(harness.application.firstResponder === second.button, "not the back button, first in reading order")
        harness.press(.escape)
        #expect(harness.application.firstResponder === first.button)
    }

    @Test func barButtonItemsSendTheirActionsWithThemselvesAsSender() {
        let target = ActionLog()
        let add = BarButtonItem(title: "Add", target: target, action: "add:")
        let edit = BarButtonItem(title: "Edit", target: target, action: "edit:")
        let second = push("Message")
        second.navigationItem.leftBarButtonItem = edit
        second.navigationItem.rightBarButtonItem = add
        #expect(harness.line(0) == "‹ Inbox  Edit   Message              Add")
        harness.click(38, 0)
        harness.click(10, 0)
        #expect(target.entries == ["add:", "edit:"])
        #expect(target.senders.first === add)
        add.title = "New"
        #expect(harness.line(0).hasSuffix("New"))
    }

    @Test func theTitleFollowsTheControllerAndItsNavigationItem() {
        first.title = "Mail"
        #expect(harness.line(0) == "                  Mail")
        first.navigationItem.title = "All Mail"
        #expect(harness.line(0) == "                All Mail")
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
        let shown = Recorder("Shown", log: log)
        first.show(shown, sender: nil)
        #expect(navigation.topViewController === shown)
        let outside = Recorder("Outside", log: log)
        let lone = Recorder("Lone", log: log)
        harness.window.rootViewController = lone
        lone.show(outside, sender: nil)
        #expect(lone.presentedViewController === outside)
        #expect(outside.navigationController == nil)
    }

    @Test func popToRootAndSetViewControllersReplaceTheStack() {
        let second = push("Message")
        let third = push("Reply")
        #expect(identical(navigation.popToRootViewController(animated: false), [second, third]))
        #expect(identical(navigation.viewControllers, [first]) && second.parent == nil && third.parent == nil)
        let other = Recorder("Other", log: log)
        navigation.setViewControllers([other, first], animated: false)
        #expect(harness.line(0) == "‹ Other          Inbox")
        _ = log.take()
        navigation.setViewControllers([other], animated: false)
        #expect(
            log.take() == [
                "Inbox.willMove(toParent: nil)", "Other.viewDidLoad", "Inbox.viewWillDisappear", "Other.viewWillAppear",
                "Other.viewWillLayoutSubviews", "Other.viewDidLayoutSubviews", "Inbox.viewDidDisappear", "Other.viewDidAppear",
                "Inbox.didMove(toParent: nil)",
            ])
        #expect(harness.line(2) == " [ Other ]")
    }

    @Test func pushingAControllerAlreadyOnTheStackIsReportedNotDone() {
        navigation.pushViewController(first, animated: false)
        #expect(identical(navigation.viewControllers, [first]))
        #expect(harness.application.reportedProblems == ["Recorder is in NavigationController's controllers twice"])
    }

    @Test func aNavigationControllerPresentedFullScreenDismissesFromItsChild() {
        let presented = NavigationController(rootViewController: Recorder("Compose", log: log))
        presented.modalPresentationStyle = .fullScreen
        let lone = Recorder("Lone", log: log)
        harness.window.rootViewController = lone
        lone.present(presented)
        #expect(harness.line(0) == "                Compose")
        presented.topViewController?.dismiss()
        #expect(harness.application.modalStack.isEmpty)
        #expect(harness.line(1) == " [ Lone ]")
    }
}

/// A text field that takes Esc, as an editor cancelling its edit would.
final class EscapeTakingField: TextField {
    var escapes = 0
    override func keyDown(_ event: KeyEvent) -> Bool {
        guard event.key == .escape else { return super.keyDown(event) }
        escapes += 1
        return true
    }
}
