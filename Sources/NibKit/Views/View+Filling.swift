extension View {
    /// Adds `subview` sized to this view's bounds and following its size (autoresizing): how
    /// the window holds its root view, and a container view the view of the child it shows. A
    /// child controller's view so coming on screen appears, laid out once, at its new size.
    public func addFillingSubview(_ subview: View) {
        AppearanceTransition.moving(subview, to: self) {
            subview.frame = bounds
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(subview)
        }
    }
}
