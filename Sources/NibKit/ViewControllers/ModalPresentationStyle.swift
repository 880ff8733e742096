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

extension ModalPresentationStyle {
    /// The style a presentation segue names (`Vocabulary.modalPresentationStyles`, UIKit's
    /// names): the styles that cover the screen are `fullScreen`, the sheets and `automatic`
    /// (UIKit's default, a sheet) `formSheet`; nil for a name that is none of them.
    public init?(name: String) {
        switch name {
        case "fullScreen", "overFullScreen", "currentContext", "overCurrentContext": self = .fullScreen
        case "formSheet", "pageSheet", "automatic": self = .formSheet
        default: return nil
        }
    }
}
