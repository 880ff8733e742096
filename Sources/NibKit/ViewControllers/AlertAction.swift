/// One button of an alert: its title, its style, and what it does (UIAlertAction).
///
///     alert.addAction(AlertAction(title: "OK", style: .default) { _ in print("dismissed") })
///
/// The handler runs after the alert is dismissed.
public final class AlertAction {
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were; Esc chooses it.
        case cancel
        /// Destroys something; its button is drawn red.
        case destructive
    }

    public let title: String
    public let style: Style
    let handler: ((AlertAction) -> Void)?

    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
