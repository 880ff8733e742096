import NibFormat

/// How Xcode's segue values that NibKit spells differently are read: the kinds older files use
/// (`push`, `modal`), and presentation styles a terminal does not have.
enum InterfaceBuilderSegues {
    static let kinds = [
        "push": "show", "showDetail": "show", "replace": "show", "modal": "presentation", "popoverPresentation": "presentation",
    ]

    /// NibKit's value for an attribute Xcode wrote differently; nil to read it as written.
    static func value(of name: String, written: String) -> String? {
        switch name {
        case "kind": return kinds[written]
        case "modalPresentationStyle" where !Vocabulary.modalPresentationStyles.contains(written): return "automatic"
        default: return nil
        }
    }
}
