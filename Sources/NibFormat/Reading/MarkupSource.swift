/// What `DocumentDecoder` reads: elements with names, attributes, children, stray text, and
/// where each stands in the file.
///
/// Two sources conform: the public `XMLElement` tree (`XMLTreeSource`, for `ScreenReader.decode`)
/// and the compact records of one parse (`RecordedMarkup`, for `ScreenReader.read`). The decoder
/// is written once against this protocol, so both paths check a screen with the same code and
/// report the same diagnostics; only how an element is held differs.
protocol MarkupSource {
    /// A handle to one element.
    associatedtype Element
    /// A handle to one attribute.
    associatedtype Attribute
    associatedtype Attributes: Sequence<Attribute>
    associatedtype Children: Sequence<Element>

    func name(_ element: Element) -> MarkupName
    /// The element's name as written, for messages and for names the format does not know.
    func nameText(_ element: Element) -> String
    func location(_ element: Element) -> SourceLocation
    /// Attributes in the order written.
    func attributes(_ element: Element) -> Attributes
    func children(_ element: Element) -> Children
    func hasChildren(_ element: Element) -> Bool
    /// How many attributes and children, to size what is built from them.
    func attributeCount(_ element: Element) -> Int
    func childCount(_ element: Element) -> Int
    /// About how many ids the document declares, to size the table of ids at once.
    var idCountHint: Int { get }
    /// The first non-whitespace text directly inside the element, trimmed, with its place.
    func text(_ element: Element) -> (String, SourceLocation)?
    func hasText(_ element: Element) -> Bool

    func name(_ attribute: Attribute) -> MarkupName
    func nameText(_ attribute: Attribute) -> String
    /// The value with entities resolved.
    func value(_ attribute: Attribute) -> String
    /// The value as a whole number, as `Int(value(attribute))` reads it.
    func integer(_ attribute: Attribute) -> Int?
    /// Where the value stands in `texts`, as `texts.index(of: value(attribute))` finds it.
    func value(_ attribute: Attribute, among texts: KnownTexts) -> Int?
    func location(_ attribute: Attribute) -> SourceLocation
}

extension MarkupSource {
    /// The first attribute named `name`, as `XMLElement[attribute:]` finds it.
    func attribute(_ name: MarkupName, of element: Element) -> Attribute? {
        for attribute in attributes(element) where self.name(attribute) == name { return attribute }
        return nil
    }

    func integer(_ attribute: Attribute) -> Int? { Int(value(attribute)) }

    func value(_ attribute: Attribute, among texts: KnownTexts) -> Int? { texts.index(of: value(attribute)) }

    var idCountHint: Int { 0 }
}
