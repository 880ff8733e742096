import CNcursesw
import NibKit

/// ncurses draws colours through numbered (foreground, background) pairs, a limited number (64
/// on an 8-colour terminal). `alloc_pair` finds the pair made for two colours or makes one,
/// recycling the least recently made when all are taken; the last answer is kept, as cells
/// written one after the other mostly share their colours. No table of our own: a dictionary's
/// first use has the runtime search every conformance record of the program, and it would have to
/// forget the pairs ncurses recycles.
struct ColorPairs {
    /// The colours last asked for and their pair, which no other pair has been made since.
    private var last: (foreground: Int32, background: Int32, pair: Int32)?
    let mapping: ColorMapping

    init(mapping: ColorMapping) { self.mapping = mapping }

    /// The pair for a cell's colours; 0 (the terminal's defaults) when colours are off.
    mutating func pair(foreground: Color, background: Color) -> Int32 {
        guard mapping.support != .none else { return 0 }
        // -1 is "the terminal's default", which use_default_colors makes available.
        let (foreground, background) = (mapping.number(for: foreground) ?? -1, mapping.number(for: background) ?? -1)
        if foreground == -1 && background == -1 { return 0 }
        if let last, last.foreground == foreground, last.background == background { return last.pair }
        let pair = alloc_pair(foreground, background)
        guard pair > 0 else { return 0 }
        last = (foreground, background, pair)
        return pair
    }
}
