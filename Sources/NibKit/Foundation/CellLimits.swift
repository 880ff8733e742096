/// How far numbers from screens and programs may reach once they become cells: frames and
/// Doubles turned into columns are clamped here, in one place, so that no sum of a few of
/// them can overflow an Int and no conversion can trap.
extension Rect {
    /// This rectangle with its edges (`minX`, `maxX`, `minY`, `maxY`) within ±`cellLimit` and its
    /// size not negative, as views keep their frames (`View.frame`): what is on screen stays.
    public var clampedToCellLimit: Rect {
        func edges(_ origin: Int, _ length: Int) -> (Int, Int) {
            let start = Int.cells(origin)
            return (start, Int.cells(origin.saturatingAdd(max(0, length))) - start)
        }
        let (x, width) = edges(x, width)
        let (y, height) = edges(y, height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension Int {
    /// `value` within ±`Rect.cellLimit`.
    static func cells(_ value: Int) -> Int { Swift.min(Swift.max(value, -Rect.cellLimit), Rect.cellLimit) }

    /// A Double as a whole number of cells: rounded, within ±`Rect.cellLimit`, NaN as 0. `Int(_:)`
    /// traps on NaN, infinities and values past Int's range; this cannot.
    static func cells(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(value.rounded(), -Double(Rect.cellLimit)), Double(Rect.cellLimit)))
    }
}
