/// One section's place in a flow layout's content, along the scrolling (`along`) and across it:
/// its header, its items in lines, its footer. Every item has the layout's size, so where an
/// item stands and which items a stretch of the content holds are arithmetic on their numbers:
/// nothing is kept per item.
struct FlowSection {
    /// Where the section starts along the scrolling, in cells.
    let start: Int
    let items: Int
    /// An item's length along the scrolling and breadth across it.
    let item: (length: Int, breadth: Int)
    let lineSpacing: Int
    /// The header's and footer's lengths along the scrolling; 0 for none.
    let header: Int
    let footer: Int
    let insetAlong: (start: Int, end: Int)
    let insetAcross: (start: Int, end: Int)
    /// How many items a line holds.
    let perLine: Int
    let lines: Int
    /// Across the view: where the first column starts and the room over the items of a full
    /// line, shared among its gaps.
    private let acrossStart: Int
    private let room: Int
    /// The section's whole length along the scrolling.
    let length: Int

    init(
        start: Int, items: Int, item: (Int, Int), lineSpacing: Int, interitemSpacing: Int, header: Int, footer: Int, insetAlong: (Int, Int),
        insetAcross: (Int, Int), across: Int
    ) {
        self.start = start
        self.items = items
        self.item = (max(1, item.0), max(1, item.1))
        self.lineSpacing = lineSpacing
        self.header = header
        self.footer = footer
        self.insetAlong = insetAlong
        self.insetAcross = insetAcross
        let available = max(0, across - insetAcross.0 - insetAcross.1)
        perLine = max(1, (available + interitemSpacing) / (self.item.breadth + interitemSpacing))
        lines = (items + perLine - 1) / perLine
        acrossStart = insetAcross.0
        room = max(0, available - perLine * self.item.breadth)
        let itemsLength = lines == 0 ? 0 : lines * self.item.length + (lines - 1) * lineSpacing
        length = header + insetAlong.0 + itemsLength + insetAlong.1 + footer
    }

    /// Where the first line starts along the scrolling.
    private var itemsStart: Int { start + header + insetAlong.start }
    /// Where the footer starts.
    var footerStart: Int { start + length - footer }
    /// The distance from one line's start to the next's.
    private var pitch: Int { item.length + lineSpacing }

    /// Where item `index` stands: along the scrolling, and across it.
    func place(of index: Int) -> (along: Int, across: Int) {
        let (line, column) = index.quotientAndRemainder(dividingBy: perLine)
        // The room over shared among the gaps, the same columns in every line; one item a line is centred.
        let across = perLine == 1 ? room / 2 : column * item.breadth + column * room / (perLine - 1)
        return (itemsStart + line * pitch, acrossStart + across)
    }

    /// The items whose lines meet `along` (a stretch of the content along the scrolling), in order.
    func items(meeting along: Range<Int>) -> Range<Int> {
        guard lines > 0 else { return 0..<0 }
        let from = along.lowerBound - itemsStart
        let to = along.upperBound - itemsStart
        // The first line whose end is past `from`, and the first whose start is at or past `to`.
        let first = from <= 0 ? 0 : min(lines, (from + lineSpacing) / pitch)
        let last = to <= 0 ? 0 : min(lines, (to + pitch - 1) / pitch)
        guard first < last else { return 0..<0 }
        return min(items, first * perLine)..<min(items, last * perLine)
    }

    /// The item at `along`, `across` in the content; nil between items.
    func item(atAlong along: Int, across: Int) -> Int? {
        let offset = along - itemsStart
        guard offset >= 0, offset % pitch < item.length else { return nil }
        let line = offset / pitch
        let firstOfLine = line * perLine
        for index in firstOfLine..<min(items, firstOfLine + perLine) {
            let place = place(of: index).across
            if across >= place && across < place + item.breadth { return index }
        }
        return nil
    }
}
