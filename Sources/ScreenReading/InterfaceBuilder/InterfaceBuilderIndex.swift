import NibFormat
import TerminalCells

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
    /// Objects the base size class leaves out (`<variation key="default"><mask><exclude reference=...>`)
    /// and no size class includes: never installed, not read. (One a size class includes is
    /// read, its variations saying when it is installed.)
    var excluded: Set<String> = []
    /// Objects a size class's variation includes.
    private var includedInSizeClasses: Set<String> = []
    /// Views that show one line (`UIKitElement.Lines`), by id: a row tall, whatever their frame.
    var singleLine: Set<String> = []
    /// Objects read as plain views or objects (filled in while reading): outlets to them are not made.
    var notShown: Set<String> = []
    /// The size in points Xcode drew each view whose shape gives way at (filled in while
    /// reading): views drawn alike keep alike in cells (`DocumentDecoder.givingWayAlike`).
    var designSizes: [String: (width: Double, height: Double)] = [:]
    /// Whether the file is AppKit's (macOS), read by `xcodeElements` made of AppKit's names.
    var isAppKit = false
    /// An AppKit file's views around the one being read, innermost last (filled in while
    /// reading): their heights in points, and whether their subviews' frames are written from
    /// the top (`InterfaceBuilderFormat.appKitFlippedViews`), not from the bottom.
    var appKitSuperviews: [(height: Double, flipped: Bool)] = []
    /// Every number Xcode wrote that is none, or none a terminal can hold
    /// (`InterfaceBuilderFormat.numberAttributes`): the file is refused for them, as NibKit's
    /// own dialect is.
    var badNumbers: [Diagnostic] = []

    /// How each element Xcode writes is read (`Vocabulary.xcodeElements`), kept for the read.
    let xcodeElements: [String: UIKitElement]

    /// One pass over `markup`, knowing which elements show one line by `xcodeElements`.
    init(_ markup: RecordedMarkup, xcodeElements: [String: UIKitElement], isAppKit: Bool = false) {
        self.xcodeElements = xcodeElements
        self.isAppKit = isAppKit
        typealias Element = RecordedMarkup.Element
        func value(_ name: MarkupName, of element: Element) -> String? { markup.attribute(name, of: element).map(markup.value) }
        func children(_ element: Element, named name: String) -> [Element] { markup.children(element).filter { markup.nameText($0) == name } }
        func frameHeight(of element: Element) -> Double? {
            markup.children(element).first { markup.name($0) == .rect && value(.key, of: $0) == "frame" }.flatMap { value(.height, of: $0) }
                .flatMap(Double.init)
        }

        for index in markup.elements.indices {
            let element = Element(index: index)
            for attribute in markup.attributes(element) where InterfaceBuilderFormat.numberAttributes.contains(markup.name(attribute)) {
                if let problem = InterfaceBuilderFormat.numberProblem(markup.value(attribute), name: markup.nameText(attribute), at: markup.location(attribute))
                {
                    badNumbers.append(problem)
                }
            }
            let name = markup.nameText(element)
            switch name {
            case "namedColor", "systemColor":
                if let colorName = value(.name, of: element), let color = children(element, named: "color").first,
                    let value = UIKitColors.color(UIKitColors.Written(color, in: markup), defined: [:])
                {
                    colors[colorName] = value
                }
            case "variation":
                // Left out of the base; kept when a size class includes it.
                let isBase = value(.key, of: element) == "default"
                let isSizeClass = value(.key, of: element).flatMap(SizeClassCondition.init(key:)) != nil
                for mask in children(element, named: "mask") {
                    for entry in children(mask, named: isBase ? "exclude" : "include") {
                        guard let reference = markup.attributes(entry).first(where: { markup.nameText($0) == "reference" }).map(markup.value) else { continue }
                        if isBase { excluded.insert(reference) } else if isSizeClass { includedInSizeClasses.insert(reference) }
                    }
                }
            case "viewLayoutGuide":
                // A scroll view's content and frame guides are the scroll view itself here.
                if let key = value(.key, of: element), key == "contentLayoutGuide" || key == "frameLayoutGuide", let id = value(.id, of: element),
                    let owner = Self.parent(of: element, in: markup), let ownerID = value(.id, of: owner)
                {
                    guides[id] = Guide(item: ownerID)
                }
            case "layoutGuides":
                // A controller's top and bottom layout guides are its view's top and bottom.
                guard let controller = Self.parent(of: element, in: markup),
                    let view = markup.children(controller).first(where: { value(.key, of: $0) == "view" }),
                    let viewID = value(.id, of: view)
                else { continue }
                for guide in children(element, named: "viewControllerLayoutGuide") {
                    guard let id = value(.id, of: guide) else { continue }
                    let edge: LayoutAttribute = value(.type, of: guide) == "bottom" ? .bottom : .top
                    guides[id] = Guide(item: viewID, attributes: [.top: edge, .bottom: edge])
                }
            default:
                // An AppKit text field whose cell wraps shows many lines (a label of a paragraph).
                if isAppKit, let cell = markup.children(element).first(where: { value(.key, of: $0) == "cell" }),
                    InterfaceBuilderFormat.appKitWrappingModes.contains(markup.attribute(named: "lineBreakMode", of: cell).map(markup.value) ?? "")
                {
                    continue
                }
                if let kind = xcodeElements[name], kind.lines != .many, let id = value(.id, of: element),
                    Self.showsOneLine(kind.lines, numberOfLines: value(.numberOfLines, of: element), frameHeight: frameHeight(of: element))
                {
                    singleLine.insert(id)
                }
            }
        }
        excluded.subtract(includedInSizeClasses)
    }

    /// Whether a view of this kind, so written, shows one line.
    static func showsOneLine(_ lines: UIKitElement.Lines, numberOfLines: String?, frameHeight: Double?) -> Bool {
        switch lines {
        case .many: return false
        case .one: return true
        case .asNumberOfLines: return (numberOfLines ?? "1") == "1"
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
