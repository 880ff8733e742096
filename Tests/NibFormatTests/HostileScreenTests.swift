import Foundation
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// Screens written to break the reader: numbers that do not fit, and compiled screens crafted
/// to hold what no `.xib` may. Each is an error with its place, never a trap.
@Suite("Hostile screens")
struct HostileScreenTests {
    static func screen(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            \(objects)
          </objects>
        </document>
        """
    }

    static func problems(_ objects: String) -> [String] {
        do {
            _ = try ScreenReader.read(screen(objects), file: "Hostile.xib", vocabulary: .nibKit)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A colour index of 2^63 trapped while its own message was being made, 256 was cut to a
    /// byte, and `#-12345` passed as six hex digits and trapped when split into channels.
    /// A file within every limit the format states is read, however its text is laid out:
    /// eleven labels of 1 MB on one line (11 MB, under the 16 MB a file may be) were refused
    /// with libxml2's own "Huge input lookup".
    @Test func aFileWithinTheLimitsIsReadHoweverLongItsLines() throws {
        let text = String(repeating: "x", count: NibDocument.maximumTextLength)
        let labels = (0..<11).map { #"<label id="l\#($0)" text="\#(text)"/>"# }.joined()
        let document = try ScreenReader.read(Self.screen(labels), file: "Long.xib", vocabulary: .nibKit)
        #expect(document.objects.count == 11 && document.objects[10].string(forKey: "text")?.utf8.count == NibDocument.maximumTextLength)
    }

    @Test func colourNumbersThatDoNotFitAreBadValues() {
        #expect(
            Self.problems(
                """
                <view id="a"><color key="backgroundColor" index="9223372036854775808"/></view>
                <view id="b"><color key="backgroundColor" index="256"/></view>
                <view id="c"><color key="backgroundColor" hex="#-12345"/></view>
                <view id="d"><color key="backgroundColor" hex="+12345"/></view>
                """) == [
                    "Hostile.xib:4:47: error: '9223372036854775808' is not a valid index: expected a whole number [bad-value]",
                    "Hostile.xib:5:43: error: colour index '256' is not a whole number in 0...255 [bad-value]",
                    "Hostile.xib:6:43: error: hex colour '#-12345' is not of the form #rrggbb [bad-value]",
                    "Hostile.xib:7:43: error: hex colour '+12345' is not of the form #rrggbb [bad-value]",
                ])
    }

    /// Rects made in code may hold any Int: their edges and offsets saturate instead of trapping.
    @Test func rectArithmeticSaturates() {
        let far = Rect(x: .max - 1, y: .min + 1, width: 10, height: -10)
        #expect(far.maxX == .max && far.maxY == .min)
        #expect(far.offsetBy(dx: 5, dy: -5).origin == Point(x: .max, y: .min))
        #expect(far.intersection(Rect(x: 0, y: .min, width: .max, height: .max)) == Rect(x: .max - 1, y: .min + 1, width: 0, height: 0))
        let edge = Rect(x: .max - 1, y: 0, width: 10, height: 1)
        #expect(edge.intersection(Rect(x: 0, y: 0, width: .max, height: 1)) == Rect(x: .max - 1, y: 0, width: 1, height: 1))
        #expect(!far.contains(Point(x: 0, y: 0)))
    }

    /// A compiled screen crafted (or damaged past its checksum) to hold what its `.xib` could
    /// not loaded silently: it is refused with the XML reader's own diagnostics, at the places
    /// the `.xib` would have them.
    @Test func aCompiledScreenIsHeldToTheRulesOfItsXML() throws {
        let good = try ScreenReader.read(
            Self.screen(
                """
                <view id="panel">
                  <subviews><button id="b" title="OK"/></subviews>
                  <connections><outlet property="main" destination="b"/></connections>
                </view>
                <window id="w"/>
                """), file: "Crafted.xib", vocabulary: .nibKit)
        var crafted = good
        crafted.objects[0].connections[0].destination = "nowhere"
        crafted.objects[0].subviews.append(good.objects[1])
        crafted.objects[0].subviews[0].properties["title"] = Property(.number(3), at: crafted.objects[0].subviews[0].location)
        crafted.objects[0].properties["numberOfTapsRequired"] = Property(.number(2), at: crafted.objects[0].location)
        crafted.objects[1].id = "b"
        do {
            _ = try CompiledScreen.decode(CompiledScreen.encode(crafted), vocabulary: .nibKit)
            Issue.record("a crafted compiled screen loaded")
        } catch {
            guard case .invalid(let diagnostics) = error else {
                Issue.record("expected the rules' diagnostics, got \(error)")
                return
            }
            // In document order, and destinations once every id is known, as the XML reader reports.
            #expect(
                diagnostics.map(\.description) == [
                    "Crafted.xib:4:5: error: unknown attribute 'numberOfTapsRequired' on <view> [unknown-attribute]",
                    "Crafted.xib:5:13: error: '3' is not a valid title: expected text [bad-value]",
                    "Crafted.xib:8:1: error: <window> cannot be a subview; only views can [unknown-element]",
                    "Crafted.xib:8:1: error: id 'b' is already used at line 5 [duplicate-id]",
                    "Crafted.xib:6:16: error: view 'panel' connects 'main' to 'nowhere', which no object in this screen has as id [dangling-destination]",
                ])
        }
        // The same mistake written in XML gets the same message.
        #expect(
            Self.problems(
                """
                <view id="panel"><subviews><window id="w"/></subviews></view>
                """) == ["Hostile.xib:4:32: error: <window> cannot be a subview; only views can [unknown-element]"])
    }

    /// A compiled screen's connections, runtime attributes and fields are held to the rules the
    /// XML reader holds them to, in its words: a crafted `.nibc` loads nothing its `.xib` could not.
    /// A connection with a problem of its own still has its destination checked, by both
    /// readers alike (the compiled one skipped it).
    @Test func bothReadersCheckTheDestinationOfAConnectionWithAProblem() throws {
        let objects = #"<button id="b"><connections><action selector="go:" destination="nowhere"/></connections></button>"#
        let xml = Self.problems(objects)
        #expect(xml.count == 2 && xml.contains { $0.hasSuffix("[dangling-destination]") }, "\(xml)")
        #expect(ReaderProblems.compiled(try ReaderProblems.decodedAnyway(Self.screen(objects), file: "Hostile.xib")).sorted() == xml.sorted())
    }

    @Test func aCompiledScreenHoldsConnectionsRuntimeAttributesAndFieldsToTheRulesOfItsXML() throws {
        let good = try ScreenReader.read(
            Self.screen(
                """
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <button id="b" title="OK">
                  <connections><action selector="go:" destination="-2" eventType="touchUpInside"/></connections>
                </button>
                <tapGestureRecognizer id="t">
                  <connections><action selector="tap:" destination="-2"/></connections>
                </tapGestureRecognizer>
                <label id="l" text="x">
                  <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="tag" value="1"/></userDefinedRuntimeAttributes>
                </label>
                """), file: "Rules.xib", vocabulary: .nibKit)
        var crafted = good
        crafted.objects[1].connections[0].kind = .action(eventType: "touchUpSideways")
        crafted.objects[1].connections.append(Connection(kind: .outlet, name: "", destination: "l", location: good.objects[1].location))
        crafted.objects[2].connections[0].kind = .action(eventType: "touchUpInside")
        crafted.objects[3].runtimeAttributes[0].keyPath = ""
        crafted.objects[3].runtimeAttributes.append(RuntimeAttribute(keyPath: "mask", value: .autoresizingMask([]), location: good.objects[3].location))
        crafted.objects[3].placeholderIdentifier = "X"
        crafted.objects[3].properties.append(uniqueKey: "text", Property(.string("y"), at: good.objects[3].location))
        #expect(
            ReaderProblems.compiled(crafted) == [
                "Rules.xib:6:16: error: unknown control event 'touchUpSideways' [bad-value]",
                "Rules.xib:5:1: error: <outlet> on button 'b' needs 'property' [missing-attribute]",
                "Rules.xib:9:16: error: a gesture recognizer's action has no eventType [unknown-attribute]",
                "Rules.xib:11:1: error: label 'l' sets its text twice [bad-value]",
                "Rules.xib:12:33: error: a runtime attribute needs a keyPath [missing-attribute]",
                "Rules.xib:11:1: error: unknown runtime attribute type 'autoresizingMask' [bad-value]",
                "Rules.xib:11:1: error: unknown attribute 'placeholderIdentifier' on <label> [unknown-attribute]",
            ])
        // The XML reader says the same of the same mistakes.
        let xml = Self.problems(
            """
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <button id="b"><connections><action selector="go:" destination="-2" eventType="touchUpSideways"/><outlet destination="b"/></connections></button>
            <tapGestureRecognizer id="t"><connections><action selector="tap:" destination="-2" eventType="touchUpInside"/></connections></tapGestureRecognizer>
            <view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            """
        ).map { $0.split(separator: " error: ").last.map(String.init) }
        #expect(
            xml == [
                "unknown control event 'touchUpSideways' [bad-value]", "<outlet> on button 'b' needs 'property' [missing-attribute]",
                "a gesture recognizer's action has no eventType [unknown-attribute]", "view 'v' sets its frame twice [bad-value]",
            ])
    }

    /// A placeholder below the top and an empty id, crafted into a compiled screen, get the
    /// XML reader's messages.
    @Test func aCompiledPlaceholderBelowTheTopAndAnEmptyIDAreRefused() throws {
        var crafted = try ScreenReader.read(
            Self.screen(#"<view id="v"><subviews><view id="w"/></subviews></view><placeholder id="o" placeholderIdentifier="IBFilesOwner"/>"#),
            file: "Deep.xib", vocabulary: .nibKit)
        crafted.objects[0].subviews[0].id = ""
        crafted.objects[0].subviews.append(crafted.objects.removeLast())
        let subviews = crafted.objects[0].subviews
        #expect(
            throws: CompiledScreenError.invalid([
                DocumentRules.missingID("view", at: subviews[0].location),
                DocumentRules.misplacedPlaceholder(at: subviews[1].location),
            ])
        ) {
            try CompiledScreen.decode(CompiledScreen.encode(crafted), vocabulary: .nibKit)
        }
    }

    /// A text value is at most `NibDocument.maximumTextLength` bytes, in either form, and the
    /// message shows only its start.
    @Test func textLongerThanTheLimitIsABadValue() throws {
        let long = String(repeating: "a", count: NibDocument.maximumTextLength + 1)
        let message = "the text is 1048577 bytes long, more than the 1 MB a text may be [bad-value]"
        #expect(Self.problems(#"<label id="l" text="\#(long)"/>"#) == ["Hostile.xib:4:19: error: " + message])
        #expect(Self.problems(#"<label id="l" text="\#(long.dropLast())"/>"#).isEmpty)
        var crafted = try ScreenReader.read(Self.screen(#"<label id="l" text="short"/>"#), file: "Long.xib", vocabulary: .nibKit)
        crafted.objects[0].properties["text"] = Property(.string(long), at: crafted.objects[0].location)
        #expect(ReaderProblems.compiled(crafted) == ["Long.xib:4:5: error: " + message])
    }

    /// At most `NibDocument.maximumObjects` objects in a screen, in either form: the one past
    /// the limit is reported, once, and no more are decoded.
    @Test func aScreenHoldsAtMostTheObjectLimit() throws {
        let views = (0...NibDocument.maximumObjects + 1).map { #"<view id="v\#($0)"/>"# }
        let column = 5 + views.prefix(NibDocument.maximumObjects).joined().utf8.count
        #expect(
            Self.problems(views.joined()) == [
                "Hostile.xib:4:\(column): error: more than 100000 objects (in one load, embedded screens included); split the screen [limit-exceeded]"
            ])
        let one = try ScreenReader.read(Self.screen(#"<view id="v"/>"#), file: "Many.xib", vocabulary: .nibKit).objects[0]
        let objects = (0...NibDocument.maximumObjects).map { index in
            var object = one
            object.id = "v\(index)"
            return object
        }
        let many = NibDocument(file: "Many.xib", version: 1, objects: objects, location: one.location)
        #expect(throws: CompiledScreenError.invalid([DocumentRules.tooManyObjects(at: nil)])) {
            try CompiledScreen.decode(CompiledScreen.encode(many), vocabulary: .nibKit)
        }
    }

    /// Objects nest as deep in a compiled screen as libxml2 reads them in XML, and no deeper:
    /// the deepest screen one reader takes, the other takes too, and one level more neither.
    @Test func bothReadersNestObjectsToTheSameDepth() throws {
        func nested(_ levels: Int) -> String {
            (1..<levels).map { #"<view id="v\#($0)"><subviews>"# }.joined() + #"<view id="v0"/>"# + String(repeating: "</subviews></view>", count: levels - 1)
        }
        func compiled(_ levels: Int) -> NibDocument {
            var node = ObjectNode(element: "view", id: "v0", location: SourceLocation(file: "Deep.xib", line: 1, column: 1))
            for level in 1..<levels {
                var parent = ObjectNode(element: "view", id: "v\(level)", location: node.location)
                parent.subviews = [node]
                node = parent
            }
            return NibDocument(file: "Deep.xib", version: 1, objects: [node], location: node.location)
        }
        let tooDeep = "error: elements nested more than 256 deep [limit-exceeded]"
        // <document>, <objects>, then two levels for each view in the one above it.
        #expect(Self.problems(nested(127)).isEmpty)
        #expect(Self.problems(nested(128)).map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) } == [tooDeep])
        #expect(ReaderProblems.compiled(compiled(127)).isEmpty)
        #expect(ReaderProblems.compiled(compiled(128)).map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) } == [tooDeep])
    }

    /// Inputs on which a fuzz target crashed (Fuzz/, Sources/NibKit/NibKit.docc/Testing.md), each read again here (named
    /// `.input`, not `.xib`: they are not screens, and the repository's screens are pinned):
    /// stray text in a file libxml2 converts from UTF-7, whose recorded places then need not
    /// fit the bytes, was placed by reading past the end of them.
    @Test(arguments: ["xml-screen-1.input"])
    func fuzzedInputsReadWithoutATrap(_ name: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Fuzz/\(name)")
        let bytes = try [UInt8](Data(contentsOf: file))
        #expect(throws: ScreenError.self) { try ScreenReader.read(bytes, file: name, vocabulary: .nibKit) }
    }

    /// An object nested where its parent takes none reads as the XML reader reads it.
    @Test func aCompiledObjectNestedWhereItCannotBeIsTheXMLReadersUnknownElement() throws {
        var crafted = try ScreenReader.read(Self.screen(#"<view id="p"/><viewController id="c" key="x"/>"#), file: "Nested.xib", vocabulary: .nibKit)
        crafted.objects[0].embedded.append(crafted.objects.removeLast())
        #expect(
            throws: CompiledScreenError.invalid([
                DocumentRules.unknownElement("viewController", in: "view", at: crafted.objects[0].embedded[0].location, allowed: [])
            ])
        ) {
            try CompiledScreen.decode(CompiledScreen.encode(crafted), vocabulary: .nibKit)
        }
        #expect(
            Self.problems(#"<view id="p"><viewController id="c" key="x"/></view>"#).map { $0.split(separator: " error: ").last.map(String.init) } == [
                "unknown element <viewController> in <view> [unknown-element]"
            ])
    }

    /// Subviews under an object that takes none read as the XML reader reads `<subviews>` there.
    @Test func compiledSubviewsUnderAnObjectThatTakesNoneAreTheXMLReadersUnknownElement() throws {
        var crafted = try ScreenReader.read(Self.screen(#"<tapGestureRecognizer id="t"/><view id="v"/>"#), file: "Sub.xib", vocabulary: .nibKit)
        crafted.objects[0].subviews.append(crafted.objects.removeLast())
        #expect(
            throws: CompiledScreenError.invalid([
                DocumentRules.unknownElement("subviews", in: "tapGestureRecognizer", at: crafted.objects[0].subviews[0].location, allowed: [])
            ])
        ) {
            try CompiledScreen.decode(CompiledScreen.encode(crafted), vocabulary: .nibKit)
        }
        #expect(
            Self.problems(#"<tapGestureRecognizer id="t"><subviews><view id="v"/></subviews></tapGestureRecognizer>"#).map {
                $0.split(separator: " error: ").last.map(String.init)
            } == ["unknown element <subviews> in <tapGestureRecognizer> [unknown-element]"])
    }

    /// The fuzzer and tests craft compiled screens: `resealed` makes the checksum fit the body.
    @Test func resealingMakesTheChecksumFit() throws {
        var bytes = CompiledScreen.encode(try ScreenReader.read(Self.screen(#"<view id="v"/>"#), file: "V.xib", vocabulary: .nibKit))
        // The string "v": its length, 1, then its byte.
        let id = try #require(bytes.indices.dropFirst().first { bytes[$0 - 1] == 1 && bytes[$0] == UInt8(ascii: "v") })
        bytes[id] = UInt8(ascii: "w")
        #expect(throws: CompiledScreenError.checksumMismatch) { try CompiledScreen.decode(bytes, vocabulary: .nibKit) }
        #expect(try CompiledScreen.decode(CompiledScreen.resealed(bytes), vocabulary: .nibKit).objects.map(\.id) == ["w"])
        #expect(CompiledScreen.resealed([1, 2, 3]) == [1, 2, 3])
    }

    /// 100,000 attributes on one element took libxml2 minutes (it compares every pair): an
    /// element with more than `AttributeLimit.mostAttributes` is refused before libxml2 reads it.
    /// Read on a thread of its own with a deadline (0.5 s now; more than 10 minutes at d6c8589,
    /// before the limit), so that should it slip back the test fails in 10 s instead of hanging.
    @Test func anElementWithTooManyAttributesIsRefusedBeforeLibxml2() {
        let crowded = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let text = Self.screen("<!-- a comment with = = = -->\n<view id=\"v\" \(crowded)/>")
        let problems = finishes(input: "an element with 100,000 attributes") {
            do throws(ScreenError) {
                _ = try ScreenReader.read(text, file: "Crowded.xib", vocabulary: .nibKit)
                return ["read a crowded element"]
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        if let problems {
            #expect(problems == ["Crowded.xib:5:1: error: an element with more than 256 attributes; no element of a screen has so many [malformed-xml]"])
        }
        #expect(AttributeLimit.firstCrowdedTag(in: Array(#"<a b="=>=" c='>'/><!-- <x y=1 z=2> --><?pi a=1?>"#.utf8), limit: 2) == nil)
        #expect(AttributeLimit.firstCrowdedTag(in: Array(#"<a/><b x="1" y="2" z="3"/>"#.utf8), limit: 2) == 4)
    }
}
