/// The type of an attribute in a screen file, which decides how its text is read.
public enum ValueType: Sendable, Equatable, CustomStringConvertible {
    case bool
    case integer
    case number
    case string
    case choice([String])
    case color
    case rect
    case point
    case size
    case autoresizingMask

    /// How messages name the type ("expected a whole number"), and how the reference table does.
    private var names: (description: String, shortName: String) {
        switch self {
        case .bool: ("YES or NO", "boolean")
        case .integer: ("a whole number", "integer")
        case .number: ("a number", "number")
        case .string: ("text", "text")
        case .choice(let options): ("one of " + options.joined(separator: ", "), options.joined(separator: "/"))
        case .color: ("a colour", "colour")
        case .rect: ("a rect", "rect")
        case .point: ("a point", "point")
        case .size: ("a size", "size")
        case .autoresizingMask: ("an autoresizing mask", "autoresizing mask")
        }
    }

    public var description: String { names.description }
    var shortName: String { names.shortName }

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
        case .color, .rect, .point, .size, .autoresizingMask: return nil  // written as elements, not attributes
        }
    }
}

extension ValueType {
    /// Whether a decoded value is one this type reads: what `parse` would have made, within
    /// the same bounds (whole numbers that fit, cells within `Rect.cellLimit`).
    func accepts(_ value: NibValue) -> Bool {
        func cells(_ numbers: Int...) -> Bool { numbers.allSatisfy { $0.magnitude <= UInt(Rect.cellLimit) } }
        switch (self, value) {
        case (.bool, .bool), (.color, .color), (.autoresizingMask, .autoresizingMask): return true
        case (.string, .string(let text)): return text.utf8.count <= NibDocument.maximumTextLength
        case (.integer, .number(let number)): return Int(exactly: number) != nil
        case (.number, .number(let number)): return number.isFinite
        case (.choice(let options), .string(let text)): return options.contains(text)
        case (.rect, .rect(let r)): return cells(r.x, r.y, r.width, r.height) && r.width >= 0 && r.height >= 0
        case (.point, .point(let p)): return cells(p.x, p.y)
        case (.size, .size(let s)): return cells(s.width, s.height)
        default: return false
        }
    }
}

extension ValueType {
    /// The type a runtime attribute's value has (nil aside): nil for a value no runtime
    /// attribute type writes (an autoresizing mask).
    static func ofRuntimeAttribute(_ value: NibValue) -> ValueType? {
        switch value {
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .color: .color
        case .rect: .rect
        case .point: .point
        case .size: .size
        case .null, .autoresizingMask: nil
        }
    }
}
