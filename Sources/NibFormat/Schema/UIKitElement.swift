/// How each of UIKit's elements (and AppKit's, `Vocabulary.appKitElements`), as Interface
/// Builder writes it, is read: the NibKit element it
/// becomes, and the attributes and colours whose names differ. An attribute with NibKit's name
/// is read as NibKit reads it; any other is a UIKit setting with no meaning in cells, ignored.
/// An element no vocabulary's element names among its `xcodeNames` (`Vocabulary.xcodeElements`),
/// that names an object (it has an `id`), has no terminal counterpart:
/// it loads as a plain view of its frame (or a plain object) with a warning.
public struct UIKitElement: Sendable {
    /// When a view of this element shows a single line, one row tall (`PointGrid`).
    public enum Lines: Sendable {
        /// As tall as its frame says, or always one row.
        case many, one
        /// One line unless `numberOfLines` says otherwise (UILabel's default is one).
        case asNumberOfLines
        /// One row up to UIKit's 44-point row (`rowPoints`), else as tall as its frame: a table
        /// cell, or a button (taller than a row, it is a tile drawn with its background or border).
        case asRowHeight
    }

    /// The NibKit element it becomes.
    public let element: String
    /// Xcode's attribute name → NibKit's, where they differ.
    public private(set) var attributes: [String: String] = [:]
    /// Xcode's colour key → NibKit's, where they differ.
    public private(set) var colors: [String: String] = [:]
    /// How tall a view of the element is made: as its frame, or one row.
    public private(set) var lines = Lines.many

    /// How `spec` is read from Xcode's file: its settings whose Xcode names differ, renamed.
    package init(_ spec: ElementSpec) {
        element = spec.name
        lines = spec.xcodeLines
        for setting in spec.settings {
            guard let xcodeName = setting.xcodeName else { continue }
            if setting.type == .color { colors[xcodeName] = setting.name } else { attributes[xcodeName] = setting.name }
        }
    }

    /// An element read as another (`UIKitElement(element: "view")` for an unknown view).
    package init(element: String) { self.element = element }

    /// The same, with more of Xcode's attribute names read as NibKit's (an AppKit cell's).
    package func renaming(_ names: [String: String]) -> UIKitElement {
        var renamed = self
        renamed.attributes.merge(names) { _, added in added }
        return renamed
    }

    /// How a few attributes' values are written differently (`textAlignment="natural"`).
    package static let values: [String: [String: String]] = [
        "textAlignment": ["natural": "left", "justified": "left"],
        "style": [
            "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
            "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle", "insetGrouped": "grouped",
        ],
        "selectionStyle": ["blue": "default"],
        // An AppKit check box's or radio button's state (`<buttonCell state="on">`).
        "selected": ["on": "YES", "off": "NO", "mixed": "YES"],
        // UITextField's border styles; without one (UIKit's default) a field has none.
        "bordered": ["none": "NO", "line": "YES", "bezel": "YES", "roundedRect": "YES"],
        // A terminal's row runs left to right; a title has nothing to stretch (`ContentHorizontalAlignment`).
        "contentHorizontalAlignment": ["left": "leading", "right": "trailing", "fill": "center"],
    ]

    /// A table cell, its content view or a button of at most this height shows one row (UIKit's
    /// 44-point row, and its smallest target for a touch).
    package static let rowPoints = 44.5
}
