/// How UIKit's colours, as Xcode writes them, become a terminal's: exact colours (`sRGB`,
/// `calibratedRGB`, `calibratedWhite`) stay exact, drawn in true colour where the terminal has
/// it and as the nearest it has elsewhere; UIKit's adaptive colours (`labelColor`,
/// `systemBackgroundColor` ...), which follow light and dark mode, become the terminal's own
/// colours, which follow its theme; the tinted system colours become the palette's named ones.
enum UIKitColors {
    /// Adaptive colours drawn as the terminal's own foreground or background.
    static let terminalOwn: Set<String> = [
        "labelColor", "darkTextColor", "lightTextColor", "systemBackgroundColor", "secondarySystemBackgroundColor",
        "tertiarySystemBackgroundColor", "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor",
        "tertiarySystemGroupedBackgroundColor", "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor",
        "tableCellPlainBackgroundColor", "viewFlipsideBackgroundColor", "clearColor", "whiteColor", "blackColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
    ]
    /// Adaptive colours for what recedes (secondary text, placeholders, separators, grays): dim.
    static let dim: Set<String> = [
        "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor", "separatorColor",
        "opaqueSeparatorColor", "systemGrayColor", "systemGray2Color", "systemGray3Color", "systemGray4Color",
        "systemGray5Color", "systemGray6Color", "grayColor", "lightGrayColor", "darkGrayColor",
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
        func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(1, v)) * 255 + 0.5) }
        return .rgb(channel(red), channel(green), channel(blue))
    }
}

extension UIKitColors {
    /// A `<color>` as Xcode writes it, from its attributes: a system colour, a named one (from
    /// `defined`, the document's resources, or NibKit's names), white, or red/green/blue; nil
    /// when it is none of these.
    static func color(_ attributes: [String: String], defined: [String: Color]) -> Color? {
        if let name = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] { return system(name, defined: defined) }
        if let name = attributes["name"] { return defined[name] ?? Color(named: name) ?? system(name, defined: defined) }
        func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return components(red: white, green: white, blue: white, alpha: alpha) }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return components(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }
}
