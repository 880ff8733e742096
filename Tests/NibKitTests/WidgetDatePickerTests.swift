import Glibc
import NibKitTesting
import Testing

@testable import NibKit

/// The date picker's fields drawn, chosen and changed by keys and the mouse. Local time is the
/// C library's: the suite sets `TZ` (POSIX rules, no time zone files needed), and runs one test
/// at a time, as the zone is the process's.
@Suite(.serialized) @MainActor struct WidgetDatePickerTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 6))
    /// `2026-11-29 10:30` from column 1: the year at 1...4, month 6...7, day 9...10, hour
    /// 12...13, minute 15...16.
    let picker = DatePicker()
    let log = ActionLog()

    init() {
        Self.setTimeZone("UTC0")
        picker.date = Self.date("2026-11-29T10:30:00")
        picker.frame = Rect(origin: Point(x: 1, y: 1), size: picker.intrinsicContentSize)
        harness.window.addSubview(picker)
        log.watch(picker, .valueChanged)
        harness.application.processEvents()
    }

    static func setTimeZone(_ rule: String) {
        setenv("TZ", rule, 1)
        tzset()
    }

    static func date(_ text: String) -> NibDate { NibDate(text)! }

    /// The date in UTC, as a screen writes it.
    var written: String { picker.date.description }

    func focus() { harness.application.setFirstResponder(picker) }

    @Test func eachModeDrawsItsFieldsOnOneRow() {
        let modes: [(DatePicker.Mode, String)] = [
            (.dateAndTime, " 2026-11-29 10:30"), (.date, " 2026-11-29"), (.time, " 10:30"), (.countDownTimer, " 01 h 30 min"),
        ]
        picker.countDownDuration = 5400
        for (mode, drawn) in modes {
            picker.datePickerMode = mode
            picker.frame.size = picker.intrinsicContentSize
            #expect(harness.line(1) == drawn, "\(mode):\n\(harness.lines.joined(separator: "\n"))")
        }
    }

    @Test func theModesAsTheScreenShowsThem() {
        let window = harness.window
        picker.removeFromSuperview()
        for (row, mode) in DatePicker.Mode.allCases.enumerated() {
            let shown = DatePicker()
            shown.datePickerMode = mode
            shown.date = Self.date("2026-11-29T10:30:00")
            shown.countDownDuration = 5400
            shown.frame = Rect(x: 1, y: row + 1, width: 20, height: 1)
            window.addSubview(shown)
        }
        harness.redraw()
        assertSnapshot(harness.lines.joined(separator: "\n"), named: "date-picker-modes-30x6")
    }

    @Test func theChosenFieldIsReversedOnlyWhileFocused() {
        focus()
        #expect(harness.cell(1, 1).style.contains(.reverse) && harness.cell(4, 1).style.contains(.reverse), "the year, chosen first")
        #expect(!harness.cell(5, 1).style.contains(.reverse) && !harness.cell(6, 1).style.contains(.reverse))
        harness.press(.right)
        #expect(harness.cell(6, 1).style.contains(.reverse) && !harness.cell(1, 1).style.contains(.reverse), "the month")
        harness.application.setFirstResponder(nil)
        #expect(!harness.cell(6, 1).style.contains(.reverse))
    }

    @Test func upAndDownStepEachFieldRoundWithinItsRange() {
        focus()
        harness.press(.up)
        #expect(written == "2027-11-29T10:30:00", "the year")
        harness.press(.right)
        harness.press(.up)
        #expect(written == "2027-12-29T10:30:00", "the month")
        harness.press(.up)
        #expect(written == "2027-01-29T10:30:00", "December goes round to January, the year kept")
        harness.press(.right)
        harness.press(.character("-"))
        #expect(written == "2027-01-28T10:30:00", "the day")
        harness.press(.right)
        harness.press(.character("+"))
        #expect(written == "2027-01-28T11:30:00", "the hour")
        harness.press(.right)
        for _ in 0..<30 { harness.press(.up) }
        #expect(written == "2027-01-28T11:00:00", "the minutes go round, the hour kept")
        harness.press(.down)
        #expect(written == "2027-01-28T11:59:00")
        #expect(log.entries.count == 36, "each step a valueChanged")
        #expect(harness.line(1) == " 2027-01-28 11:59")
    }

    @Test func leftAndRightStopAtTheEnds() {
        focus()
        harness.press(.left)
        harness.press(.up)
        #expect(written == "2027-11-29T10:30:00")
        for _ in 0..<9 { harness.press(.right) }
        harness.press(.up)
        #expect(written == "2027-11-29T10:31:00", "the minutes, the last field")
    }

    @Test func aDayPastTheNewMonthsEndIsItsLast() {
        picker.date = Self.date("2026-01-31T10:30:00")
        focus()
        harness.press(.right)
        harness.press(.up)
        #expect(written == "2026-02-28T10:30:00")
    }

    @Test func theMinutesStepByTheMinuteInterval() {
        picker.minuteInterval = 15
        picker.minuteInterval = 7  // does not divide an hour: refused
        #expect(picker.minuteInterval == 15)
        picker.date = Self.date("2026-11-29T10:32:00")
        picker.datePickerMode = .time
        focus()
        harness.press(.right)
        harness.press(.up)
        #expect(written == "2026-11-29T10:45:00")
        harness.press(.up)
        #expect(written == "2026-11-29T10:00:00", "round past the hour's last quarter")
        harness.press(.down)
        #expect(written == "2026-11-29T10:45:00")
    }

    @Test func digitsTypeAFieldTakenWhenFullThenTheNext() {
        focus()
        harness.type("20")
        #expect(harness.line(1) == " 20__-11-29 10:30", "the digits so far")
        #expect(log.entries.isEmpty, "nothing taken yet")
        harness.type("30")
        #expect(written == "2030-11-29T10:30:00")
        harness.type("0215")
        #expect(written == "2030-02-15T10:30:00")
        harness.type("0905")
        #expect(written == "2030-02-15T09:05:00")
        #expect(log.entries.count == 5, "each field taken sends valueChanged")
    }

    @Test func typedDigitsAreKeptWithinTheFieldAndTakenOnLeavingIt() {
        focus()
        harness.press(.right)
        harness.type("13")
        #expect(written == "2026-12-29T10:30:00", "a month past December is December")
        harness.press(.left)
        harness.press(.left)
        harness.press(.right)
        harness.type("2")
        harness.press(.backspace)
        harness.type("6")
        harness.press(.enter)
        #expect(written == "2026-06-29T10:30:00", "Enter takes one digit")
        harness.type("3")
        harness.press(.right)
        #expect(written == "2026-03-29T10:30:00", "so does leaving the field")
    }

    @Test func aClickChoosesAFieldAndTheWheelStepsTheOneUnderIt() {
        harness.click(9, 1)
        #expect(picker.isFirstResponder)
        #expect(harness.cell(9, 1).style.contains(.reverse), "the day, chosen")
        harness.press(.up)
        #expect(written == "2026-11-30T10:30:00")
        harness.scroll(up: true, at: Point(x: 12, y: 1))
        #expect(written == "2026-11-30T11:30:00", "the wheel turned over the hour")
        harness.scroll(up: false, at: Point(x: 6, y: 1))
        #expect(written == "2026-10-30T11:30:00", "then over the month")
        harness.scroll(up: true, at: Point(x: 5, y: 1))  // the dash between
        #expect(written == "2026-10-30T11:30:00")
        #expect(log.entries.count == 3)
    }

    @Test func theDateStaysWithinTheMinimumAndMaximum() {
        picker.minimumDate = Self.date("2026-11-01")
        picker.maximumDate = Self.date("2026-12-15T12:00:00")
        focus()
        harness.press(.right)
        harness.press(.up)
        #expect(written == "2026-12-15T12:00:00", "a step past the maximum lands on it")
        harness.press(.up)
        #expect(written == "2026-11-01", "January is before the minimum: the minimum")
        #expect(log.entries.count == 2)
        harness.press(.down)
        harness.press(.down)
        #expect(written == "2026-11-01", "October is before it too: no change, no event")
        #expect(log.entries.count == 2)
        picker.date = Self.date("2030-01-01")
        #expect(written == "2026-12-15T12:00:00", "set in code, clamped too")
        picker.maximumDate = Self.date("2026-12-01")
        #expect(written == "2026-12-01")
    }

    @Test func settingItInCodeSendsNothing() {
        picker.date = Self.date("2027-01-01")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 600
        picker.frame.size = picker.intrinsicContentSize
        #expect(log.entries.isEmpty)
        #expect(harness.line(1) == " 00 h 10 min")
    }

    @Test func aCountDownStepsItsHoursAndMinutes() {
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5400
        picker.frame.size = picker.intrinsicContentSize
        focus()
        harness.press(.down)
        #expect(picker.countDownDuration == 1800)
        harness.press(.right)
        harness.type("45")
        #expect(picker.countDownDuration == 2700)
        picker.countDownDuration = 1e9
        #expect(picker.countDownDuration == DatePicker.longestCountDown)
        #expect(harness.line(1) == " 23 h 59 min")
        #expect(log.entries.count == 2)
    }

    @Test func disabledItIsDimAndTakesNoInput() {
        focus()
        picker.isEnabled = false
        #expect(harness.cell(1, 1).style.contains(.dim) && harness.cell(5, 1).style.contains(.dim))
        harness.press(.up)
        harness.scroll(up: true, at: Point(x: 1, y: 1))
        #expect(written == "2026-11-29T10:30:00")
        #expect(log.entries.isEmpty)
    }

    @Test func itShowsLocalTimeAsTZSays() {
        Self.setTimeZone("IST-5:30")
        #expect(harness.line(1) == " 2026-11-29 16:00")
        focus()
        for _ in 0..<3 { harness.press(.right) }
        harness.type("23")
        #expect(harness.line(1) == " 2026-11-29 23:00")
        #expect(written == "2026-11-29T17:30:00", "held in UTC")
        Self.setTimeZone("UTC0")
    }
}
