import CNcursesw
import NibKit

/// ncurses draws colours through numbered (foreground, background) pairs, a limited number (64
/// on an 8-colour terminal). Each is made on first use and remembered; when `alloc_pair` recycles
/// the least recently made one, the cache forgets what used it.
struct ColorPairs {
    /// Pair numbers by their colours (`key(_:_:)`), and the colours of each pair by its number:
    /// one dictionary type for both, as each type's first use has the runtime search every
    /// conformance record of the program.
    private var pairs: [Int: Int] = [:]
    private var owners: [Int: Int] = [:]
    let mapping: ColorMapping

    init(mapping: ColorMapping) { self.mapping = mapping }

    /// The pair for a cell's colours; 0 (the terminal's defaults) when colours are off.
    mutating func pair(foreground: Color, background: Color) -> Int32 {
        guard mapping.support != .none else { return 0 }
        // -1 is "the terminal's default", which use_default_colors makes available.
        let (foreground, background) = (mapping.number(for: foreground) ?? -1, mapping.number(for: background) ?? -1)
        if foreground == -1 && background == -1 { return 0 }
        let key = Self.key(foreground, background)
        if let pair = pairs[key] { return Int32(pair) }
        let pair = alloc_pair(foreground, background)
        guard pair > 0 else { return 0 }
        if let previous = owners[Int(pair)] { pairs[previous] = nil }
        pairs[key] = Int(pair)
        owners[Int(pair)] = key
        return pair
    }

    /// Both colour numbers in one: the foreground in the high half, the background's bits in the low.
    private static func key(_ foreground: Int32, _ background: Int32) -> Int {
        Int(foreground) << 32 | Int(UInt32(bitPattern: background))
    }
}
