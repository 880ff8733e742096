/// A modal alert with a title, a message and a row of buttons (UIAlertController), as the
/// Howdy demo shows it:
///
///     let alert = AlertController(title: "Howdy!", message: "You tapped me!")
///     alert.addAction(AlertAction(title: "OK", style: .cancel))
///     present(alert)
///
/// Its view is built in code (`loadView`). While presented it takes all input: Tab moves between
/// its buttons; a click, or Enter or Space on the focused one, dismisses the alert and then runs
/// that action's handler; Esc does so for the cancel action (or the only one).
open class AlertController: ViewController {
    /// The text under the title, wrapped to fit the box; the controller's `title` is the alert's.
    public var message: String? { didSet { alertView?.message = message } }
    /// The actions added, one button each, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// An alert with a title and a message and no buttons yet, presented with
    /// `present(_:animated:completion:)` (UIKit's `init(title:message:preferredStyle:)`).
    public init(title: String?, message: String?) {
        self.message = message
        super.init(nibName: nil)
        self.title = title
    }

    /// Reads an alert controller of a screen or storyboard, with its title and `message`.
    public required init(coder: NibCoder) {
        message = coder.decodeString("message")
        super.init(coder: coder)
    }

    /// Adds a button; add them before presenting, as with UIKit.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if isViewLoaded { alertView?.setButtons(makeButtons()) }
    }

    /// The action Esc chooses: the cancel action, or the only action.
    public var cancelAction: AlertAction? {
        actions.first { $0.style == .cancel } ?? (actions.count == 1 ? actions[0] : nil)
    }

    var alertView: AlertView? { isViewLoaded ? view as? AlertView : nil }

    /// Builds the alert's view in code, with a button for each action: an alert has no screen.
    open override func loadView() throws {
        let alert = AlertView(title: title, message: message)
        view = alert
        alert.setButtons(makeButtons())
    }

    private func makeButtons() -> [Button] {
        actions.enumerated().map { index, action in
            let button = Button(title: action.title)
            button.tag = index
            if action.style == .destructive { button.titleColor = .red }
            button.addTarget(self, action: "alertButtonPressed:", for: .touchUpInside)
            return button
        }
    }

    /// Adds the action its buttons send.
    open override class var actionTable: ActionTable {
        super.actionTable + ["alertButtonPressed:": .init(AlertController.alertButtonPressed)]
    }

    func alertButtonPressed(_ sender: Button) {
        guard actions.indices.contains(sender.tag) else { return }
        choose(actions[sender.tag])
    }

    /// Dismisses the alert, then runs the action's handler (as UIKit does).
    public func choose(_ action: AlertAction) {
        dismiss()
        action.handler?(action)
    }

    /// Esc cancels; every other key stops here (the alert is modal), except Ctrl-C, which may
    /// still quit the program.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape:
            if let cancelAction { choose(cancelAction) } else if actions.isEmpty { dismiss() }
            return true
        case .control("c"):
            return super.keyDown(event)
        default:
            return true
        }
    }
}
