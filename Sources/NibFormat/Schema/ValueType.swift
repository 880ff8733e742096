/// The type of an attribute in a screen file, which decides how its text is read.
public enum ValueType: Sendable, Equatable, CustomStringConvertible {
    /// `YES` or `NO` (`true`/`false` and `yes`/`no` read too).
    case bool
    /// A whole number.
    case integer
    /// A number, fractions allowed.
    case number
    /// Any text.
    case string
    /// One of the given words.
    case choice([String])
    /// A point in time, written as ISO 8601 text in UTC (`2026-11-29T10:30:00`, `2026-11-29`)
    /// and held as the number of seconds since 2001-01-01 (`NibDate`).
    case date
    /// A constraint's or a view's priority, as UIKit numbers it: a number from 1 to 1000.
    case priority
    /// A constraint's multiplier: a number, or a ratio as Xcode writes an aspect ratio (`16:9`)
    /// or a fraction (`1/3`).
    case multiplier
    /// A colour (`<color>`), only as a keyed value.
    case color
    /// A rect (`<rect>`), only as a keyed value.
    case rect
    /// A point (`<point>`), only as a keyed value.
    case point
    /// A size (`<size>`), only as a keyed value.
    case size
    /// Springs and struts (`<autoresizingMask>`), only as a keyed value.
    case autoresizingMask
    /// Distances in from each edge (`<inset>`, as Xcode writes a section inset), only as a keyed value.
    case insets

    /// How messages name the type ("expected a whole number"), and how the reference table does.
    private var names: (description: String, shortName: String) {
        switch self {
        case .bool: ("YES or NO", "boolean")
        case .integer: ("a whole number", "integer")
        case .number: ("a number", "number")
        case .string: ("text", "text")
        case .choice(let options): ("one of " + options.joined(separator: ", "), options.joined(separator: "/"))
        case .date: ("a date from 0001-01-01 to 9999-12-31, as 2026-11-29 or 2026-11-29T10:30:00 (UTC unless it ends in an offset)", "date")
        case .priority: ("a number from 1 to 1000", "number, 1-1000")
        case .multiplier: ("a number, or a ratio such as 16:9 or 1/3", "number or ratio")
        case .color: ("a colour", "colour")
        case .rect: ("a rect", "rect")
        case .point: ("a point", "point")
        case .size: ("a size", "size")
        case .autoresizingMask: ("an autoresizing mask", "autoresizing mask")
        case .insets: ("insets", "insets")
        }
    }

    /// How messages name the type: "expected a whole number".
    public var description: String { names.description }
    /// How messages name the type where a value of the right kind can still miss its bounds:
    /// a whole number's are those of an `Int`, which `accepts` holds it to.
    package var bounded: String { self == .integer ? "a whole number from \(Int.min) to \(Int.max)" : description }
    package var shortName: String { names.shortName }

    /// Reads an attribute's text as this type; nil if it does not fit.
    public func parse(_ text: String) -> NibValue? {
        switch self {
        case .bool:
            switch text {
            case "YES", "true", "yes": return .bool(true)
            case "NO", "false", "no": return .bool(false)
            default: return nil
            }
        case .integer: return Int(text).map { .number(Double($0)) }
        case .number: return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case .string: return text.utf8.count <= NibDocument.maximumTextLength ? .string(text) : nil
        case .choice(let options): return options.contains(text) ? .string(text) : nil
        case .date: return NibDate(text).map { .number($0.timeIntervalSinceReferenceDate) }
        case .priority: return Double(text).flatMap { Self.priorities.contains($0) ? .number($0) : nil }
        case .multiplier:
            // `16:9` and `16/9` are the ratio 16/9; a ratio's parts are numbers, its divisor not 0.
            guard let bar = text.firstIndex(where: { $0 == ":" || $0 == "/" }) else { return ValueType.number.parse(text) }
            guard let dividend = Double(text[..<bar]), let divisor = Double(text[text.index(after: bar)...]), divisor != 0 else { return nil }
            let ratio = dividend / divisor
            return ratio.isFinite ? .number(ratio) : nil
        case .color, .rect, .point, .size, .autoresizingMask, .insets: return nil  // written as elements, not attributes
        }
    }
}

extension ValueType {
    /// The priorities a screen may write, as UIKit allows them.
    package static let priorities: ClosedRange<Double> = 1...1000
}

extension ValueType {
    /// Whether a decoded value is one this type reads: what `parse` would have made, within
    /// the same bounds (whole numbers that fit, cells within `Rect.cellLimit`).
    package func accepts(_ value: NibValue) -> Bool {
        func cells(_ number: Int) -> Bool { number.magnitude <= UInt(Rect.cellLimit) }
        switch (self, value) {
        case (.bool, .bool), (.color, .color), (.autoresizingMask, .autoresizingMask): return true
        case (.string, .string(let text)): return text.utf8.count <= NibDocument.maximumTextLength
        case (.integer, .number(let number)): return Int(exactly: number) != nil
        case (.number, .number(let number)), (.multiplier, .number(let number)): return number.isFinite
        case (.priority, .number(let number)): return Self.priorities.contains(number)
        case (.date, .number(let seconds)): return NibDate.range.contains(seconds)
        case (.choice(let options), .string(let text)): return options.contains(text)
        case (.rect, .rect(let r)): return cells(r.x) && cells(r.y) && cells(r.width) && cells(r.height) && r.width >= 0 && r.height >= 0
        case (.point, .point(let p)): return cells(p.x) && cells(p.y)
        case (.size, .size(let s)): return cells(s.width) && cells(s.height)
        case (.insets, .insets(let i)): return cells(i.top) && cells(i.left) && cells(i.bottom) && cells(i.right)
        default: return false
        }
    }
}

extension ValueType {
    /// The type a runtime attribute's value has (nil aside): nil for a value no runtime
    /// attribute type writes (an autoresizing mask).
    package static func ofRuntimeAttribute(_ value: NibValue) -> ValueType? {
        switch value {
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .color: .color
        case .rect: .rect
        case .point: .point
        case .size: .size
        case .null, .autoresizingMask, .insets: nil
        }
    }
}
