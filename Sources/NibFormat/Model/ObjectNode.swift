/// One object a screen describes: a placeholder, or a nib object to be instantiated.
public struct ObjectNode: Sendable {
    /// The element name: `view`, `button`, `placeholder`, `tapGestureRecognizer` ...
    public var element: String
    public var id: String
    /// The class to instantiate instead of the element's own (`customClass="RedButton"`).
    public var customClass: String?
    /// For placeholders: `IBFilesOwner`, `IBFirstResponder`, or an external object's name.
    public var placeholderIdentifier: String?
    /// A name for people (shown by the outline), no effect on loading.
    public var userLabel: String?
    /// For an object nested in another (a view controller's `view`): the outlet it fills.
    public var key: String?
    /// Typed attributes and keyed values (`title`, `frame`, `backgroundColor` ...), by name.
    public var properties = PropertyList()
    /// Objects nested by key, such as a view controller's main view.
    public var embedded: [ObjectNode] = []
    /// Subviews, back to front.
    public var subviews: [ObjectNode] = []
    /// The constraints a view holds (`<constraints>`), between it and views of its tree, in
    /// document order: objects of their own, with ids that outlets may name.
    public var constraints: [ObjectNode] = []
    /// A table's prototype cells (`<prototypes>`): recipes the table makes cells from, again
    /// for each cell it needs, never made with the screen itself.
    public var prototypes: [ObjectNode] = []
    public var connections: [Connection] = []
    /// The segues that start from this object, in a storyboard (`<segue>` in `<connections>`).
    public var segues: [Segue] = []
    public var runtimeAttributes: [RuntimeAttribute] = []
    public var location: SourceLocation

    public var isPlaceholder: Bool { element == "placeholder" }
    /// The screen a view embeds (`screen="Name"`), if it names one.
    public var embeddedScreen: String? {
        if case .string(let name)? = properties["screen"]?.value { return name }
        return nil
    }

    /// The class to instantiate: the custom class, or the element's own.
    public var className: String { customClass ?? Vocabulary.element(element)?.className ?? element }

    /// A short name for messages: `button "howdy" (RedButton)`.
    public var label: String {
        "\(element) '\(id)'" + (customClass.map { " (\($0))" } ?? "")
    }
}

/// A typed value with the place it was written.
public struct Property: Sendable {
    public var value: NibValue
    public var location: SourceLocation
    public init(_ value: NibValue, at location: SourceLocation) { self.value = value; self.location = location }
}

/// A user-defined runtime attribute: a value set by key path after the object is made.
public struct RuntimeAttribute: Sendable {
    public var keyPath: String
    public var value: NibValue
    public var location: SourceLocation
}
