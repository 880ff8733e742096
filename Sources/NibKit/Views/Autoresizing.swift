/// Springs and struts: the new frame of a subview when its superview's size changes, as
/// UIKit computes it. Flexible parts share the change in proportion to their sizes.
enum Autoresizing {
    static func frame(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, width) = axis(origin: frame.x, length: frame.width, container: (old.width, new.width), shares: shares(mask, .horizontal, frame, in: old))
        let (y, height) = axis(origin: frame.y, length: frame.height, container: (old.height, new.height), shares: shares(mask, .vertical, frame, in: old))
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    /// The parts of a change in the container's length that go before the view (moving it) and
    /// to its length: flexible parts share it in proportion to their sizes, or equally when
    /// all are empty. The layout engine states the same rule as constraints.
    static func shares(_ mask: AutoresizingMask, _ axis: LayoutAttribute.Axis, _ frame: Rect, in container: Size) -> (leading: Double, length: Double) {
        let horizontal = axis == .horizontal
        let origin = horizontal ? frame.x : frame.y
        let length = horizontal ? frame.width : frame.height
        let trailing = (horizontal ? container.width : container.height) - origin - length
        let flexible = [
            mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin), mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
            mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin),
        ]
        let parts = [origin, length, trailing]
        let count = flexible.filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = zip(flexible, parts).reduce(0) { $0 + ($1.0 ? max(0, $1.1) : 0) }
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return total > 0 ? Double(max(0, parts[index])) / Double(total) : 1 / Double(count)
        }
        return (share(0), share(1))
    }

    private static func axis(origin: Int, length: Int, container: (old: Int, new: Int), shares: (leading: Double, length: Double)) -> (Int, Int) {
        let delta = Double(container.new - container.old)
        guard delta != 0 else { return (origin, length) }
        let newOrigin = origin + Int.cells(shares.leading * delta)
        let newEnd = origin + length + Int.cells((shares.leading + shares.length) * delta)
        return (newOrigin, newEnd - newOrigin)
    }
}
