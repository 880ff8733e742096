import NibKitTesting
import Testing

@testable import NibKit

/// Relationship segues: a storyboard's navigation and tab bar controllers are made with their
/// controllers, fresh each time, as UIKit makes them.
@Suite("Relationship segues")
@MainActor
struct RelationshipSegueTests {
    let storyboard: Storyboard

    init() throws { storyboard = try Storyboard(name: "Containers", source: reusableScreens) }

    @Test func aTabBarControllersTabsAndANavigationControllersRootAreMadeWithThem() throws {
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        #expect(tabs.viewControllers.map(\.title) == ["Lists", "Settings"], "in the order the segues are written")
        #expect(navigation.viewControllers.map(\.title) == ["List"])
        #expect(navigation.topViewController?.parent === navigation && navigation.parent === tabs)
        #expect(!navigation.topViewController!.isViewLoaded, "made, its view not yet loaded")

        let again = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
        #expect(again.viewControllers.first !== navigation, "each container made afresh with its own controllers")
    }

    @Test func aShowSegueInsideTheStoryboardsNavigationControllerPushes() throws {
        let tabs = try storyboard.instantiateInitialViewController()
        let app = try HeadlessApp(root: tabs, size: Size(width: 40, height: 10))
        #expect(app.text.contains("List scene") && app.text.contains("Settings"), "\(app.text)")
        app.click("Open")
        #expect(app.text.contains("‹ List") && app.text.contains("Item scene"), "\(app.text)")
        app.press(.character("2"))
        #expect(app.text.contains("Settings scene"), "\(app.text)")
        #expect(app.application.reportedProblems.isEmpty)
    }
}
