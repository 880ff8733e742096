import TerminalCells

/// A typed value from a screen file: an element's attribute, a keyed value element, or a
/// user-defined runtime attribute.
public enum NibValue: Hashable, Sendable, CustomStringConvertible {
    /// `YES` or `NO`.
    case bool(Bool)
    /// A number; whole numbers are numbers too.
    case number(Double)
    /// Text.
    case string(String)
    /// A runtime attribute of type `nil`: it sets the key to nil.
    case null
    /// A colour (`<color>`).
    case color(Color)
    /// A rect in cells (`<rect>`), such as a frame.
    case rect(Rect)
    /// A point in cells (`<point>`).
    case point(Point)
    /// A size in cells (`<size>`).
    case size(Size)
    /// Springs and struts (`<autoresizingMask>`).
    case autoresizingMask(AutoresizingMask)
    /// Distances in from each edge, in cells (`<inset>`), such as a flow layout's section inset.
    case insets(EdgeInsets)

    /// The value as messages show it: `YES`/`NO`, whole numbers without a fraction, strings quoted.
    public var description: String {
        switch self {
        case .bool(let b): return b ? "YES" : "NO"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .null: return "nil"
        case .color(let c): return c.description
        case .rect(let r): return r.description
        case .point(let p): return p.description
        case .size(let s): return s.description
        case .autoresizingMask(let m): return "mask(\(m.rawValue))"
        case .insets(let i): return i.description
        }
    }

    /// The value as an attribute writes it: its description, without a string's quotes.
    public var writtenText: String {
        if case .string(let s) = self { return s }
        return description
    }

    /// The name of the value's type, as runtime attributes spell it.
    public var typeName: String {
        switch self {
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .null: return "nil"
        case .color: return "color"
        case .rect: return "rect"
        case .point: return "point"
        case .size: return "size"
        case .autoresizingMask: return "autoresizingMask"
        case .insets: return "inset"
        }
    }
}
