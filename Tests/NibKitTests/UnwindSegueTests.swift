import NibKitTesting
import Testing

@testable import NibKit

/// Unwind segues through the Exit placeholder: the controller answering the action is found
/// back along the way (presenters and containers), the source prepares, the destination's
/// action is called, and what stood over it is dismissed and popped.
@Suite("Unwind segues", .serialized)
@MainActor
struct UnwindSegueTests {
    let storyboard: Storyboard
    let home: SegueHome
    let navigation: NavigationController
    let app: HeadlessApp

    init() throws {
        storyboard = try Storyboard(name: "Segues", source: reusableScreens, registry: segueRegistry)
        home = try #require(try storyboard.instantiateInitialViewController() as? SegueHome)
        navigation = NavigationController(rootViewController: home)
        app = try HeadlessApp(root: navigation, size: Size(width: 40, height: 12))
        storyboard.segueLog = []
    }

    @Test func unwindingThroughTwoLevelsPushThenPresentReturnsToTheRoot() throws {
        app.click("Show")
        let detail = try #require(navigation.topViewController as? SegueDetail)
        app.click("Deeper")
        let modal = try #require(navigation.presentedViewController as? SegueDetail, "presented by the navigation controller, the outermost:\n\(app.text)")
        #expect(modal.title == "Modal" && app.text.contains("Modal scene"))
        storyboard.segueLog = []

        #expect(app.click("Home"), "\(app.text)")
        #expect(
            storyboard.segueLog == [
                "Modal.prepare(ModalHome) → Home",
                "SegueHome.unwindToHome from Modal, still presented: true",
            ], "the source prepares, then the destination's action, before the way back")
        #expect(navigation.presentedViewController == nil && modal.presenter == nil, "the modal scene is dismissed")
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === home, "and the detail popped")
        #expect(detail.parent == nil)
        #expect(app.text.contains("Home scene") && !app.text.contains("Detail scene"), "\(app.text)")
        #expect(app.application.reportedProblems.isEmpty, "\(app.application.reportedProblems)")
    }

    @Test func unwindingFromAPushedControllerPopsToTheOneThatAnswers() throws {
        app.click("Show")
        #expect(app.click("Up"))
        #expect(storyboard.segueLog.suffix(2) == ["Detail.prepare(UpHome) → Home", "SegueHome.unwindToHome from Detail, still presented: false"])
        #expect(navigation.viewControllers.count == 1)
        #expect(app.text.contains("Home scene"))
    }

    @Test func anUnwindActionNobodyAnswersIsReportedWhenSentNotACrash() throws {
        app.click("Show")
        #expect(app.click("Lost"))
        #expect(navigation.viewControllers.count == 2, "nothing moved")
        let problem = try #require(app.application.reportedProblems.first)
        #expect(
            problem.contains(
                "Segues.storyboard:76:19: error: no controller answers 'unwindToNowhere:', the action of the unwind segue 'Lost' on button 'lost' (looked in SegueDetail, SegueHome, NavigationController) [unknown-action]"
            ), "\(problem)")
        #expect(app.application.statusMessage == problem, "shown on the bottom line:\n\(app.text)")
    }

    @Test func anUnwindSegueByCodeIsFoundAndPerformedToo() throws {
        app.click("Show")
        let detail = try #require(navigation.topViewController)
        detail.performSegue(withIdentifier: "UpHome", sender: nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aTabBarControllerChoosesTheTabTheUnwindLeadsThrough() throws {
        let other = ViewController()
        other.view = View(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        other.title = "Other"
        let tabs = TabBarController()
        tabs.setViewControllers([navigation, other], animated: false)
        let app = try HeadlessApp(root: tabs, size: Size(width: 40, height: 14))
        app.click("Show")
        let detail = try #require(navigation.topViewController as? SegueDetail)
        tabs.selectedIndex = 1
        detail.performSegue(withIdentifier: "UpHome", sender: nil)
        #expect(tabs.selectedViewController === navigation, "the tab holding the destination is chosen")
        #expect(navigation.viewControllers.count == 1)
        #expect(app.text.contains("Home scene"), "\(app.text)")
    }
}
