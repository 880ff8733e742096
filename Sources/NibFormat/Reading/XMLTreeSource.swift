/// The public `XMLElement` tree as a `MarkupSource`, for `ScreenReader.decode(_:file:)`: a tree
/// built by hand or read by `XMLReader` is checked by the same decoder as a parse.
struct XMLTreeSource: MarkupSource {
    func name(_ element: XMLElement) -> MarkupName { MarkupName(element.name) }
    func nameText(_ element: XMLElement) -> String { element.name }
    func location(_ element: XMLElement) -> SourceLocation { element.location }
    func attributes(_ element: XMLElement) -> [XMLElement.Attribute] { element.attributes }
    func children(_ element: XMLElement) -> [XMLElement] { element.children }
    func hasChildren(_ element: XMLElement) -> Bool { !element.children.isEmpty }
    func attributeCount(_ element: XMLElement) -> Int { element.attributes.count }
    func childCount(_ element: XMLElement) -> Int { element.children.count }
    func text(_ element: XMLElement) -> (String, SourceLocation)? { element.text }
    func hasText(_ element: XMLElement) -> Bool { element.text != nil }

    func name(_ attribute: XMLElement.Attribute) -> MarkupName { MarkupName(attribute.name) }
    func nameText(_ attribute: XMLElement.Attribute) -> String { attribute.name }
    func value(_ attribute: XMLElement.Attribute) -> String { attribute.value }
    func location(_ attribute: XMLElement.Attribute) -> SourceLocation { attribute.location }
}
