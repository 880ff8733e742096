import NibKitTesting
import Testing

@testable import NibKit

/// A tab bar controller from code: its bar, choosing by click and by number key, its delegate.
@Suite @MainActor struct TabBarControllerTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 6))
    let log = CallLog()
    let tabs = TabBarController()
    let files: Recorder
    let recent: Recorder
    let settings: Recorder

    init() {
        files = Recorder("Files", log: log)
        recent = Recorder("Recent", log: log)
        settings = Recorder("Settings", log: log)
        tabs.setViewControllers([files, recent, settings], animated: false)
        harness.window.rootViewController = tabs
        harness.application.processEvents()
    }

    @Test func theBarShowsEachTabNumberedOnTheBottomRowTheChosenReversed() {
        #expect(harness.line(5) == " 1 Files   2 Recent 3 Settings")
        #expect(harness.cell(0, 5).style.contains(.reverse) && harness.cell(9, 5).style.contains(.reverse))
        #expect(!harness.cell(10, 5).style.contains(.reverse))
        #expect(harness.line(1) == " [ Files ]")
        #expect(files.view.frame == Rect(x: 0, y: 0, width: 30, height: 5))
        #expect(files.tabBarController === tabs)
    }

    @Test func theTabBarItemsTitleWinsOverTheControllers() {
        recent.tabBarItem.title = "History"
        #expect(harness.line(5) == " 1 Files  2 History 3 Settings")
    }

    @Test func aClickOnATabChoosesIt() {
        harness.click(15, 5)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === recent)
        #expect(harness.line(1) == " [ Recent ]")
        #expect(harness.application.firstResponder === recent.button, "focus goes into the chosen tab's view")
    }

    @Test func aNumberKeyChoosesItsTab() {
        harness.press(.character("3"))
        #expect(tabs.selectedViewController === settings)
        harness.press(.character("4"))
        #expect(tabs.selectedViewController === settings, "there is no fourth tab")
    }

    @Test func aNumberKeyUnderAPresentedSheetChoosesNoTab() {
        files.present(Recorder("Sheet", log: log))
        harness.press(.character("2"))
        #expect(tabs.selectedViewController === files)
    }

    @Test func aDigitTakenNearerTheFirstResponderChoosesNoTab() {
        let field = TextField(frame: Rect(x: 1, y: 3, width: 10, height: 1))
        files.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.press(.character("2"))
        #expect(tabs.selectedViewController === files)
        #expect(field.text == "2")
    }

    @Test func theDelegateMayRefuseATabAndIsToldOfTheChoice() {
        let delegate = TabDelegate(refusing: settings)
        tabs.delegate = delegate
        harness.press(.character("3"))
        #expect(tabs.selectedViewController === files)
        harness.press(.character("2"))
        harness.press(.character("2"))
        #expect(identical(delegate.chosen, [recent, recent]), "told even when the tab was chosen already, as UIKit tells")
        tabs.selectedIndex = 0
        #expect(delegate.chosen.count == 2, "choosing from code is not told")
    }

    @Test func replacingTheControllersKeepsTheChosenOneIfItStays() {
        tabs.selectedIndex = 2
        tabs.setViewControllers([settings, files], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === settings)
        #expect(recent.parent == nil)
        tabs.setViewControllers([recent], animated: false)
        #expect(tabs.selectedViewController === recent)
        #expect(harness.line(1) == " [ Recent ]")
    }

    @Test func aNavigationControllerInATabTakesEscBeforeTheTabs() {
        let navigation = NavigationController(rootViewController: Recorder("Root", log: log))
        tabs.setViewControllers([navigation, files], animated: false)
        #expect(tabs.selectedViewController === files, "the chosen one stays chosen")
        tabs.selectedIndex = 0
        navigation.pushViewController(Recorder("Detail", log: log), animated: false)
        #expect(harness.line(0) == "‹ Root      Detail")
        harness.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        harness.press(.character("2"))
        #expect(tabs.selectedViewController === files)
    }
}

final class TabDelegate: TabBarControllerDelegate {
    let refused: ViewController
    var chosen: [ViewController] = []
    init(refusing refused: ViewController) { self.refused = refused }
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { viewController !== refused }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) { chosen.append(viewController) }
}
