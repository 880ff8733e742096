import CNcursesw
import NibKit

/// ncurses draws colours through numbered (foreground, background) pairs, a limited number (64
/// on an 8-colour terminal). Each is made on first use and remembered; when `alloc_pair` recycles
/// the least recently made one, the cache forgets what used it.
struct ColorPairs {
    private struct Key: Hashable { var foreground: Int32; var background: Int32 }
    private var pairs: [Key: Int32] = [:]
    private var owners: [Int32: Key] = [:]
    let mapping: ColorMapping

    init(mapping: ColorMapping) { self.mapping = mapping }

    /// The pair for a cell's colours; 0 (the terminal's defaults) when colours are off.
    mutating func pair(foreground: Color, background: Color) -> Int32 {
        guard mapping.support != .none else { return 0 }
        // -1 is "the terminal's default", which use_default_colors makes available.
        let key = Key(foreground: mapping.number(for: foreground) ?? -1, background: mapping.number(for: background) ?? -1)
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        let pair = alloc_pair(key.foreground, key.background)
        guard pair > 0 else { return 0 }
        if let previous = owners[pair] { pairs[previous] = nil }
        pairs[key] = pair
        owners[pair] = key
        return pair
    }
}
