/// The colours a terminal can show. The terminal backend lowers each `Color` to what its
/// level can show (NibKitTerminal's `ColorMapping`).
public enum ColorSupport: Int, Sendable {
    /// Monochrome (or NO_COLOR set): styles only.
    case none = 0
    /// The 8 basic colours.
    case basic = 8
    /// The 256-colour palette.
    case palette = 256
    /// 24-bit colour ("true colour", ncurses' direct colour): sRGB colours are shown as they are.
    case trueColor = 16_777_216
}
