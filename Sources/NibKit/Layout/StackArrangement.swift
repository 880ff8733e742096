import Cassowary

/// A stack's arrangement computed in one pass, for a stack that places its views itself
/// (`StackView`, when nothing but the stack places them): what the solver finds for the
/// stack's constraints, without the solver. Along the axis each view is as long as its content,
/// the room left over goes to the first view that hugs its content least, and room missing is
/// taken from the views that resist compression least, the last first, each down to nothing (the
/// constraints a stack makes say the same: `StackView.nothingShorter`); across, each view
/// fills the stack or sits at its content's size where `alignment` says. Edges are rounded to
/// cells as the layout rounds the solver's (`cellEdges`).
///
/// A stack of many views arranged by constraints costs the solver rows and preferences for
/// each view (`LayoutChain`): 10,000 labels, 0.5 s to lay out, where this takes 0.07 s
/// (docs/BENCHMARKS.md, "Scale").
struct StackArrangement {
    /// One arranged view, as the arrangement sees it.
    struct Item {
        /// Its content's size (`View.noIntrinsicMetric` where it has none).
        var content: Size
        /// How tall its content is at a width (a label wraps to it), asked once the width is
        /// known, as the layout asks.
        var height: (_ width: Int) -> Int
        /// How strongly it resists growing, and shrinking, along the axis.
        var hugging: LayoutPriority
        var compressionResistance: LayoutPriority
        /// How strongly it resists growing, and shrinking, across the axis.
        var acrossHugging: LayoutPriority = .defaultLow
        var acrossCompressionResistance: LayoutPriority = .defaultHigh
    }

    /// The length across that views stretched to one length settle at, each pulled to its own
    /// length by priorities the views share: a higher priority outweighs any number of lower
    /// ones (`Cassowary.Priority`), so resisting compression more than hugging, they settle at
    /// the largest; hugging more, at the smallest. Nil for priorities alike, where the solver's
    /// answer may be anywhere between two lengths.
    static func settledLength(_ lengths: [Int], hugging: LayoutPriority, resistance: LayoutPriority) -> Int? {
        let known = lengths.filter { $0 >= 0 }
        guard hugging != resistance else { return nil }
        return (resistance > hugging ? known.max() : known.min()) ?? 0
    }

    var axis: LayoutAttribute.Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var spacing: Int

    /// Whether the arrangement computes `distribution`: the others are left to constraints.
    static func computes(_ distribution: StackView.Distribution) -> Bool { distribution == .fill || distribution == .fillEqually }

    /// Each item's frame in a stack of `size`.
    func frames(of items: [Item], in size: Size) -> [Rect] {
        guard axis == .vertical else {
            // Widths first, then each height at its width.
            let columns = spans(along: items.map(\.content.width), of: items, length: size.width)
            return zip(items, columns).map { item, column in
                let row = span(across: item.content.height < 0 ? -1 : item.height(column.1 - column.0), breadth: size.height)
                return Rect(x: column.0, y: row.0, width: max(0, column.1 - column.0), height: max(0, row.1 - row.0))
            }
        }
        // Widths first, then each height at its width.
        let columns = items.map { span(across: $0.content.width, breadth: size.width) }
        let heights = zip(items, columns).map { item, column in item.content.height < 0 ? -1 : item.height(column.1 - column.0) }
        return zip(columns, spans(along: heights, of: items, length: size.height)).map { column, row in
            Rect(x: column.0, y: row.0, width: max(0, column.1 - column.0), height: max(0, row.1 - row.0))
        }
    }

    /// The size a stack sized by its views takes (`StackView.sizesByContent`): along the axis
    /// its views' lengths and spacing, across the largest of them (or, stretched, where they
    /// settle: `across`), each height fitted to its width, the stack's width being `width` when
    /// the layout gives one. For `fill` only.
    func naturalSize(of items: [Item], width: Int?) -> Size {
        let spacings = spacing * max(0, items.count - 1)
        guard axis == .vertical else {
            let natural = items.reduce(spacings) { $0 + max(0, $1.content.width) }
            let columns = spans(along: items.map(\.content.width), of: items, length: width ?? natural)
            let heights = zip(items, columns).map { item, column in item.content.height < 0 ? -1 : item.height(column.1 - column.0) }
            return Size(width: natural, height: across(heights, of: items))
        }
        let breadth = width ?? across(items.map(\.content.width), of: items)
        let height = items.reduce(spacings) { total, item in
            let column = span(across: item.content.width, breadth: breadth)
            return total + (item.content.height < 0 ? 0 : max(0, item.height(column.1 - column.0)))
        }
        return Size(width: breadth, height: height)
    }

    /// The stack's length across, its views' being `lengths`: the largest, or, stretched to
    /// one length, where they settle (`settledLength`; views whose priorities leave it open are
    /// not sized so: `StackView.canSizeByContent`).
    private func across(_ lengths: [Int], of items: [Item]) -> Int {
        guard alignment == .fill, let first = items.first else { return max(0, lengths.max() ?? 0) }
        return Self.settledLength(lengths, hugging: first.acrossHugging, resistance: first.acrossCompressionResistance) ?? 0
    }

    /// Where an item of content `length` stands across a stack `breadth` wide: stretched,
    /// against a side, or centred, at its content's length when it has one and fits.
    private func span(across length: Int, breadth: Int) -> (Int, Int) {
        let breadth = Double(breadth)
        let length = alignment == .fill || length < 0 ? breadth : min(Double(length), breadth)
        switch alignment {
        case .fill, .leading, .top, .firstBaseline: return cellEdges(0, length)
        case .trailing, .bottom, .lastBaseline: return cellEdges(breadth - length, breadth)
        case .center: return cellEdges((breadth - length) / 2, (breadth + length) / 2)
        }
    }

    /// Each item's span along a stack `length` long, its content `content` long.
    private func spans(along content: [Int], of items: [Item], length: Int) -> [(Int, Int)] {
        let lengths = self.lengths(content, of: items, room: Double(length - spacing * max(0, items.count - 1)))
        var start = 0.0
        return lengths.map { itemLength in
            defer { start += itemLength + Double(spacing) }
            return cellEdges(start, start + itemLength)
        }
    }

    /// Each item's length along the axis, sharing `room`: equally, or as `fill` shares it.
    private func lengths(_ content: [Int], of items: [Item], room: Double) -> [Double] {
        guard distribution == .fill else { return Array(repeating: room / Double(max(1, items.count)), count: items.count) }
        return Self.fill(content, hugging: items.map(\.hugging), resistance: items.map(\.compressionResistance), room: room)
    }

    /// Lengths along a stack that fills, sharing `room`: each view at its content's length
    /// (`content`), the room over given to the first view that hugs its content least (one
    /// without content hugs least of all), the room missing taken from the views that resist
    /// compression least, the last first, each down to nothing. The layout shares a run of a
    /// chain's views the same way (`LayoutEngine.Run`).
    static func fill(_ content: [Int], hugging: [LayoutPriority], resistance: [LayoutPriority], room: Double) -> [Double] {
        var lengths = content.map { Double(max(0, $0)) }
        var extra = room - lengths.reduce(0, +)
        if extra >= 0 {
            let least = zip(hugging, content).map { hugging, content in content < 0 ? 0 : hugging.rawValue }
            if let lowest = least.min(), let grows = least.firstIndex(of: lowest) { lengths[grows] += extra }
            return lengths
        }
        // The least resistant give way first, the last of them first, each down to nothing.
        let order = content.indices.sorted { a, b in resistance[a] != resistance[b] ? resistance[a] < resistance[b] : a > b }
        for index in order where extra < 0 {
            let taken = min(lengths[index], -extra)
            lengths[index] -= taken
            extra += taken
        }
        // Shorter than its spacing, the stack has its least resistant view shorter than nothing.
        if extra < 0, let first = order.first { lengths[first] += extra }
        return lengths
    }
}
