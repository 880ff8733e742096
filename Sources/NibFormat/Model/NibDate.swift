#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in time, as Foundation's `Date` holds one: seconds since 2001-01-01 00:00:00 UTC.
/// NibKit keeps Foundation out, so it has its own; a program converts with
/// `Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)`.
///
/// A screen writes one as ISO 8601 text in UTC (`2026-11-29T10:30:00`, `2026-11-29` for
/// midnight, or with an offset: `2026-11-29T10:30:00+01:00`), so a screen means the same
/// instant wherever it is read or compiled; a date picker shows it in local time.
public struct NibDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 2001-01-01 00:00:00 UTC; negative before it.
    public var timeIntervalSinceReferenceDate: Double

    /// The date `seconds` after 2001-01-01 00:00:00 UTC.
    public init(timeIntervalSinceReferenceDate seconds: Double) { timeIntervalSinceReferenceDate = seconds }

    /// The time now, from the system clock.
    public static var now: NibDate {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return NibDate(timeIntervalSinceReferenceDate: Double(time.tv_sec) - unixOffset + Double(time.tv_nsec) / 1e9)
    }

    /// Whether `a` is earlier than `b`.
    public static func < (a: NibDate, b: NibDate) -> Bool { a.timeIntervalSinceReferenceDate < b.timeIntervalSinceReferenceDate }

    /// Seconds from 1970-01-01 (the C library's epoch) to 2001-01-01.
    public static let unixOffset = 978_307_200.0

    /// The seconds a screen may write: the years 0001 to 9999, as ISO 8601 text has four digits.
    public static let range = seconds(days: days(year: 1, month: 1, day: 1))...seconds(days: days(year: 10000, month: 1, day: 1)) - 1

    // MARK: Text

    /// The date ISO 8601 text writes (`2026-11-29`, `2026-11-29T10:30`, `…T10:30:00.5`), in UTC
    /// unless it ends in an offset (`Z`, `+01:00`); nil for any other text or a day the month
    /// does not have.
    public init?(_ text: String) {
        var scanner = Digits(text.utf8)
        guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"), let day = scanner.number(2),
            (1...12).contains(month), (1...Self.numberOfDays(inMonth: month, year: year)).contains(day), year >= 1
        else { return nil }
        var seconds = Self.seconds(days: Self.days(year: year, month: month, day: day))
        if scanner.skip("T") {
            guard let hour = scanner.number(2), hour < 24, scanner.skip(":"), let minute = scanner.number(2), minute < 60 else { return nil }
            seconds += Double(hour * 3600 + minute * 60)
            if scanner.skip(":") {
                guard let second = scanner.number(2), second < 60 else { return nil }
                seconds += Double(second)
                if scanner.skip(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    seconds += fraction
                }
            }
            if !scanner.skip("Z"), let sign = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : nil {
                guard let hours = scanner.number(2), hours < 24, scanner.skip(":"), let minutes = scanner.number(2), minutes < 60 else { return nil }
                seconds -= Double(sign * (hours * 3600 + minutes * 60))
            }
        }
        guard scanner.isAtEnd, Self.range.contains(seconds) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }

    /// As a screen writes it, in UTC: the day alone at midnight, else the time to the second,
    /// and milliseconds when it has a fraction (`2020-09-22T19:57:47.968`); outside `range`,
    /// which text cannot write, the seconds.
    public var description: String {
        guard Self.range.contains(timeIntervalSinceReferenceDate) else { return "\(timeIntervalSinceReferenceDate) seconds from 2001-01-01" }
        let milliseconds = (timeIntervalSinceReferenceDate * 1000).rounded()
        let (days, rest) = Int(milliseconds).quotientAndRemainder(dividingBy: 86_400_000)
        let dayMilliseconds = rest < 0 ? rest + 86_400_000 : rest
        let (year, month, day) = Self.civil(days: days + Self.referenceDays - (rest < 0 ? 1 : 0))
        func padded(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        let date = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
        guard dayMilliseconds != 0 else { return date }
        let seconds = dayMilliseconds / 1000
        let time = padded(seconds / 3600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
        let fraction = dayMilliseconds % 1000
        guard fraction != 0 else { return date + "T" + time }
        var digits = padded(fraction, 3)
        while digits.hasSuffix("0") { digits.removeLast() }
        return date + "T" + time + "." + digits
    }

    // MARK: The calendar

    /// How many days a month has in the proleptic Gregorian calendar: February 29 in a leap year.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 2001-01-01 as days since 1970-01-01.
    private static let referenceDays = 11_323

    private static func seconds(days: Int) -> Double { Double(days - referenceDays) * 86_400 }

    /// Days since 1970-01-01 of a day of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`, counting in 400-year eras from March, so February's end needs no case).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (Hinnant's `civil_from_days`, `days(year:month:day:)` undone).
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }
}

/// Reads ISO 8601 text's fixed-width numbers, a byte at a time.
private struct Digits {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String.UTF8View) { bytes = Array(text) }

    var isAtEnd: Bool { index == bytes.count }

    /// Skips `character` if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Exactly `width` digits as a number.
    mutating func number(_ width: Int) -> Int? {
        guard index + width <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + width] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += width
        return value
    }

    /// The digits after a decimal point, as the fraction they write (at least one digit).
    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 1.0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            scale /= 10
            value += Double(bytes[index] - UInt8(ascii: "0")) * scale
            index += 1
        }
        return scale < 1 ? value : nil
    }
}
