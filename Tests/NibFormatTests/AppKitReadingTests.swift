import Testing

@testable import NibFormat
@testable import ScreenReading

/// An AppKit (macOS) file is read as a UIKit one is, by AppKit's names: a control's settings
/// are its cell's, a text field that cannot be edited is a label, frames rise from the bottom,
/// an action's `target` is its destination, and a window controller shows its content.
@Suite("AppKit's Interface Builder files")
struct AppKitReadingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="Wc1-aa-001">
            <scenes>
                <scene sceneID="Sc1-aa-002">
                    <objects>
                        <windowController id="Wc1-aa-001" sceneMemberID="viewController">
                            <window key="window" title="Calculator" releasedWhenClosed="NO" id="Wn1-aa-003">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                            </window>
                            <connections>
                                <segue destination="Vc1-aa-004" kind="relationship" relationship="window.shadowedContentViewController" id="Sg1-aa-005"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-006">
                    <objects>
                        <viewController id="Vc1-aa-004" customClass="AdderViewController" customModule="Adder" sceneMemberID="viewController">
                            <view key="view" id="Vw1-aa-007">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                <subviews>
                                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Tf1-aa-008">
                                        <rect key="frame" x="20" y="220" width="96" height="22"/>
                                        <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" title="1" placeholderString="a number" drawsBackground="YES" id="Tc1-aa-009">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-aa-010">
                                        <rect key="frame" x="140" y="222" width="42" height="17"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Result" id="Lc1-aa-011">
                                            <font key="font" metaFont="system"/>
                                            <color key="textColor" name="disabledControlTextColor" catalog="System" colorSpace="catalog"/>
                                            <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                                        </textFieldCell>
                                    </textField>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-012">
                                        <rect key="frame" x="14" y="13" width="152" height="32"/>
                                        <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" id="Bc1-aa-013">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                        <connections>
                                            <action selector="add:" target="Vc1-aa-004" id="Ac1-aa-014"/>
                                        </connections>
                                    </button>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="Ck1-aa-018">
                                        <rect key="frame" x="200" y="222" width="120" height="18"/>
                                        <buttonCell key="cell" type="check" title="Speech" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="Cc1-aa-019"/>
                                    </button>
                                    <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Sl1-aa-015">
                                        <rect key="frame" x="18" y="120" width="404" height="19"/>
                                        <sliderCell key="cell" continuous="YES" state="on" maxValue="100" doubleValue="50" sliderType="linear" id="Sc1-aa-016"/>
                                    </slider>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="result" destination="Lb1-aa-010" id="Ou1-aa-017"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func document() throws -> NibDocument { try ScreenReader.read(storyboard, file: "Main.storyboard", vocabulary: .nibKit) }

    static func view(_ id: String, in document: NibDocument) throws -> ObjectNode {
        try #require(document.scenes[1].viewController?.embedded.first?.subviews.first { $0.id == id })
    }

    @Test func aControlsSettingsAreItsCells() throws {
        let document = try Self.document()
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let (field, label, button, slider) = try (
            Self.view("Tf1-aa-008", in: document), Self.view("Lb1-aa-010", in: document), Self.view("Bt1-aa-012", in: document),
            Self.view("Sl1-aa-015", in: document)
        )
        #expect(
            field.element == "textField" && field.properties.value(forKey: "text") == .string("1")
                && field.properties.value(forKey: "placeholder") == .string("a number"))
        #expect(label.element == "label" && label.properties.value(forKey: "text") == .string("Result"), "a text field that cannot be edited is a label")
        #expect(label.properties.value(forKey: "textColor") == .color(.brightBlack), "AppKit's catalog colours: a disabled text's is dim")
        #expect(button.element == "button" && button.properties.value(forKey: "title") == .string("Add"))
        let check = try Self.view("Ck1-aa-018", in: document)
        #expect(
            check.properties.value(forKey: "buttonType") == .string("check") && check.properties.value(forKey: "selected") == .bool(true), "a check box, on")
        #expect(slider.properties.value(forKey: "value") == .number(50) && slider.properties.value(forKey: "maximumValue") == .number(100))
    }

    /// AppKit's frames rise from the bottom of the superview: the fields written high up are
    /// read near the top, the button written near the bottom near the bottom.
    @Test func framesAreWrittenFromTheBottom() throws {
        let document = try Self.document()
        func top(_ id: String) throws -> Int {
            guard case .rect(let frame)? = try Self.view(id, in: document).properties.value(forKey: "frame") else { return -1 }
            return frame.y
        }
        #expect(try top("Tf1-aa-008") == 1 && top("Bt1-aa-012") == 11 && top("Sl1-aa-015") == 7)
    }

    @Test func anActionsTargetIsItsDestinationSentAsTheControlsPrimaryAction() throws {
        let button = try Self.view("Bt1-aa-012", in: try Self.document())
        let action = try #require(button.connections.first)
        #expect(action.name == "add:" && action.destination == "Vc1-aa-004" && action.kind == .action(eventType: "primaryActionTriggered"))
    }

    @Test func aWindowControllerIsTitledByItsWindowAndShowsItsContent() throws {
        let document = try Self.document()
        let controller = try #require(document.scenes[0].viewController)
        #expect(document.isStoryboard && document.initialViewController == "Wc1-aa-001")
        #expect(controller.element == "windowController" && controller.properties.value(forKey: "title") == .string("Calculator"))
        #expect(controller.segues.map(\.relationship) == ["window.shadowedContentViewController"])
    }
}
