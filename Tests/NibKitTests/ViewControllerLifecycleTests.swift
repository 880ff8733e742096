import NibKitTesting
import Testing

@testable import NibKit

/// The order of the lifecycle calls, as UIKit makes them, for each way a controller comes on
/// screen or leaves it (Sources/NibKit/NibKit.docc/ViewControllers.md has the same tables).
@Suite @MainActor struct ViewControllerLifecycleTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let log = CallLog()

    @Test func becomingTheWindowsRootLoadsAppearsAndLaysOut() {
        harness.window.rootViewController = Recorder("A", log: log)
        #expect(
            log.take() == [
                "A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
    }

    @Test func aRootShownWithTheWindowAppearsOnceTheWindowIsShown() throws {
        let root = Recorder("A", log: log)
        let app = try HeadlessApp(root: root, size: Size(width: 40, height: 12))
        #expect(
            log.take() == [
                "A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        #expect(app.text.contains("A"))
    }

    @Test func replacingTheRootTheOldDisappearsAsTheNewAppears() {
        harness.window.rootViewController = Recorder("A", log: log)
        _ = log.take()
        harness.window.rootViewController = Recorder("B", log: log)
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func aResizeLaysTheViewOutBetweenWillAndDidLayoutSubviews() {
        harness.window.rootViewController = Recorder("A", log: log)
        _ = log.take()
        harness.send(.resize(Size(width: 50, height: 14)))
        #expect(log.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        harness.window.rootViewController?.view.setNeedsLayout()
        harness.redraw()
        #expect(log.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    // MARK: Presentation

    @Test func presentingFullScreenTheSheetAppearsAsThePresenterDisappearsThenTheCompletionRuns() {
        let presenter = Recorder("A", log: log)
        harness.window.rootViewController = presenter
        let presented = Recorder("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        _ = log.take()
        presenter.present(presented, animated: true) { self.log.entries.append("completion") }
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear", "completion",
            ])
        presented.dismiss(animated: true) { self.log.entries.append("completion") }
        #expect(
            log.take() == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "B.viewDidDisappear",
                "A.viewDidAppear", "completion",
            ])
    }

    @Test func presentingAFormSheetLeavesThePresenterOnScreen() {
        let presenter = Recorder("A", log: log)
        harness.window.rootViewController = presenter
        let presented = Recorder("B", log: log)
        _ = log.take()
        presenter.present(presented, animated: false) { self.log.entries.append("completion") }
        #expect(
            log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear", "completion"])
        presenter.dismiss(animated: false) { self.log.entries.append("completion") }
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear", "completion"])
    }

    @Test func dismissingALowerPresentationTakesAwayThoseAboveIt() {
        let root = Recorder("A", log: log)
        harness.window.rootViewController = root
        let first = Recorder("B", log: log)
        first.modalPresentationStyle = .fullScreen
        let second = Recorder("C", log: log)
        root.present(first)
        first.present(second)
        _ = log.take()
        root.dismiss()
        #expect(
            log.take() == [
                "B.viewWillDisappear", "C.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidDisappear", "C.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(harness.application.modalStack.isEmpty)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil && second.presentingViewController == nil)
    }

    // MARK: Navigation

    @Test func pushingTheNewTopAppearsAsTheOldDisappearsBetweenWillAndDidMoveToParent() {
        let navigation = NavigationController(rootViewController: Recorder("A", log: log))
        harness.window.rootViewController = navigation
        #expect(
            log.take() == [
                "A.willMove(toParent: NavigationController)", "A.didMove(toParent: NavigationController)", "A.viewDidLoad", "A.viewWillAppear",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        navigation.pushViewController(Recorder("B", log: log), animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: NavigationController)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: NavigationController)",
            ])
    }

    @Test func poppingTheOldTopDisappearsAsTheOneBelowAppearsBetweenWillAndDidMoveToNil() {
        let navigation = NavigationController(rootViewController: Recorder("A", log: log))
        harness.window.rootViewController = navigation
        navigation.pushViewController(Recorder("B", log: log), animated: true)
        _ = log.take()
        navigation.popViewController(animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
    }

    @Test func aNavigationControllerOffScreenTellsItsChildrenNothingUntilItAppears() {
        let navigation = NavigationController(rootViewController: Recorder("A", log: log))
        navigation.pushViewController(Recorder("B", log: log), animated: false)
        #expect(
            log.take() == [
                "A.willMove(toParent: NavigationController)", "A.didMove(toParent: NavigationController)",
                "B.willMove(toParent: NavigationController)", "B.didMove(toParent: NavigationController)",
            ])
        harness.window.rootViewController = navigation
        #expect(log.take() == ["B.viewDidLoad"] + appearing("B"), "only the top one loads and appears")
    }

    // MARK: Tabs

    @Test func switchingTabsTheChosenAppearsAsTheOldDisappears() {
        let tabs = TabBarController()
        tabs.setViewControllers([Recorder("A", log: log), Recorder("B", log: log)], animated: false)
        harness.window.rootViewController = tabs
        #expect(
            log.take() == [
                "A.willMove(toParent: TabBarController)", "B.willMove(toParent: TabBarController)", "A.didMove(toParent: TabBarController)",
                "B.didMove(toParent: TabBarController)", "A.viewDidLoad",
            ] + appearing("A"))
        tabs.selectedIndex = 1
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    // MARK: Embedding

    @Test func embeddingAChildOnScreenItAppearsBetweenWillAndDidMoveToParent() {
        let parent = Recorder("P", log: log)
        harness.window.rootViewController = parent
        let containerView = View(frame: Rect(x: 0, y: 6, width: 40, height: 6))
        parent.view.addSubview(containerView)
        _ = log.take()
        let child = Recorder("C", log: log)
        parent.addChild(child)
        containerView.addFillingSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "C.viewDidAppear", "C.didMove(toParent: P)",
            ])
        #expect(child.view.frame == containerView.bounds)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func aParentForwardsItsAppearanceToAnEmbeddedChildParentFirst() {
        let parent = Recorder("P", log: log)
        let child = Recorder("C", log: log)
        parent.addChild(child)
        parent.view.addFillingSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        harness.window.rootViewController = parent
        #expect(
            log.take() == [
                "P.viewWillAppear", "C.viewWillAppear", "P.viewWillLayoutSubviews", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "P.viewDidLayoutSubviews", "P.viewDidAppear", "C.viewDidAppear",
            ])
        harness.window.rootViewController = Recorder("B", log: log)
        #expect(
            log.take() == [
                "B.viewDidLoad", "P.viewWillDisappear", "C.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "P.viewDidDisappear", "C.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func aChildAddedUnderAParentOffScreenAppearsOnlyWithIt() {
        let parent = Recorder("P", log: log)
        harness.window.rootViewController = parent
        let covering = Recorder("F", log: log)
        covering.modalPresentationStyle = .fullScreen
        parent.present(covering)
        _ = log.take()
        let child = Recorder("C", log: log)
        parent.addChild(child)
        parent.view.addFillingSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "C.didMove(toParent: P)"],
            "the parent is covered: the child is laid out to fill it, and does not appear")
        covering.dismiss()
        #expect(
            log.take() == [
                "F.viewWillDisappear", "P.viewWillAppear", "C.viewWillAppear", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
                "F.viewDidDisappear", "P.viewDidAppear", "C.viewDidAppear",
            ])
    }
}
