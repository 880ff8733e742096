import NibKit

/// Howdy: Touch Up Inside sends `buttonPressed:` here, which presents an alert. A second
/// button's action is nil-targeted (First Responder) and found here up the responder chain.
public final class HowdyViewController: ViewController {
    @Outlet var chainLabel: Label?

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "buttonPressed:": .init(HowdyViewController.buttonPressed),
            "showResponderChain:": .init(HowdyViewController.showResponderChain),
        ]
    }

    func buttonPressed(_ sender: Any?) {
        let alert = AlertController(title: "Howdy!", message: "You tapped me!")
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        present(alert)
    }

    /// Answered through the chain: shows the path the action took to get here.
    func showResponderChain(_ sender: Any?) {
        guard let start = (application?.firstResponder ?? sender as? Responder) else { return }
        let path = start.responderChain.prefix { $0 !== self }.map { "\(type(of: $0))" } + ["\(type(of: self))"]
        chainLabel?.text = "Answered by the responder chain: " + path.joined(separator: " → ")
    }
}
