import NibFormat
import TerminalCells

/// How UIKit's colours, as Xcode writes them, become a terminal's: exact colours (`sRGB`,
/// `calibratedRGB`, `calibratedWhite`) stay exact, drawn in true colour where the terminal has
/// it and as the nearest it has elsewhere; UIKit's adaptive colours (`labelColor`,
/// `systemBackgroundColor` ..., and AppKit's catalog colours, `controlColor` ...), which follow
/// light and dark mode, become the terminal's own colours, which follow its theme; the tinted
/// system colours become the palette's named ones.
enum UIKitColors {
    /// Adaptive colours drawn as the terminal's own foreground or background.
    static let terminalOwn: Set<String> = [
        "labelColor", "darkTextColor", "lightTextColor", "systemBackgroundColor", "secondarySystemBackgroundColor",
        "tertiarySystemBackgroundColor", "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor",
        "tertiarySystemGroupedBackgroundColor", "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor",
        "tableCellPlainBackgroundColor", "viewFlipsideBackgroundColor", "clearColor", "whiteColor", "blackColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
        // AppKit's (`<color name="controlColor" catalog="System">`).
        "controlColor", "controlTextColor", "controlBackgroundColor", "textColor", "textBackgroundColor", "windowBackgroundColor",
        "underPageBackgroundColor", "headerTextColor", "selectedTextColor", "selectedControlTextColor", "windowFrameTextColor",
    ]
    /// Adaptive colours for what recedes (secondary text, placeholders, separators, grays): dim.
    static let dim: Set<String> = [
        "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor", "separatorColor",
        "opaqueSeparatorColor", "systemGrayColor", "systemGray2Color", "systemGray3Color", "systemGray4Color",
        "systemGray5Color", "systemGray6Color", "grayColor", "lightGrayColor", "darkGrayColor",
        // AppKit's.
        "disabledControlTextColor", "gridColor",
    ]
    /// The tinted system colours, by the palette entry `Color(named:)` gives their short name.
    static let tinted: [String: String] = [
        "systemRedColor": "systemRed", "systemGreenColor": "systemGreen", "systemYellowColor": "systemYellow",
        "systemBlueColor": "systemBlue", "systemOrangeColor": "systemOrange", "systemPurpleColor": "systemPurple",
        "systemPinkColor": "systemPink", "systemTealColor": "systemTeal", "systemIndigoColor": "systemBlue",
        "systemCyanColor": "systemTeal", "systemMintColor": "systemGreen", "systemBrownColor": "brown", "linkColor": "systemBlue",
        "redColor": "red", "greenColor": "green", "blueColor": "blue", "yellowColor": "yellow", "orangeColor": "orange",
        "purpleColor": "purple", "brownColor": "brown", "cyanColor": "cyan", "magentaColor": "magenta",
    ]

    /// A system colour by name (`systemColor="labelColor"`, `cocoaTouchSystemColor="darkTextColor"`),
    /// else as the document's `<resources>` define it (`defined`), else the terminal's own.
    static func system(_ name: String, defined: [String: Color]) -> Color {
        if terminalOwn.contains(name) { return .default }
        if dim.contains(name) { return .brightBlack }
        if let short = tinted[name], let color = Color(named: short) { return color }
        return defined[name] ?? .default
    }

    /// A colour from its components. Fully transparent is no colour of its own. White and black
    /// (within 5 %) are a light design's page and ink, which on a terminal are its own background
    /// and text, light or dark: so text stays readable on a page whichever theme the terminal has.
    static func components(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        guard alpha > 0 else { return .default }
        let channels = [red, green, blue]
        if channels.allSatisfy({ $0 >= 0.95 }) || channels.allSatisfy({ $0 <= 0.05 }) { return .default }
        return .rgb(red: red, green: green, blue: blue)
    }
}

extension UIKitColors {
    /// What a `<color>` element says, read in one pass over its attributes.
    struct Written {
        var system: String?
        var name: String?
        var red: Double?, green: Double?, blue: Double?, white: Double?, alpha: Double?

        /// Fully transparent (UIKit's clear colour): no colour of its own, what is beneath shows.
        var isClear: Bool { alpha == 0 || system == "clearColor" }

        init(_ element: RecordedMarkup.Element, in markup: RecordedMarkup) {
            for attribute in markup.attributes(element) {
                let number = { Double(markup.value(attribute)) }
                switch markup.name(attribute) {
                case .name: name = markup.value(attribute)
                case .red: red = number()
                case .green: green = number()
                case .blue: blue = number()
                case .white: white = number()
                case .alpha: alpha = number()
                default:
                    let text = markup.nameText(attribute)
                    if text == "systemColor" || text == "cocoaTouchSystemColor" { system = markup.value(attribute) }
                }
            }
        }
    }

    /// A `<color>` as Xcode writes it: a system colour, a named one (from `defined`, the
    /// document's resources, or NibKit's names), white, or red/green/blue; nil when it is none.
    static func color(_ written: Written, defined: [String: Color]) -> Color? {
        if let name = written.system { return system(name, defined: defined) }
        if let name = written.name { return defined[name] ?? Color(named: name) ?? system(name, defined: defined) }
        let alpha = written.alpha ?? 1
        if let white = written.white { return components(red: white, green: white, blue: white, alpha: alpha) }
        if let red = written.red, let green = written.green, let blue = written.blue {
            return components(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }
}
