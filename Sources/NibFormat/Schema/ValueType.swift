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

    public var description: String {
        switch self {
        case .bool: return "YES or NO"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .string: return "text"
        case .choice(let options): return "one of " + options.joined(separator: ", ")
        case .color: return "a colour"
        case .rect: return "a rect"
        case .point: return "a point"
        case .size: return "a size"
        case .autoresizingMask: return "an autoresizing mask"
        }
    }

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
        case .string: return .string(text)
        case .choice(let options): return options.contains(text) ? .string(text) : nil
        case .color, .rect, .point, .size, .autoresizingMask: return nil  // written as elements, not attributes
        }
    }
}
