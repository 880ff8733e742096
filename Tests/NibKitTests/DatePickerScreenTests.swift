import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// A date picker read from a NibKit screen, its compiled form and Xcode's `<datePicker>`: its
/// mode, minute interval, date and limits, one row tall.
@Suite("A date picker in a screen")
@MainActor
struct DatePickerScreenTests {
    static func screen(_ picker: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            \(picker)
          </objects>
        </document>
        """
    }

    func picker(in document: NibDocument) throws -> DatePicker {
        try #require(try Nib(document: document, name: "D").instantiate().first as? DatePicker)
    }

    @Test(arguments: [false, true])
    func itIsReadWithItsSettings(compiled: Bool) throws {
        var document = try ScreenReader.read(
            Self.screen(
                #"<datePicker id="d" datePickerMode="date" minuteInterval="5" minimumDate="2026-01-01" maximumDate="2026-12-31T23:59:00" date="2026-11-29T10:30:00"/>"#
            ), file: "D.xib", vocabulary: .nibKit)
        if compiled { document = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit) }
        let picker = try picker(in: document)
        #expect(picker.datePickerMode == .date && picker.minuteInterval == 5)
        #expect(picker.date.description == "2026-11-29T10:30:00")
        #expect(picker.minimumDate?.description == "2026-01-01" && picker.maximumDate?.description == "2026-12-31T23:59:00")
    }

    @Test func aDateOutsideTheLimitsIsKeptWithinThem() throws {
        let document = try ScreenReader.read(
            Self.screen(#"<datePicker id="d" maximumDate="2026-01-01" date="2030-06-01"/>"#), file: "D.xib", vocabulary: .nibKit)
        #expect(try picker(in: document).date.description == "2026-01-01")
    }

    @Test func aCountDownIsANumberOfSeconds() throws {
        let document = try ScreenReader.read(
            Self.screen(#"<datePicker id="d" datePickerMode="countDownTimer" countDownDuration="5400"/>"#), file: "D.xib", vocabulary: .nibKit)
        #expect(try picker(in: document).countDownDuration == 5400)
    }

    @Test func aBadDateOrModeIsAnErrorAtItsPlace() {
        do {
            _ = try ScreenReader.read(
                Self.screen(#"<datePicker id="d" date="2026-11-31" datePickerMode="wheels"/>"#), file: "D.xib", vocabulary: .nibKit)
            Issue.record("November 31 was read")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "D.xib:4:24: error: '2026-11-31' is not a valid date: expected a date from 0001-01-01 to 9999-12-31, as 2026-11-29 or 2026-11-29T10:30:00 (UTC unless it ends in an offset) [bad-value]",
                    "D.xib:4:42: error: 'wheels' is not a valid datePickerMode: expected one of time, date, dateAndTime, countDownTimer [bad-value]",
                ], "\(error.diagnostics.map(\.description))")
        }
    }

    /// As Xcode 12 wrote it (IBDecodable's StoryboardAllViews.storyboard), in a xib.
    static let xcode = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <objects>
            <datePicker contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="3" style="wheels" useCurrentDate="NO" translatesAutoresizingMaskIntoConstraints="NO" id="NJY-rr-Dc9">
              <rect key="frame" x="212" y="171" width="320" height="99"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              <date key="date" timeIntervalSinceReferenceDate="622497467.96811497">
                <!--2020-09-22 19:57:47 +0000-->
              </date>
              <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600">
                <!--1970-01-01 11:00:00 +0000-->
              </date>
              <date key="maximumDate" timeIntervalSinceReferenceDate="1167562800">
                <!--2037-12-31 11:00:00 +0000-->
              </date>
            </datePicker>
          </objects>
        </document>
        """

    @Test func xcodesDatePickerIsReadWithItsModeIntervalDatesAndOneRow() throws {
        let document = try ScreenReader.read(Self.xcode, file: "D.xib", vocabulary: .nibKit)
        #expect(document.objects[0].element == "datePicker")
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let picker = try picker(in: document)
        #expect(picker.datePickerMode == .dateAndTime && picker.minuteInterval == 3)
        #expect(picker.date == NibDate(timeIntervalSinceReferenceDate: 622_497_467.968_114_97))
        #expect(picker.minimumDate?.description == "1970-01-01T11:00:00" && picker.maximumDate?.description == "2037-12-31T11:00:00")
        #expect(picker.frame.height == 1, "one row, whatever its points")
    }

    /// As RxSwift's example writes it (APIWrappers.storyboard): no date, so the current one.
    @Test func xcodesDatePickerWithoutADateShowsNow() throws {
        let xib = Self.xcode.replacing(#/<date key="date".*?</date>/#.dotMatchesNewlines(), with: "")
        let before = NibDate.now
        let picker = try picker(in: try ScreenReader.read(xib, file: "D.xib", vocabulary: .nibKit))
        #expect(picker.date >= before && picker.date <= NibDate.now)
    }
}
