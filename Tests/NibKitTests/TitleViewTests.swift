import NibKitTesting
import Testing

@testable import NibKit

/// A view controller's navigation item may show a view in its title's place, as UIKit's
/// `titleView`: a screen nests it in the controller by key (Xcode in the navigation item), and
/// its actions reach the controller as any control's.
@Suite("Title views")
@MainActor
struct TitleViewTests {
    final class Mail: ViewController {
        @Outlet var mailbox: SegmentedControl?
        var chosen: [Int] = []
        func mailboxChanged(_ sender: SegmentedControl) { chosen.append(sender.selectedSegmentIndex) }
        override class var actionTable: ActionTable { super.actionTable + ["mailboxChanged:": .init(Mail.mailboxChanged)] }
    }

    static let storyboard = """
        <document type="NibKit.Storyboard" version="1" initialViewController="nav">
          <scenes>
            <scene sceneID="navScene">
              <objects>
                <navigationController id="nav">
                  <connections><segue destination="mail" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController>
              </objects>
            </scene>
            <scene sceneID="mailScene">
              <objects>
                <viewController id="mail" customClass="Mail" title="Mail">
                  <view key="view" id="mailView"><rect key="frame" x="0" y="0" width="40" height="8"/></view>
                  <segmentedControl key="titleView" selectedSegmentIndex="0" id="mailbox">
                    <segments>
                      <segment title="Inbox"/>
                      <segment title="Sent"/>
                    </segments>
                    <connections><action selector="mailboxChanged:" destination="mail" eventType="valueChanged"/></connections>
                  </segmentedControl>
                  <barButtonItem key="rightBarButtonItems" systemItem="compose" id="compose"/>
                  <connections><outlet property="mailbox" destination="mailbox"/></connections>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """

    @Test func theBarShowsTheTitleViewInTheTitlesPlaceAndItsActionsReachTheController() throws {
        let (app, _, mail) = try HeadlessApp.navigation(storyboard: Self.storyboard, classes: [Mail.self], size: Size(width: 40, height: 10), top: Mail.self)
        #expect(mail.navigationItem.titleView === mail.mailbox)
        #expect(app.line(0).contains("Inbox") && app.line(0).contains("Sent") && !app.line(0).contains("Mail"), "\(app.line(0))")
        #expect(app.line(0).hasSuffix("Compose"))
        #expect(app.click("Sent"))
        #expect(mail.chosen == [1])
    }
}
