/// One button of an alert: its title, its style, and what it does (UIAlertAction).
///
///     alert.addAction(AlertAction(title: "OK", style: .default) { _ in print("dismissed") })
///
/// The handler runs after the alert is dismissed.
public final class AlertAction {
    /// What kind of choice an action is, which decides how its button looks and which key
    /// chooses it (UIAlertAction.Style).
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were; Esc chooses it.
        case cancel
        /// Destroys something; its button is drawn red.
        case destructive
    }

    /// The button's text.
    public let title: String
    /// Whether the action is an ordinary choice, the cancel one (Esc) or a destructive one (red).
    public let style: Style
    let handler: ((AlertAction) -> Void)?

    /// An action for `addAction(_:)`; `handler` runs with the action after the alert is dismissed.
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
