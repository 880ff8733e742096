/// A Swift type a screen value can be set into: the bridge from `NibValue` to properties.
nonisolated public protocol NibValueConvertible {
    /// The value a screen gives, as this type; nil when it is not one of `propertyType`'s.
    init?(nibValue: NibValue)
    /// The values a property of this type takes, which the loader and `nibtool validate` hold
    /// a runtime attribute to before it is set.
    static var propertyType: PropertyType { get }
    /// The value as a screen writes it, read back (a size-class variation keeps the value it
    /// changes, to restore it); nil for a type that cannot say.
    var nibValue: NibValue? { get }
}

extension NibValueConvertible {
    /// Nil: the type cannot say.
    public var nibValue: NibValue? { nil }
}

/// Whole numbers from a screen: a runtime attribute or inspectable of type `number`.
nonisolated extension Int: NibValueConvertible {
    /// A screen's number, when it is whole (`2`, not `2.5`).
    public init?(nibValue: NibValue) {
        guard case .number(let n) = nibValue, let whole = Int(exactly: n) else { return nil }
        self = whole
    }
    /// A whole number within an Int's bounds.
    public static var propertyType: PropertyType { PropertyType(.integer) }
    /// The number.
    public var nibValue: NibValue? { .number(Double(self)) }
}

/// Real numbers (Double, Float): a screen's number, rounded to the type's precision.
nonisolated extension NibValueConvertible where Self: BinaryFloatingPoint {
    /// A screen's number, rounded to the type's precision.
    public init?(nibValue: NibValue) {
        guard case .number(let n) = nibValue else { return nil }
        self.init(n)
    }
    /// Any number.
    public static var propertyType: PropertyType { PropertyType(.number) }
    /// The number.
    public var nibValue: NibValue? { .number(Double(self)) }
}

nonisolated extension Double: NibValueConvertible {}
nonisolated extension Float: NibValueConvertible {}

/// Booleans from a screen: a runtime attribute or inspectable of type `boolean`.
nonisolated extension Bool: NibValueConvertible {
    /// A screen's Boolean (`YES` or `NO`).
    public init?(nibValue: NibValue) {
        guard case .bool(let b) = nibValue else { return nil }
        self = b
    }
    /// `YES` or `NO`.
    public static var propertyType: PropertyType { PropertyType(.bool) }
    /// `YES` or `NO`.
    public var nibValue: NibValue? { .bool(self) }
}

/// Text from a screen: a runtime attribute or inspectable of type `string`.
nonisolated extension String: NibValueConvertible {
    /// A screen's string.
    public init?(nibValue: NibValue) {
        guard case .string(let s) = nibValue else { return nil }
        self = s
    }
    /// Text.
    public static var propertyType: PropertyType { PropertyType(.string) }
    /// The text.
    public var nibValue: NibValue? { .string(self) }
}

/// Colours from a screen: a runtime attribute or inspectable of type `color`.
nonisolated extension Color: NibValueConvertible {
    /// A screen's colour.
    public init?(nibValue: NibValue) {
        guard case .color(let c) = nibValue else { return nil }
        self = c
    }
    /// A colour.
    public static var propertyType: PropertyType { PropertyType(.color) }
    /// The colour.
    public var nibValue: NibValue? { .color(self) }
}

/// Rectangles from a screen, in cells: a runtime attribute of type `rect`.
nonisolated extension Rect: NibValueConvertible {
    /// A screen's rectangle, in cells.
    public init?(nibValue: NibValue) {
        guard case .rect(let r) = nibValue else { return nil }
        self = r
    }
    /// A rect, in cells.
    public static var propertyType: PropertyType { PropertyType(.rect) }
    /// The rect.
    public var nibValue: NibValue? { .rect(self) }
}

/// Points from a screen, in cells: a runtime attribute of type `point`.
nonisolated extension Point: NibValueConvertible {
    /// A screen's point, in cells.
    public init?(nibValue: NibValue) {
        guard case .point(let p) = nibValue else { return nil }
        self = p
    }
    /// A point, in cells.
    public static var propertyType: PropertyType { PropertyType(.point) }
    /// The point.
    public var nibValue: NibValue? { .point(self) }
}

/// Sizes from a screen, in cells: a runtime attribute of type `size`.
nonisolated extension Size: NibValueConvertible {
    /// A screen's size, in cells.
    public init?(nibValue: NibValue) {
        guard case .size(let s) = nibValue else { return nil }
        self = s
    }
    /// A size, in cells.
    public static var propertyType: PropertyType { PropertyType(.size) }
    /// The size.
    public var nibValue: NibValue? { .size(self) }
}

/// Insets from a screen, in cells: an `<inset>`, as a flow layout's section inset.
nonisolated extension EdgeInsets: NibValueConvertible {
    /// A screen's insets, in cells.
    public init?(nibValue: NibValue) {
        guard case .insets(let i) = nibValue else { return nil }
        self = i
    }
    /// Insets, in cells.
    public static var propertyType: PropertyType { PropertyType(.insets) }
    /// The insets.
    public var nibValue: NibValue? { .insets(self) }
}

/// Dates from a screen: its ISO 8601 text (or Xcode's `<date>`), held as seconds since 2001.
nonisolated extension NibDate: NibValueConvertible {
    /// A screen's date, within the years a screen may write.
    public init?(nibValue: NibValue) {
        guard case .number(let seconds) = nibValue, NibDate.range.contains(seconds) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
    /// A date.
    public static var propertyType: PropertyType { PropertyType(.date) }
    /// Its seconds since 2001.
    public var nibValue: NibValue? { .number(timeIntervalSinceReferenceDate) }
}

/// Optional properties: a screen's `nil` value clears them; any other value sets the wrapped type.
nonisolated extension Optional: NibValueConvertible where Wrapped: NibValueConvertible {
    /// Nil for a screen's `nil` value; otherwise the wrapped type's value.
    public init?(nibValue: NibValue) {
        if case .null = nibValue { self = .none; return }
        guard let value = Wrapped(nibValue: nibValue) else { return nil }
        self = .some(value)
    }
    /// The wrapped type's values, or nil.
    public static var propertyType: PropertyType { PropertyType(Wrapped.propertyType.valueType, isOptional: true) }
    /// `nil`, or the wrapped value's.
    public var nibValue: NibValue? { map { $0.nibValue } ?? .null }
}

/// A choice by its name, as a runtime attribute's string (`numberPad`, `trailing`).
nonisolated extension NibValueConvertible where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// The choice a screen's string names (`numberPad`); nil for another name.
    public init?(nibValue: NibValue) {
        guard case .string(let name) = nibValue else { return nil }
        self.init(rawValue: name)
    }
    /// One of the choices' names.
    public static var propertyType: PropertyType { PropertyType(.choice(allCases.map(\.rawValue))) }
    /// The choice's name.
    public var nibValue: NibValue? { .string(rawValue) }
}

/// A stack's axis, distribution and alignment by name (`vertical`, `fillEqually`, `center`).
nonisolated extension LayoutAttribute.Axis: NibValueConvertible {}
nonisolated extension StackViewDistribution: NibValueConvertible {}
nonisolated extension StackViewAlignment: NibValueConvertible {}

/// A keyboard type by its name (`numberPad`).
nonisolated extension KeyboardType: NibValueConvertible {}
/// A button's title alignment by its name (`trailing`).
nonisolated extension ContentHorizontalAlignment: NibValueConvertible {}
