/// What a property that runtime attributes set takes: values of one type, within its bounds,
/// and nil where the property is optional. The one rule the loader and `nibtool validate` hold
/// a runtime attribute's value to, named in the words both refuse it with.
public struct PropertyType: Sendable, Equatable, CustomStringConvertible {
    /// The type of the values it holds.
    public var valueType: ValueType
    /// Whether a runtime attribute of type `nil` may clear it.
    public var isOptional: Bool

    /// A property holding values of `valueType`, and nil when `isOptional`.
    public init(_ valueType: ValueType, isOptional: Bool = false) {
        self.valueType = valueType
        self.isOptional = isOptional
    }

    /// Whether the property can hold `value`: as `ValueType.accepts` judges it, nil only when optional.
    public func accepts(_ value: NibValue) -> Bool {
        if case .null = value { return isOptional }
        return valueType.accepts(value)
    }

    /// What it takes, bounds included: "a whole number from -9223372036854775808 to
    /// 9223372036854775807", "a colour, or nil".
    public var description: String { valueType.bounded + (isOptional ? ", or nil" : "") }
}
