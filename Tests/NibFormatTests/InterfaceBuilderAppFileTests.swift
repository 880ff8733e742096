import Testing

@testable import NibFormat
@testable import ScreenReading

/// An app's file is never refused for what NibKit does not show (docs/INTERFACE_BUILDER.md):
/// a connection NibKit cannot make is left out with a warning at its line, and only what Xcode
/// could not have written is an error.
@Suite("Apps' Interface Builder files")
struct InterfaceBuilderAppFileTests {
    /// A storyboard as Xcode writes one, its scenes' objects given.
    static func storyboard(_ scenes: [String]) -> String {
        let written = scenes.enumerated().map { index, objects in
            """
                    <scene sceneID="Sc\(index)-aa-000">
                        <objects>
            \(objects)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr\(index)-aa-000" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc0-aa-000">
                <scenes>
            \(written.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// A scene's controller of `customClass`, its view holding `subviews`, with `connections`,
    /// a navigation item holding `items`, and `more` after it.
    static func controller(_ index: Int, connections: String = "", subviews: String = "", items: String = "", more: String = "") -> String {
        """
                        <viewController id="Vc\(index)-aa-000" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw\(index)-aa-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>\(subviews)</subviews>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="Ni\(index)-aa-000">\(items)</navigationItem>\(more)
                            <connections>\(connections)</connections>
                        </viewController>
        """
    }

    static func read(_ text: String) throws -> NibDocument { try ScreenReader.read(text, file: "Main.storyboard", vocabulary: .nibKit) }

    /// A controller's toolbar items (shown by a navigation controller's toolbar, which NibKit
    /// does not show yet) are read as no object.
    @Test func anOutletToAnItemNotReadIsLeftOutWithAWarning() throws {
        let text = Self.storyboard([
            Self.controller(
                0, connections: #"<outlet property="shareButton" destination="Bb0-aa-001" id="Co0-aa-001"/>"#,
                more: #"<toolbarItems><barButtonItem title="Share" id="Bb0-aa-001"/></toolbarItems>"#)
        ])
        let document = try Self.read(text)
        let outletLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<outlet") }) + 1
        let controller = try #require(document.scenes.first?.viewController)
        #expect(!controller.connections.contains { $0.name == "shareButton" })
        let warning = try #require(document.warnings.first { $0.message.contains("shareButton") })
        #expect(warning.severity == .warning && warning.location?.line == outletLine, "at the outlet: \(warning)")
        #expect(warning.message == "the outlet 'shareButton' is not connected: <barButtonItem> 'Bb0-aa-001' has no terminal counterpart in NibKit")
    }

    /// A toolbar's items are its own, in order, spaces included.
    @Test func aToolbarsItemsAreRead() throws {
        let toolbar = """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Tb0-aa-001">
                <rect key="frame" x="0.0" y="800" width="393" height="44"/>
                <items>
                    <barButtonItem title="Share" id="Bb0-aa-001"/>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="Bb0-aa-002"/>
                    <barButtonItem systemItem="trash" id="Bb0-aa-003"/>
                </items>
            </toolbar>
            """
        let document = try Self.read(Self.storyboard([Self.controller(0, subviews: toolbar)]))
        let node = try #require(document.scenes[0].allObjects.first { $0.id == "Tb0-aa-001" })
        #expect(node.element == "toolbar" && node.embedded.map(\.key) == ["items", "items", "items"])
        #expect(node.embedded.map(\.id) == ["Bb0-aa-001", "Bb0-aa-002", "Bb0-aa-003"] && document.warnings.isEmpty, "\(document.warnings)")
    }

    /// A segmented control in a navigation item's title's place is its controller's `titleView`.
    @Test func aNavigationItemsTitleViewIsTheControllers() throws {
        let items = """
            <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="Sg0-aa-001">
                <rect key="frame" x="100" y="6" width="175" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """
        let document = try Self.read(Self.storyboard([Self.controller(0, items: items)]))
        let controller = try #require(document.scenes.first?.viewController)
        let titleView = try #require(controller.embedded.first { $0.key == "titleView" })
        #expect(titleView.element == "segmentedControl" && titleView.id == "Sg0-aa-001" && document.warnings.isEmpty, "\(document.warnings)")
    }

    /// A navigation item's bar button items are its controller's, by side and in order, with
    /// their actions; an outlet to one connects.
    @Test func aNavigationItemsBarButtonItemsAreTheControllers() throws {
        let items = """
            <barButtonItem key="leftBarButtonItem" systemItem="edit" id="Bb0-aa-001"/>
            <rightBarButtonItems>
                <barButtonItem systemItem="add" id="Bb0-aa-002">
                    <connections><action selector="add:" destination="Vc0-aa-000" id="Ac0-aa-001"/></connections>
                </barButtonItem>
                <barButtonItem title="Sort" style="done" id="Bb0-aa-003"/>
            </rightBarButtonItems>
            <barButtonItem key="backBarButtonItem" title="Back" id="Bb0-aa-004"/>
            """
        let text = Self.storyboard([
            Self.controller(0, connections: #"<outlet property="editButton" destination="Bb0-aa-001" id="Co0-aa-001"/>"#, items: items)
        ])
        let document = try Self.read(text)
        let controller = try #require(document.scenes.first?.viewController)
        #expect(controller.embedded.filter { $0.key == "leftBarButtonItems" }.map(\.id) == ["Bb0-aa-001"])
        #expect(controller.embedded.filter { $0.key == "rightBarButtonItems" }.map(\.id) == ["Bb0-aa-002", "Bb0-aa-003"])
        #expect(controller.connections.map(\.name) == ["editButton"])
        let add = try #require(controller.embedded.first { $0.id == "Bb0-aa-002" })
        #expect(add.element == "barButtonItem" && add.properties["systemItem"]?.value == .string("add"))
        #expect(add.connections.map(\.name) == ["add:"] && add.connections.first?.eventType == nil)
        let back = "the back bar button item is not read: the navigation bar's back button shows the previous controller's title"
        #expect(document.warnings.map(\.message) == [back])
    }

    @Test func anActionToAnotherScenesObjectIsLeftOutWithAWarning() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt0-aa-001">
                <rect key="frame" x="16" y="100" width="100" height="30"/>
                <state key="normal" title="Close"/>
                <connections><action selector="dismiss:" destination="Vc1-aa-000" eventType="touchUpInside" id="Ac0-aa-001"/></connections>
            </button>
            """
        let document = try Self.read(Self.storyboard([Self.controller(0, subviews: button), Self.controller(1)]))
        let warning = try #require(document.warnings.first { $0.code == .danglingDestination })
        #expect(warning.severity == .warning)
        #expect(warning.message.hasSuffix("outlets and actions stay within their scene; a segue goes from one scene to another; it is left out"))
        #expect(document.scenes[0].allObjects.allSatisfy { $0.connections.isEmpty })
    }

    @Test func aDestinationXcodeDidNotWriteIsStillAnError() {
        let text = Self.storyboard([Self.controller(0, connections: #"<outlet property="editButton" destination="Nowhere" id="Co0-aa-001"/>"#)])
        #expect {
            try Self.read(text)
        } throws: { error in
            (error as? ScreenError)?.diagnostics.map(\.code) == [.danglingDestination]
        }
    }

    /// A view held by key by one NibKit shows plainly (a collection view's section header) is
    /// read as a subview, which fills no outlet.
    @Test func aViewHeldByKeyInAPlainViewIsASubview() throws {
        let collection = """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="Cv0-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                <collectionReusableView key="sectionHeaderView" contentMode="center" reuseIdentifier="Section" id="Hd0-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="25"/>
                    <subviews>
                        <label opaque="NO" text="Section" id="Lb0-aa-001"><rect key="frame" x="8" y="0.0" width="100" height="25"/></label>
                    </subviews>
                </collectionReusableView>
            </collectionView>
            """
        let document = try Self.read(Self.storyboard([Self.controller(0, subviews: collection)]))
        let header = try #require(document.scenes[0].allObjects.first { $0.id == "Hd0-aa-001" })
        #expect(header.key == nil && header.subviews.map(\.id) == ["Lb0-aa-001"])
    }

    @Test func aStoryboardReferenceIsReadAsOne() throws {
        let reference = """
                            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="Rf1-aa-000" sceneMemberID="viewController">
                                <size key="freeformSize" width="393" height="852"/>
                            </viewControllerPlaceholder>
            """
        let document = try Self.read(Self.storyboard([Self.controller(0), reference]))
        let node = try #require(document.scenes.last?.viewController)
        #expect(node.element == "storyboardReference" && document.warnings.isEmpty, "\(document.warnings)")
        #expect(node.properties["storyboardName"]?.value == .string("Settings") && node.properties["referencedIdentifier"]?.value == .string("Privacy"))
    }
}
