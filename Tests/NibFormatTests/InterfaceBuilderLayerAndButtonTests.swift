import NibKit
import Testing

@testable import NibFormat
@testable import ScreenReading

/// How a view's layer and a button's height, as Xcode writes them, are read: the layer's border
/// and corners are drawn in a terminal, a button taller than a row is a tile.
@Suite("Interface Builder: layers and tall buttons")
struct InterfaceBuilderLayerAndButtonTests {
    /// Objects inside a document as Xcode writes one.
    static func document(_ objects: String) throws -> NibDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(objects)
                </objects>
            </document>
            """
        return try ScreenReader.read(text, file: "Panel.xib", vocabulary: .nibKit)
    }

    static func frame(of node: ObjectNode) -> Rect? {
        if case .rect(let frame)? = node.properties["frame"]?.value { return frame }
        return nil
    }

    @Test func aLayersBorderWidthAndCornerRadiusAreSetAndItsOtherKeysWarned() throws {
        let document = try Self.document(
            """
            <view contentMode="scaleToFill" id="Pn1-Vw-5Rx">
                <rect key="frame" x="0.0" y="0.0" width="352" height="240"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="0.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                        <real key="value" value="0.3"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let panel = try #require(document.objects.first)
        let set = panel.runtimeAttributes.map { "\($0.keyPath)=\(String(reflecting: $0.value))" }
        #expect(set == ["layer.borderWidth=\(String(reflecting: NibValue.number(1)))", "layer.cornerRadius=\(String(reflecting: NibValue.number(8)))"])
        #expect(
            document.warnings.map(\.message) == [
                "the runtime attribute 'layer.shadowOpacity' is not set: a terminal view's layer draws only its 'layer.borderWidth' and 'layer.cornerRadius'"
            ])
    }

    @Test func aButtonIsARowUpTo44PointsAndATileAbove() throws {
        let document = try Self.document(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt8-hW-d2y">
                <rect key="frame" x="16" y="20" width="80" height="30"/>
                <state key="normal" title="Howdy!"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Rb4-Bn-2Kx">
                <rect key="frame" x="16" y="120" width="144" height="60"/>
                <state key="normal" title="Red Button"/>
            </button>
            """)
        #expect(document.objects.map(Self.frame) == [Rect(x: 2, y: 1, width: 10, height: 1), Rect(x: 2, y: 6, width: 18, height: 3)])
    }

    /// A button's picture is read by name, per state: a terminal's button shows it by name where
    /// the button has no title.
    @Test func aButtonsPictureIsReadByNamePerState() throws {
        let document = try Self.document(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Ib1-hW-d2y">
                <rect key="frame" x="16" y="20" width="160" height="30"/>
                <state key="normal" image="ic_link"/>
                <state key="highlighted" image="ic_link_pressed"/>
            </button>
            """)
        let button = try #require(document.objects.first)
        #expect(button.properties.value(forKey: "image") == .string("ic_link"))
        #expect(button.properties.value(forKey: "highlighted.image") == .string("ic_link_pressed"))
    }
}
