import NibKitTesting
import Testing

@testable import NibKit

/// A scene that stands for a controller of another storyboard (Xcode's storyboard reference)
/// leads there: a segue to it shows the other storyboard's initial controller, or the one its
/// `referencedIdentifier` names, and a tab made by a relationship segue is that controller.
@Suite("Storyboard references")
@MainActor
struct StoryboardReferenceTests {
    static func scene(_ id: String, _ objects: String) -> String {
        """
            <scene sceneID="\(id)Scene"><objects>\(objects)</objects></scene>
        """
    }

    static func controller(_ id: String, title: String, identifier: String? = nil, button: String? = nil, segue: String? = nil) -> String {
        let buttonXML =
            button.map { title in
                """
                <subviews><button id="\(id)Button" title="\(title)"><rect key="frame" x="0" y="0" width="12" height="1"/>
                  <connections><segue destination="\(segue ?? "")" kind="show"/></connections>
                </button></subviews>
                """
            } ?? ""
        return """
            <viewController id="\(id)" title="\(title)"\(identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "")>
              <view key="view" id="\(id)View"><rect key="frame" x="0" y="0" width="30" height="6"/>\(buttonXML)</view>
            </viewController>
            """
    }

    static func storyboard(initial: String, _ scenes: [String]) -> [UInt8] {
        Array(
            """
            <document type="NibKit.Storyboard" version="1" initialViewController="\(initial)">
              <scenes>\(scenes.joined(separator: "\n"))</scenes>
            </document>
            """.utf8)
    }

    /// Main: a navigation controller whose root has a button that shows the reference to
    /// Settings' Privacy controller; Settings: its initial General and Privacy by identifier.
    func screens(reference: String = #"<storyboardReference id="privacyRef" storyboardName="Settings" referencedIdentifier="Privacy"/>"#)
        -> InMemoryScreens
    {
        var screens = InMemoryScreens()
        screens.add(
            bytes: Self.storyboard(
                initial: "nav",
                [
                    Self.scene(
                        "nav",
                        #"<navigationController id="nav"><connections><segue destination="home" kind="relationship" relationship="rootViewController"/></connections></navigationController>"#
                    ),
                    Self.scene("home", Self.controller("home", title: "Home", button: "Privacy", segue: "privacyRef")),
                    Self.scene("ref", reference),
                ]),
            named: "Main")
        screens.add(
            bytes: Self.storyboard(
                initial: "general",
                [
                    Self.scene("general", Self.controller("general", title: "General")),
                    Self.scene("privacy", Self.controller("privacy", title: "Privacy settings", identifier: "Privacy")),
                ]),
            named: "Settings")
        return screens
    }

    @Test func aSegueToAReferenceShowsTheOtherStoryboardsController() throws {
        let navigation = try #require(try Storyboard(name: "Main", source: screens()).instantiateInitialViewController() as? NavigationController)
        let app = try HeadlessApp(root: navigation, size: Size(width: 30, height: 8))
        #expect(app.click("Privacy"))
        #expect(navigation.topViewController?.title == "Privacy settings" && !(navigation.topViewController is StoryboardReference))
    }

    @Test func withoutAnIdentifierItIsTheInitialController() throws {
        let screens = screens(reference: #"<storyboardReference id="privacyRef" storyboardName="Settings"/>"#)
        let navigation = try #require(try Storyboard(name: "Main", source: screens).instantiateInitialViewController() as? NavigationController)
        let app = try HeadlessApp(root: navigation, size: Size(width: 30, height: 8))
        #expect(app.click("Privacy"))
        #expect(navigation.topViewController?.title == "General")
    }

    @Test func aReferenceToAStoryboardThatIsNotThereIsAClearError() throws {
        var screens = InMemoryScreens()
        screens.add(
            bytes: Self.storyboard(initial: "ref", [Self.scene("ref", #"<storyboardReference id="ref" storyboardName="Missing"/>"#)]),
            named: "Main")
        #expect {
            try Storyboard(name: "Main", source: screens).instantiateInitialViewController()
        } throws: { error in
            (error as? ScreenError)?.diagnostics.first?.code == .screenNotFound
        }
    }

    @Test func referencesInACircleAreAnErrorNotAHang() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Self.storyboard(initial: "a", [Self.scene("a", #"<storyboardReference id="a" storyboardName="Other"/>"#)]), named: "Main")
        screens.add(bytes: Self.storyboard(initial: "b", [Self.scene("b", #"<storyboardReference id="b" storyboardName="Main"/>"#)]), named: "Other")
        #expect {
            try Storyboard(name: "Main", source: screens).instantiateInitialViewController()
        } throws: { error in
            (error as? ScreenError)?.description.contains("they go in a circle") == true
        }
    }
}
