import NibFormat

extension View {
    /// What a view read from Interface Builder's dialect is given to fit a terminal: placed by its
    /// frame, a frame of one row too narrow for its text grows to fit it (`frame(_:fitting:)`);
    /// placed by constraints, it keeps inside its superview where its design lets it
    /// (`keepsInsideSuperview`), unless that scrolls.
    func fitForTerminal(in superview: View?) {
        guard translatesAutoresizingMaskIntoConstraints else {
            keepsInsideSuperview = superview != nil && !(superview is ScrollView)
            return
        }
        frame = frame(frame, fitting: superview?.bounds.width)
    }

    /// `frame`, grown to fit the view's text when it is one row and too narrow for it. Xcode fitted
    /// the frame to the text in points; in cells the text decides (`PointGrid`), so a button's
    /// title or a label is never cut short. It grows about its centre, or away from the edge its
    /// text is aligned to, inside a superview `width` wide as far as it fits. `nibtool convert`
    /// writes frames so grown, the loader grows them as it reads an Interface Builder file.
    public func frame(_ frame: Rect, fitting width: Int?) -> Rect {
        guard frame.height == 1 else { return frame }
        let needed = intrinsicContentSize.width
        guard needed > frame.width else { return frame }
        let growth = needed - frame.width
        var x: Int
        switch (self as? Label)?.textAlignment {
        case .left?: x = frame.x
        case .right?: x = frame.x - growth
        default: x = frame.x - growth / 2
        }
        if let width { x = min(x, width - needed) }
        return Rect(x: max(0, x), y: frame.y, width: needed, height: frame.height)
    }
}
