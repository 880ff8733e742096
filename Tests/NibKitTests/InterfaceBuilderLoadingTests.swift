import Testing

@testable import NibKit

/// A file Xcode wrote, loaded by name as a NibKit screen is: its placeholders stand for the
/// owner and the external objects given, outlets, collections, actions and runtime attributes
/// connect to the app's Swift classes by `customClass` (`customModule` is not part of a name).
@Suite("Loading Interface Builder files")
@MainActor
struct InterfaceBuilderLoadingTests {
    static let panel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner" customModule="Panel" customModuleProvider="target">
                    <connections>
                        <outlet property="panel" destination="Pn1-aa-001" id="Co1-aa-010"/>
                        <outlet property="probe" destination="Pr1-aa-004" id="Co2-aa-011"/>
                        <outletCollection property="buttons" destination="Bt1-aa-002" collectionClass="NSMutableArray" id="Co3-aa-012"/>
                        <outletCollection property="buttons" destination="Bt2-aa-003" collectionClass="NSMutableArray" appends="YES" id="Co4-aa-013"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <placeholder placeholderIdentifier="Settings" id="Ex1-aa-005" userLabel="Settings" customClass="ProbeView"/>
                <view contentMode="scaleToFill" id="Pn1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-002">
                            <rect key="frame" x="16" y="20" width="46" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Refresh now"/>
                            <connections>
                                <action selector="pressed:" destination="-1" eventType="touchUpInside" id="Ac1-aa-014"/>
                            </connections>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt2-aa-003">
                            <rect key="frame" x="16" y="60" width="100" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Go"/>
                        </button>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-aa-004" customClass="ProbeView" customModule="Panel">
                            <rect key="frame" x="16" y="100" width="80" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="journaledTitle" value="probe"/>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <outlet property="buddy" destination="Ex1-aa-005" id="Co5-aa-015"/>
                            </connections>
                        </view>
                    </subviews>
                    <point key="canvasLocation" x="132" y="-11"/>
                </view>
            </objects>
        </document>
        """

    @Test func anXcodeFileIsFoundByNameAndConnectsToTheAppsClasses() throws {
        let folder = try temporaryFolder()
        defer { removeFolder(folder) }
        try Self.panel.write(toFile: folder + "/Panel.xib", atomically: true, encoding: .utf8)
        let owner = Owner()
        let settings = ProbeView()
        let nib = try Nib(named: "Panel", source: ScreenSearchPath(directories: [folder]), registry: testRegistry())
        #expect(nib.document.dialect == .interfaceBuilder)
        let objects = try nib.instantiate(owner: owner, externalObjects: ["Settings": settings])
        let panel = try #require(objects.first as? View)
        #expect(owner.panel === panel)
        #expect(owner.buttons.map { ($0 as? Button)?.title } == ["Refresh now", "Go"])
        let probe = try #require(owner.probe)
        #expect(probe.madeByCoder && probe.journaledTitle == "probe" && probe.buddy === settings)
        #expect(panel.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(owner.buttons[0].frame == Rect(x: 0, y: 1, width: 15, height: 1), "46 points are 6 columns; its title takes 15, grown about its centre")
        #expect(owner.buttons[1].frame == Rect(x: 2, y: 3, width: 12, height: 1), "wide enough: as the points say")
        let app = Application(backend: HeadlessBackend())
        app.window.addSubview(panel)  // a control sends its actions through its window's application
        (owner.buttons[0] as? Button)?.sendActions(for: .touchUpInside)
        #expect(owner.received == ["pressed:"])
    }

    /// A runtime attribute for a key NibKit's class lacks (an app's extension of UIKit's class
    /// adds it: Hero's `heroID`) is not set, and does not stop an Xcode file loading; in
    /// NibKit's own dialect it is an error (`LoaderErrorTests`).
    @Test func aRuntimeAttributeForAKeyTheClassLacksIsNotSet() throws {
        let folder = try temporaryFolder()
        defer { removeFolder(folder) }
        let hero = #"<userDefinedRuntimeAttribute type="string" keyPath="heroID" value="panel"/>"#
        let text = Self.panel.replacingOccurrences(
            of: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            with: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><userDefinedRuntimeAttributes>"# + hero
                + "</userDefinedRuntimeAttributes>")
        #expect(text.contains(hero))
        try text.write(toFile: folder + "/Panel.xib", atomically: true, encoding: .utf8)
        let owner = Owner()
        let nib = try Nib(named: "Panel", source: ScreenSearchPath(directories: [folder]), registry: testRegistry())
        _ = try nib.instantiate(owner: owner, externalObjects: ["Settings": ProbeView()])
        #expect(owner.panel != nil && owner.probe?.journaledTitle == "probe", "the rest is set")
    }
}
