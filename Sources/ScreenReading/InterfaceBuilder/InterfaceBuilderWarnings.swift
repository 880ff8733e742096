import NibFormat

/// The warnings reading an Interface Builder file gives, each written once.
enum InterfaceBuilderWarnings {
    static func notShown(_ element: String, as replacement: String?, at location: SourceLocation) -> Diagnostic {
        let shown = replacement.map { "; it loads as a plain \($0)" + ($0 == "view" ? " of its frame" : "") } ?? "; it is not shown"
        return Diagnostic.warning(.unsupportedElement, "<\(element)> has no terminal counterpart in NibKit\(shown)", at: location, key: element)
    }

    /// An element where objects stand (`<objects>`, `<subviews>`) without an id, such as one
    /// NibKit does not know: no object can be made of it, and it is not dropped without a word.
    static func notAnObject(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(.unsupportedElement, "<\(element)> is not read: it has no id, so it is not an object NibKit can load", at: location, key: element)
    }

    /// A variation for a trait other than the size classes (`userInterfaceIdiom=mac`).
    static func variationNotRead(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(
            .unsupportedElement, "the variation '\(key)' is not read: a terminal varies a screen by its size classes alone", at: location, key: key)
    }

    static func backItemNotRead(at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(
            .unsupportedElement, "the back bar button item is not read: the navigation bar's back button shows the previous controller's title",
            at: location, key: "backBarButtonItem")
    }

    static func notInPlaceholder(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(.unsupportedElement, "<\(element)> is not read: a placeholder holds only its connections and settings", at: location, key: element)
    }

    /// A connection left out: `reason` says what of its destination NibKit does not show.
    static func notConnected(_ connection: Connection, because reason: String) -> Diagnostic {
        let kind = connection.isAction ? "action" : "outlet"
        return Diagnostic.warning(
            .unsupportedElement, "the \(kind) '\(connection.name)' is not connected: \(reason)", at: connection.location, key: connection.name)
    }

    static func prototypeWithoutIdentifier(at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(
            .unsupportedElement, "this prototype cell has no reuseIdentifier, so no row can ask for it; it is not read", at: location,
            key: "reuseIdentifier")
    }

    static func connectionsNotMade(of node: ObjectNode, at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(.unsupportedElement, "the connections of \(node.label) are not made: it is not shown as what it is", at: location, objectID: node.id)
    }

    static func runtimeAttributeNotSet(_ keyPath: String, type: String, at location: SourceLocation) -> Diagnostic {
        let drawn = InterfaceBuilderFormat.drawnLayerKeyPaths.sorted().map { "'\($0)'" }.joined(separator: " and ")
        let why = type == "layer" ? "a terminal view's layer draws only its \(drawn)" : "NibKit has no \(type) values"
        return Diagnostic.warning(.unsupportedElement, "the runtime attribute '\(keyPath)' is not set: \(why)", at: location, key: keyPath)
    }
}
