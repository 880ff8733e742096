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
    public static func isDocumentType(_ type: String) -> Bool { type == documentType || type == storyboardType }

    /// Elements that exist only for Xcode's canvas and its build: read and ignored wherever
    /// they stand (docs/INTERFACE_BUILDER.md lists them).
    public static let canvasElements: Set<String> = [
        "device", "adaptation", "dependencies", "deployment", "plugIn", "capability", "designables", "designable",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "inferredMetricsTieBreakers",
        "variation", "classes",
    ]
    /// The layer's key paths a terminal view draws, set as written: a border width of 1 or more
    /// draws a line border (2 or more heavy), a corner radius above 0 rounds its corners. A
    /// layer's other keys (shadows, masks) have no meaning in cells: not set, with a warning.
    public static let drawnLayerKeyPaths: Set<String> = ["layer.borderWidth", "layer.cornerRadius"]

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
