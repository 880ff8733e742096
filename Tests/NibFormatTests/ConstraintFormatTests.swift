import NibKit
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// Constraints as screen files write them: where they stand, what they hold, and the rules both
/// readers hold them to, in the same words at the same places.
@Suite("Constraints in screen files")
struct ConstraintFormatTests {
    static func screen(_ objects: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"NibKit.XIB\" version=\"1\">\n<objects>\n" + objects + "\n</objects>\n</document>\n"
    }

    /// What the XML reader says of the objects, as `file:line:column: error: …`.
    static func xmlProblems(_ objects: String) -> [String] {
        do {
            _ = try ScreenReader.read(screen(objects), file: "C.xib", vocabulary: .nibKit)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The document the XML decoder makes of the objects, problems and all: what a compiled
    /// screen crafted to hold the same mistakes holds.
    static func decodedAnyway(_ objects: String) throws -> NibDocument { try ReaderProblems.decodedAnyway(screen(objects), file: "C.xib") }

    // MARK: Reading

    static let centred = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
          <connections><outlet property="height" destination="h"/></connections>
        </placeholder>
        <view id="root">
          <subviews>
            <button id="ok" title="OK"/>
          </subviews>
          <constraints>
            <constraint firstItem="ok" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
            <constraint firstAttribute="height" constant="3" id="h"/>
            <constraint firstItem="ok" firstAttribute="width" secondItem="ok" secondAttribute="height" multiplier="16:9" priority="250" identifier="aspect" id="a"/>
          </constraints>
        </view>
        """

    @Test func aViewHoldsItsConstraintsAsObjectsAfterItsSubviews() throws {
        let document = try ScreenReader.read(Self.screen(Self.centred), file: "C.xib", vocabulary: .nibKit)
        let root = document.objects[1]
        #expect(root.constraints.map(\.id) == ["x", "h", "a"])
        #expect(root.constraints.allSatisfy { $0.element == "constraint" && $0.className(in: document.vocabulary) == "LayoutConstraint" })
        #expect(document.allObjects.map(\.id) == ["-1", "root", "ok", "x", "h", "a"])
        #expect(document.objectsByID["h"]?.location.description == "C.xib:13:5")
        // Only what is written: a missing item, relation, multiplier or priority is the runtime's default.
        let height = root.constraints[1]
        #expect(height.properties.keys.sorted() == ["constant", "firstAttribute"])
        #expect(height.properties["firstAttribute"]?.value == .string("height") && height.properties["constant"]?.value == .number(3))
        let aspect = root.constraints[2]
        #expect(aspect.properties["multiplier"]?.value == .number(16.0 / 9), "Xcode's ratio form is the ratio's number")
        #expect(aspect.properties["priority"]?.value == .number(250) && aspect.properties["identifier"]?.value == .string("aspect"))
    }

    @Test func theCompiledFormKeepsConstraintsWithTheirPlaces() throws {
        let document = try ScreenReader.read(Self.screen(Self.centred), file: "C.xib", vocabulary: .nibKit)
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        #expect(Dump.document(decoded) == Dump.document(document))
        #expect(decoded.objects[1].constraints.map(\.id) == ["x", "h", "a"])
    }

    /// As Xcode writes them: a number, an aspect ratio, or a fraction (launch screens write `1/3`).
    @Test func aMultiplierIsANumberOrARatio() {
        #expect(ValueType.multiplier.parse("2") == .number(2) && ValueType.multiplier.parse("-0.5") == .number(-0.5))
        #expect(ValueType.multiplier.parse("4:3") == .number(4.0 / 3) && ValueType.multiplier.parse("1.5:0.5") == .number(3))
        #expect(ValueType.multiplier.parse("1/3") == .number(1.0 / 3) && ValueType.multiplier.parse("-1/4") == .number(-0.25))
        for bad in ["", ":", "16:", ":9", "16:0", "a:b", "1:2:3", "inf", "1e400", "1e300:1e-300", "/", "1/0", "1/3/4", "1:3/4", "nan/1"] {
            #expect(ValueType.multiplier.parse(bad) == nil, "\(bad)")
        }
        #expect(ValueType.priority.parse("1") == .number(1) && ValueType.priority.parse("999.5") == .number(999.5))
        for bad in ["0", "0.5", "1000.1", "-1", "high", "nan"] { #expect(ValueType.priority.parse(bad) == nil, "\(bad)") }
    }

    // MARK: The rules, both readers

    /// Every rule a constraint breaks, each at its place, all at once; a compiled screen holding
    /// the same constraints is refused with the same diagnostics.
    @Test func everyBrokenConstraintIsReportedAtItsPlaceByBothReaders() throws {
        let objects = """
            <view id="root">
              <subviews>
                <view id="a"/>
                <view id="b"><subviews><label id="deep"/></subviews></view>
              </subviews>
              <constraints>
                <constraint firstItem="a" secondItem="b" secondAttribute="top" id="noFirstAttribute"/>
                <constraint firstItem="a" firstAttribute="notAnAttribute" constant="1" id="notAnAttribute"/>
                <constraint firstItem="nowhere" firstAttribute="width" constant="1" id="dangling"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="outside" secondAttribute="leading" id="outsideTheTree"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="tap" secondAttribute="leading" id="gesture"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="-1" secondAttribute="leading" id="owner"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="dangling" secondAttribute="width" id="constraintItem"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="b" id="noSecondAttribute"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="notAnAttribute" id="notASecondAttribute"/>
                <constraint firstItem="a" firstAttribute="width" secondAttribute="width" id="noSecondItem"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="top" id="axes"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="leading" id="sizeToPosition"/>
                <constraint firstItem="a" firstAttribute="leadingMargin" secondItem="b" secondAttribute="right" id="directions"/>
                <constraint firstItem="a" firstAttribute="leading" constant="5" id="positionAlone"/>
                <constraint firstItem="a" firstAttribute="centerX" secondItem="b" secondAttribute="centerX" multiplier="0" id="zero"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="deep" secondAttribute="width" multiplier="0" id="zeroSize"/>
                <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="16:9" id="aspect"/>
                <constraint firstItem="deep" firstAttribute="centerX" secondItem="a" secondAttribute="leftMargin" id="centre"/>
              </constraints>
            </view>
            <view id="outside"/>
            <tapGestureRecognizer id="tap"/>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            """
        let expected = [
            "C.xib:10:5: error: constraint 'noFirstAttribute' needs the attribute 'firstAttribute' [missing-attribute]",
            "C.xib:11:31: error: constraint 'notAnAttribute' has notAnAttribute as its firstAttribute: it must name a part of a view [bad-constraint]",
            "C.xib:12:17: error: constraint 'dangling' names 'nowhere' as its firstItem, which no object in this screen has as id [dangling-destination]",
            "C.xib:13:56: error: the secondItem of constraint 'outsideTheTree' is view 'outside', outside view 'root' that holds it: a constraint relates its holder and views inside it [bad-constraint]",
            "C.xib:14:56: error: the secondItem of constraint 'gesture' is tapGestureRecognizer 'tap', which is not a view: constraints relate views and their layout guides [bad-constraint]",
            "C.xib:15:56: error: the secondItem of constraint 'owner' is placeholder '-1', which is not a view: constraints relate views and their layout guides [bad-constraint]",
            "C.xib:16:54: error: the secondItem of constraint 'constraintItem' is constraint 'dangling', which is not a view: constraints relate views and their layout guides [bad-constraint]",
            "C.xib:17:5: error: constraint 'noSecondAttribute' relates to 'b' but has no secondAttribute [missing-attribute]",
            "C.xib:18:5: error: constraint 'notASecondAttribute' relates to 'b' but has no secondAttribute [missing-attribute]",
            "C.xib:19:5: error: constraint 'noSecondItem' has the secondAttribute width but no secondItem [missing-attribute]",
            "C.xib:20:71: error: constraint 'axes' relates leading to top: positions on different axes cannot be related [bad-constraint]",
            "C.xib:21:69: error: constraint 'sizeToPosition' relates width to leading: a size cannot be related to a position [bad-constraint]",
            "C.xib:22:77: error: constraint 'directions' relates leadingMargin to right: leading and trailing cannot be related to left and right [bad-constraint]",
            "C.xib:23:31: error: constraint 'positionAlone' places leading by a constant alone: a position needs a secondItem to be relative to [bad-constraint]",
            "C.xib:24:97: error: constraint 'zero' multiplies centerX by 0: a position's multiplier cannot be 0 [bad-constraint]",
        ]
        #expect(Self.xmlProblems(objects) == expected)
        #expect(ReaderProblems.compiled(try Self.decodedAnyway(objects)) == expected)
    }

    /// A view's layout guides, as Xcode writes them: items of the view's tree that constraints
    /// name by id, and ids like any other; a guide of a view outside the holder's tree is an error
    /// at its place, in the same words from both readers.
    @Test func aLayoutGuideIsAnItemOfItsViewsTree() throws {
        let objects = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
              <connections><outlet property="guide" destination="rootSafe"/></connections>
            </placeholder>
            <view id="root">
              <subviews>
                <label id="inner">
                  <constraints>
                    <constraint firstItem="innerSafe" firstAttribute="width" constant="3" id="innerWidth"/>
                    <constraint firstAttribute="top" secondItem="rootSafe" secondAttribute="top" id="rootsGuide"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="innerSafe"/>
                </label>
              </subviews>
              <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="rootMargins" secondAttribute="leading" id="margins"/>
                <constraint firstItem="innerSafe" firstAttribute="top" secondItem="rootSafe" secondAttribute="top" id="nested"/>
                <constraint firstItem="inner" firstAttribute="bottom" secondItem="otherSafe" secondAttribute="bottom" id="othersGuide"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="rootSafe"/>
              <viewLayoutGuide key="layoutMarginsGuide" id="rootMargins"/>
            </view>
            <view id="other"><viewLayoutGuide key="safeArea" id="otherSafe"/></view>
            """
        let expected = [
            "C.xib:12:42: error: the secondItem of constraint 'rootsGuide' is viewLayoutGuide 'rootSafe', outside label 'inner' that holds it: a constraint relates its holder and views inside it [bad-constraint]",
            "C.xib:20:59: error: the secondItem of constraint 'othersGuide' is viewLayoutGuide 'otherSafe', outside view 'root' that holds it: a constraint relates its holder and views inside it [bad-constraint]",
        ]
        #expect(Self.xmlProblems(objects) == expected)
        // The compiled reader reports holder by holder; a ScreenError orders them by place.
        #expect(ReaderProblems.compiled(try Self.decodedAnyway(objects)).sorted() == expected)
        let document = try Self.decodedAnyway(objects)
        #expect(document.objects[1].embedded.map { "\($0.key ?? "") \($0.id)" } == ["safeArea rootSafe", "layoutMarginsGuide rootMargins"])
    }

    /// A layout guide stands only in a view, under one of the two keys Xcode writes.
    @Test func aLayoutGuideStandsOnlyInAView() throws {
        #expect(
            Self.xmlProblems(
                """
                <viewLayoutGuide key="safeArea" id="top"/>
                <view id="v"><subviews><viewLayoutGuide key="safeArea" id="sub"/></subviews><viewLayoutGuide key="contentLayoutGuide" id="content"/></view>
                <viewController id="c"><viewLayoutGuide key="safeArea" id="controllers"/></viewController>
                """) == [
                    "C.xib:4:1: error: a layout guide belongs inside the view it guides (<viewLayoutGuide key=\"safeArea\" .../>) [unknown-element]",
                    "C.xib:5:24: error: <viewLayoutGuide> cannot be a subview; only views can [unknown-element]",
                    "C.xib:5:77: error: unknown element <viewLayoutGuide> in <view> [unknown-element]",
                    "C.xib:6:24: error: unknown element <viewLayoutGuide> in <viewController> [unknown-element]",
                ])
        let topLevel = try Self.decodedAnyway(#"<viewLayoutGuide key="safeArea" id="top"/>"#)
        #expect(
            ReaderProblems.compiled(topLevel) == [
                "C.xib:4:1: error: a layout guide belongs inside the view it guides (<viewLayoutGuide key=\"safeArea\" .../>) [unknown-element]"
            ])
    }

    /// Values out of their range are bad values in either form.
    @Test func valuesOutOfRangeAreBadValuesInEitherForm() throws {
        #expect(
            Self.xmlProblems(
                """
                <view id="v"><constraints>
                <constraint firstAttribute="middle" relation="equals" priority="1001" multiplier="1:0" constant="x" id="c"/>
                <constraint firstAttribute="width" priority="0" id="d"/>
                </constraints></view>
                <view id="w" horizontalHuggingPriority="2000" translatesAutoresizingMaskIntoConstraints="perhaps"/>
                """) == [
                    "C.xib:5:13: error: 'middle' is not a valid firstAttribute: expected one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")) [bad-value]",
                    "C.xib:5:37: error: 'equals' is not a valid relation: expected one of lessThanOrEqual, equal, greaterThanOrEqual [bad-value]",
                    "C.xib:5:55: error: '1001' is not a valid priority: expected a number from 1 to 1000 [bad-value]",
                    "C.xib:5:71: error: '1:0' is not a valid multiplier: expected a number, or a ratio such as 16:9 or 1/3 [bad-value]",
                    "C.xib:5:88: error: 'x' is not a valid constant: expected a number [bad-value]",
                    "C.xib:6:36: error: '0' is not a valid priority: expected a number from 1 to 1000 [bad-value]",
                    "C.xib:8:14: error: '2000' is not a valid horizontalHuggingPriority: expected a number from 1 to 1000 [bad-value]",
                    "C.xib:8:47: error: 'perhaps' is not a valid translatesAutoresizingMaskIntoConstraints: expected YES or NO [bad-value]",
                ])
        var crafted = try ScreenReader.read(
            Self.screen(#"<view id="v"><constraints><constraint firstAttribute="width" priority="1" multiplier="2" id="c"/></constraints></view>"#),
            file: "C.xib", vocabulary: .nibKit)
        let place = crafted.objects[0].constraints[0].location
        crafted.objects[0].constraints[0].properties["priority"] = Property(.number(1001), at: place)
        crafted.objects[0].constraints[0].properties["multiplier"] = Property(.number(.infinity), at: place)
        crafted.objects[0].properties["verticalHuggingPriority"] = Property(.number(0), at: crafted.objects[0].location)
        #expect(
            ReaderProblems.compiled(crafted) == [
                "C.xib:4:1: error: '0' is not a valid verticalHuggingPriority: expected a number from 1 to 1000 [bad-value]",
                "C.xib:4:27: error: 'inf' is not a valid multiplier: expected a number, or a ratio such as 16:9 or 1/3 [bad-value]",
                "C.xib:4:27: error: '1001' is not a valid priority: expected a number from 1 to 1000 [bad-value]",
            ])
    }

    /// A constraint belongs in a view's `<constraints>`, and `<constraints>` holds only
    /// constraints, only in a view: said alike of a `.xib` and of a compiled screen crafted so.
    @Test func constraintsStandOnlyInAViewsConstraints() throws {
        #expect(
            Self.xmlProblems(
                """
                <constraint firstAttribute="width" constant="1" id="top"/>
                <view id="v"><subviews><constraint firstAttribute="width" constant="1" id="sub"/></subviews><constraints><view id="w"/><constraint firstAttribute="width" constant="1" id="ok"/></constraints></view>
                <tapGestureRecognizer id="t"><constraints/></tapGestureRecognizer>
                <constraint firstAttribute="width" constant="1" id="nested"><constraints/><subviews/></constraint>
                """) == [
                    "C.xib:4:1: error: a constraint belongs in the <constraints> of the view that holds it [unknown-element]",
                    "C.xib:5:24: error: <constraint> cannot be a subview; only views can [unknown-element]",
                    "C.xib:5:106: error: unknown element <view> in <constraints> [unknown-element]",
                    "C.xib:6:30: error: unknown element <constraints> in <tapGestureRecognizer> [unknown-element]",
                    "C.xib:7:1: error: a constraint belongs in the <constraints> of the view that holds it [unknown-element]",
                    "C.xib:7:61: error: unknown element <constraints> in <constraint> [unknown-element]",
                    "C.xib:7:75: error: unknown element <subviews> in <constraint> [unknown-element]",
                ])
        // The same places crafted into a compiled screen: its reader says so in the same words.
        var crafted = try ScreenReader.read(
            Self.screen(
                #"<view id="v"><constraints><constraint firstAttribute="width" constant="1" id="c"/></constraints></view><tapGestureRecognizer id="t"/>"#
            ), file: "C.xib", vocabulary: .nibKit)
        var constraint = crafted.objects[0].constraints[0]
        var recognizer = crafted.objects[1]
        recognizer.id = "inConstraints"
        crafted.objects[0].constraints.append(recognizer)
        constraint.id = "inRecognizer"
        crafted.objects[1].constraints = [constraint]
        constraint.id = "atTop"
        crafted.objects.append(constraint)
        #expect(
            ReaderProblems.compiled(crafted) == [
                // The list the reader refuses as it reads; then where each object stands, one pass over the model.
                "C.xib:4:27: error: unknown element <constraints> in <tapGestureRecognizer> [unknown-element]",
                "C.xib:4:104: error: unknown element <tapGestureRecognizer> in <constraints> [unknown-element]",
                "C.xib:4:27: error: a constraint belongs in the <constraints> of the view that holds it [unknown-element]",
            ])
    }
}
