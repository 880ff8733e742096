import Foundation
import NibKit
import Testing

@testable import NibFormat
@testable import ScreenReading

/// What `ScreenReader.read` makes of every input it is tested on: every screen in the repository
/// (whole, and cut short, which is malformed XML somewhere else) and a catalogue of broken ones
/// (also with CRLF line ends). Each outcome, the document with every place, or every diagnostic
/// in full (code, message, file:line:column, suggestion), is pinned in Fixtures/Reading; set
/// `NIBKIT_RECORD_SNAPSHOTS=1` to record them again after an intended change.
@Suite("Reading screens")
struct ScreenReaderTests {
    /// Every reader takes its bytes from `FileBytes`: a device is refused, never read until
    /// memory runs out (`nibtool format /dev/zero` read 2 GB before).
    @Test func onlyRegularFilesAreReadByEveryReader() {
        #expect(throws: ScreenError.self) { try ScreenReader.read(contentsOf: "/dev/zero", vocabulary: .nibKit) }
        do {
            _ = try CompiledScreen.read(contentsOf: "/dev/zero", vocabulary: .nibKit)
            Issue.record("/dev/zero read as a compiled screen")
        } catch {
            #expect(error.description == "cannot read '/dev/zero': not a regular file")
        }
        #expect(throws: FileBytes.Unreadable.self) { try FileBytes.read("/dev/null") }
    }

    @Test func everyScreenInTheRepositoryReadsAsPinned() throws {
        let files = Self.screenFiles()
        #expect(files.count >= 20)
        var outcomes: [(String, String)] = []
        for file in files {
            let bytes = try FileBytes.read(Self.repository + "/" + file)
            outcomes.append((file, Self.describe(bytes, file: file)))
            for fraction in [3, 2] {
                let cut = Array(bytes.prefix(bytes.count * (fraction - 1) / fraction))
                outcomes.append(("\(file), first \(fraction - 1)/\(fraction)", Self.describe(cut, file: file)))
            }
        }
        Self.expectPinned(outcomes, in: "screens.txt")
    }

    @Test func everyBrokenScreenReadsAsPinned() {
        var outcomes: [(String, String)] = []
        for sample in Self.brokenScreens {
            outcomes.append((sample.name, Self.describe(sample.bytes, file: sample.name + ".xib")))
            let crlf = sample.bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
            outcomes.append((sample.name + ", CRLF", Self.describe(crlf, file: sample.name + "-crlf.xib")))
        }
        Self.expectPinned(outcomes, in: "broken.txt")
    }

    @Test func theBrokenCatalogueIsReallyBroken() {
        let valid = Self.brokenScreens.filter { (try? ScreenReader.read($0.bytes, file: "x.xib", vocabulary: .nibKit)) != nil }.map(\.name)
        // The few valid samples are there for their values and places (entities, non-ASCII, CRLF).
        #expect(Set(valid).isSubset(of: Self.validSamples), "\(valid)")
    }

    @Test func everyNameOfTheVocabularyHasAWord() {
        let vocabulary = Vocabulary.nibKit
        let elementNames = vocabulary.elements.map(\.name)
        var names = elementNames + Vocabulary.commonAttributes.keys
        for spec in vocabulary.elements { names += spec.attributes.keys }
        for name in names { #expect(vocabulary.allWords.word(name) != nil, "\(name)") }
        #expect(vocabulary.allWords.word("vieW") == nil)
        // The elements' words come first, and keep their numbers among all the words; the format's
        // own keep their interned numbers.
        for name in elementNames { #expect(vocabulary.words.word(name) != nil && vocabulary.words.word(name) == vocabulary.allWords.word(name), "\(name)") }
        #expect(vocabulary.words.word("minimumValue") == nil, "an attribute's name is no element's")
        let attributeWord = vocabulary.allWords.word("minimumValue")
        #expect(attributeWord != nil && vocabulary.sharedElement(attributeWord ?? 0) == nil, "nor does its word name one")
        for name in MarkupName.allCases.dropFirst() { #expect(vocabulary.words.word(name.text) == Word(name.rawValue), "\(name)") }
    }

    @Test func everyWordOfTheFormatIsInterned() {
        var names = Array(Vocabulary.valueElements.keys)
        for attributes in Vocabulary.valueElements.values { names += attributes.keys }
        names += [
            "document", "objects", "subviews", "connections", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
            "outlet", "outletCollection", "action", "property", "destination", "selector", "eventType", "collectionClass",
            "keyPath", "type", "value", "version", "segments", "segment",
        ]
        for name in names { #expect(MarkupName(name) != .other && MarkupName(name).text == name, "\(name)") }
        #expect(MarkupName("other") == .other && MarkupName("vieW") == .other)
        // The table of texts is in case order.
        for name in MarkupName.allCases.dropFirst() { #expect(name.text == "\(name)") }
    }

    @Test func valueKeysAreFoundByTheirBytesAsByTheirText() {
        // Byte for byte is as String's ==: plain ASCII, none the canonical equivalent of another
        // text (no 'K', ';' or '`', which U+212A, U+037E and U+1FEF decompose to), no '&'.
        for key in Vocabulary.nibKit.valueKeys.keys.texts {
            #expect(key.utf8.allSatisfy { $0 < 0x80 } && !key.contains(where: { "K;`&".contains($0) }), "\(key)")
            let bytes = Array(key.utf8)
            #expect(
                Vocabulary.nibKit.valueKeys.keys.index(of: bytes, from: 0, count: bytes.count) == Vocabulary.nibKit.valueKeys.keys.texts.firstIndex(of: key))
        }
        #expect(
            Vocabulary.nibKit.valueKeys.keys.index(of: Array("frames".utf8), from: 0, count: 5)
                == Vocabulary.nibKit.valueKeys.keys.texts.firstIndex(of: "frame"))
        #expect(Vocabulary.nibKit.valueKeys.keys.index(of: Array("fram".utf8), from: 0, count: 4) == nil)
    }

    @Test func everyFieldOfAValueElementHasItsPlaceInValueFields() {
        // ValueFields keeps the fields from `x` to `flexibleMaxY` in a fixed-size store.
        let first = Int(MarkupName.x.rawValue)
        let last = Int(MarkupName.flexibleMaxY.rawValue)
        #expect(last - first + 1 == ValueFields.count)
        for attributes in Vocabulary.valueElements.values {
            for name in attributes.keys where name != "key" {
                #expect((first...last).contains(Int(MarkupName(name).rawValue)), "\(name)")
            }
        }
    }

    @Test func attributePlacesAreCountedInCharactersAcrossLines() throws {
        let text =
            "<document type=\"NibKit.XIB\" version=\"1\"><objects>\r\n  <!-- é漢 -->\t<view id=\"é\"\r\n\tbogus=\"1\"\r\n  tag=\"x\"/></objects></document>"
        #expect {
            try ScreenReader.read(text, file: "p.xib", vocabulary: .nibKit)
        } throws: { error in
            let places = (error as! ScreenError).diagnostics.map { "\($0.location!.line):\($0.location!.column)" }
            return places == ["3:2", "4:3"]
        }
    }

    // MARK: Pinning

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/Reading/"

    /// Compares each outcome with its section (`=== name`) of the pinned file, or records the file.
    static func expectPinned(
        _ outcomes: [(name: String, text: String)], in fileName: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let path = fixtures + fileName
        let recorded = outcomes.map { "=== \($0.name)\n\($0.text)\n" }.joined()
        if ProcessInfo.processInfo.environment["NIBKIT_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try recorded.write(toFile: path, atomically: true, encoding: .utf8) }
            return
        }
        guard let pinned = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("no \(path); record it with NIBKIT_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        var sections: [String: String] = [:]
        for section in pinned.split(separator: "\n=== ", omittingEmptySubsequences: true) {
            let body = section.hasPrefix("=== ") ? section.dropFirst(4) : section[...]
            let name = body.prefix { $0 != "\n" }
            sections[String(name)] = String(body.dropFirst(name.count + 1)).trimmingCharacters(in: .newlines)
        }
        #expect(sections.count == outcomes.count, "\(fileName) pins \(sections.count) inputs, read \(outcomes.count)", sourceLocation: sourceLocation)
        for (name, text) in outcomes {
            #expect(sections[name] == text, "\(name)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Describing

    static func describe(_ bytes: [UInt8], file: String) -> String {
        describe { () throws(ScreenError) in try ScreenReader.read(bytes, file: file, vocabulary: .nibKit) }
    }

    /// Everything a document holds, places included, or every diagnostic in full.
    static func describe(_ read: () throws(ScreenError) -> NibDocument) -> String {
        do {
            return describe(try read())
        } catch {
            return error.diagnostics.map {
                "\($0) object=\($0.objectID ?? "-") class=\($0.className ?? "-") key=\($0.key ?? "-") suggestion=\($0.suggestion ?? "-")"
            }.joined(separator: "\n")
        }
    }

    static func describe(_ document: NibDocument) -> String {
        var lines = ["document \(document.file) v\(document.version) at \(document.location)"]
        func visit(_ node: ObjectNode, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(
                indent + "\(node.element) id=\(node.id) class=\(node.customClass ?? "-") placeholder=\(node.placeholderIdentifier ?? "-") "
                    + "label=\(node.userLabel ?? "-") key=\(node.key ?? "-") at \(node.location)")
            for (key, property) in node.properties.sorted(by: { $0.key < $1.key }) {
                lines.append(indent + "  property \(key) = \(String(reflecting: property.value)) at \(property.location)")
            }
            for connection in node.connections {
                lines.append(indent + "  connection \(connection.kind) \(connection.name) -> \(connection.destination) at \(connection.location)")
            }
            for attribute in node.runtimeAttributes {
                lines.append(indent + "  runtime \(attribute.keyPath) = \(String(reflecting: attribute.value)) at \(attribute.location)")
            }
            node.embedded.forEach { visit($0, depth: depth + 1) }
            node.subviews.forEach { visit($0, depth: depth + 1) }
            node.constraints.forEach { visit($0, depth: depth + 1) }
            for prototype in node.prototypes {
                lines.append(indent + "  prototype")
                visit(prototype, depth: depth + 1)
            }
        }
        document.objects.forEach { visit($0, depth: 1) }
        return lines.joined(separator: "\n")
    }

    // MARK: Inputs

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Every `*.xib` under Screens/ and Tests/, relative to the repository.
    static func screenFiles() -> [String] {
        ["Screens", "Tests"].flatMap { folder -> [String] in
            let paths = FileManager.default.enumerator(atPath: repository + "/" + folder)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".xib") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// Objects inside a well-formed document.
    static func screen(_ objects: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"NibKit.XIB\" version=\"1\">\n  <objects>\n" + objects + "\n  </objects>\n</document>\n"
    }

    static let validSamples: Set<String> = [
        "entities", "non-ASCII values", "many attributes", "single quotes and spaces", "all runtime types",
        "every colour form", "nested controller with key", "window root controller", "latin-1", "utf-16",
        "byte order mark", "comments and instructions", "attribute value across lines", "constraints",
    ]

    static let brokenScreens: [(name: String, bytes: [UInt8])] = {
        var samples: [(String, String)] = [
            // Vocabulary
            ("unknown elements", screen(#"<buton id="b"/><veiw id="v"/><objectt id="o"/>"#)),
            ("unknown attributes", screen(#"<view id="v" hiden="YES" colour="red" tga="1"/><button id="b" tite="x" enabeld="NO"/>"#)),
            ("unknown attribute on placeholder", screen(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" key="k" tag="1"/>"#)),
            ("bad booleans", screen(#"<view id="v" hidden="maybe" clipsSubviews="" focusable="Yes"/>"#)),
            (
                "bad integers",
                screen(
                    #"<view id="a" tag="1.5"/><view id="b" tag="x"/><view id="c" tag=""/><view id="d" tag="+"/><view id="e" tag="99999999999999999999"/><view id="f" tag=" 1"/><label id="g" numberOfLines="-"/>"#
                )
            ),
            (
                "odd but valid integers",
                screen(
                    #"<view id="a" tag="-0"/><view id="b" tag="+7"/><view id="c" tag="007"/><view id="d" tag="-9223372036854775808"/><view id="e" tag="9223372036854775808"/>"#
                )
            ),
            (
                "bad numbers",
                screen(#"<slider id="s" minimumValue="abc" maximumValue="inf" value="nan"/><slider id="t" value="1e3" minimumValue=" 2" maximumValue="0x10"/>"#)
            ),
            ("bad choices", screen(#"<label id="l" textAlignment="middle"/><label id="m" textAlignment="Center"/>"#)),
            // Value elements
            (
                "bad rects",
                screen(
                    """
                    <view id="a"><rect key="frame" x="0" y="0" width="40" height="ten"/></view>
                    <view id="b"><rect key="frame" x="0" y="0" width="-4" height="1"/></view>
                    <view id="c"><rect key="frame" x="0" y="0" width="4"/></view>
                    <view id="d"><rect key="frame" x="0" y="0" width="4" height="1" depth="2"/></view>
                    <view id="e"><rect key="frame" x="0" y="0" width="4" height="1"><point key="p" x="1" y="1"/></rect></view>
                    <view id="f"><rect key="frame" x="0" y="0" width="4" height="1">text</rect></view>
                    <view id="g"><rect key="frame" x="9007199254740993" y="-9223372036854775808" width="4" height="1"/></view>
                    <view id="h"><rect key="frame" x="1.5" y="0" width="4" height="1"/></view>
                    <view id="i"><rect x="0" y="0" width="4" height="1"/></view>
                    <view id="j"><rect key="fram" x="0" y="0" width="4" height="1"/></view>
                    <view id="k"><color key="frame" name="red"/></view>
                    <view id="l"><point key="frame" x="1" y="2"/><size key="frame" width="1" height="2"/></view>
                    """)
            ),
            (
                "bad colours",
                screen(
                    """
                    <view id="a"><color key="backgroundColor" name="bleu"/></view>
                    <view id="b"><color key="backgroundColor" index="256"/></view>
                    <view id="c"><color key="backgroundColor" index="1.5"/></view>
                    <view id="d"><color key="backgroundColor" hex="#12345"/></view>
                    <view id="e"><color key="backgroundColor" hex="zzzzzz"/></view>
                    <view id="f"><color key="backgroundColor" alpha="1"/></view>
                    <view id="g"><color key="backgroundColor" red="1" green="x"/></view>
                    <view id="h"><color key="backgroundColor" tint="1"/></view>
                    <view id="i"><color key="backgroundColour" name="red"/></view>
                    <label id="j"><color key="textColor" name="grey" name2="x"/></label>
                    """)
            ),
            (
                "every colour form",
                screen(
                    """
                    <view id="a"><color key="backgroundColor" name="systemBlue"/><color key="foregroundColor" index="200"/></view>
                    <view id="b"><color key="backgroundColor" hex="#a0b0c0"/><color key="foregroundColor" white="0.5"/></view>
                    <view id="c"><color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="sRGB"/></view>
                    """)
            ),
            ("bad masks", screen(#"<view id="a"><autoresizingMask key="autoresizingMask" widthSizable="sure" heightsizable="YES"/></view>"#)),
            // Ids and references
            ("missing and empty ids", screen(#"<view/><label id=""/><button id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></button>"#)),
            ("duplicate ids", screen(#"<view id="a"><subviews><view id="a"/><label id="b"/><button id="b"/></subviews></view><view id="b"/>"#)),
            (
                "dangling destinations",
                screen(
                    """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="v" destination="b3"/><outlet property="w" destination="nowhere"/></connections></placeholder>
                    <view id="b1"/><view id="b2"/>
                    """)
            ),
            (
                "misplaced placeholders",
                screen(#"<view id="v"><subviews><placeholder placeholderIdentifier="X" id="p"/></subviews></view><placeholder id="q"/>"#)
            ),
            (
                "values on placeholders",
                screen(
                    #"<placeholder placeholderIdentifier="X" id="p"><rect key="frame" x="0" y="0" width="1" height="1"/><userDefinedRuntimeAttributes/></placeholder>"#
                )
            ),
            // Text
            (
                "unexpected text",
                #"<document type="NibKit.XIB" version="1">doc text<objects> objects text <view id="v">  view text  <subviews>sub<label id="l"/></subviews><connections>conn<outlet property="a" destination="v">out</outlet></connections><userDefinedRuntimeAttributes>uda<userDefinedRuntimeAttribute type="string" keyPath="k" value="v">attr</userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view></objects></document>"#
            ),
            (
                "text after a child and a comment",
                screen(#"<view id="v"><subviews><label id="l" text="a>b"><!-- > --></label></subviews> <!-- c --> stray &amp; more</view>"#)
            ),
            ("text in chunks", screen(#"<view id="v">a &amp; b<![CDATA[c]]>d</view><view id="w"><![CDATA[  cdata first  ]]></view><view id="x">&#65;</view>"#)),
            // Connections
            (
                "actions",
                screen(
                    """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><action selector="a:" destination="-1" eventType="touchUpInside"/><action selector="b:" destination="-1"/></connections></placeholder>
                    <button id="b"><connections><action selector="go:" destination="-1"/><action selector="go2:" destination="-1" eventType="touchUpInsid"/><action destination="-1" eventType="touchUpInside"/><action selector="" destination="" eventType="valueChanged"/></connections></button>
                    <view id="v"><connections><action selector="tap:" destination="-1"/></connections></view>
                    <tapGestureRecognizer id="t"><connections><action selector="tap:" destination="-1" eventType="touchUpInside"/><action selector="tap2:" destination="-1"/></connections></tapGestureRecognizer>
                    <panGestureRecognizer id="p"><connections><action selector="pan:" destination="-1" eventType="valueChange"/></connections></panGestureRecognizer>
                    """)
            ),
            (
                "outlets",
                screen(
                    """
                    <view id="v"><connections>
                      <outlet property="a" destination="v"/><outlet property="" destination="v"/><outlet property="b"/><outlet destination="v" destinaton="x"/>
                      <outletCollection property="c" destination="v" collectionClass="NSArray"/><outletCollection property="d" destination="v" eventType="x"/>
                      <outlt property="e" destination="v"/><outlet property="f" destination="v"><rect key="frame"/></outlet>
                    </connections></view>
                    """)
            ),
            // Runtime attributes
            (
                "all runtime types",
                screen(
                    """
                    <view id="v"><userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="YES"/>
                      <userDefinedRuntimeAttribute type="number" keyPath="n" value="-1.25e2"/>
                      <userDefinedRuntimeAttribute type="string" keyPath="s" value="a &amp; b"/>
                      <userDefinedRuntimeAttribute type="nil" keyPath="z"/>
                      <userDefinedRuntimeAttribute type="color" keyPath="c"><color key="value" name="red"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="rect" keyPath="r"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="size" keyPath="q"><size key="value" width="1" height="2"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="string" keyPath="t" value="x"><string/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes></view>
                    """)
            ),
            (
                "bad runtime attributes",
                screen(
                    """
                    <view id="v"><userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="perhaps"/>
                      <userDefinedRuntimeAttribute type="number" keyPath="n" value="one"/>
                      <userDefinedRuntimeAttribute type="string" keyPath="s"/>
                      <userDefinedRuntimeAttribute type="strin" keyPath="t" value="x"/>
                      <userDefinedRuntimeAttribute keyPath="u" value="x"/>
                      <userDefinedRuntimeAttribute type="string" value="x"/>
                      <userDefinedRuntimeAttribute type="string" keyPath="" value="x"/>
                      <userDefinedRuntimeAttribute type="string" keyPath="w" value="x" valeu="y"/>
                      <userDefinedRuntimeAttribute type="color" keyPath="c"/>
                      <userDefinedRuntimeAttribute type="color" keyPath="c2"><color key="value" name="red"/><color key="value" name="blue"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="color" keyPath="c3"><color key="other" name="red"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="color" keyPath="c4"><color key="value" name="rde"/><rect key="value"/><extra/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="rect" keyPath="r"><rect key="value" x="1" y="2" width="-3" height="4"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="1"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="size" keyPath="q"><size key="value" width="a" height="2"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="number" keyPath="m" value="2"><rect key="value"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttrib type="number" keyPath="m" value="2"/>
                    </userDefinedRuntimeAttributes></view>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><userDefinedRuntimeAttributes/></placeholder>
                    <view id="w"><userDefinedRuntimeAttributes count="1"/></view>
                    """)
            ),
            // Nesting
            (
                "nested controller with key",
                screen(#"<viewController id="vc"><view key="view" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view></viewController>"#)
            ),
            (
                "nested controller without key",
                screen(#"<viewController id="vc"><view id="v"/><label key="view" id="l"/><view key="vew" id="w"/><window key="view" id="x"/></viewController>"#)
            ),
            (
                "window root controller",
                screen(#"<window id="w" title="t"><viewController key="rootViewController" id="vc"><button key="view" id="b"/></viewController></window>"#)
            ),
            (
                "bad nesting",
                screen(
                    #"<window id="w"><viewController id="vc"/><subviews><window id="x"/><viewController id="y"/><tapGestureRecognizer id="t"/><view id="ok"/></subviews></window><object id="o"><subviews/></object>"#
                )
            ),
            // Constraints
            (
                "constraints",
                screen(
                    """
                    <view id="root" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251"><subviews><view id="a"/></subviews><constraints>
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2" id="c1"/>
                      <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="4:3" priority="999" identifier="w" id="c2"/>
                    </constraints></view>
                    """)
            ),
            (
                "bad constraints",
                screen(
                    """
                    <view id="root"><subviews><view id="a"/></subviews><constraints>
                      <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="outside"/>
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top" id="axes"/>
                      <constraint firstItem="a" firstAttribute="leading" constant="2" priority="1e4" id="alone"/>
                      <constraint firstItem="a" secondItem="root" secondAttribute="width" id="noFirst"/>
                      <constraint firstItem="roto" firstAttribute="width" constant="1" id="typo"/>
                      <label id="l"/>
                    </constraints></view>
                    <view id="b"/>
                    <constraint firstAttribute="width" constant="1" id="top"/>
                    """)
            ),
            // The document
            ("root not document", #"<screen type="NibKit.XIB" version="1"><objects/></screen>"#),
            ("document attributes", #"<document type="NibKit.NIB" version="2" lang="en"><objects count="0"/><objects/><view id="v"/></document>"#),
            ("document without version or objects", #"<document type="NibKit.XIB"><objcts/></document>"#),
            ("document version not a number", #"<document type="NibKit.XIB" version="one"><objects/></document>"#),
            // XML
            ("malformed: unclosed", screen(#"<view id="v">"#)),
            ("malformed: mismatched", screen(#"<view id="v"></label>"#)),
            ("malformed: attribute", screen(#"<view id=v/>"#)),
            ("malformed: duplicate attribute", screen(#"<view id="v" id="w"/>"#)),
            ("malformed: two roots", "<document/><document/>"),
            ("malformed: empty", ""),
            ("malformed: whitespace", "  \n "),
            ("malformed: declaration only", "<?xml version=\"1.0\"?>"),
            ("malformed: garbage", "not xml at all"),
            ("malformed: bad character", screen("<view id=\"v\" text=\"a\u{1}b\"/>")),
            ("doctype", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"boom\">]>\n<document>&e;</document>"),
            ("doctype system", "<!DOCTYPE document SYSTEM \"http://example.com/x.dtd\">\n<document/>"),
            ("undefined entity in attribute", screen(#"<view id="v" userLabel="&xxe;"/>"#)),
            ("undefined entity in text", screen(#"<view id="v">&xxe;</view>"#)),
            // Values and places
            (
                "entities",
                screen(
                    #"<label id="a&amp;b" text="x &amp; y &lt; &#65; &#38; &amp;#38; &quot;q&quot;" userLabel="&apos;"/><placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="p&amp;" destination="a&amp;b"/></connections></placeholder>"#
                )
            ),
            ("entities in bad values", screen(#"<view id="v" tag="1&amp;2" hidden="&#89;ES"><color key="backgroundColor" name="r&amp;d"/></view>"#)),
            (
                "non-ASCII values",
                screen("<label id=\"é\" text=\"漢字 ☃ 🎉\" userLabel=\"naïve\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></label>")
            ),
            ("non-ASCII names", screen("<vïew id=\"a\"/><view id=\"b\" tëxt=\"x\" 漢=\"y\"/><label id=\"c\" text=\"é\" tag=\"é\"/>")),
            (
                "non-ASCII before errors",
                "<?xml version=\"1.0\"?>\n<!-- ☃☃☃ -->\n<document type=\"NibKit.XIB\" version=\"1\"><objects><!-- é --><view id=\"漢\" bogus=\"é\"/><view id=\"漢\"/></objects></document>"
            ),
            (
                "many attributes",
                screen(
                    #"<label id="l" text="t" tag="1" hidden="NO" clipsSubviews="NO" userInteractionEnabled="YES" focusable="NO" textAlignment="left" numberOfLines="2" bold="YES" userLabel="u" customClass="C"/>"#
                )
            ),
            (
                "many attributes, some bad",
                screen(
                    #"<label id="l" text="t" tag="x" hidden="no" clipsSubviews="NO" userInteractionEnabled="YES" focusable="NO" textAlignment="middle" numberOfLines="2" bold="YES" userLabel="u" customClass="C" bogus="1"/>"#
                )
            ),
            (
                "single quotes and spaces",
                screen("<view id='v' tag = '3'\n   hidden\t=\n\"NO\" ><rect key='frame' x='0' y = '0' width='1' height='1' /></view>")
            ),
            ("attribute value across lines", screen("<label id=\"l\" text=\"two\nlines\ttab\"/>")),
            ("attribute value across lines, bad", screen("<view id=\"v\" tag=\"1\n\" bogus=\"a\nb\"/>")),
            (
                "namespaces",
                screen(#"<view xmlns:p="urn:p" p:id="a" p:bogus="1" tag="x"/><p:view xmlns:p="urn:p" id="b"/><view xmlns="urn:d" id="c" blah="2"/>"#)
            ),
            (
                "comments and instructions",
                screen(#"<!-- c --><?pi x?><view id="v"><!-- inside --><?pi y?><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)
            ),
            (
                "deep nesting",
                screen(String(repeating: #"<view id="x"><subviews>"#, count: 40) + #"<buton/>"# + String(repeating: "</subviews></view>", count: 40))
            ),
            ("first attribute not found", screen("<view\nid=\"v\"\tbogus=\"1\"/>")),
            // Segments
            (
                "bad segments",
                screen(
                    """
                    <segmentedControl id="a" selectedSegmentIndex="one">
                      <segments><segment title="A" colour="red"/><segmnt title="B"/><segment enabled="maybe"/><segment title="C">text<rect/></segment></segments>
                      <segments><segment title="again"/></segments>
                    </segmentedControl>
                    <button id="b"><segments><segment title="x"/></segments></button>
                    <segmentedControl id="c"><segments title="x"/></segmentedControl>
                    """)
            ),
            (
                "too many segments",
                screen(#"<segmentedControl id="s"><segments>"# + String(repeating: #"<segment title="x"/>"#, count: 257) + "</segments></segmentedControl>")
            ),
        ]
        var result = samples.map { ($0.0, Array($0.1.utf8)) }
        // Encodings libxml2 converts, where attribute values are not the file's bytes.
        result.append(
            (
                "latin-1",
                Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"NibKit.XIB\" version=\"1\"><objects><label id=\"l\" text=\"".utf8)
                    + [0xE9, 0xE8] + Array("\" tag=\"1\"/></objects></document>".utf8)
            ))
        result.append(
            (
                "latin-1, broken",
                Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"NibKit.XIB\" version=\"1\"><objects><label id=\"".utf8)
                    + [0xE9] + Array("\" bogus=\"".utf8) + [0xE8] + Array("\" tag=\"x\"/></objects></document>".utf8)
            ))
        let utf16 =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document type=\"NibKit.XIB\" version=\"1\"><objects><view id=\"v\" tag=\"2\"/></objects></document>"
        result.append(("utf-16", [0xFF, 0xFE] + utf16.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        result.append(
            (
                "utf-16, broken",
                [0xFF, 0xFE]
                    + utf16.replacingOccurrences(of: "tag=\"2\"", with: "tag=\"two\" bogus=\"1\"").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            ))
        result.append(("byte order mark", [0xEF, 0xBB, 0xBF] + Array(screen(#"<view id="v"/>"#).utf8)))
        result.append(("byte order mark, broken", [0xEF, 0xBB, 0xBF] + Array(screen(#"<view id="v" tag="x"/>"#).utf8)))
        result.append(("invalid UTF-8", Array(screen(#"<view id="v" text=""#).utf8) + [0xC3, 0x28] + Array(#""/>"#.utf8)))
        return result
    }()
}
