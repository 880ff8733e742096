import NibFormat

/// What reading an AppKit (macOS) file adds to reading a UIKit one: the same reader, by
/// AppKit's names (`Vocabulary.appKitElements`), with what AppKit writes differently.
///
/// - A control's settings are its cell's (`<buttonCell key="cell" title="OK">`).
/// - A text field that cannot be edited is a label, as AppKit's labels are.
/// - Frames are written from the bottom of the superview, as AppKit's coordinates rise,
///   except in views whose coordinates are flipped (`InterfaceBuilderFormat.appKitFlippedViews`).
/// - A window controller's window gives it its title.
extension DocumentDecoder {
    /// How an AppKit element is read: by its name, a text field by its cell.
    func appKitKind(of element: Element, named name: String) -> UIKitElement? {
        if appKitPlaceholder(element, named: name) != nil, let placeholder = vocabulary.sharedElement(named: "placeholder") {
            return UIKitElement(placeholder.spec)
        }
        if name == "textField", let cell = markup.children(element).first(where: { value(.key, of: $0) == "cell" }),
            value(named: "editable", of: cell) != "YES", let label = vocabulary.sharedElement(named: "label")
        {
            return UIKitElement(label.spec)
        }
        return interfaceBuilder?.xcodeElements[name]
    }

    /// The placeholder an AppKit object stands for: the application (a storyboard's
    /// `<application>`, the running one), File's Owner (a view file's `-2` custom object) and
    /// First Responder (`-1`, or a scene's `sceneMemberID="firstResponder"`), which AppKit's
    /// files write as custom objects; nil for any other object.
    func appKitPlaceholder(_ element: Element, named name: String) -> String? {
        if name == "application" { return Placeholder.application }
        guard name == "customObject" else { return nil }
        if value(named: "sceneMemberID", of: element) == "firstResponder" { return Placeholder.firstResponder }
        switch value(.id, of: element) {
        case "-1": return Placeholder.firstResponder
        case "-2": return Placeholder.filesOwner
        default: return nil
        }
    }

    /// Reads a control's cell as the control: its attributes, by the names AppKit's cells give
    /// them (`InterfaceBuilderFormat.appKitCellAttributes`), and its title, fonts and colours.
    mutating func readAppKitCell(_ cell: Element, kind: UIKitElement, spec: ElementSpec.Shared, into node: inout ObjectNode) {
        let names = InterfaceBuilderFormat.appKitCellAttributes[node.element] ?? [:]
        let cellKind = kind.renaming(names)
        readAttributes(of: cell, kind: cellKind, spec: spec, into: &node)
        if spec.spec.attributes["numberOfLines"] != nil, InterfaceBuilderFormat.appKitWrappingModes.contains(value(named: "lineBreakMode", of: cell) ?? "") {
            node.properties["numberOfLines"] = Property(.number(0), at: markup.location(cell))
        }
        for child in markup.children(cell) {
            if markup.nameText(child) == "string", let key = value(.key, of: child), let name = names[key] ?? (key == "title" ? "title" : nil),
                spec.spec.attributes[name] == .string
            {
                node.properties[name] = Property(.string(markup.text(child)?.0 ?? ""), at: markup.location(child))
            } else {
                readChild(child, of: markup.nameText(cell), kind: cellKind, spec: spec, isSupported: true, into: &node)
            }
        }
    }

    /// A window controller's `<window key="window">`: its title is the controller's.
    mutating func readAppKitWindow(_ window: Element, into node: inout ObjectNode) {
        if let title = markup.attribute(.title, of: window) { node.properties["title"] = Property(.string(markup.value(title)), at: markup.location(title)) }
    }

    /// The top of a frame in points from its superview's top, where AppKit wrote it from the
    /// bottom; nil where it is written from the top (UIKit's files, flipped superviews, a view
    /// with none).
    func appKitTop(of frame: Element) -> Double? {
        guard interfaceBuilder?.isAppKit == true, let superview = interfaceBuilder?.appKitSuperviews.last, !superview.flipped else { return nil }
        return superview.height - markup.points(.y, of: frame) - markup.points(.height, of: frame)
    }

    /// Enters a view's subviews: their frames are written from its bottom unless it is flipped.
    mutating func enterAppKitSuperview(_ id: String, named name: String) {
        guard interfaceBuilder?.isAppKit == true else { return }
        let height = interfaceBuilder?.designSizes[id]?.height ?? 0
        interfaceBuilder?.appKitSuperviews.append((height, InterfaceBuilderFormat.appKitFlippedViews.contains(name)))
    }

    /// Leaves the subviews `enterAppKitSuperview` entered.
    mutating func leaveAppKitSuperview() {
        if interfaceBuilder?.isAppKit == true { interfaceBuilder?.appKitSuperviews.removeLast() }
    }
}
