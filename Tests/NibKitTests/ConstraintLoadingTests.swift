import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// A controller that changes a constraint of its screen at run time, through an outlet.
final class PanelController: NibObject {
    @Outlet var panel: View?
    @Outlet var panelHeight: LayoutConstraint?

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    func grow() { panelHeight?.constant += 2 }
}

@MainActor let constraintRegistry: ClassRegistry = {
    let registry = ClassRegistry()
    registry.register(PanelController.self)
    return registry
}()

/// Loading installs each view's constraints on it, their items resolved to the views they name,
/// in the phase after instantiation; outlets may then name them.
@Suite("Loading constraints")
@MainActor
struct ConstraintLoadingTests {
    /// `Constrained.xib` loaded from its XML, or from its compiled form.
    func load(compiled: Bool = false) throws -> (root: View, owner: PanelController) {
        var document = try reusableScreens.document(named: "Constrained")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let owner = PanelController()
        let objects = try Nib(document: document, name: "Constrained", source: reusableScreens, registry: constraintRegistry).instantiate(owner: owner)
        return (try #require(objects.first as? View), owner)
    }

    func constraint(_ identifierOrAttribute: String, in view: View) -> LayoutConstraint? {
        view.constraints.first { $0.identifier == identifierOrAttribute || "\($0.firstAttribute)" == identifierOrAttribute }
    }

    @Test(arguments: [false, true])
    func eachViewHoldsItsConstraintsWithTheirItemsResolved(compiled: Bool) throws {
        let (root, _) = try load(compiled: compiled)
        let panel = root.subviews[0]
        let title = panel.subviews[0]
        #expect(
            root.constraints.map(\.description) == ["View.centerX == View.centerX", "View.width <= View.width × 0.75 - 2 @750", "Label.bottom >= View.top + 3"])
        #expect(panel.constraints.map(\.description) == ["View.height == 10", "Label.leading == View.leadingMargin", "Label.top == View.top + 1"])
        #expect(title.constraints.isEmpty)
        for constraint in root.constraints { #expect(constraint.holder === root && constraint.isActive) }
        let centre = try #require(constraint("centerX", in: root))
        #expect(centre.firstItem === panel && centre.secondItem === root)
        let below = try #require(constraint("bottom", in: root))
        #expect(below.firstItem === title && below.secondItem === root, "an item may be any view of the holder's tree, not only a subview")
        let leading = try #require(constraint("leading", in: panel))
        #expect(leading.firstItem === title && leading.secondItem === panel && leading.secondAttribute == .leadingMargin)
    }

    @Test func whatAConstraintLeavesOutTakesXcodesDefaults() throws {
        let (root, _) = try load()
        let height = try #require(constraint("height", in: root.subviews[0]))
        // No firstItem: the view that holds it. No second item: a size against its constant.
        #expect(height.firstItem === root.subviews[0] && height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.relation == .equal && height.multiplier == 1 && height.constant == 10 && height.priority == .required)
        #expect(height.identifier == nil)
        let width = try #require(constraint("panelWidth", in: root))
        #expect(width.relation == .lessThanOrEqual && width.multiplier == 0.75 && width.constant == -2 && width.priority == 750)
    }

    @Test(arguments: [false, true])
    func eachConstraintKnowsWhereTheScreenDeclaredIt(compiled: Bool) throws {
        let (root, _) = try load(compiled: compiled)
        let height = try #require(constraint("height", in: root.subviews[0]))
        #expect(height.location?.line == 22 && height.location?.column == 13)
        #expect(height.location?.file.hasSuffix("Constrained.xib") == true)
    }

    @Test func aControllerChangesAConstraintThroughItsOutlet() throws {
        let (root, owner) = try load()
        let panel = root.subviews[0]
        let height = try #require(owner.panelHeight)
        #expect(height === constraint("height", in: panel) && owner.panel === panel)
        let harness = HeadlessApp(emptyWindow: Size(width: 80, height: 24))
        harness.window.addSubview(root)
        harness.redraw()
        #expect(panel.frame.height == 10)
        owner.grow()
        #expect(panel.constraints[0].constant == 12)
        harness.redraw()
        #expect(panel.frame.height == 12, "the panel grows at the next frame")
    }

    /// Each layout setting alone on a view is read: the decoder asks for them only when a
    /// property's name is as long as the shortest of them.
    @Test(arguments: [
        "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ])
    func eachLayoutSettingIsReadAlone(_ name: String) {
        let value: NibValue = name.hasPrefix("translates") ? .bool(false) : .number(251)
        let view = View(coder: NibCoder(id: "v", properties: [name: Property(value, at: SourceLocation(file: "v.xib", line: 1, column: 1))]))
        let read: [String: Bool] = [
            "translatesAutoresizingMaskIntoConstraints": !view.translatesAutoresizingMaskIntoConstraints,
            "horizontalHuggingPriority": view.contentHuggingPriority(for: .horizontal) == 251,
            "verticalHuggingPriority": view.contentHuggingPriority(for: .vertical) == 251,
            "horizontalCompressionResistancePriority": view.contentCompressionResistancePriority(for: .horizontal) == 251,
            "verticalCompressionResistancePriority": view.contentCompressionResistancePriority(for: .vertical) == 251,
        ]
        #expect(read[name] == true)
    }

    @Test func viewsTakeTheirLayoutSettingsFromTheScreen() throws {
        let (root, _) = try load()
        let panel = root.subviews[0]
        #expect(root.translatesAutoresizingMaskIntoConstraints, "a view that does not say so is placed by its frame, as Xcode writes it")
        #expect(!panel.translatesAutoresizingMaskIntoConstraints && !panel.subviews[0].translatesAutoresizingMaskIntoConstraints)
        #expect(panel.contentHuggingPriority(for: .horizontal) == 250 && panel.contentHuggingPriority(for: .vertical) == 251)
        #expect(panel.contentCompressionResistancePriority(for: .horizontal) == 749)
        #expect(panel.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(root.contentHuggingPriority(for: .vertical) == 250 && root.contentCompressionResistancePriority(for: .horizontal) == 750)
    }

    @Test func aViewMadeInCodeHasUIKitsDefaults() {
        let view = View(frame: .zero)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow && view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(1, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 1)
    }

    @Test func constraintsAreWokenWithTheRestAndAScreenWithoutThemHasNone() throws {
        let top = try nib(
            """
            <view id="a"><subviews><view id="b"/></subviews><constraints><constraint firstItem="b" firstAttribute="width" id="w" constant="3"/></constraints></view>
            <view id="c"><subviews><view id="d"/></subviews></view>
            """
        ).instantiate()
        let a = try #require(top[0] as? View)
        let c = try #require(top[1] as? View)
        #expect(a.constraints.count == 1 && a.constraints[0].firstItem === a.subviews[0])
        #expect(c.constraints.isEmpty && c.subviews[0].constraints.isEmpty)
    }

    /// What the loader installs is what the layout solves: a button centred by its screen's
    /// constraints is placed there once the tree is laid out.
    @Test func aLoadedScreensConstraintsPlaceItsViews() throws {
        let top = try nib(
            """
            <view id="root">
              <rect key="frame" x="0" y="0" width="40" height="11"/>
              <subviews>
                <button id="ok" title="OK" translatesAutoresizingMaskIntoConstraints="NO"/>
              </subviews>
              <constraints>
                <constraint firstItem="ok" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                <constraint firstItem="ok" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                <constraint firstItem="ok" firstAttribute="width" constant="12" id="w"/>
                <constraint firstItem="ok" firstAttribute="height" constant="1" id="h"/>
              </constraints>
            </view>
            """
        ).instantiate()
        let root = try #require(top.first as? View)
        root.layoutIfNeeded()
        #expect(root.subviews[0].frame == Rect(x: 14, y: 5, width: 12, height: 1))
    }

    /// `Guided.xib`: a label pinned to the root's safe area (the root itself) and one to its
    /// margins guide (1 column in, no rows), named by the guides' ids as Xcode writes them.
    @Test(arguments: [false, true])
    func aLayoutGuidesIdStandsForItsViewsGuide(compiled: Bool) throws {
        var document = try reusableScreens.document(named: "Guided")
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let objects = try Nib(document: document, name: "Guided", source: reusableScreens).instantiate()
        #expect(objects.count == 1, "a guide is not an object of its own")
        let root = try #require(objects.first as? View)
        let (safe, margins) = (root.subviews[0], root.subviews[1])
        #expect(root.constraints.count == 5)
        #expect(root.constraints[0].firstItem === safe && root.constraints[0].secondItem === root.safeAreaLayoutGuide)
        #expect(root.constraints[2].firstItem === margins && root.constraints[2].secondItem === root.layoutMarginsGuide)
        #expect(root.constraints[3].firstItem === root.layoutMarginsGuide && root.constraints[3].secondItem === margins)
        #expect(root.constraints[3].location?.line == 15)
        root.layoutIfNeeded()
        #expect(safe.frame == Rect(x: 2, y: 1, width: 4, height: 1))
        #expect(margins.frame == Rect(x: 1, y: 11, width: 38, height: 1))
    }

    /// A document made in code, which no reader checked, that names a view outside the holder
    /// is refused in the readers' words.
    @Test func aDocumentMadeInCodeNamingAViewOutsideTheHolderIsRefused() throws {
        var document = try ScreenReader.read(
            """
            <document type="NibKit.XIB" version="1"><objects>
            <view id="a"><constraints><constraint firstAttribute="width" constant="3" id="w"/></constraints></view>
            <view id="b"/>
            </objects></document>
            """, file: "Made.xib", vocabulary: .nibKit)
        document.objects[0].constraints[0].properties["firstItem"] = Property(.string("b"), at: document.objects[0].constraints[0].location)
        #expect {
            try Nib(document: document, name: "Made").instantiate()
        } throws: { error in
            (error as? ScreenError)?.diagnostics.map(\.description) == [
                "Made.xib:2:27: error: the firstItem of constraint 'w' is view 'b', outside view 'a' that holds it: a constraint relates its holder and views inside it [bad-constraint]"
            ]
        }
    }
}
