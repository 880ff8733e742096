import NibFormat

/// Interface Builder's own file format, as Xcode 5 and later write it: `.xib` and `.storyboard`
/// files that NibKit reads through the same reader, model and checks as its own dialect
/// (`DocumentDecoder+InterfaceBuilder`), after mapping UIKit's elements to NibKit's.
public enum InterfaceBuilderFormat {
    /// `<document type="...">` of a view file (`.xib`).
    public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// `<document type="...">` of a storyboard.
    public static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// Whether a `<document>`'s type is Interface Builder's.
    public static func isDocumentType(_ type: String) -> Bool { type == documentType || type == storyboardType || appKitTypes.contains(type) }

    /// `<document type="...">` of AppKit's view files and storyboards (macOS), read as UIKit's
    /// are, by AppKit's names (`ElementSpec.appKitNames`).
    static let appKitTypes: Set<String> = ["com.apple.InterfaceBuilder3.Cocoa.XIB", appKitStoryboardType]
    static let appKitStoryboardType = "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"

    /// How an AppKit control's cell (`<buttonCell key="cell">`, `<textFieldCell>`, `<sliderCell>`)
    /// writes the control's settings, where its names are not NibKit's: read as the control's.
    static let appKitCellAttributes: [String: [String: String]] = [
        "button": ["type": "buttonType", "state": "selected"], "label": ["title": "text"], "textField": ["title": "text", "placeholderString": "placeholder"],
        "slider": ["doubleValue": "value"],
        "stepper": ["doubleValue": "value", "increment": "stepValue", "minValue": "minimumValue", "maxValue": "maximumValue"],
    ]
    /// The line break modes of an AppKit text field's cell that wrap its text over many lines
    /// (any other shows one line): a label with one is read with `numberOfLines` 0.
    static let appKitWrappingModes: Set<String> = ["wordWrapping", "charWrapping"]
    /// AppKit's views whose subviews' frames are written from the top (`isFlipped`); any other
    /// view's are written from its bottom, as AppKit's coordinates rise.
    static let appKitFlippedViews: Set<String> = ["scrollView", "clipView", "tableView", "outlineView", "stackView", "collectionView", "tabView"]

    /// Elements that exist only for Xcode's canvas and its build: read and ignored wherever
    /// they stand (docs/INTERFACE_BUILDER.md lists them).
    public static let canvasElements: Set<String> = [
        "device", "adaptation", "dependencies", "deployment", "plugIn", "capability", "designables", "designable",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "inferredMetricsTieBreakers",
        "classes",
    ]
    /// The priority a required aspect ratio (a ratio of a width to a height) is read at: a
    /// shape drawn in points for a tall screen gives way to what the terminal must show, the
    /// views' content (compression resistance, 750) and their superviews' edges (700,
    /// `View.keepsInsideSuperview`), rather than pushing them out of sight; above a view's
    /// hugging (250), it still shapes what nothing else sizes.
    static let aspectRatioPriority = 500.0
    /// The priority views whose shapes give way, drawn alike, keep one size at
    /// (`DocumentDecoder.givingWayAlike`): so far above their shapes' steps (550 to 650) that
    /// a dozen views giving way do not outweigh one kept alike; above their superviews' edges
    /// (700), which they keep by giving way together; below their content (750).
    static let givingWayAlikePriority = 740.0

    /// The priority a static table's cell keeps the height it is drawn at
    /// (`DocumentDecoder.stackStaticRows`), where no content of its own sizes it: below a
    /// content size's hugging (250), so a cell whose labels need more rows takes them.
    static let drawnHeightPriority = 249.0

    /// The outlets Xcode writes as attributes, by element: a table cell's labels and picture of
    /// its standard style (`textLabel="..."`), which the cell lays out itself, as UIKit's does.
    static let outletAttributes: [String: Set<String>] = ["tableViewCell": ["textLabel", "detailTextLabel", "imageView"]]

    /// The keys Xcode nests a collection view's prototype header and footer by, with the kind
    /// each is read as.
    static let supplementaryKinds = ["sectionHeaderView": Vocabulary.sectionHeaderKind, "sectionFooterView": Vocabulary.sectionFooterKind]
    /// The layer's key paths a terminal view draws, set as written: a border width of 1 or more
    /// draws a line border (2 or more heavy), a corner radius above 0 rounds its corners. A
    /// layer's other keys (shadows, masks) have no meaning in cells: not set, with a warning.
    public static let drawnLayerKeyPaths: Set<String> = ["layer.borderWidth", "layer.cornerRadius"]

    /// The attributes Xcode writes as numbers that become cells or colours: a frame's, point's
    /// and size's fields, a constraint's constant, a stack's spacing, a table's row heights, a
    /// colour's components. Each must be a finite number within `Rect.cellLimit` cells, as
    /// NibKit's dialect holds its own: a NaN or an infinity, read as a point, became 2^30 cells.
    static let numberAttributes: Set<MarkupName> = [
        .x, .y, .width, .height, .constant, .spacing, .rowHeight, .sectionHeaderHeight, .sectionFooterHeight, .red, .green, .blue, .white, .alpha,
    ]

    /// A bad number (`numberAttributes`) as NibKit's dialect reports one; nil for a good one.
    static func numberProblem(_ text: String, name: String, at location: SourceLocation) -> Diagnostic? {
        if let number = Double(text), number.isFinite, number.magnitude <= Double(Rect.cellLimit) * PointGrid.pointsPerRow { return nil }
        return DocumentRules.badValue(text, name: name, expected: .number, at: location)
    }

    /// The one error for a file from before Xcode 5 (`<archive type="com.apple.InterfaceBuilder3...">`).
    static func legacyFile(version: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .legacyFormat,
            "this is an Interface Builder file from before Xcode 5 (archive version \(version)), which NibKit does not read; "
                + "open it in Xcode 5 or later and save it, which upgrades it to the document format (or run "
                + "`ibtool --upgrade FILE --write NEW.xib` on a Mac)",
            at: location, key: "archive")
    }
}
