import NibKitTesting
import Testing

@testable import NibKit

/// Numbers that do not fit: a screen or a program may give any Int or Double, and none of them
/// may trap, overflow later, or make a view allocate in proportion to its frame.
@Suite("Numbers out of range")
@MainActor
struct HostileNumberTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 6))

    /// x + width past Int.max made every `maxX` trap. A screen's coordinates past
    /// `Rect.cellLimit` are an error where they are written (9223372036854775807 also trapped
    /// in the reader, which rounded it past Int.max); frames set in code are clamped.
    @Test func aFrameNearTwoToTheSixtyThirdIsRefusedOrClamped() throws {
        let error = loadError {
            try nib(
                """
                <view id="far"><rect key="frame" x="9223372036854775807" y="0" width="4611686018427387904" height="1"/></view>
                """
            ).instantiate()
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Test.xib:4:34: error: 'x' of <rect> must be within ±1073741824 cells [bad-value]",
                "Test.xib:4:64: error: 'width' of <rect> must be within ±1073741824 cells [bad-value]",
            ])
        let limit = Rect.cellLimit
        let wide = View(frame: Rect(x: -(1 << 62), y: 1, width: 6_917_529_027_641_081_856, height: 1))
        wide.backgroundColor = .red
        harness.window.addSubview(wide)
        #expect(wide.frame == Rect(x: -limit, y: 1, width: 2 * limit, height: 1))
        #expect(harness.cell(0, 1).background == .red && harness.cell(39, 1).background == .red)
        harness.click(5, 1)
        let programmatic = View(frame: Rect(x: .max, y: .min, width: .max, height: -5))
        programmatic.frame.origin.x = .max - 1
        #expect(programmatic.frame == Rect(x: limit, y: -limit, width: 0, height: 0))
    }

    /// A text field and a slider 2^52 cells wide made strings of 2^52 characters to draw.
    @Test func aTextFieldAndASliderTwoToTheFiftyTwoWideDrawOnlyWhatShows() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 1 << 52, height: 1))
        field.text = "typed"
        let slider = Slider(frame: Rect(x: 0, y: 2, width: 1 << 52, height: 1))
        slider.value = 1
        harness.window.addSubview(field)
        harness.window.addSubview(slider)
        #expect(harness.line(0) == "typed")
        #expect(harness.cell(39, 0).style.contains(.underline))
        #expect(harness.line(2) == String(repeating: "━", count: 40))
    }

    /// A range from -1.7e308 to 1.7e308 overflowed to infinity, and the thumb's column was
    /// Int(NaN).
    @Test func aSliderWhoseRangeOverflowsStaysFinite() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 11, height: 1))
        harness.window.addSubview(slider)
        slider.minimumValue = -.greatestFiniteMagnitude
        slider.maximumValue = .greatestFiniteMagnitude
        slider.value = .greatestFiniteMagnitude
        #expect(slider.thumbPosition == 10)
        #expect(harness.line(0) == "━━━━━━━━━━●")
        slider.value = 0
        #expect(slider.thumbPosition == 5)
        slider.maximumValue = .infinity
        slider.minimumValue = .nan
        #expect(slider.minimumValue.isFinite && slider.maximumValue.isFinite && slider.stepValue.isFinite)
        harness.application.setFirstResponder(slider)
        harness.press(.end)
        #expect(slider.thumbPosition == 10)
    }

    /// Whole numbers too big for an Int are refused, not trapped on, whatever they set.
    @Test func hugeWholeNumbersInAScreenAreRefused() {
        let error = loadError {
            try nib(
                """
                <label id="l">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="numberOfLines" value="1e300"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="tag" value="-1e300"/>
                  </userDefinedRuntimeAttributes>
                </label>
                """
            ).instantiate()
        }
        #expect(error?.codes == [.badValue, .badValue])
    }
}
