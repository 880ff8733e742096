import Testing

@testable import NibFormat

/// A date is written as ISO 8601 text in UTC and held as seconds since 2001-01-01, as
/// Foundation's `Date` holds it: the same instant wherever the screen is read.
@Suite("Dates in a screen")
struct DateValueTests {
    func seconds(_ text: String) -> Double? {
        guard case .number(let seconds)? = ValueType.date.parse(text) else { return nil }
        return seconds
    }

    @Test func aDayIsMidnightUTCCountedFromTwoThousandAndOne() {
        #expect(seconds("2001-01-01") == 0)
        #expect(seconds("2001-01-02") == 86_400)
        #expect(seconds("2000-12-31") == -86_400)
        #expect(seconds("1970-01-01") == -NibDate.unixOffset)
    }

    @Test func aTimeIsReadToTheMinuteSecondOrFraction() {
        // Xcode's own examples, with the instants its comments name.
        #expect(seconds("1970-01-01T11:00") == -978_267_600)
        #expect(seconds("2037-12-31T11:00:00") == 1_167_562_800)
        #expect(seconds("2020-09-22T19:57:47.968") == 622_497_467.968)
    }

    @Test func anOffsetSaysWhichZoneTheTimeIsIn() {
        #expect(seconds("2026-11-29T10:30:00Z") == seconds("2026-11-29T10:30:00"))
        #expect(seconds("2026-11-29T10:30:00+01:00") == seconds("2026-11-29T09:30:00"))
        #expect(seconds("2026-11-29T10:30-05:30") == seconds("2026-11-29T16:00"))
    }

    @Test(arguments: [
        "", "2026", "2026-11", "26-11-29", "2026-13-01", "2026-00-10", "2026-02-29", "2026-04-31", "0000-01-01",
        "2026-11-29T", "2026-11-29T24:00", "2026-11-29T10:60", "2026-11-29T10:30:60", "2026-11-29 10:30", "2026-11-29T10:30:00.",
        "2026-11-29T10:30+1", "29/11/2026", "2026-11-29x",
    ])
    func anythingElseIsNotADate(_ text: String) {
        #expect(ValueType.date.parse(text) == nil)
    }

    @Test func aLeapDayIsADateInALeapYearOnly() {
        #expect(seconds("2024-02-29") != nil)
        #expect(seconds("2000-02-29") != nil)
        #expect(seconds("1900-02-29") == nil)
    }

    @Test(arguments: ["2001-01-01", "2026-11-29T10:30:00", "1969-07-20T20:17:40", "2020-09-22T19:57:47.968", "0001-01-01", "9999-12-31T23:59:59"])
    func aDateIsWrittenAsItIsRead(_ text: String) throws {
        let read = try #require(seconds(text))
        #expect(NibDate(timeIntervalSinceReferenceDate: read).description == text)
    }

    @Test func aDateMustFitTheYearsTextCanWrite() {
        #expect(ValueType.date.accepts(.number(0)))
        #expect(!ValueType.date.accepts(.number(1e300)))
        #expect(!ValueType.date.accepts(.string("2026-11-29")))
        #expect(
            NibDate(timeIntervalSinceReferenceDate: 1e300).description == "1e+300 seconds from 2001-01-01", "told as seconds, beyond the years text can write")
    }
}
