/// One setting an element takes, as a class declares it: its name in screens, its type, the
/// name Xcode writes where it differs, and a sentence for the reference and the schema. A value
/// of a value element's type (a colour, a rect ...) is written as a keyed element
/// (`<color key="textColor">`), any other as an attribute.
public struct AttributeSpec: Sendable, Equatable {
    /// The name in screens (`minimumValue`).
    public let name: String
    /// What its text must be.
    public let type: ValueType
    /// Xcode's name for it (`minValue`), where it differs from `name`.
    public let xcodeName: String?
    /// One sentence for the reference table and the schema.
    public let summary: String

    /// A setting named `name` of `type`; `xcodeName` where Interface Builder writes another name.
    public init(_ name: String, _ type: ValueType, xcodeName: String? = nil, summary: String) {
        self.name = name
        self.type = type
        self.xcodeName = xcodeName
        self.summary = summary
    }

    /// Whether it is written as a keyed value element (`<rect key="frame">`), not an attribute.
    public var isValueElement: Bool { Vocabulary.valueElementName(for: type) != nil }
}
