/// An element or attribute name the screen format knows, interned as one byte, so the decoder
/// compares and looks up names by a comparison or an array index instead of hashing a string.
/// Every name the format does not know is `other` (the markup keeps its text for messages).
enum MarkupName: UInt8, CaseIterable {
    case other
    // Structure
    case document, objects, subviews, connections, userDefinedRuntimeAttributes, userDefinedRuntimeAttribute
    case outlet, outletCollection, action, state, constraints, segments, segment, prototypes
    case scenes, scene, segue
    // Objects
    case placeholder, object, view, label, button, textField, slider, stackView, scrollView, window, viewController
    case `switch`, stepper, segmentedControl, progressView, activityIndicatorView
    case tapGestureRecognizer, panGestureRecognizer, pinchGestureRecognizer, constraint, viewLayoutGuide, textView
    case tableView, tableViewCell, tableViewCellContentView, containerView, navigationController, tabBarController
    // Value elements
    case rect, point, size, color, autoresizingMask
    // Attributes of the document, objects, connections and runtime attributes
    case type, version, id, customClass, userLabel, placeholderIdentifier, key
    case tag, hidden, clipsSubviews, userInteractionEnabled, screen, focusable
    case text, textAlignment, numberOfLines, bold, italic, title, enabled, selected, bordered, secureTextEntry
    case keyboardType, editable, selectable, contentHorizontalAlignment
    case minimumValue, maximumValue, value, continuous, step, nibName, numberOfTapsRequired
    case axis, distribution, alignment, spacing
    case on, stepValue, wraps, autorepeat, selectedSegmentIndex, momentary, progress, animating, hidesWhenStopped, usesASCII
    case scrollEnabled, showsVerticalScrollIndicator, showsHorizontalScrollIndicator
    case property, destination, selector, eventType, collectionClass, keyPath
    case translatesAutoresizingMaskIntoConstraints, horizontalHuggingPriority, verticalHuggingPriority
    case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
    case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, identifier
    case style, rowHeight, sectionHeaderHeight, sectionFooterHeight, allowsSelection, reuseIdentifier, selectionStyle, accessoryType
    case initialViewController, sceneID, storyboardIdentifier, kind, relationship, modalPresentationStyle, unwindAction
    // Attributes of value elements
    case x, y, width, height, name, index, hex, red, green, blue, white, alpha, colorSpace
    case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY

    init(_ text: String) { self = Self.byText[text] ?? .other }

    /// The name as written. `other` has no text of its own.
    var text: String { Self.texts[Int(rawValue)] }

    /// Each case's Swift name, in case order (a test checks them against the cases): literals,
    /// which copy without allocating or counting references.
    private static let texts: [String] = [
        "",
        "document", "objects", "subviews", "connections", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "outlet", "outletCollection", "action", "state", "constraints", "segments", "segment", "prototypes",
        "scenes", "scene", "segue",
        "placeholder", "object", "view", "label", "button", "textField", "slider", "stackView", "scrollView", "window", "viewController",
        "switch", "stepper", "segmentedControl", "progressView", "activityIndicatorView",
        "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer", "constraint", "viewLayoutGuide", "textView",
        "tableView", "tableViewCell", "tableViewCellContentView", "containerView", "navigationController", "tabBarController",
        "rect", "point", "size", "color", "autoresizingMask",
        "type", "version", "id", "customClass", "userLabel", "placeholderIdentifier", "key",
        "tag", "hidden", "clipsSubviews", "userInteractionEnabled", "screen", "focusable",
        "text", "textAlignment", "numberOfLines", "bold", "italic", "title", "enabled", "selected", "bordered", "secureTextEntry",
        "keyboardType", "editable", "selectable", "contentHorizontalAlignment",
        "minimumValue", "maximumValue", "value", "continuous", "step", "nibName", "numberOfTapsRequired",
        "axis", "distribution", "alignment", "spacing",
        "on", "stepValue", "wraps", "autorepeat", "selectedSegmentIndex", "momentary", "progress", "animating", "hidesWhenStopped", "usesASCII",
        "scrollEnabled", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "property", "destination", "selector", "eventType", "collectionClass", "keyPath",
        "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority", "identifier",
        "style", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "allowsSelection", "reuseIdentifier", "selectionStyle", "accessoryType",
        "initialViewController", "sceneID", "storyboardIdentifier", "kind", "relationship", "modalPresentationStyle", "unwindAction",
        "x", "y", "width", "height", "name", "index", "hex", "red", "green", "blue", "white", "alpha", "colorSpace",
        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
    ]
    private static let byText: [String: MarkupName] = Dictionary(uniqueKeysWithValues: allCases.dropFirst().map { ($0.text, $0) })
}
