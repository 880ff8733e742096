import NibFormat

extension View {
    /// For a view read from Interface Builder's dialect and placed by its frame: a frame of one
    /// row too narrow for its text grows to fit it. Xcode fitted the frame to the text in points;
    /// in cells the text decides (`PointGrid`), so a button's title or a label is never cut
    /// short. It grows about its centre, or away from the edge its text is aligned to, inside
    /// its superview as far as it fits.
    func widenToFitText(in superview: View?) {
        guard translatesAutoresizingMaskIntoConstraints, frame.height == 1 else { return }
        let needed = intrinsicContentSize.width
        guard needed > frame.width else { return }
        let growth = needed - frame.width
        var x: Int
        switch (self as? Label)?.textAlignment {
        case .left?: x = frame.x
        case .right?: x = frame.x - growth
        default: x = frame.x - growth / 2
        }
        // Within the superview where it can be: never past its trailing edge, never before its leading one.
        if let superview { x = min(x, superview.bounds.width - needed) }
        frame = Rect(x: max(0, x), y: frame.y, width: needed, height: frame.height)
    }
}
