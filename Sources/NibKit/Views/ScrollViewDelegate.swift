/// What a scroll view tells about its scrolling (UIScrollViewDelegate); every method has an
/// empty default, so a delegate answers only what it needs.
@MainActor public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by the wheel, a key, focus moving into sight, or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
