import TerminalCells

/// Colours as smoke scripts write them, which keep the names of SGR's colours.
extension Color {
    /// The eight base colours' names, palette entries 0-7 (the screen format's own first
    /// eight); `bright-` names 8-15.
    private static var scriptBaseNames: ArraySlice<String> { Color.names.prefix(8) }

    /// A colour as smoke scripts write it: `default`, a colour name (`red`, `bright-red`,
    /// `gray`), a palette index `0`-`255`, or `#rrggbb`. Case-insensitive. Scripts keep the
    /// spelling of SGR's colours, not the screen format's (`brightRed`), as a terminal shows them.
    public init?(scriptName name: String) {
        let lower = name.lowercased()
        if lower == "default" {
            self = .default
        } else if let index = Color.scriptBaseNames.firstIndex(of: lower) {
            self = .index(UInt8(index))
        } else if lower.hasPrefix("bright-"), let index = Color.scriptBaseNames.firstIndex(of: String(lower.dropFirst(7))) {
            self = .index(UInt8(index + 8))
        } else if lower == "gray" || lower == "grey" {
            self = .index(8)
        } else if let index = UInt8(lower) {
            self = .index(index)
        } else if lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16) {
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    /// The colour as scripts write it (`red`, `bright-red`, `gray`, `42`, `#ff8000`), so that
    /// `init(scriptName:)` reads it back: what a smoke test's failure names.
    public var scriptName: String {
        switch self {
        case .default: return "default"
        case .index(let index) where index < 8: return Color.scriptBaseNames[Int(index)]
        case .index(8): return "gray"
        case .index(let index) where index < 16: return "bright-" + Color.scriptBaseNames[Int(index) - 8]
        case .index(let index): return "\(index)"
        case .rgb(let r, let g, let b): return Color.hex((r, g, b))
        }
    }
}
