import Foundation
import NibKit
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

@Suite("Compiled screens (.nibc)")
struct CompiledScreenTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner" userLabel="The owner">
              <connections>
                <outlet property="v" destination="panel"/>
                <outletCollection property="items" destination="b1"/>
                <outletCollection property="items" destination="b2"/>
              </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <placeholder placeholderIdentifier="viewController" id="vc" customClass="ShapelyViewController"/>
            <view id="panel" customClass="Panel" screen="Inner" hidden="YES" tag="-7">
              <rect key="frame" x="-2" y="1" width="300" height="8"/>
              <color key="backgroundColor" name="blue"/>
              <color key="foregroundColor" hex="#12ab9f"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              <subviews>
                <button id="b1" title="Héllo &amp; &lt;漢&gt;" enabled="NO">
                  <rect key="frame" x="1" y="1" width="10" height="1"/>
                  <color key="titleColor" index="208"/>
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius" value="1.5"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="name" value=""/>
                    <userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" name="default"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="rect" keyPath="r"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="-1" y="-2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="s"><size key="value" width="5" height="6"/></userDefinedRuntimeAttribute>
                  </userDefinedRuntimeAttributes>
                  <connections>
                    <action selector="buttonPressed:" destination="-1" eventType="touchUpInside"/>
                  </connections>
                </button>
                <slider id="b2" minimumValue="-0.25" maximumValue="1e3" value="0.1"/>
              </subviews>
              <constraints>
                <constraint firstItem="b1" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" multiplier="16:9" constant="-1.5" priority="999" identifier="left" id="c1"/>
                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="8" id="c2"/>
              </constraints>
              <variation key="widthClass=regular" tag="3">
                <mask key="constraints"><exclude reference="c2"/></mask>
                <mask key="subviews"><include reference="b2"/></mask>
              </variation>
              <connections>
                <outletCollection property="gestureRecognizers" destination="tap"/>
              </connections>
            </view>
            <tapGestureRecognizer id="tap" numberOfTapsRequired="3">
              <connections><action selector="changeColor:" destination="-2"/></connections>
            </tapGestureRecognizer>
            <viewController id="controller" nibName="Other" title="T">
              <view key="view" id="main"/>
            </viewController>
          </objects>
        </document>
        """

    @Test func roundTripKeepsEverythingIncludingLocations() throws {
        let document = try ScreenReader.read(Self.sample, file: "Screens/Sample.xib", vocabulary: .nibKit)
        let bytes = CompiledScreen.encode(document)
        #expect(CompiledScreen.isCompiled(bytes))
        let decoded = try CompiledScreen.decode(bytes, vocabulary: .nibKit)
        #expect(Dump.document(decoded) == Dump.document(document))
        #expect(decoded.file == "Screens/Sample.xib")
        let button = decoded.allObjects.first { $0.id == "b1" }!
        #expect(button.location.description == "Screens/Sample.xib:19:9")
        #expect(button.connections[0].location.line == 33)
        #expect(button.properties["title"]?.value == .string("Héllo & <漢>"))
        let constraint = try #require(decoded.objects[3].constraints.first)
        #expect(constraint.id == "c1" && constraint.location.description == "Screens/Sample.xib:39:9")
        #expect(constraint.properties["multiplier"]?.value == .number(16.0 / 9))
        #expect(decoded.objects[3].constraints.map(\.id) == ["c1", "c2"])
        #expect(decoded.objects[3].variations.map(\.condition.key) == ["widthClass=regular"], "and its size-class variations")
    }

    @Test func decodingWithAnotherFileNameRenamesEveryLocation() throws {
        let document = try ScreenReader.read(Self.sample, file: "old/Sample.xib", vocabulary: .nibKit)
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), file: "new/Sample.xib", vocabulary: .nibKit)
        #expect(decoded.allObjects.allSatisfy { $0.location.file == "new/Sample.xib" })
        #expect(decoded.allObjects.flatMap(\.connections).allSatisfy { $0.location.file == "new/Sample.xib" })
    }

    @Test func encodingIsDeterministicAndCompact() throws {
        let document = try ScreenReader.read(Self.sample, file: "S.xib", vocabulary: .nibKit)
        #expect(CompiledScreen.encode(document) == CompiledScreen.encode(document))
        #expect(CompiledScreen.encode(document).count < Self.sample.utf8.count / 2)
    }

    @Test func rejectsWhatIsNotACompiledScreen() {
        #expect(throws: CompiledScreenError.notCompiled) { try CompiledScreen.decode(Array(Self.sample.utf8), vocabulary: .nibKit) }
        #expect(throws: CompiledScreenError.notCompiled) { try CompiledScreen.decode([], vocabulary: .nibKit) }
    }

    @Test func rejectsAnotherVersion() throws {
        var bytes = CompiledScreen.encode(try ScreenReader.read(Self.sample, file: "S.xib", vocabulary: .nibKit))
        // A screen compiled by an earlier NibKit (version 1: a byte-wise checksum) is refused, not misread.
        bytes[CompiledScreen.magic.count] = 1
        #expect(throws: CompiledScreenError.unsupportedVersion(found: 1, supported: CompiledScreen.version)) {
            try CompiledScreen.decode(bytes, vocabulary: .nibKit)
        }
        #expect(CompiledScreenError.unsupportedVersion(found: 1, supported: 2).description.contains("recompile"))
        // Nor is one compiled before screens held constraints (version 2), which would be read without them.
        bytes[CompiledScreen.magic.count] = 2
        #expect(throws: CompiledScreenError.unsupportedVersion(found: 2, supported: CompiledScreen.version)) {
            try CompiledScreen.decode(bytes, vocabulary: .nibKit)
        }
    }

    @Test func rejectsEveryDamagedByteAndEveryTruncation() throws {
        let bytes = CompiledScreen.encode(try ScreenReader.read(Self.sample, file: "S.xib", vocabulary: .nibKit))
        let headerEnd = CompiledScreen.magic.count + 1 + 8
        for index in stride(from: headerEnd, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[index] ^= 0x5A
            #expect(throws: CompiledScreenError.checksumMismatch) { try CompiledScreen.decode(damaged, vocabulary: .nibKit) }
        }
        for length in stride(from: 0, to: bytes.count, by: 5) {
            #expect(throws: CompiledScreenError.self) { try CompiledScreen.decode(Array(bytes[0..<length]), vocabulary: .nibKit) }
        }
    }

    /// Bytes that pass the checksum but do not describe a screen are reported, not trusted.
    @Test func rejectsCorruptBodiesWithAValidChecksum() throws {
        let bytes = CompiledScreen.encode(try ScreenReader.read(Self.sample, file: "S.xib", vocabulary: .nibKit))
        let headerEnd = CompiledScreen.magic.count + 1 + 8
        var rejected = 0
        for index in headerEnd..<bytes.count {
            var damaged = bytes
            damaged[index] = 0xFF
            do { _ = try CompiledScreen.decode(CompiledScreen.resealed(damaged), vocabulary: .nibKit) } catch { rejected += 1 }  // never a crash
        }
        #expect(rejected > 0)
    }

    /// The zigzag varint of Int.min made `abs` trap in the reader: a crafted number is corrupt,
    /// as is the first whole number the writer would not write as one.
    @Test func aSignedNumberAtIntMinIsCorruptNotACrash() throws {
        var writer = ByteWriter()
        writer.signed(Int.min)
        writer.signed(CompiledScreen.wholeNumberLimit)
        writer.signed(-(CompiledScreen.wholeNumberLimit - 1))
        let bytes = writer.bytes
        let last = try bytes.withUnsafeBufferPointer { buffer throws(CompiledScreenError) in
            var reader = ByteReader(buffer)
            for _ in 0..<2 { #expect(throws: CompiledScreenError.self) { _ = try reader.signed() } }
            return try reader.signed()
        }
        #expect(last == -(CompiledScreen.wholeNumberLimit - 1))
    }

    /// Whole numbers past Int32 (a tag, a slider's range) compiled, then the reader refused
    /// them as "a coordinate is out of range" and every program silently read the XML.
    @Test func wholeNumbersPastInt32RoundTrip() throws {
        let document = try ScreenReader.read(
            ##"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1"><objects>
              <view id="v" tag="3000000000"/><slider id="s" maximumValue="1e10"/>
            </objects></document>
            """##, file: "Big.xib", vocabulary: .nibKit)
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        #expect(decoded.objects[0].properties.value(forKey: "tag") == .number(3_000_000_000))
        #expect(decoded.objects[1].properties.value(forKey: "maximumValue") == .number(1e10))
    }

    @Test func largeScreensRoundTrip() throws {
        var text = "<document version=\"1\"><objects><view id=\"root\"><subviews>"
        for i in 0..<300 {
            text += "<label id=\"l\(i)\" text=\"Label \(i)\"><rect key=\"frame\" x=\"\(i)\" y=\"\(i % 50)\" width=\"10\" height=\"1\"/></label>"
        }
        text += "</subviews></view></objects></document>"
        let document = try ScreenReader.read(text, file: "Big.xib", vocabulary: .nibKit)
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        #expect(Dump.document(decoded) == Dump.document(document))
        #expect(decoded.allObjects.count == 301)
    }
}

/// A segmented control's segments go through the compiled form as the properties they are
/// read as, and the compiled reader checks them as the XML reader does.
@Suite("Compiled segments")
struct CompiledSegmentTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <segmentedControl id="s" selectedSegmentIndex="1">
              <segments><segment title="One"/><segment/><segment title="Three" enabled="NO"/></segments>
            </segmentedControl>
          </objects>
        </document>
        """

    @Test func segmentsAreReadBackFromTheCompiledForm() throws {
        let document = try ScreenReader.read(Self.screen, file: "s.xib", vocabulary: .nibKit)
        let properties = document.objects[0].properties
        #expect(properties.keys.sorted() == ["segments.0.title", "segments.1.title", "segments.2.enabled", "segments.2.title", "selectedSegmentIndex"])
        #expect(properties["segments.1.title"]?.value == .string(""), "a segment without a title has an empty one")
        let again = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        for key in properties.keys { #expect(again.objects[0].properties[key]?.value == properties[key]?.value, "\(key)") }
    }

    @Test func aSegmentPastTheLimitOrOfTheWrongTypeIsRefusedByTheCompiledReader() throws {
        var document = try ScreenReader.read(Self.screen, file: "s.xib", vocabulary: .nibKit)
        let location = SourceLocation(file: "s.xib", line: 5, column: 7)
        document.objects[0].properties[Vocabulary.segmentProperty("title", index: NibDocument.maximumSegments)] = Property(.string("x"), at: location)
        document.objects[0].properties[Vocabulary.segmentProperty("enabled", index: 0)] = Property(.string("x"), at: location)
        #expect {
            try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        } throws: { error in
            guard case .invalid(let problems) = error as? CompiledScreenError else { return false }
            return Set(problems.map(\.code)) == [.unknownAttribute, .badValue] && problems.count == 2
        }
    }
}
