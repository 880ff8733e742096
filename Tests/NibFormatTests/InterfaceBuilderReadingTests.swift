import Foundation
import NibKit
import TerminalCells
import Testing

@testable import NibFormat
@testable import ScreenReading

/// How a file Xcode wrote is read, element by element (docs/INTERFACE_BUILDER.md): UIKit's
/// elements become NibKit's, points become cells, colours and fonts what a terminal shows, and
/// what NibKit cannot show loads plainly, with a warning at its line.
@Suite("Reading Interface Builder's dialect")
struct InterfaceBuilderReadingTests {
    /// A view file as Xcode writes one, with `objects` after File's Owner and First Responder.
    static func xib(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController" customModule="Login" customModuleProvider="target"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// The first object after the placeholders, read.
    static func object(_ xml: String, resources: String = "") throws -> ObjectNode {
        let document = try ScreenReader.read(xib(xml, resources: resources), file: "Login.xib", vocabulary: .nibKit)
        return try #require(document.topLevelObjects.first)
    }

    static func frame(_ node: ObjectNode) -> Rect? {
        if case .rect(let rect)? = node.properties["frame"]?.value { return rect }
        return nil
    }

    // MARK: The document

    @Test func aViewFileIsReadAsAScreenWithItsPlaceholders() throws {
        let document = try ScreenReader.read(Self.xib(""), file: "Login.xib", vocabulary: .nibKit)
        #expect(document.dialect == .interfaceBuilder && document.kind == .screen && document.warnings.isEmpty)
        #expect(document.filesOwner?.customClass == "LoginController", "customModule is not part of the class's name")
        #expect(document.placeholders.map(\.placeholderIdentifier) == ["IBFilesOwner", "IBFirstResponder"])
        #expect(document.placeholders[1].customClass == nil, "First Responder's UIResponder is UIKit's, not a class to find")
    }

    @Test func aFileFromBeforeXcode5IsRefusedWithOneErrorSayingHowToUpgradeIt() {
        let legacy = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1552</int></data>
            </archive>
            """
        #expect {
            try ScreenReader.read(legacy, file: "Old.xib", vocabulary: .nibKit)
        } throws: { error in
            let diagnostics = (error as? ScreenError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].code == .legacyFormat && diagnostics[0].location?.line == 2
                && diagnostics[0].message.contains("before Xcode 5 (archive version 8.00)") && diagnostics[0].message.contains("Xcode 5 or later")
        }
    }

    @Test func whatExistsOnlyForXcodesCanvasIsIgnored() throws {
        let view = try Self.object(
            """
            <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                <accessibility key="accessibilityConfiguration" label="Login"/>
                <variation key="heightClass=compact" hidden="YES"/>
                <point key="canvasLocation" x="132" y="-11"/>
            </view>
            """)
        #expect(view.element == "view" && view.embedded.map(\.key) == ["safeArea"])
        #expect(Set(view.properties.map(\.key)) == ["frame"])
    }

    // MARK: Points and cells

    @Test func pointsBecomeCellsEdgeByEdge() {
        #expect(PointGrid.cells(375, along: .horizontal) == 47, "an iPhone's width")
        #expect(PointGrid.cells(8, along: .vertical) == 0 && PointGrid.cells(20, along: .vertical) == 1, "8-point gaps collapse, 20-point ones are a row")
        #expect(PointGrid.cells(10, along: .vertical) == 0, "half a row, as 8 points")
        // Neighbours 8.5 points wide each: rounded sizes would overlap or gap; rounded edges tile.
        let frames = (0..<10).map { PointGrid.frame(x: Double($0) * 8.5, y: 0, width: 8.5, height: 40, isSingleLine: false) }
        for (left, right) in zip(frames, frames.dropFirst()) { #expect(left.maxX == right.x) }
        #expect(frames.last?.maxX == PointGrid.cells(85, along: .horizontal))
    }

    @Test func aViewOfOneLineIsOneRowWhereverItsFrameSays() throws {
        let field = try Self.object(
            """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" id="Wq1-b3-Xc0">
                <rect key="frame" x="16" y="221.5" width="361" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" keyboardType="emailAddress" secureTextEntry="YES"/>
            </textField>
            """)
        #expect(field.element == "textField")
        #expect(Self.frame(field) == Rect(x: 2, y: 11, width: 45, height: 1))
        #expect(field.properties.value(forKey: "placeholder") == .string("Email"))
        #expect(field.properties.value(forKey: "keyboardType") == .string("emailAddress"))
        #expect(field.properties.value(forKey: "secureTextEntry") == .bool(true))
        #expect(field.properties.value(forKey: "bordered") == .bool(true), "a rounded-rect border is the underlined row")
        let plain = try Self.object(#"<textField opaque="NO" text="plain" id="Wq2-b3-Xc0"><rect key="frame" x="0" y="0" width="100" height="34"/></textField>"#)
        #expect(plain.properties.value(forKey: "bordered") == .bool(false), "UITextField's default is no border")
        let label = try Self.object(
            """
            <label opaque="NO" text="Two lines" numberOfLines="2" id="Lb2-aa-0x1">
                <rect key="frame" x="0" y="40" width="100" height="41"/>
            </label>
            """)
        #expect(Self.frame(label)?.height == 2, "a label of two lines is as tall as its frame")
    }

    // MARK: Elements

    @Test func everyElementInTheMappingIsNibKits() {
        for (name, kind) in Vocabulary.nibKit.xcodeElements { #expect(Vocabulary.nibKit.element(kind.element) != nil, "\(name) → \(kind.element)") }
    }

    /// One of each element in the mapping, as Xcode writes it, and what NibKit reads of it.
    static let elementCases: [(xml: String, element: String, properties: [String: NibValue])] = [
        (
            #"<slider opaque="NO" value="3" minValue="1" maxValue="5" continuous="NO" id="E01-aa-001"><rect key="frame" x="0" y="0" width="200" height="31"/><color key="minimumTrackTintColor" systemColor="systemRedColor"/><color key="maximumTrackTintColor" systemColor="systemBlueColor"/><color key="thumbTintColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></slider>"#,
            "slider",
            [
                "value": .number(3), "minimumValue": .number(1), "maximumValue": .number(5), "continuous": .bool(false),
                "minimumTrackColor": .color(Color(named: "systemRed")!), "trackColor": .color(Color(named: "systemBlue")!),
                "thumbColor": .color(.rgb(51, 102, 153)),
            ]
        ),
        (
            #"<switch opaque="NO" on="YES" enabled="NO" id="E02-aa-001"><rect key="frame" x="0" y="0" width="51" height="31"/><color key="onTintColor" systemColor="systemGreenColor"/></switch>"#,
            "switch", ["on": .bool(true), "enabled": .bool(false), "onTintColor": .color(Color(named: "systemGreen")!)]
        ),
        (
            #"<stepper opaque="NO" wraps="YES" value="2" minimumValue="0" maximumValue="10" stepValue="2" id="E03-aa-001"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
            "stepper", ["wraps": .bool(true), "value": .number(2), "minimumValue": .number(0), "maximumValue": .number(10), "stepValue": .number(2)]
        ),
        (
            #"<segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="1" id="E04-aa-001"><rect key="frame" x="0" y="0" width="121" height="32"/><segments><segment title="First"/><segment title="Second" enabled="NO"/></segments></segmentedControl>"#,
            "segmentedControl",
            [
                "selectedSegmentIndex": .number(1), "segments.0.title": .string("First"), "segments.1.title": .string("Second"),
                "segments.1.enabled": .bool(false),
            ]
        ),
        (
            #"<progressView opaque="NO" progress="0.25" id="E05-aa-001"><rect key="frame" x="0" y="0" width="150" height="4"/><color key="progressTintColor" systemColor="systemBlueColor"/></progressView>"#,
            "progressView", ["progress": .number(0.25), "progressTintColor": .color(Color(named: "systemBlue")!)]
        ),
        (
            #"<activityIndicatorView opaque="NO" hidesWhenStopped="NO" animating="YES" style="medium" id="E06-aa-001"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>"#,
            "activityIndicatorView", ["hidesWhenStopped": .bool(false), "animating": .bool(true)]
        ),
        (
            #"<stackView opaque="NO" axis="vertical" distribution="fillEqually" alignment="center" spacing="20" id="E07-aa-001"><rect key="frame" x="0" y="0" width="100" height="100"/></stackView>"#,
            "stackView", ["axis": .string("vertical"), "distribution": .string("fillEqually"), "alignment": .string("center"), "spacing": .number(1)]
        ),
        (
            #"<stackView opaque="NO" spacing="16" id="E08-aa-001"><rect key="frame" x="0" y="0" width="100" height="30"/></stackView>"#,
            "stackView", ["spacing": .number(2)]
        ),
        (
            #"<scrollView clipsSubviews="YES" showsHorizontalScrollIndicator="NO" id="E09-aa-001"><rect key="frame" x="0" y="0" width="100" height="100"/></scrollView>"#,
            "scrollView", ["showsHorizontalScrollIndicator": .bool(false)]
        ),
        (
            #"<searchBar contentMode="redraw" placeholder="Search" text="tea" id="E10-aa-001"><rect key="frame" x="0" y="0" width="375" height="56"/><textInputTraits key="textInputTraits"/></searchBar>"#,
            "textField", ["placeholder": .string("Search"), "text": .string("tea")]
        ),
        (
            #"<textView clipsSubviews="YES" editable="NO" textAlignment="natural" id="E11-aa-001"><rect key="frame" x="0" y="0" width="240" height="128"/><string key="text">Lorem ipsum</string><textInputTraits key="textInputTraits" keyboardType="numberPad"/></textView>"#,
            "textView", ["editable": .bool(false), "text": .string("Lorem ipsum"), "keyboardType": .string("numberPad")]
        ),
        (
            #"<tapGestureRecognizer numberOfTapsRequired="2" id="E12-aa-001"/>"#, "tapGestureRecognizer", ["numberOfTapsRequired": .number(2)]
        ),
        (#"<panGestureRecognizer minimumNumberOfTouches="1" id="E13-aa-001"/>"#, "panGestureRecognizer", [:]),
        (#"<pinchGestureRecognizer enabled="NO" id="E14-aa-001"/>"#, "pinchGestureRecognizer", ["enabled": .bool(false)]),
        (#"<customObject id="E15-aa-001" customClass="Formatter"/>"#, "object", [:]),
        (
            #"<containerView opaque="NO" contentMode="scaleToFill" id="E16-aa-001"><rect key="frame" x="0" y="0" width="80" height="40"/></containerView>"#,
            "containerView", [:]
        ),
        (
            #"<tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="detailDisclosureButton" reuseIdentifier="Row" id="E17-aa-001"><rect key="frame" x="0" y="0" width="375" height="80"/></tableViewCell>"#,
            "tableViewCell", ["selectionStyle": .string("default"), "accessoryType": .string("detailDisclosureButton"), "reuseIdentifier": .string("Row")]
        ),
    ]

    @Test(arguments: elementCases.indices)
    func eachElementIsReadAsNibKitsElement(index: Int) throws {
        let (xml, element, properties) = Self.elementCases[index]
        let node = try Self.object(xml)
        #expect(node.element == element)
        for (key, value) in properties { #expect(node.properties.value(forKey: key) == value, "\(element) \(key)") }
    }

    /// docs/INTERFACE_BUILDER.md's element table is `Vocabulary.nibKit.xcodeElements`, row by row.
    @Test func theDocumentedElementTableIsTheMapping() throws {
        let docs = try String(contentsOfFile: ScreenReaderTests.repository + "/docs/INTERFACE_BUILDER.md", encoding: .utf8)
        let table = try #require(docs.range(of: "## Elements").map { docs[$0.upperBound...] })
        var documented: [String: String] = [:]
        for line in table.split(separator: "\n").drop(while: { !$0.hasPrefix("| `") }).prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            for name in names { documented[name] = cells[1] == "the same" ? name : cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        #expect(documented == Vocabulary.nibKit.xcodeElements.mapValues(\.element))
    }

    @Test func aButtonsTitlesComeFromItsStates() throws {
        let button = try Self.object(
            """
            <button opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Bt1-xY-zz9">
                <rect key="frame" x="40" y="300" width="120" height="35"/>
                <state key="normal" title="Sign In">
                    <color key="titleColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <state key="highlighted" title="Signing In"/>
                <state key="disabled" image="lock"/>
            </button>
            """)
        #expect(button.element == "button" && Self.frame(button)?.height == 1)
        #expect(button.properties.value(forKey: "title") == .string("Sign In"))
        #expect(button.properties.value(forKey: "highlighted.title") == .string("Signing In"))
        #expect(button.properties.value(forKey: "titleColor") == .color(.rgb(255, 128, 0)))
        #expect(button.properties.value(forKey: "enabled") == .bool(false))
        let configured = try Self.object(
            """
            <button opaque="NO" contentMode="scaleToFill" id="Bt2-xY-zz9">
                <rect key="frame" x="0" y="0" width="80" height="35"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
            </button>
            """)
        #expect(configured.properties.value(forKey: "title") == .string("Continue"), "Xcode 13's button configuration")
    }

    /// UIKit's six alignments of a button's content, as NibKit's three: a terminal's row runs
    /// left to right, and a title has nothing to stretch.
    @Test(arguments: [
        ("leading", "leading"), ("left", "leading"), ("center", "center"), ("fill", "center"), ("trailing", "trailing"), ("right", "trailing"),
    ])
    func aButtonsContentAlignmentIsItsTitles(xcode: String, nibKit: String) throws {
        let button = try Self.object(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="\(xcode)" contentVerticalAlignment="center" id="Al1-xY-zz9">
                <rect key="frame" x="0" y="0" width="120" height="35"/>
                <state key="normal" title="Tip"/>
            </button>
            """)
        #expect(button.properties.value(forKey: "contentHorizontalAlignment") == .string(nibKit))
    }

    @Test func aLabelKeepsItsTextAlignmentAndLinesAsUILabelMeansThem() throws {
        let label = try Self.object(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" hidden="YES" tag="7" id="Wl3-Cm-e01">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </label>
            """)
        #expect(label.properties.value(forKey: "text") == .string("Welcome"))
        #expect(label.properties.value(forKey: "textAlignment") == .string("left"), "natural reads left to right")
        #expect(label.properties.value(forKey: "numberOfLines") == nil, "UILabel's default of one line is NibKit's too: nothing to add")
        #expect(label.properties.value(forKey: "bold") == .bool(true))
        #expect(label.properties.value(forKey: "hidden") == .bool(true) && label.properties.value(forKey: "tag") == .number(7))
        #expect(label.properties.value(forKey: "userInteractionEnabled") == .bool(false))
        let attributed = try Self.object(
            """
            <label opaque="NO" usesAttributedText="YES" id="At1-Cm-e01">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Total: ">
                        <attributes>
                            <color key="NSColor" systemColor="systemRedColor"/>
                            <font key="NSFont" size="14" name="HelveticaNeue-Bold"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right"/>
                        </attributes>
                    </fragment>
                    <fragment content="R$0,00"/>
                </attributedString>
            </label>
            """)
        #expect(attributed.properties.value(forKey: "text") == .string("Total: R$0,00"))
        #expect(attributed.properties.value(forKey: "textColor") == .color(Color(named: "systemRed")!))
        #expect(attributed.properties.value(forKey: "bold") == .bool(true) && attributed.properties.value(forKey: "textAlignment") == .string("right"))
    }

    @Test func fontsGiveBoldAndItalic() {
        #expect(FontTraits(type: "boldSystem", weight: nil, style: nil, name: nil) == FontTraits(isBold: true, isItalic: false))
        #expect(FontTraits(type: "system", weight: "semibold", style: nil, name: nil).isBold)
        #expect(FontTraits(type: nil, weight: nil, style: "UICTFontTextStyleHeadline", name: nil).isBold)
        #expect(FontTraits(type: nil, weight: nil, style: nil, name: "Futura-CondensedExtraBold").isBold)
        #expect(FontTraits(type: "italicSystem", weight: nil, style: nil, name: nil) == FontTraits(isBold: false, isItalic: true))
        #expect(FontTraits(type: nil, weight: nil, style: nil, name: "Helvetica-BoldOblique") == FontTraits(isBold: true, isItalic: true))
        #expect(FontTraits(type: "system", weight: nil, style: nil, name: nil) == FontTraits())
    }

    @Test func coloursInEveryFormXcodeWrites() throws {
        let resources = """
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            <systemColor name="systemIndigoColor"><color red="0.34" green="0.34" blue="0.84" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            <namedColor name="Brand"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """
        func color(_ attributes: String) throws -> Color? {
            let view = try Self.object(
                "<view id=\"Cv1-aa-bb1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><color key=\"backgroundColor\" \(attributes)/></view>",
                resources: resources)
            if case .color(let color)? = view.properties.value(forKey: "backgroundColor") { return color }
            return nil
        }
        #expect(try color(#"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB""#) == .rgb(51, 102, 153))
        #expect(try color(#"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB""#) == .rgb(51, 102, 153))
        #expect(try color(#"white="0.5" alpha="1" colorSpace="calibratedWhite""#) == .rgb(128, 128, 128))
        #expect(try color(#"white="1" alpha="1" colorSpace="calibratedWhite""#) == .default, "white is the terminal's own page")
        #expect(
            try color(#"red="0.0" green="0.0" blue="0.0" alpha="0.0" colorSpace="custom" customColorSpace="sRGB""#) == nil,
            "clear: no fill, the superview shows")
        #expect(try color(#"cocoaTouchSystemColor="clearColor""#) == nil)
        #expect(try color(#"cocoaTouchSystemColor="darkTextColor""#) == .default)
        #expect(try color(#"systemColor="systemBackgroundColor""#) == .default, "adaptive: the terminal's own")
        #expect(try color(#"systemColor="secondaryLabelColor""#) == .brightBlack)
        #expect(try color(#"systemColor="systemGreenColor""#) == Color(named: "systemGreen"))
        #expect(try color(#"systemColor="systemIndigoColor""#) == Color(named: "systemBlue"))
        #expect(try color(#"systemColor="tintColor""#) == .default, "neither adaptive, tinted nor in the resources")
        #expect(try color(#"name="Brand""#) == .rgb(51, 102, 153), "a named colour from the document's resources")
    }

    // MARK: What NibKit cannot show

    @Test func anElementNibKitCannotShowIsAPlainViewWithAWarningAtItsLine() throws {
        let document = try ScreenReader.read(
            Self.xib(
                """
                <view contentMode="scaleToFill" id="Rt0-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="Mp1-aa-002">
                            <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                            <connections>
                                <outlet property="delegate" destination="-1" id="Dl1-aa-003"/>
                            </connections>
                        </mapView>
                    </subviews>
                </view>
                """), file: "Map.xib", vocabulary: .nibKit)
        let map = try #require(document.topLevelObjects.first?.subviews.first)
        #expect(map.element == "view" && map.id == "Mp1-aa-002" && Self.frame(map) == Rect(x: 0, y: 5, width: 47, height: 10))
        #expect(map.connections.isEmpty, "a plain view has no map delegate")
        #expect(document.warnings.map(\.severity) == [.warning, .warning])
        #expect(document.warnings.map { $0.location?.line } == [14, 16], "the map view, its connections")
        #expect(document.warnings[0].description.contains("warning: <mapView> has no terminal counterpart in NibKit; it loads as a plain view of its frame"))
    }

    /// An element NibKit does not know, without an id (so no object to load plainly), is not
    /// read: a warning at its line says so, among the objects as in a placeholder.
    @Test func anElementNibKitDoesNotKnowIsAWarningAtItsLine() throws {
        let document = try ScreenReader.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController">
                        <bogusElement/>
                    </placeholder>
                    <bogusElement/>
                    <view contentMode="scaleToFill" id="i5M-Pr-FkT"/>
                </objects>
            </document>
            """, file: "Bogus.xib", vocabulary: .nibKit)
        #expect(document.topLevelObjects.map(\.id) == ["i5M-Pr-FkT"])
        #expect(
            document.warnings.map(\.description) == [
                "Bogus.xib:5:13: warning: <bogusElement> is not read: a placeholder holds only its connections and settings [unsupported-element]",
                "Bogus.xib:7:9: warning: <bogusElement> is not read: it has no id, so it is not an object NibKit can load [unsupported-element]",
            ])
    }

    @Test func aPrototypeCellWithoutAnIdentifierIsLeftOutWithAWarning() throws {
        let table = try Self.object(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="Tb1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="Cl1-aa-002">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="Cc1-aa-003"><rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/></tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" textLabel="Tx1-aa-005" style="IBUITableViewCellStyleDefault" id="Cl2-aa-004">
                        <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="Cc2-aa-006"><rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/></tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        #expect(table.prototypes.map(\.id) == ["Cl2-aa-004"])
        #expect(table.properties.value(forKey: "rowHeight") == .number(1), "UIKit's 44-point row is one row")
        #expect(table.prototypes[0].properties.value(forKey: "style") == .string("default"))
        #expect(Self.frame(table.prototypes[0]) == Rect(x: 0, y: 4, width: 47, height: 1))
    }

    @Test func runtimeAttributesAsXcodeWritesThem() throws {
        let document = try ScreenReader.read(
            Self.xib(
                """
                <view contentMode="scaleToFill" id="Rv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="ratio"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="string" keyPath="name" value="Card"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """), file: "Card.xib", vocabulary: .nibKit)
        let view = try #require(document.topLevelObjects.first)
        #expect(view.runtimeAttributes.map(\.keyPath) == ["cornerRadius", "ratio", "name"])
        #expect(view.runtimeAttributes.map(\.value) == [.number(6), .number(0.5), .string("Card")])
        #expect(document.warnings.map(\.key) == ["layer.shadowOpacity", "icon"])
    }

    // MARK: Constraints

    @Test func constraintsInCellsAlongTheirAxis() throws {
        let root = try Self.object(
            """
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-aa-002">
                        <rect key="frame" x="20" y="60" width="42" height="21"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="21" id="Hg1-aa-003"/>
                        </constraints>
                    </label>
                    <textField opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tf1-aa-004">
                        <rect key="frame" x="70" y="53.5" width="285" height="34"/>
                    </textField>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Sa1-aa-005"/>
                <constraints>
                    <constraint firstItem="Lb1-aa-002" firstAttribute="leading" secondItem="Sa1-aa-005" secondAttribute="leading" constant="20" id="C01-aa-006"/>
                    <constraint firstItem="Lb1-aa-002" firstAttribute="top" secondItem="Sa1-aa-005" secondAttribute="top" constant="60" id="C02-aa-007"/>
                    <constraint firstItem="Tf1-aa-004" firstAttribute="firstBaseline" secondItem="Lb1-aa-002" secondAttribute="firstBaseline" id="C03-aa-008"/>
                    <constraint firstItem="Tf1-aa-004" firstAttribute="leading" secondItem="Lb1-aa-002" secondAttribute="trailing" constant="8" id="C04-aa-009"/>
                    <constraint firstAttribute="trailing" secondItem="Tf1-aa-004" secondAttribute="trailing" constant="20" placeholder="YES" id="C05-aa-010"/>
                    <constraint firstItem="Tf1-aa-004" firstAttribute="lastBaseline" secondItem="Lb1-aa-002" secondAttribute="baseline" priority="750" id="C06-aa-011"/>
                </constraints>
            </view>
            """)
        func written(_ node: ObjectNode) -> String {
            ["firstItem", "firstAttribute", "secondItem", "secondAttribute", "constant", "priority"].compactMap { key in
                node.properties.value(forKey: key).map { "\(key)=\($0.writtenText)" }
            }.joined(separator: " ")
        }
        #expect(
            root.constraints.map(written) == [
                "firstItem=Lb1-aa-002 firstAttribute=leading secondItem=Sa1-aa-005 secondAttribute=leading constant=2",
                "firstItem=Lb1-aa-002 firstAttribute=top secondItem=Sa1-aa-005 secondAttribute=top constant=3",
                "firstItem=Tf1-aa-004 firstAttribute=top secondItem=Lb1-aa-002 secondAttribute=top",
                "firstItem=Tf1-aa-004 firstAttribute=leading secondItem=Lb1-aa-002 secondAttribute=trailing constant=1",
                "firstItem=Tf1-aa-004 firstAttribute=bottom secondItem=Lb1-aa-002 secondAttribute=bottom priority=750",
            ], "horizontal constants by 8 points, vertical by 20; baselines are edges; placeholder constraints are Xcode's alone")
        #expect(root.subviews[0].constraints.map(written) == ["firstAttribute=height constant=1"], "a label of one line is a row tall")
    }

    /// A label's text as Xcode nests it (`<string key="text">`), however long, and however
    /// libxml2 hands it over (in pieces, cut at references and at its buffer's end), is read whole.
    @Test func aLongTextIsReadWhole() throws {
        let items = (1...200).map { "- item \($0) &amp; more" }
        let label = try Self.object(
            """
            <label opaque="NO" text="" id="Lbl-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="264" height="143"/>
                <string key="text">\(items.joined(separator: "\u{2028}"))</string>
            </label>
            """)
        let expected = items.map { $0.replacingOccurrences(of: "&amp;", with: "&") }.joined(separator: "\u{2028}")
        #expect(label.properties.value(forKey: "text") == .string(expected))
    }

    /// A square in points is 2.5 columns a row in cells; Xcode's required ratio gives way (500)
    /// to what the terminal must show, written height first (its cost counted in rows), and a
    /// one-line view's height is a row, whatever ratio.
    @Test func aspectRatiosAreReadInCellsAndGiveWay() throws {
        let root = try Self.object(
            """
            <view contentMode="scaleToFill" id="Rt3-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sq1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="94" height="94"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="Sq1-aa-002" secondAttribute="height" multiplier="1:1" id="As1-aa-003"/>
                            <constraint firstAttribute="height" secondItem="Sq1-aa-002" secondAttribute="width" multiplier="1:2" priority="750" id="As2-aa-004"/>
                        </constraints>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-005">
                        <rect key="frame" x="0.0" y="100" width="60" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="Bt1-aa-005" secondAttribute="height" multiplier="2" id="As3-aa-006"/>
                        </constraints>
                    </button>
                </subviews>
            </view>
            """)
        func read(_ node: ObjectNode) -> String {
            "\(node.properties.value(forKey: "multiplier").map(\.writtenText) ?? "-") \(node.properties.value(forKey: "priority").map(\.writtenText) ?? "-")"
        }
        #expect(
            root.subviews[0].constraints.map(read) == [
                "0.4 500", "0.3 550", "0.533333333 550", "0.2 600", "0.8 600", "0.1 650", "1.6 650", "0.2 750",
            ],
            "the ratio, its steps of giving way, and a ratio whose priority is written, kept")
        let shape = root.subviews[0].constraints[0]
        #expect(
            ["firstItem", "firstAttribute", "secondItem", "secondAttribute"].map { shape.properties.value(forKey: $0)?.writtenText }
                == ["Sq1-aa-002", "height", "Sq1-aa-002", "width"], "height = width × 0.4")
        #expect(root.subviews[0].constraints.map(\.id).dropFirst().prefix(2) == ["As1-aa-003~75%", "As1-aa-003~75%-"])
        #expect(root.subviews[1].constraints.map(read) == ["5 1"], "a button of one row: its ratio gives way to its row")
    }

    /// A constraint the base leaves out and a size class includes is read, the variations saying
    /// when it is installed; one no size class includes is not read at all.
    @Test func sizeClassVariationsAreReadWithWhatTheyInstall() throws {
        let root = try Self.object(
            """
            <view contentMode="scaleToFill" id="Rt2-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="Wd1-aa-002"/>
                    <constraint firstAttribute="width" constant="500" id="Wd2-aa-003"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints"><exclude reference="Wd2-aa-003"/></mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints"><include reference="Wd2-aa-003"/><exclude reference="Wd1-aa-002"/></mask>
                </variation>
                <variation key="userInterfaceIdiom=mac">
                    <mask key="constraints"><include reference="Wd3-aa-004"/></mask>
                </variation>
            </view>
            """)
        #expect(root.constraints.map(\.id) == ["Wd1-aa-002", "Wd2-aa-003"])
        #expect(root.variations.map(\.condition.key) == ["default", "widthClass=regular"], "a Mac idiom's variation is no size class's")
        #expect(root.variations[0].installs.map(\.id) == ["Wd2-aa-003"] && root.variations[0].installs.allSatisfy { !$0.isInstalled && $0.isConstraint })
        #expect(root.variations[1].installs.map { "\($0.id) \($0.isInstalled)" } == ["Wd2-aa-003 true", "Wd1-aa-002 false"])
    }

    @Test func aVariationsSettingsAreReadAsTheElementsOwnInPoints() throws {
        let root = try Self.object(
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="St1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                <variation key="heightClass=compact-widthClass=regular" spacing="24" axis="vertical"/>
            </stackView>
            """)
        let variation = try #require(root.variations.first)
        #expect(variation.condition == SizeClassCondition(width: .regular, height: .compact))
        #expect(variation.properties.value(forKey: "spacing") == .number(1), "24 points down the axis the variation gives")
        #expect(variation.properties.value(forKey: "axis") == .string("vertical"))
    }

    // MARK: Storyboards

    @Test func aStoryboardsScenesSeguesAndTitles() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Nv1-aa-001">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sc1-aa-002">
                        <objects>
                            <navigationController id="Nv1-aa-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-aa-003">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Vc1-aa-004" kind="relationship" relationship="rootViewController" id="Sg1-aa-005"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-aa-006" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="-600" y="4"/>
                    </scene>
                    <scene sceneID="Sc2-aa-007">
                        <objects>
                            <tableViewController id="Vc1-aa-004" customClass="InboxController" customModule="Mail" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" id="Tv1-aa-008">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </tableView>
                                <navigationItem key="navigationItem" title="Inbox" id="Ni1-aa-009"/>
                                <connections>
                                    <segue destination="Vc2-aa-010" kind="push" identifier="Open" id="Sg2-aa-011"/>
                                </connections>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-012" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="Sc3-aa-013">
                        <objects>
                            <viewController id="Vc2-aa-010" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw2-aa-014">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                                <connections>
                                    <segue destination="Ex3-aa-015" kind="unwind" unwindAction="done:" id="Sg3-aa-016"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-aa-017" sceneMemberID="firstResponder"/>
                            <exit id="Ex3-aa-015" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try ScreenReader.read(storyboard, file: "Mail.storyboard", vocabulary: .nibKit)
        #expect(document.isStoryboard && document.initialViewController == "Nv1-aa-001")
        #expect(document.scenes.map { $0.viewController?.element } == ["navigationController", "viewController", "viewController"])
        let inbox = try #require(document.scenes[1].viewController)
        #expect(inbox.customClass == "InboxController" && inbox.properties.value(forKey: "title") == .string("Inbox"))
        #expect(inbox.embedded.map(\.element) == ["tableView"] && inbox.embedded[0].properties.value(forKey: "rowHeight") == nil)
        #expect(inbox.segues.map(\.kind) == [.show], "an old push segue shows")
        #expect(document.scenes[2].objects.last?.placeholderIdentifier == Placeholder.exit)
        #expect(document.warnings.isEmpty)
    }
}

/// Xcode's numbers are held to what NibKit's dialect holds its own to.
@Suite("Interface Builder's numbers")
struct InterfaceBuilderNumberTests {
    /// A NaN or an infinity, read as points, became 2^30 cells (and `convert` wrote
    /// `constant="1073741824"`); a word was dropped without one. Each is reported at its
    /// attribute, as NibKit's dialect reports a bad number.
    @Test func aNumberThatIsNoneOrTooLargeIsRefusedAtItsAttribute() {
        let xml = InterfaceBuilderReadingTests.xib(
            """
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="nan" y="0.0" width="inf" height="1e300"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="-inf" id="stack"/>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" rowHeight="wide" id="table"/>
                        </subviews>
                        <color key="backgroundColor" red="nan" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="NaN" id="c1"/>
                        </constraints>
                    </view>
            """)
        #expect {
            try ScreenReader.read(xml, file: "Login.xib", vocabulary: .nibKit)
        } throws: { error in
            let problems = (error as? ScreenError)?.diagnostics.filter { $0.code == .badValue }.map(\.message) ?? []
            return problems == [
                "'nan' is not a valid x: expected a number", "'inf' is not a valid width: expected a number",
                "'1e300' is not a valid height: expected a number",
                "'-inf' is not a valid spacing: expected a number", "'wide' is not a valid rowHeight: expected a number",
                "'nan' is not a valid red: expected a number", "'NaN' is not a valid constant: expected a number",
            ]
        }
    }

    /// The numbers Xcode writes in its own files read as they did.
    @Test func numbersAsXcodeWritesThemAreRead() throws {
        let node = try InterfaceBuilderReadingTests.object(
            #"<view contentMode="scaleToFill" id="main"><rect key="frame" x="-8.5" y="0.0" width="375" height="667"/><color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>"#
        )
        #expect(InterfaceBuilderReadingTests.frame(node) == Rect(x: -1, y: 0, width: 47, height: 33))
    }
}
