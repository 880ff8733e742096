import NibKitTesting
import Testing

@testable import NibKit

/// An AppKit storyboard's application scene, loaded as a Mac app starts: the application's
/// main menu is shown on the top row, its delegate is the app delegate, and the initial
/// window controller shows its content under the bar.
@Suite @MainActor struct ApplicationSceneTests {
    /// The app delegate, which answers the menu's New.
    final class AppDelegate: Responder {
        var newDocuments = 0
        override func action(for selector: Selector) -> ActionMethod? {
            selector == "newDocument:" ? ActionMethod { (delegate: AppDelegate) in { (_: Any?) in delegate.newDocuments += 1 } } : super.action(for: selector)
        }
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="Wc1-aa-001">
            <scenes>
                <scene sceneID="Ap1-aa-010">
                    <objects>
                        <application id="Ap2-aa-011" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="Mm1-aa-012">
                                <items>
                                    <menuItem title="File" id="Fi1-aa-013">
                                        <menu key="submenu" title="File" id="Fm1-aa-014">
                                            <items>
                                                <menuItem title="New" keyEquivalent="n" id="Nw1-aa-015">
                                                    <connections><action selector="newDocument:" target="Fr1-aa-017" id="Ac1-aa-018"/></connections>
                                                </menuItem>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                            <connections><outlet property="delegate" destination="Dl1-aa-016" id="Ou1-aa-019"/></connections>
                        </application>
                        <customObject id="Dl1-aa-016" customClass="AppDelegate" customModule="Notes" customModuleProvider="target"/>
                        <customObject id="Fr1-aa-017" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Sc1-aa-002">
                    <objects>
                        <windowController id="Wc1-aa-001" sceneMemberID="viewController">
                            <window key="window" title="Notes" id="Wn1-aa-003"/>
                            <connections>
                                <segue destination="Vc1-aa-004" kind="relationship" relationship="window.shadowedContentViewController" id="Sg1-aa-005"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-006">
                    <objects>
                        <viewController id="Vc1-aa-004" sceneMemberID="viewController">
                            <view key="view" id="Vw1-aa-007">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews>
                                    <textField id="Lb1-aa-008">
                                        <rect key="frame" x="16" y="70" width="100" height="17"/>
                                        <textFieldCell key="cell" title="Hello" id="Lc1-aa-009"/>
                                    </textField>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theApplicationSceneGivesTheMenuBarAndTheDelegate() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(Self.storyboard.utf8), named: "Main")
        let registry = ClassRegistry()
        registry.register(AppDelegate.self)
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 8))
        try harness.application.startMainStoryboard(named: "Main", source: screens, registry: registry)
        harness.application.processEvents()
        let delegate = try #require(harness.application.delegate as? AppDelegate)
        #expect(harness.line(0) == "  File", "the main menu on the top row:\n\(harness.text)")
        #expect(harness.line(1).contains("Notes"), "the window's title bar under it")
        #expect(harness.text.contains("Hello"))
        harness.press(.control("n"))
        #expect(delegate.newDocuments == 1, "New, to First Responder, reaches the app delegate at the chain's end")
    }
}
