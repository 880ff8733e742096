import Testing

@testable import NibKit

/// The load phases of docs/SCREEN_FORMAT.md, each pinned.
@Suite("Loading a screen, phase by phase", .serialized)
@MainActor
struct LoaderPhaseTests {
    static let ownerAndPanel = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
          <connections>
            <outlet property="panel" destination="panel"/>
            <outlet property="probe" destination="probe"/>
          </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        <view id="panel" tag="1">
          <rect key="frame" x="2" y="1" width="30" height="8"/>
          <color key="backgroundColor" name="blue"/>
          <subviews>
            <view id="probe" customClass="ProbeView" tag="2">
              <rect key="frame" x="1" y="1" width="10" height="3"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="journaledTitle" value="hello"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius" value="1"/>
              </userDefinedRuntimeAttributes>
              <connections>
                <outlet property="buddy" destination="panel"/>
                <outlet property="owner" destination="-1"/>
              </connections>
            </view>
          </subviews>
        </view>
        """

    @Test func objectsAreMadeThroughTheDecoderInitializerWithTheirAttributes() throws {
        let owner = Owner()
        let top = try nib(Self.ownerAndPanel).instantiate(owner: owner)
        let probe = try #require(owner.probe)
        #expect(probe.madeByCoder && !probe.madeInCode)
        #expect(probe.frame == Rect(x: 1, y: 1, width: 10, height: 3))
        let panel = try #require(top.first as? View)
        #expect(panel.backgroundColor == .blue && panel.tag == 1)
        #expect(panel.subviews.first === probe && probe.superview === panel)
    }

    @Test func runtimeAttributesFollowKeyPathsAndInspectableProperties() throws {
        let owner = Owner()
        try nib(Self.ownerAndPanel).instantiate(owner: owner)
        #expect(owner.probe?.journaledTitle == "hello")
        #expect(owner.probe?.layer.cornerRadius == 1)
    }

    @Test func everyRuntimeAttributeTypeIsSet() throws {
        let all = try allTypes(
            runtimeAttributes: """
                <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                <userDefinedRuntimeAttribute type="number" keyPath="amount" value="2.5"/>
                <userDefinedRuntimeAttribute type="number" keyPath="ratio" value="0.25"/>
                <userDefinedRuntimeAttribute type="number" keyPath="count" value="7"/>
                <userDefinedRuntimeAttribute type="string" keyPath="name" value="Ada"/>
                <userDefinedRuntimeAttribute type="nil" keyPath="nickname"/>
                <userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" name="red"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="area"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="point" keyPath="spot"><point key="value" x="5" y="6"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="extent"><size key="value" width="7" height="8"/></userDefinedRuntimeAttribute>
                """)
        #expect(all.flag && all.amount == 2.5 && all.ratio == 0.25 && all.count == 7 && all.name == "Ada" && all.nickname == nil)
        #expect(all.tint == .red && all.area == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(all.spot == Point(x: 5, y: 6) && all.extent == Size(width: 7, height: 8))
    }

    /// "That value is sent to the setter for this property at nib-loading time": an observer
    /// runs, and a computed property in front of the layer's sets the layer.
    @Test func inspectableValuesGoThroughTheSetter() throws {
        let all = try allTypes(
            runtimeAttributes: """
                <userDefinedRuntimeAttribute type="number" keyPath="count" value="3"/>
                <userDefinedRuntimeAttribute type="number" keyPath="borderWidth" value="2"/>
                """)
        #expect(all.count == 3 && all.countSetterRuns == 1, "the observer of count ran \(all.countSetterRuns) times")
        #expect(all.layer.borderWidth == 2)
    }

    @Test func outletsConnectAnyObjectToAnyObject() throws {
        let owner = Owner()
        let top = try nib(Self.ownerAndPanel).instantiate(owner: owner)
        let panel = try #require(top.first as? View)
        #expect(owner.panel === panel, "owner to nib object")
        #expect(owner.probe?.buddy === panel, "nib object to nib object")
        #expect(owner.probe?.owner === owner, "nib object to placeholder")
    }

    static let buttonsInOwnersCollection = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
          <connections>
            <outletCollection property="buttons" destination="c"/>
            <outletCollection property="buttons" destination="a"/>
            <outletCollection property="buttons" destination="b"/>
          </connections>
        </placeholder>
        <view id="holder">
          <subviews>
            <button id="a" title="A"/>
            <button id="b" title="B"/>
            <button id="c" title="C"/>
          </subviews>
        </view>
        """

    @Test func outletCollectionsFillInDocumentOrder() throws {
        let owner = Owner()
        try nib(Self.buttonsInOwnersCollection).instantiate(owner: owner)
        #expect(owner.buttons.compactMap { ($0 as? Button)?.title } == ["C", "A", "B"])
    }

    /// Loading again into the same owner (`fromNib(owner:)`, a live reload) replaces the
    /// collection's elements instead of appending to them.
    @Test func aCollectionHoldsExactlyWhatTheLastLoadConnected() throws {
        let owner = Owner()
        try nib(Self.buttonsInOwnersCollection).instantiate(owner: owner)
        let top = try nib(Self.buttonsInOwnersCollection).instantiate(owner: owner)
        #expect(owner.buttons.compactMap { ($0 as? Button)?.title } == ["C", "A", "B"])
        #expect(owner.buttons.allSatisfy { $0.isDescendant(of: top[0] as! View) }, "the second load's buttons")
    }

    @Test func actionsWithAConcreteTargetAndNilTargetedActions() throws {
        let owner = Owner()
        let top = try nib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <button id="go" title="Go">
              <connections>
                <action selector="pressed:" destination="-1" eventType="touchUpInside"/>
                <action selector="refresh" destination="-1" eventType="touchUpInside"/>
                <action selector="copy:" destination="-2" eventType="touchDown"/>
              </connections>
            </button>
            """
        ).instantiate(owner: owner)
        let button = try #require(top.first as? Button)
        let upInside = button.actions(for: .touchUpInside)
        #expect(upInside.map(\.selector) == ["pressed:", "refresh"])
        #expect(upInside.allSatisfy { $0.target === owner })
        let down = button.actions(for: .touchDown)
        #expect(down.count == 1 && down[0].target == nil && down[0].selector == "copy:", "nil-targeted: kept for the responder chain")
        let app = Application(backend: HeadlessBackend())
        app.window.addSubview(button)  // a control sends its actions through its window's application
        button.sendActions(for: .touchUpInside)
        #expect(owner.received == ["pressed:", "refresh"])
    }

    @Test func subclassesInheritTheirSuperclassActions() {
        let special = SpecialOwner()
        #expect(special.responds(to: "pressed:") && special.responds(to: "special:") && !Owner().responds(to: "special:"))
    }

    @Test func awakeFromNibComesOnceToEveryObjectAfterAllConnectionsNeverToPlaceholders() throws {
        let owner = Owner()
        try nib(Self.ownerAndPanel).instantiate(owner: owner)
        #expect(owner.awakeCount == 0, "File's Owner is a placeholder: not woken")
        #expect(owner.probe?.awakeCount == 1)
        #expect(owner.probe?.outletsConnectedAtAwake == true)
    }

    @Test func phasesRunInOrder() throws {
        Journal.entries = []
        try nib(
            """
            <view id="a" customClass="ProbeView" tag="1">
              <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="journaledTitle" value="a"/></userDefinedRuntimeAttributes>
              <subviews>
                <view id="b" customClass="ProbeView" tag="2">
                  <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="journaledTitle" value="b"/></userDefinedRuntimeAttributes>
                </view>
              </subviews>
            </view>
            """
        ).instantiate()
        #expect(Journal.entries == ["init a", "init b", "attribute a", "attribute b", "awake 1", "awake 2"])
    }

    @Test func loadingTwiceMakesTwoIndependentSets() throws {
        let screen = try nib(Self.ownerAndPanel)
        let first = Owner()
        let second = Owner()
        let a = try screen.instantiate(owner: first)
        let b = try screen.instantiate(owner: second)
        #expect(a.first !== b.first)
        #expect(first.probe !== second.probe && first.probe?.owner === first && second.probe?.owner === second)
    }

    @Test func externalObjectsAreSuppliedByName() throws {
        let external = Owner()
        let top = try nib(
            """
            <placeholder placeholderIdentifier="controller" id="vc" customClass="Owner"/>
            <button id="go" title="Go">
              <connections><action selector="pressed:" destination="vc" eventType="touchUpInside"/></connections>
            </button>
            """
        ).instantiate(externalObjects: ["controller": external])
        #expect((top.first as? Button)?.actions(for: .touchUpInside).first?.target === external)
    }

    @Test func aViewControllerNestedInAScreenGetsItsView() throws {
        let top = try nib(
            """
            <viewController id="vc" title="Nested">
              <view key="view" id="main"><rect key="frame" x="0" y="0" width="10" height="5"/></view>
            </viewController>
            """
        ).instantiate()
        let controller = try #require(top.first as? ViewController)
        #expect(controller.isViewLoaded && controller.view.frame.width == 10 && controller.title == "Nested")
    }

    @Test func classesAreFoundByPlainOrModuleQualifiedName() {
        let registry = testRegistry()
        #expect(registry.lookup("ProbeView").map(ObjectIdentifier.init) == ObjectIdentifier(ProbeView.self))
        #expect(registry.lookup("NibKitTests.ProbeView").map(ObjectIdentifier.init) == ObjectIdentifier(ProbeView.self))
        #expect(registry.lookup("NibKit.Button").map(ObjectIdentifier.init) == ObjectIdentifier(Button.self))
    }
}
