import Foundation
import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// A program finds a storyboard Xcode keeps in `Base.lproj` by its name, as UIKit's bundle
/// does, and shows it in the user's language (`Localization.languages`).
@Suite("Localized storyboards in programs")
@MainActor
struct LocalizedStoryboardTests {
    static let storyboard = """
        <document type="NibKit.Storyboard" version="1" initialViewController="greeting">
          <scenes>
            <scene sceneID="greetingScene">
              <objects>
                <viewController id="greeting" title="Welcome">
                  <view key="view" id="greetingView">
                    <rect key="frame" x="0" y="0" width="30" height="4"/>
                    <subviews><label id="hello" text="Hello"><rect key="frame" x="1" y="1" width="20" height="1"/></label></subviews>
                  </view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """

    @Test func aStoryboardInBaseLprojIsFoundByNameAndShownInTheUsersLanguage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["Base", "fr"] { try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true) }
        try Self.storyboard.write(toFile: folder + "/Base.lproj/Greeting.storyboard", atomically: true, encoding: .utf8)
        try "\"hello.text\" = \"Bonjour\";\n\"greeting.title\" = \"Bienvenue\";\n".write(
            toFile: folder + "/fr.lproj/Greeting.strings", atomically: true, encoding: .utf8)
        let asked = Localization.languages
        Localization.languages = ["fr"]
        defer { Localization.languages = asked }
        let controller = try Storyboard(name: "Greeting", source: ScreenSearchPath(directories: [folder])).instantiateInitialViewController()
        let app = try HeadlessApp(root: controller, size: Size(width: 30, height: 4))
        #expect(app.line(1) == " Bonjour" && controller.title == "Bienvenue", "\(app.text)")
    }
}
