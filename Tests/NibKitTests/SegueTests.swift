import NibKitTesting
import Testing

@testable import NibKit

/// What the segue tests' controllers were told, in order (`SegueHome.prepare(ShowDetail)`), by
/// the storyboard they were made from: each test reads its own.
@MainActor var segueLogs: [ObjectIdentifier: [String]] = [:]

extension ViewController {
    func writeToSegueLog(_ entry: String) {
        if let storyboard { segueLogs[ObjectIdentifier(storyboard), default: []].append(entry) }
    }
}

extension Storyboard {
    /// What its controllers wrote to the segue log; setting it starts it again.
    var segueLog: [String] {
        get { segueLogs[ObjectIdentifier(self)] ?? [] }
        set { segueLogs[ObjectIdentifier(self)] = newValue }
    }
}

/// The home scene's controller: it answers `unwindToHome:`, may refuse segues a control
/// starts, and writes down what it prepares for.
final class SegueHome: ViewController {
    var refused: Set<String> = []
    var asked: [String] = []
    var prepared: [StoryboardSegue] = []

    override class var actionTable: ActionTable { super.actionTable + ["unwindToHome:": .init(SegueHome.unwindToHome)] }

    override func viewDidLoad() { writeToSegueLog("SegueHome.viewDidLoad") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return !refused.contains(identifier)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append(segue)
        writeToSegueLog("SegueHome.prepare(\(segue.identifier ?? "")) → \(segue.destination.title ?? "")")
    }

    func unwindToHome(_ segue: StoryboardSegue) {
        writeToSegueLog("SegueHome.unwindToHome from \(segue.source.title ?? ""), still presented: \(navigationController?.presentedViewController != nil)")
    }
}

/// The other scenes' controller: writes down what it prepares for.
final class SegueDetail: ViewController {
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        writeToSegueLog("\(title ?? "").prepare(\(segue.identifier ?? "")) → \(segue.destination.title ?? "")")
    }
}

/// A custom segue: presents its destination covering the screen, and says so.
final class FadeSegue: StoryboardSegue {
    override func perform() {
        source.writeToSegueLog("FadeSegue.perform")
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: false)
    }
}

@MainActor let segueRegistry: ClassRegistry = {
    let registry = ClassRegistry()
    registry.register(SegueHome.self, SegueDetail.self)
    registry.register(FadeSegue.self)
    return registry
}()

/// Segues performed as UIKit performs them: each kind, started by a control of the scene or by
/// `performSegue(withIdentifier:sender:)`, the destination made fresh and prepared for.
@Suite("Segues", .serialized)
@MainActor
struct SegueTests {
    let storyboard: Storyboard
    let home: SegueHome

    init() throws {
        storyboard = try Storyboard(name: "Segues", source: reusableScreens, registry: segueRegistry)
        storyboard.segueLog = []
        home = try #require(try storyboard.instantiateInitialViewController() as? SegueHome)
    }

    /// The home scene in a navigation controller, on a headless screen.
    func inNavigation() throws -> (HeadlessApp, NavigationController) {
        let navigation = NavigationController(rootViewController: home)
        return (try HeadlessApp(root: navigation, size: Size(width: 40, height: 12)), navigation)
    }

    @Test func aButtonsShowSeguePushesAFreshDestinationInTheNavigationController() throws {
        let (app, navigation) = try inNavigation()
        #expect(app.click("Show"), "\(app.text)")
        let detail = try #require(navigation.topViewController as? SegueDetail, "\(app.text)")
        #expect(navigation.viewControllers.count == 2)
        #expect(app.text.contains("Detail scene") && app.text.contains("‹ Home"), "\(app.text)")
        #expect(home.asked == ["ShowDetail"], "a control's segue asks shouldPerformSegue first")
        let segue = try #require(home.prepared.last)
        #expect(segue.identifier == "ShowDetail" && segue.source === home && segue.destination === detail)
        #expect(app.application.reportedProblems.isEmpty, "\(app.application.reportedProblems)")

        app.press(.escape)
        app.click("Show")
        #expect(navigation.topViewController !== detail, "each time a fresh destination")
    }

    @Test func aShowSegueWithoutANavigationControllerPresentsModallyAndSaysSo() throws {
        let app = try HeadlessApp(root: home, size: Size(width: 40, height: 12))
        app.click("Show")
        #expect(home.presentedViewController is SegueDetail)
        #expect(app.text.contains("Detail scene"))
        let problem = try #require(app.application.reportedProblems.first)
        #expect(problem.contains("Segues.storyboard:16:"), "\(problem)")
        #expect(
            problem.contains(
                "the show segue 'ShowDetail' on button 'show' has no navigation controller to push on: its destination is presented modally instead"))
    }

    @Test func aPresentationSegueUsesTheStyleItsFileGives() throws {
        let app = try HeadlessApp(root: home, size: Size(width: 40, height: 12))
        app.click("Sheet")
        #expect(home.presentedViewController?.modalPresentationStyle == .formSheet)
        #expect(app.text.contains("Home scene") && app.text.contains("Detail scene"), "a sheet over the dimmed home scene:\n\(app.text)")
        home.dismiss()
        app.click("Cover")
        #expect(home.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(!app.text.contains("Home scene") && app.text.contains("Detail scene"), "covering the screen:\n\(app.text)")
    }

    @Test func anEmbedSegueMakesTheDestinationAChildFillingTheContainerBeforeViewDidLoad() throws {
        let app = try HeadlessApp(root: home, size: Size(width: 40, height: 12))
        let panel = try #require(home.children.first as? SegueDetail)
        #expect(home.children.count == 1 && panel.parent === home)
        #expect(storyboard.segueLog.prefix(2) == ["SegueHome.prepare(EmbedPanel) → Panel", "SegueHome.viewDidLoad"])
        #expect(panel.view.superview?.frameInWindow == Rect(x: 20, y: 2, width: 18, height: 3))
        #expect(panel.view.frame.size == Size(width: 18, height: 3), "it fills the container view")
        #expect(app.text.split(separator: "\n", omittingEmptySubsequences: false)[2].hasSuffix("Panel scene"), "\(app.text)")
        #expect(panel.isViewInFront, "it appeared with its parent")
    }

    @Test func aCustomSegueIsMadeOfItsRegisteredClassAndPerformsItself() throws {
        let app = try HeadlessApp(root: home, size: Size(width: 40, height: 12))
        app.click("Fade")
        #expect(storyboard.segueLog.suffix(2) == ["SegueHome.prepare(FadeDetail) → Detail", "FadeSegue.perform"])
        #expect(home.prepared.last is FadeSegue)
        #expect(home.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(app.text.contains("Detail scene"))
    }

    @Test func anUnregisteredSegueClassIsReportedWhereTheSegueIsWritten() throws {
        let bare = ClassRegistry()
        bare.register(SegueHome.self, SegueDetail.self)
        let root = try Storyboard(name: "Segues", source: reusableScreens, registry: bare).instantiateInitialViewController()
        let app = try HeadlessApp(root: root, size: Size(width: 40, height: 12))
        app.click("Fade")
        #expect(root.presentedViewController == nil)
        let problem = try #require(app.application.reportedProblems.first)
        #expect(
            problem.contains("Segues.storyboard:34:") && problem.contains("unknown segue class 'FadeSegue' for the custom segue 'FadeDetail' on button 'fade'"),
            "\(problem)")
    }

    @Test func shouldPerformSegueIsAskedForControlsOnly() throws {
        let (app, navigation) = try inNavigation()
        home.refused = ["ShowDetail"]
        app.click("Show")
        #expect(navigation.viewControllers.count == 1 && home.prepared.count == 1, "refused: only the embed segue was prepared")
        home.performSegue(withIdentifier: "ShowDetail", sender: nil)
        #expect(navigation.viewControllers.count == 2, "performSegue(withIdentifier:) does not ask")
        #expect(home.asked == ["ShowDetail"])
    }

    @Test func performSegueFindsAnySegueOfTheScene() throws {
        let (app, navigation) = try inNavigation()
        home.performSegue(withIdentifier: "ByCode", sender: "code")
        #expect(navigation.topViewController is SegueDetail)
        #expect(home.prepared.last?.identifier == "ByCode")
        #expect(app.text.contains("Detail scene"))
    }

    @Test func anUnknownSegueIdentifierIsReportedWithTheScenesPlaceAndItsIdentifiers() throws {
        let app = try HeadlessApp(root: home, size: Size(width: 40, height: 12))
        home.performSegue(withIdentifier: "ShowDetial", sender: nil)
        #expect(home.presentedViewController == nil)
        let problem = try #require(app.application.reportedProblems.first)
        #expect(
            problem.contains(
                "Segues.storyboard:4:5: error: scene 'homeScene' has no segue identified 'ShowDetial'; it has 'ShowDetail', 'SheetDetail', 'CoverDetail', 'FadeDetail', 'EmbedPanel', 'ByCode' (did you mean 'ShowDetail'?)"
            ), "\(problem)")
    }

    @Test func aControllerNotFromAStoryboardSaysSo() throws {
        let plain = ViewController()
        plain.view = View(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let app = try HeadlessApp(root: plain, size: Size(width: 40, height: 12))
        plain.performSegue(withIdentifier: "Any", sender: nil)
        #expect(app.application.reportedProblems.first?.contains("ViewController cannot perform the segue 'Any': it was not made from a storyboard") == true)
    }
}
