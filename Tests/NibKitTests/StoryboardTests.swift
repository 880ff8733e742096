import NibKitTesting
import Testing

@testable import NibKit

/// The menu scene's controller: an outlet its scene connects, a value a runtime attribute sets,
/// and a count of the views it loaded.
final class MenuController: ViewController {
    @Outlet var heading: Label?
    var greeting = ""
    var loadCount = 0
    var awoke = false

    nonisolated override class var declaration: Declaration {
        Declaration(MenuController.self, settings: [.inspectable("greeting", \MenuController.greeting, "")])
    }

    override func awakeFromNib() { awoke = true }
    override func viewDidLoad() { loadCount += 1 }
}

@MainActor let storyboardRegistry: ClassRegistry = {
    let registry = ClassRegistry()
    registry.register(MenuController.self)
    return registry
}()

/// Storyboards at run time: found as screens are, each instantiation a fresh controller whose
/// view is loaded from its scene only when first asked for; scenes keep their segues.
@Suite("Storyboards")
@MainActor
struct StoryboardTests {
    func menu() throws -> Storyboard { try Storyboard(name: "Menu", source: reusableScreens, registry: storyboardRegistry) }

    @Test func theInitialViewControllerIsMadeWithItsViewNotYetLoaded() throws {
        let storyboard = try menu()
        let controller = try #require(try storyboard.instantiateInitialViewController() as? MenuController)
        #expect(controller.title == "Menu")
        #expect(controller.greeting == "Hello", "its runtime attributes are set")
        #expect(controller.awoke, "it is woken as a nib object is")
        #expect(!controller.isViewLoaded, "its scene is loaded only when its view is asked for")
        #expect(controller.heading == nil)
        #expect(controller.storyboard === storyboard)
        #expect(controller.storyboardScene?.sceneID == "menuScene")
    }

    @Test func askingForTheViewLoadsTheSceneOnceWithTheControllerAsOwner() throws {
        let controller = try #require(try menu().instantiateInitialViewController() as? MenuController)
        let view = controller.view
        #expect(controller.loadCount == 1)
        #expect(controller.heading?.text == "The menu scene", "the controller's outlets are connected when its view loads")
        #expect(controller.heading?.superview === view)
        _ = controller.view
        #expect(controller.loadCount == 1)
        let app = try HeadlessApp(root: controller, size: Size(width: 40, height: 8))
        #expect(app.text.contains("The menu scene"))
        #expect(app.text.contains("Embedded panel"), "a screen a scene's view embeds is found beside the storyboard")
    }

    @Test func eachInstantiationMakesAFreshController() throws {
        let storyboard = try menu()
        let first = try storyboard.instantiateViewController(withIdentifier: "Detail")
        let second = try storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(first !== second)
        #expect(first.view !== second.view)
        #expect(first.title == "Detail" && type(of: first) == ViewController.self)
    }

    @Test func anUnknownIdentifierNamesTheIdentifiersThereAre() throws {
        #expect {
            try menu().instantiateViewController(withIdentifier: "Detial")
        } throws: { error in
            let text = "\(error)"
            return text.contains("the storyboard 'Menu' has no view controller with the storyboard identifier 'Detial'; it has 'Menu', 'Detail'")
                && text.contains("did you mean 'Detail'?") && text.contains("[unknown-identifier]")
        }
    }

    @Test func aStoryboardIsFoundAsScreensAreAndSaysWhereItLooked() throws {
        #expect {
            try Storyboard(name: "Meny", source: reusableScreens)
        } throws: { error in
            "\(error)".contains("no storyboard named 'Meny'; looked in: ") && "\(error)".contains("Screens/Meny.storyboard")
                && "\(error)".contains("did you mean 'Menu'?")
        }
        #expect(throws: ScreenError.self) { try Nib(named: "Menu", source: reusableScreens).instantiate() }
    }

    @Test func aScenesSeguesAreKeptForTheRuntime() throws {
        let controller = try menu().instantiateInitialViewController()
        let scene = try #require(controller.storyboardScene)
        let segues = scene.segues.map { "\($0.sourceLabel) \($0.segue.kind.rawValue) '\($0.segue.identifier ?? "")' → \($0.segue.destination)" }
        #expect(
            segues == ["button 'open' show 'ShowDetail' → detail", "viewController 'menu' (MenuController) presentation 'PresentDetail' → detail"],
            "in the order they are written")
        let show = try #require(scene.segue(withIdentifier: "ShowDetail"))
        #expect(scene.destination(of: show.segue)?.storyboardIdentifier == "Detail")
        let detail = try #require(scene.storyboard.scene("Detail"))
        let unwind = try #require(detail.segue(withIdentifier: "BackToMenu"))
        #expect(unwind.segue.unwindAction == "unwindToMenu:" && detail.destination(of: unwind.segue) == nil)
    }

    @Test func aProgramStartsFromItsMainStoryboard() throws {
        let app = try HeadlessApp(size: Size(width: 40, height: 8))
        let root = try app.application.startMainStoryboard(named: "Menu", source: reusableScreens, registry: storyboardRegistry)
        #expect(app.application.window.rootViewController === root)
        app.application.renderIfNeeded()
        #expect(app.text.contains("The menu scene"), "\(app.text)")
    }

    @Test func runningFromAStoryboardThatDoesNotLoadEndsWithStatusOneAndNoRootController() {
        let app = Application(backend: HeadlessBackend())
        #expect(app.run(mainStoryboard: "NoSuchStoryboard") == 1)
        #expect(app.window.rootViewController == nil)
    }

    @Test func aControllerClassThatIsNotRegisteredIsReportedAtItsElement() throws {
        let storyboard = try Storyboard(name: "Menu", source: reusableScreens, registry: ClassRegistry())
        #expect {
            try storyboard.instantiateInitialViewController()
        } throws: { error in
            "\(error)".contains("Menu.storyboard:6:9: error: unknown class 'MenuController' for viewController 'menu'")
        }
    }
}
