/// Springs and struts: the new frame of a subview when its superview's size changes, as
/// UIKit computes it. Flexible parts share the change in proportion to their sizes.
enum Autoresizing {
    static func frame(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, width) = axis(
            origin: frame.x, length: frame.width, container: (old.width, new.width),
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = axis(
            origin: frame.y, length: frame.height, container: (old.height, new.height),
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    private static func axis(
        origin: Int, length: Int, container: (old: Int, new: Int),
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (Int, Int) {
        let delta = container.new - container.old
        guard delta != 0 else { return (origin, length) }
        let trailing = container.old - origin - length
        let parts = [(flexibleLeading, origin), (flexibleLength, length), (flexibleTrailing, trailing)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, Int)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? Double(delta) * Double(max(0, part.1)) / Double(total) : Double(delta) / Double(flexible.count)
        }
        let newOrigin = origin + Int.cells(share(parts[0]))
        let newEnd = origin + length + Int.cells(share(parts[0]) + share(parts[1]))
        return (newOrigin, newEnd - newOrigin)
    }
}
