import NibFormat

/// Values Xcode writes as elements where NibKit writes attributes.
enum InterfaceBuilderValues {
    /// A runtime attribute's number or text as Xcode writes it inside: `<integer key="value" value="6"/>`,
    /// `<real>`, `<string>`, `<bool>`: the inner element's `value` attribute.
    static func nestedValue(of element: RecordedMarkup.Element, in markup: RecordedMarkup) -> RecordedMarkup.Attribute? {
        for child in markup.children(element) where ["integer", "real", "bool", "string"].contains(markup.nameText(child)) {
            if let value = markup.attribute(.value, of: child) { return value }
        }
        return nil
    }
}
