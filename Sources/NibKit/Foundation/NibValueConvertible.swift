/// A Swift type a screen value can be set into: the bridge from `NibValue` to properties.
nonisolated public protocol NibValueConvertible {
    init?(nibValue: NibValue)
    static var nibTypeName: String { get }
}

nonisolated extension Int: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .number(let n) = nibValue, let whole = Int(exactly: n) else { return nil }
        self = whole
    }
    public static var nibTypeName: String { "number" }
}

/// Real numbers (Double, Float): a screen's number, rounded to the type's precision.
nonisolated extension NibValueConvertible where Self: BinaryFloatingPoint {
    public init?(nibValue: NibValue) {
        guard case .number(let n) = nibValue else { return nil }
        self.init(n)
    }
    public static var nibTypeName: String { "number" }
}

nonisolated extension Double: NibValueConvertible {}
nonisolated extension Float: NibValueConvertible {}

nonisolated extension Bool: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .bool(let b) = nibValue else { return nil }
        self = b
    }
    public static var nibTypeName: String { "boolean" }
}

nonisolated extension String: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .string(let s) = nibValue else { return nil }
        self = s
    }
    public static var nibTypeName: String { "string" }
}

nonisolated extension Color: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .color(let c) = nibValue else { return nil }
        self = c
    }
    public static var nibTypeName: String { "color" }
}

nonisolated extension Rect: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .rect(let r) = nibValue else { return nil }
        self = r
    }
    public static var nibTypeName: String { "rect" }
}

nonisolated extension Point: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .point(let p) = nibValue else { return nil }
        self = p
    }
    public static var nibTypeName: String { "point" }
}

nonisolated extension Size: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .size(let s) = nibValue else { return nil }
        self = s
    }
    public static var nibTypeName: String { "size" }
}

nonisolated extension Optional: NibValueConvertible where Wrapped: NibValueConvertible {
    public init?(nibValue: NibValue) {
        if case .null = nibValue { self = .none; return }
        guard let value = Wrapped(nibValue: nibValue) else { return nil }
        self = .some(value)
    }
    public static var nibTypeName: String { Wrapped.nibTypeName }
}

/// A choice by its name, as a runtime attribute's string (`numberPad`, `trailing`).
nonisolated extension NibValueConvertible where Self: RawRepresentable, RawValue == String {
    public init?(nibValue: NibValue) {
        guard case .string(let name) = nibValue else { return nil }
        self.init(rawValue: name)
    }
    public static var nibTypeName: String { "string" }
}

nonisolated extension KeyboardType: NibValueConvertible {}
nonisolated extension ContentHorizontalAlignment: NibValueConvertible {}
