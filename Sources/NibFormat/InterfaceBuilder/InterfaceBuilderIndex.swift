/// What one pass over an Interface Builder file finds before its objects are read: what is
/// written after the objects that use it (the `<resources>`), or away from them (layout guides
/// that stand for views, size-class exclusions), and which views show one line.
struct InterfaceBuilderIndex {
    /// A layout guide NibKit has no object for, and the item constraints name instead.
    struct Guide {
        var item: String
        /// How the guide's attributes read on that item (a top guide's bottom is the view's top).
        var attributes: [LayoutAttribute: LayoutAttribute] = [:]
    }

    /// Colours the document's `<resources>` define (`<namedColor>`, `<systemColor>`), by name.
    var colors: [String: Color] = [:]
    var guides: [String: Guide] = [:]
    /// Objects the base size class leaves out (`<variation key="default"><mask><exclude reference=...>`),
    /// installed only for other size classes, which a terminal does not have.
    var excluded: Set<String> = []
    /// Views that show one line (`UIKitElement.Lines`), by id: a row tall, whatever their frame.
    var singleLine: Set<String> = []
    /// Objects read as plain views or objects (filled in while reading): outlets to them are not made.
    var notShown: Set<String> = []

    init(_ markup: RecordedMarkup) {
        typealias Element = RecordedMarkup.Element
        func attributes(_ element: Element) -> [String: String] {
            Dictionary(markup.attributes(element).map { (markup.nameText($0), markup.value($0)) }) { first, _ in first }
        }
        func children(_ element: Element, named name: String) -> [Element] { markup.children(element).filter { markup.nameText($0) == name } }
        func frameHeight(of element: Element) -> Double? {
            children(element, named: "rect").first { attributes($0)["key"] == "frame" }.flatMap { attributes($0)["height"] }.flatMap(Double.init)
        }

        for index in markup.elements.indices {
            let element = Element(index: index)
            let name = markup.nameText(element)
            switch name {
            case "namedColor", "systemColor":
                if let colorName = attributes(element)["name"], let color = children(element, named: "color").first,
                    let value = UIKitColors.color(attributes(color), defined: [:])
                {
                    colors[colorName] = value
                }
            case "variation" where attributes(element)["key"] == "default":
                for mask in children(element, named: "mask") {
                    for exclude in children(mask, named: "exclude") {
                        if let reference = attributes(exclude)["reference"] { excluded.insert(reference) }
                    }
                }
            case "viewLayoutGuide":
                // A scroll view's content and frame guides are the scroll view itself here.
                let written = attributes(element)
                if let key = written["key"], key == "contentLayoutGuide" || key == "frameLayoutGuide", let id = written["id"],
                    let owner = Self.parent(of: element, in: markup), let ownerID = attributes(owner)["id"]
                {
                    guides[id] = Guide(item: ownerID)
                }
            case "layoutGuides":
                // A controller's top and bottom layout guides are its view's top and bottom.
                guard let controller = Self.parent(of: element, in: markup),
                    let view = markup.children(controller).first(where: { attributes($0)["key"] == "view" }),
                    let viewID = attributes(view)["id"]
                else { continue }
                for guide in children(element, named: "viewControllerLayoutGuide") {
                    let written = attributes(guide)
                    guard let id = written["id"] else { continue }
                    let edge: LayoutAttribute = written["type"] == "bottom" ? .bottom : .top
                    guides[id] = Guide(item: viewID, attributes: [.top: edge, .bottom: edge])
                }
            default:
                if let kind = UIKitElement.all[name], kind.lines != .many, let id = attributes(element)["id"],
                    Self.showsOneLine(kind.lines, attributes: attributes(element), frameHeight: frameHeight(of: element))
                {
                    singleLine.insert(id)
                }
            }
        }
    }

    /// Whether a view of this kind, so written, shows one line.
    static func showsOneLine(_ lines: UIKitElement.Lines, attributes: [String: String], frameHeight: Double?) -> Bool {
        switch lines {
        case .many: return false
        case .one: return true
        case .asNumberOfLines: return (attributes["numberOfLines"] ?? "1") == "1"
        case .asRowHeight: return (frameHeight ?? 0) <= UIKitElement.rowPoints
        }
    }

    /// The element whose child `element` is (records hold links down, so the parent is found by
    /// the child links of the elements before it, nearest first).
    static func parent(of element: RecordedMarkup.Element, in markup: RecordedMarkup) -> RecordedMarkup.Element? {
        for index in stride(from: element.index - 1, through: 0, by: -1) {
            let candidate = RecordedMarkup.Element(index: index)
            if markup.children(candidate).contains(where: { $0.index == element.index }) { return candidate }
        }
        return nil
    }
}
