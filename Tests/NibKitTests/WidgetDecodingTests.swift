import ScreenReading
import Testing

@testable import NibKit

/// Each widget made from a screen through `init(coder:)` with the attributes the vocabulary lists.
@Suite @MainActor struct WidgetDecodingTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <view id="root">
              <rect key="frame" x="0" y="0" width="40" height="12"/>
              <subviews>
                <label id="label" text="Hello 世界" textAlignment="center" numberOfLines="2" bold="YES">
                  <rect key="frame" x="1" y="1" width="20" height="2"/>
                  <color key="textColor" name="green"/>
                </label>
                <button id="button" title="Howdy!" tag="7" bordered="NO" enabled="NO">
                  <rect key="frame" x="1" y="4" width="10" height="1"/>
                  <color key="titleColor" name="red"/>
                </button>
                <textField id="field" text="abc" placeholder="Name" secureTextEntry="YES">
                  <rect key="frame" x="1" y="6" width="10" height="1"/>
                </textField>
                <slider id="slider" minimumValue="10" maximumValue="20" value="15" continuous="NO">
                  <rect key="frame" x="1" y="8" width="11" height="1"/>
                  <color key="thumbColor" name="yellow"/>
                  <color key="trackColor" name="blue"/>
                </slider>
              </subviews>
              <connections>
                <outletCollection property="gestureRecognizers" destination="doubleTap"/>
                <outletCollection property="gestureRecognizers" destination="pan"/>
                <outletCollection property="gestureRecognizers" destination="pinch"/>
              </connections>
            </view>
            <tapGestureRecognizer id="doubleTap" numberOfTapsRequired="2"/>
            <panGestureRecognizer id="pan"/>
            <pinchGestureRecognizer id="pinch" enabled="NO"/>
          </objects>
        </document>
        """

    func load() throws -> View {
        let nib = Nib(document: try ScreenReader.read(Self.screen, file: "Widgets.xib", vocabulary: .nibKit), name: "Widgets")
        let objects = try nib.instantiate()
        return try #require(objects.first as? View)
    }

    @Test func widgetsDecodeTheirAttributes() throws {
        let root = try load()
        let label = try #require(root.subviews[0] as? Label)
        #expect(label.text == "Hello 世界")
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.isBold)
        #expect(label.textColor == .green)

        let button = try #require(root.subviews[1] as? Button)
        #expect(button.title == "Howdy!")
        #expect(button.tag == 7)
        #expect(!button.isBordered)
        #expect(!button.isEnabled)
        #expect(button.titleColor == .red)

        let field = try #require(root.subviews[2] as? TextField)
        #expect(field.text == "abc")
        #expect(field.placeholder == "Name")
        #expect(field.isSecureTextEntry)

        let slider = try #require(root.subviews[3] as? Slider)
        #expect(slider.minimumValue == 10)
        #expect(slider.maximumValue == 20)
        #expect(slider.value == 15)
        #expect(!slider.isContinuous)
        #expect(slider.thumbColor == .yellow)
        #expect(slider.trackColor == .blue)
    }

    /// A button's titles per state, in the form Xcode writes them: `<state key="...">` with a
    /// title attribute and a nested title colour; the normal state's are the plain title and colour.
    @Test func buttonStatesDecodeAsXcodeWritesThem() throws {
        let document = try ScreenReader.read(
            """
            <document type="NibKit.XIB" version="1"><objects>
              <button id="b">
                <state key="normal" title="Go"/>
                <state key="highlighted" title="Going"><color key="titleColor" name="red"/></state>
                <state key="disabled" title="Wait"/>
                <state key="selected"><color key="titleColor" name="green"/></state>
              </button>
            </objects></document>
            """, file: "States.xib", vocabulary: .nibKit)
        for document in [document, try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)] {
            let button = try #require(try Nib(document: document, name: "States").instantiate().first as? Button)
            #expect(button.title == "Go" && button.title(for: .highlighted) == "Going" && button.title(for: .disabled) == "Wait")
            #expect(button.titleColor(for: .highlighted) == .red && button.titleColor(for: .selected) == .green && button.title(for: .selected) == nil)
        }
    }

    @Test func aStateThatIsNotOneIsAnError() {
        let error = loadError {
            _ = try ScreenReader.read(
                """
                <document type="NibKit.XIB" version="1"><objects>
                  <button id="b" title="Go">
                    <state key="highlihted" title="Going"/>
                    <state key="normal" title="Again" imag="x.png"/>
                    <state title="No key"/>
                  </button>
                </objects></document>
                """, file: "States.xib", vocabulary: .nibKit)
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "States.xib:3:12: error: unknown control state 'highlihted' (one of normal, highlighted, disabled, selected) (did you mean 'highlighted'?) [bad-value]",
                "States.xib:4:25: error: button 'b' sets its normal title twice [bad-value]",
                "States.xib:4:39: error: unknown attribute 'imag' on <state> (did you mean 'image'?) [unknown-attribute]",
                "States.xib:5:5: error: <state> inside button 'b' needs a key (one of normal, highlighted, disabled, selected) [missing-attribute]",
            ])
    }

    @Test func gestureRecognizersDecodeAndAttach() throws {
        let root = try load()
        #expect(root.gestureRecognizers.count == 3)
        let tap = try #require(root.gestureRecognizers[0] as? TapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(root.gestureRecognizers[1] is PanGestureRecognizer)
        #expect(root.gestureRecognizers[2] is PinchGestureRecognizer)
        #expect(!root.gestureRecognizers[2].isEnabled)
    }

    @Test func everyWidgetIsRegistered() {
        for name in ["Label", "Button", "TextField", "Slider", "TapGestureRecognizer", "PanGestureRecognizer", "PinchGestureRecognizer", "AlertController"] {
            #expect(ClassRegistry.shared.lookup(name) != nil, "\(name) is not registered")
        }
        for element in ["label", "button", "textField", "slider", "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer"] {
            let className = Vocabulary.nibKit.element(element)?.className ?? "?"
            #expect(ClassRegistry.shared.lookup(className) != nil, "<\(element)> makes \(className), which is not registered")
        }
    }

    @Test func runtimeAttributesReachWidgetProperties() {
        let button = Button(title: "x")
        #expect(button.setValue(.string("Go"), forKeyPath: "title") == nil)
        #expect(button.title == "Go")
        let slider = Slider()
        #expect(slider.setValue(.number(0.25), forKeyPath: "value") == nil)
        #expect(slider.value == 0.25)
    }
}
