/// How a presented controller is shown (UIModalPresentationStyle).
public enum ModalPresentationStyle: Sendable {
    /// Covers the screen: what is beneath is not drawn, and its controllers disappear
    /// (`viewWillDisappear(_:)` ...) until this one is dismissed.
    case fullScreen
    /// Centred over the dimmed screen, at the `preferredContentSize`, or the size the view
    /// fits (an alert), or its own frame's size: UIKit's form sheet, "the content centered in the
    /// screen". What is beneath stays on screen, dimmed, and does not disappear. The default,
    /// as a sheet is UIKit's default (`.automatic`).
    case formSheet
}
