/// One element of a screen file as libxml2 read it: a name, attributes, children, and where each
/// of them stands in the file. The screen model is decoded from this tree.
public struct XMLElement: Sendable {
    public struct Attribute: Sendable {
        public var name: String
        public var value: String
        public var location: SourceLocation
    }

    public var name: String
    public var attributes: [Attribute]
    public var children: [XMLElement]
    public var location: SourceLocation
    /// Non-whitespace text found directly inside the element (screens have none), with its place.
    public var text: (String, SourceLocation)?

    public init(name: String, attributes: [Attribute] = [], children: [XMLElement] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    public subscript(attribute name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }
}
