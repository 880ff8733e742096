/// One of a scroll view's indicators: a track along an edge, with a thumb on the part of the
/// track that stands for the content in sight.
struct ScrollIndicator {
    /// Cells along the track.
    let length: Int
    /// The cells of the track the thumb covers.
    let thumb: Range<Int>
    /// How far the content offset goes on this axis.
    let maximumOffset: Int

    /// The indicator for content `content` long seen `visible` at a time from `offset`, on a
    /// track `length` long; nil when the content fits. The thumb is as long as the share seen
    /// (a cell at least), as far along as the offset is, and, where it has two cells or more to
    /// travel, touches an end of the track only when the content is at that end.
    init?(track length: Int, visible: Int, content: Int, offset: Int) {
        guard length > 0, content > visible else { return nil }
        let size = min(length, max(1, Int.cells(Double(length) * Double(visible) / Double(content))))
        let travel = length - size
        let maximum = content - visible
        let offset = min(max(0, offset), maximum)
        var start = Int.cells(Double(travel) * Double(offset) / Double(maximum))
        if travel >= 2, offset > 0, offset < maximum { start = min(max(start, 1), travel - 1) }
        self.length = length
        thumb = start..<start + size
        maximumOffset = maximum
    }

    /// The content offset for the thumb dragged `cells` along the track from where it was when
    /// the offset was `offset`: the whole track's travel is the whole content's.
    func offset(draggingThumbBy cells: Int, from offset: Int) -> Int {
        let travel = length - thumb.count
        guard travel > 0 else { return offset }
        return offset + Int.cells(Double(cells) * Double(maximumOffset) / Double(travel))
    }
}
