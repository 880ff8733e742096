/// Where a control's content sits across its width, as UIControl.ContentHorizontalAlignment (a
/// button's title, here). A terminal lays text out left to right, so leading is left; UIKit's
/// `left` and `right` are read from Xcode's screens as leading and trailing, and its `fill`
/// (stretch the content) as centre, a title having nothing to stretch.
public enum ContentHorizontalAlignment: String, CaseIterable, Sendable {
    /// At the left edge, where a left-to-right row begins.
    case leading
    /// In the middle: a button's title unless set.
    case center
    /// At the right edge.
    case trailing
}
