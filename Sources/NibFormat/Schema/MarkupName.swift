/// An element or attribute name the screen format knows, interned as one byte, so the decoder
/// compares and looks up names by a comparison or an array index instead of hashing a string.
/// Every name the format does not know is `other` (the markup keeps its text for messages).
///
/// Public, though only the readers use it: the compiler shares a public enum's comparisons and
/// raw values with other modules, and a package one's not, so a reader in its own module called
/// a function for each `==` (1.5 M instructions of an XML load of 1,000 views).
public enum MarkupName: UInt8, CaseIterable, Sendable {
    /// A name the format does not know.
    case other
    /// Structure: the document and the lists of an object.
    case document, objects, subviews, connections, userDefinedRuntimeAttributes, userDefinedRuntimeAttribute
    /// Structure: connections, states, segments and prototypes.
    case outlet, outletCollection, action, state, constraints, segments, segment, prototypes
    /// Structure: a storyboard's scenes and segues.
    case scenes, scene, segue
    /// The format's own objects (widgets' elements are their classes' declarations), and `view`,
    /// a key Xcode's dialect looks for.
    case placeholder, object, view
    /// The format's own objects of layout.
    case constraint, viewLayoutGuide
    /// Value elements.
    case rect, point, size, color, autoresizingMask, inset
    /// Attributes of the document, objects, connections and runtime attributes.
    case type, version, id, customClass, userLabel, placeholderIdentifier, key
    /// Attributes of many objects.
    case title, enabled, value
    /// Settings Xcode's dialect reads by name: in points, in its own words, or to decide a size.
    case numberOfLines, axis, alignment, spacing
    /// Attributes of connections and runtime attributes.
    case property, destination, selector, eventType, collectionClass, keyPath
    /// Settings Xcode's dialect reads by name: layout, tables and cells.
    case translatesAutoresizingMaskIntoConstraints, rowHeight, sectionHeaderHeight, sectionFooterHeight, reuseIdentifier
    /// Settings Xcode's dialect reads by name: a collection view's flow layout, in points.
    case minimumLineSpacing, minimumInteritemSpacing, scrollDirection
    /// Attributes of constraints.
    case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, identifier
    /// Attributes of storyboards, scenes and segues.
    case initialViewController, sceneID, kind, relationship, modalPresentationStyle, unwindAction
    /// Attributes of value elements.
    case x, y, width, height, name, index, hex, red, green, blue, white, alpha, colorSpace, minX, minY, maxX, maxY
    /// Attributes of the autoresizing mask.
    case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY

    package init(_ text: String) { self = Self.byText[text] ?? .other }

    /// The name as written. `other` has no text of its own.
    package var text: String { Self.texts[Int(rawValue)] }

    /// Each case's Swift name, in case order (a test checks them against the cases): literals,
    /// which copy without allocating or counting references.
    private static let texts: [String] = [
        "",
        "document", "objects", "subviews", "connections", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "outlet", "outletCollection", "action", "state", "constraints", "segments", "segment", "prototypes",
        "scenes", "scene", "segue",
        "placeholder", "object", "view",
        "constraint", "viewLayoutGuide",
        "rect", "point", "size", "color", "autoresizingMask", "inset",
        "type", "version", "id", "customClass", "userLabel", "placeholderIdentifier", "key",
        "title", "enabled", "value",
        "numberOfLines", "axis", "alignment", "spacing",
        "property", "destination", "selector", "eventType", "collectionClass", "keyPath",
        "translatesAutoresizingMaskIntoConstraints", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "reuseIdentifier",
        "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority", "identifier",
        "initialViewController", "sceneID", "kind", "relationship", "modalPresentationStyle", "unwindAction",
        "x", "y", "width", "height", "name", "index", "hex", "red", "green", "blue", "white", "alpha", "colorSpace", "minX", "minY", "maxX", "maxY",
        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
    ]
    private static let byText: [String: MarkupName] = Dictionary(uniqueKeysWithValues: allCases.dropFirst().map { ($0.text, $0) })
}
