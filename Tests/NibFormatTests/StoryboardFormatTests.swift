import Foundation
import NibKit
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// Storyboards in the screen format: scenes, their controllers, segues and the initial view
/// controller, read alike by the XML reader and the compiled one, and the rules every
/// storyboard keeps, each reported at its line and column by both.
@Suite("Storyboard format")
struct StoryboardFormatTests {
    /// The storyboards nibtool's tests run it on (Tests/NibtoolTests/Fixtures/Nibtool).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/NibtoolTests/Fixtures/Nibtool"
    static let menuPath = fixtures + "/Menu.storyboard"
    static let brokenPath = fixtures + "/BrokenSegues.storyboard"

    /// A storyboard of `scenes`, each `(sceneID, objects)`.
    static func storyboard(initial: String? = "a", _ scenes: [(String, String)]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.Storyboard" version="1"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
          <scenes>
        \(scenes.map { "    <scene sceneID=\"\($0.0)\"><objects>\n      \($0.1)\n    </objects></scene>" }.joined(separator: "\n"))
          </scenes>
        </document>
        """
    }

    /// What the XML reader says of `text`; the compiled reader must say the same of what it decodes.
    /// (Not for values the XML reader refuses as it reads them, which no compiled screen holds.)
    static func problems(_ text: String, compared: Bool = true) throws -> [String] {
        let xml: [String]
        do {
            _ = try ScreenReader.read(text, file: "Story.storyboard", vocabulary: .nibKit)
            xml = []
        } catch {
            xml = error.diagnostics.map(\.description)
        }
        guard compared else { return xml }
        let compiled = ReaderProblems.compiled(try ReaderProblems.decodedAnyway(text, file: "Story.storyboard"))
        #expect(compiled.sorted() == xml.sorted(), "the compiled reader differs:\n\(compiled.joined(separator: "\n"))\nXML:\n\(xml.joined(separator: "\n"))")
        return xml
    }

    @Test func aStoryboardReadsAsScenesWithTheirControllersAndSegues() throws {
        let document = try ScreenReader.read(contentsOf: Self.menuPath, vocabulary: .nibKit)
        #expect(document.isStoryboard)
        #expect(document.objects.isEmpty)
        #expect(document.scenes.map(\.sceneID) == ["menu", "detail", "panelScene"])
        #expect(document.initialViewController == "menuController")
        #expect(document.initialScene?.sceneID == "menu")
        #expect(document.scenes.map(\.storyboardIdentifier) == ["Menu", "Detail", nil])
        let menu = document.scenes[0]
        #expect(menu.viewController?.id == "menuController")
        let segues = menu.segues.map { "\($0.sourceID): \($0.segue.kind.rawValue) → \($0.segue.destination) \($0.segue.identifier ?? "-")" }
        #expect(
            segues == [
                "open: show → detailController ShowDetail", "panel: embed → panelController -", "menuController: presentation → detailController PresentDetail",
            ])
        #expect(menu.segues[2].segue.modalPresentationStyle == "formSheet")
        let unwind = try #require(document.scenes[1].segues.first { $0.segue.kind == .unwind })
        #expect(unwind.segue.unwindAction == "unwindToMenu:" && unwind.segue.destination == "detailExit")
        #expect(document.scene("Detail")?.sceneID == "detail", "a scene is found by its controller's storyboard identifier")
        #expect(document.allObjects.contains { $0.id == "panelLabel" }, "every scene's objects are the storyboard's")
    }

    @Test func theCompiledFormKeepsAStoryboardWhole() throws {
        let document = try ScreenReader.read(contentsOf: Self.menuPath, vocabulary: .nibKit)
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        #expect(Dump.document(decoded) == Dump.document(document))
        #expect(decoded.scenes[1].segues.count == 2)
    }

    /// A compiled storyboard crafted to hold a segue kind no XML could is refused, not half-read.
    @Test func aCompiledSegueOfAnUnknownKindIsRefused() throws {
        var bytes = CompiledScreen.encode(try ScreenReader.read(contentsOf: Self.menuPath, vocabulary: .nibKit))
        let show = Array("show".utf8)
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: show) })
        bytes[start + 3] = UInt8(ascii: "e")
        #expect {
            try CompiledScreen.decode(CompiledScreen.resealed(bytes), vocabulary: .nibKit)
        } throws: { error in
            "\(error)".contains("unknown segue kind 'shoe'")
        }
    }

    @Test func aScenesScreenHasItsControllerAsFilesOwner() throws {
        let document = try ScreenReader.read(contentsOf: Self.menuPath, vocabulary: .nibKit)
        let screen = document.screen(ofScene: document.scenes[0])
        #expect(!screen.isStoryboard)
        let owner = try #require(screen.filesOwner)
        #expect(owner.id == "menuController" && owner.customClass == "ViewController")
        #expect(owner.connections.map { "\($0.name) → \($0.destination)" } == ["view → menuView"])
        #expect(screen.topLevelObjects.map(\.id) == ["menuView"])
        #expect(screen.topLevelObjects[0].key == nil, "the view stands alone at the top, filling the owner's view outlet")
        #expect(screen.placeholders.map(\.id) == ["menuController", "menuFirstResponder"])
    }

    /// The seven mistakes of Sources/NibKit/NibKit.docc/Storyboards.md, all found at once, each at its place.
    @Test func everyStoryboardRuleIsReportedAtItsLineByBothReaders() throws {
        let text = try String(contentsOfFile: Self.brokenPath, encoding: .utf8)
        let found = try Self.problems(text).map { $0.replacing("Story.storyboard:", with: "") }
        let expected = [
            "2:48: error: initialViewController 'nowhere' is the id of no scene's view controller [dangling-destination]",
            "11:19: error: the show segue 'Twice' on button 'go' leads to 'missing', which no scene's view controller has as id [dangling-destination]",
            "12:19: error: an embed segue starts from a container view (<containerView>), and button 'go' is not one [bad-segue]",
            "18:13: error: scene 'one' already has a segue identified 'Twice' (line 11): performSegue(withIdentifier:) could not tell them apart [duplicate-identifier]",
            "19:13: error: viewController 'first' has no relationship 'rootViewController' (viewController has none) [bad-segue]",
            "20:13: error: the unwind segue on viewController 'first' needs an unwindAction (such as unwindToMenu:), the action it unwinds to [missing-attribute]",
            "28:37: error: the storyboard identifier 'Same' is already used at line 6 [duplicate-identifier]",
        ]
        #expect(found == expected, "\(found.joined(separator: "\n"))")
    }

    @Test func aSceneIsOneViewControllerWithFirstResponderAndExit() throws {
        let twoControllers = Self.storyboard([("s", #"<viewController id="a"/><viewController id="b"/>"#)])
        #expect(try Self.problems(twoControllers).contains { $0.contains("already has viewController 'a'") && $0.hasSuffix("[bad-scene]") })
        let none = Self.storyboard(initial: nil, [("s", #"<view id="v"/>"#)])
        #expect(try Self.problems(none).contains { $0.contains("scene 's' has no view controller") })
        let owner = Self.storyboard([("s", #"<viewController id="a"/><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#)])
        #expect(try Self.problems(owner).contains { $0.contains("a scene has no File's Owner") })
        let external = Self.storyboard([("s", #"<viewController id="a"/><placeholder placeholderIdentifier="model" id="m"/>"#)])
        #expect(try Self.problems(external).contains { $0.contains("a storyboard is given no other external objects") })
    }

    @Test func outletsAndActionsStayWithinTheirScene() throws {
        let text = Self.storyboard([
            ("s", #"<viewController id="a"><connections><outlet property="other" destination="bLabel"/></connections></viewController>"#),
            ("t", #"<viewController id="b"><view key="view" id="bView"><subviews><label id="bLabel"/></subviews></view></viewController>"#),
        ])
        let found = try Self.problems(text)
        #expect(found.count == 1 && found[0].contains("in scene 't': outlets and actions stay within their scene"), "\(found)")
    }

    /// A cell's accessory segue (`trigger="accessoryAction"`, fired by its detail button) is read
    /// by both readers; no other source has a trigger.
    @Test func onlyACellsSegueHasATrigger() throws {
        let text = Self.storyboard([
            (
                "s",
                """
                <viewController id="a"><view key="view" id="v"><subviews>
                  <button id="go"><connections><segue destination="b" kind="show" trigger="accessoryAction"/></connections></button>
                  <tableView id="t"><prototypes>
                    <tableViewCell id="c" reuseIdentifier="C" accessoryType="detailButton">
                      <connections><segue destination="b" kind="show" trigger="accessoryAction"/></connections>
                    </tableViewCell>
                  </prototypes></tableView>
                </subviews></view></viewController>
                """
            ),
            ("t", #"<viewController id="b"/>"#),
        ])
        let found = try Self.problems(text)
        #expect(
            found.count == 1
                && found[0].contains(
                    "only a table view cell's segue has a trigger (accessoryAction: fired by the cell's detail button), and button 'go' is not a cell"),
            "\(found)")
        let unknown = Self.storyboard([
            ("s", #"<viewController id="a"><connections><segue destination="b" kind="show" trigger="swipe"/></connections></viewController>"#),
            ("t", #"<viewController id="b"/>"#),
        ])
        #expect(try Self.problems(unknown, compared: false).contains { $0.contains("'swipe' is not a valid trigger: expected one of accessoryAction") })
    }

    @Test func aSeguesAttributesAreItsKinds() throws {
        let text = Self.storyboard([
            (
                "s",
                """
                <viewController id="a"><connections>
                  <segue destination="b" kind="show" unwindAction="x:"/>
                  <segue destination="b" kind="custom"/>
                  <segue destination="b" kind="push"/>
                  <segue destination="b" kind="presentation" modalPresentationStyle="sideways"/>
                  <segue kind="show"/>
                </connections></viewController>
                """
            ),
            ("t", #"<viewController id="b"/>"#),
        ])
        let found = try Self.problems(text, compared: false)
        #expect(found.contains { $0.contains("a show segue has no unwindAction: only unwind segues have one") })
        #expect(found.contains { $0.contains("the custom segue on viewController 'a' needs a customClass") })
        #expect(found.contains { $0.contains("'push' is not a valid kind: expected one of show, presentation, embed, relationship, unwind, custom") })
        #expect(found.contains { $0.contains("'sideways' is not a valid modalPresentationStyle") })
        #expect(found.contains { $0.contains("a <segue> needs 'destination'") })
    }

    @Test func aSegueLeadsToAScenesController() throws {
        let text = Self.storyboard([
            (
                "s",
                #"<viewController id="a"><view key="view" id="v"><subviews><label id="l"><connections><segue destination="b" kind="show"/></connections></label></subviews></view><connections><segue destination="v" kind="show"/></connections></viewController>"#
            ),
            ("t", #"<viewController id="b"/>"#),
        ])
        let found = try Self.problems(text)
        #expect(found.contains { $0.contains("label 'l' cannot start a segue") })
        #expect(found.contains { $0.contains("leads to view 'v', which is not a scene's view controller") })
    }

    @Test func navigationAndTabBarControllersFillTheirRelationships() throws {
        let text = Self.storyboard(
            initial: "tabs",
            [
                (
                    "tabsScene",
                    """
                    <tabBarController id="tabs" title="Tabs"><connections>
                      <segue destination="nav" kind="relationship" relationship="viewControllers"/>
                      <segue destination="b" kind="relationship" relationship="viewControllers"/>
                    </connections></tabBarController>
                    """
                ),
                (
                    "navScene",
                    #"<navigationController id="nav"><connections><segue destination="a" kind="relationship" relationship="rootViewController"/></connections></navigationController>"#
                ),
                ("s", #"<viewController id="a"/>"#),
                ("t", #"<viewController id="b"/>"#),
            ])
        #expect(try Self.problems(text).isEmpty)
        let document = try ScreenReader.read(text, file: "Story.storyboard", vocabulary: .nibKit)
        #expect(document.scenes.map { $0.viewController?.element } == ["tabBarController", "navigationController", "viewController", "viewController"])

        let wrong = text.replacing(#"relationship="rootViewController""#, with: #"relationship="viewControllers""#)
        #expect(
            try Self.problems(wrong).contains {
                $0.contains("navigationController 'nav' has no relationship 'viewControllers' (it has rootViewController)")
            })
    }

    @Test func aCycleOfEmbedAndRelationshipSeguesIsRefused() throws {
        let text = Self.storyboard(
            initial: "nav",
            [
                (
                    "navScene",
                    #"<navigationController id="nav"><connections><segue destination="a" kind="relationship" relationship="rootViewController"/></connections></navigationController>"#
                ),
                (
                    "s",
                    #"<viewController id="a"><view key="view" id="v"><subviews><containerView id="c"><connections><segue destination="nav" kind="embed" identifier="Back"/></connections></containerView></subviews></view></viewController>"#
                ),
            ])
        let found = try Self.problems(text)
        #expect(
            found.count == 1
                && found[0].contains(
                    "the embed segue 'Back' on containerView 'c' closes a cycle of containment ('navScene' → 's' → 'navScene'): its scenes would be made without end [bad-segue]"
                ),
            "\(found)")
    }

    @Test func aScreenHoldsNoSegueAndNoScenes() throws {
        let segue = HostileScreenTests.problems(#"<viewController id="a"><connections><segue destination="a" kind="show"/></connections></viewController>"#)
        #expect(segue.count == 1 && segue[0].contains("a segue belongs in a storyboard"), "\(segue)")
        let scenes = try Self.problems(#"<?xml version="1.0"?><document type="NibKit.XIB" version="1"><scenes/></document>"#, compared: false)
        #expect(scenes.contains { $0.contains("unknown element <scenes> in <document>") } && scenes.contains { $0.contains("<document> has no <objects>") })
        let objects = try Self.problems(#"<document type="NibKit.Storyboard" version="1"><objects/></document>"#, compared: false)
        #expect(objects.contains { $0.contains("unknown element <objects> in <document>") } && objects.contains { $0.contains("<document> has no <scenes>") })
    }
}
