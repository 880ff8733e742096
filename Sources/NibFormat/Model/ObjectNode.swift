/// One object a screen describes: a placeholder, or a nib object to be instantiated.
public struct ObjectNode: Sendable {
    /// The element name: `view`, `button`, `placeholder`, `tapGestureRecognizer` ...
    public var element: String
    /// The object's identifier, unique in the file, by which outlets, actions and constraints name it.
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
    /// The outlets and actions declared on this object (`<connections>`), in document order.
    public var connections: [Connection] = []
    /// The segues that start from this object, in a storyboard (`<segue>` in `<connections>`).
    public var segues: [Segue] = []
    /// The user-defined runtime attributes set on the object after it is made, in document order.
    public var runtimeAttributes: [RuntimeAttribute] = []
    /// What the object changes in some size classes (`<variation>`), in document order.
    public var variations: [Variation] = []
    /// Where the object's element is written.
    public var location: SourceLocation

    /// Whether it is a placeholder (`<placeholder>`), which loading fills rather than makes.
    public var isPlaceholder: Bool { element == "placeholder" }
    /// The screen a view embeds (`screen="Name"`), if it names one.
    public var embeddedScreen: String? { string(forKey: "screen") }

    /// The text of the property `key`, if it is a string.
    public func string(forKey key: String) -> String? {
        if case .string(let text)? = properties[key]?.value { return text }
        return nil
    }

    /// The class to instantiate: the custom class, or the element's own in `vocabulary`.
    public func className(in vocabulary: Vocabulary) -> String { customClass ?? vocabulary.element(element)?.className ?? element }

    /// A short name for messages: the element, the id and any custom class (`button 'ok' (RedButton)`).
    public var label: String {
        "\(element) '\(id)'" + (customClass.map { " (\($0))" } ?? "")
    }
}

/// A typed value with the place it was written.
public struct Property: Sendable {
    /// The value, typed as its attribute or value element says.
    public var value: NibValue
    /// Where the value is written.
    public var location: SourceLocation
    /// A value written at `location`.
    public init(_ value: NibValue, at location: SourceLocation) { self.value = value; self.location = location }
}

/// A user-defined runtime attribute: a value set by key path after the object is made.
public struct RuntimeAttribute: Sendable {
    /// The key path set, dot-separated (`layer.borderWidth`).
    public var keyPath: String
    /// The value set, of the type the attribute names.
    public var value: NibValue
    /// Where the `<userDefinedRuntimeAttribute>` is written.
    public var location: SourceLocation

    /// `value` set at `keyPath`, as written at `location`.
    public init(keyPath: String, value: NibValue, location: SourceLocation) {
        self.keyPath = keyPath
        self.value = value
        self.location = location
    }
}

extension ObjectNode {
    /// An object of `element` with `id`, written at `location`; a reader fills in the rest.
    public init(
        element: String, id: String, customClass: String? = nil, placeholderIdentifier: String? = nil, userLabel: String? = nil,
        location: SourceLocation
    ) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.placeholderIdentifier = placeholderIdentifier
        self.userLabel = userLabel
        self.location = location
    }
}

extension Array where Element == ObjectNode {
    /// Adds an object of `element`, for a reader to fill in where it stays. Made with the
    /// memberwise initializer, in this module, the node is built in the array's storage; made
    /// with the public one, it was built aside and copied in (a tenth of a compiled load).
    package mutating func appendNode(element: String, id: String = "", location: SourceLocation) {
        append(ObjectNode(element: element, id: id, key: nil, location: location))
    }
}
