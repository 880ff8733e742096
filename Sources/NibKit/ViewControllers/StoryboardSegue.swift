/// A segue being performed (UIStoryboardSegue): made fresh each time, with the controller it
/// starts from and the one it leads to, handed to the source's `prepare(for:sender:)` and then
/// performed. A storyboard's `custom` segue (or any segue with a `customClass`) is made of the
/// registered subclass its file names (`ClassRegistry.register(_:)`), whose `perform()` does the
/// transition; the other kinds do theirs here, as UIKit's own segue classes do.
///
///     final class FadeSegue: StoryboardSegue {
///         override func perform() { source.present(destination, animated: false) }
///     }
///     ClassRegistry.shared.register(FadeSegue.self)
open class StoryboardSegue {
    /// The segue's identifier in the storyboard, which `prepare(for:sender:)` tells segues apart by.
    public let identifier: String?
    /// The controller the segue starts from (for an unwind segue, the one unwound from).
    public let source: ViewController
    /// The controller the segue leads to: made fresh from its scene, or, for an unwind segue,
    /// the controller found to answer its action.
    public let destination: ViewController

    /// The segue as the storyboard declares it, when a storyboard made this one.
    public internal(set) var declaration: SceneSegue?
    /// For an embed segue: the container view the destination's view fills.
    weak var containerView: View?

    /// A segue from `source` to `destination`; the storyboard makes one with this each time the
    /// segue is performed, so a subclass that overrides it must keep it.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Makes the transition its kind says: show (pushed in a navigation controller; presented
    /// modally without one, which is reported, as UIKit falls back to it), presentation (in the
    /// style the file gives), embed (the destination a child of the source, its view filling
    /// the container view) or unwind (back to the destination). A subclass overrides it.
    open func perform() {
        guard let declaration else { return }
        let segue = declaration.segue
        switch segue.kind {
        case .show:
            if source.navigationController == nil {
                source.reportSegueProblem(StoryboardRules.showWithoutNavigationController(declaration))
            }
            source.show(destination, sender: self)
        case .presentation:
            if let style = segue.modalPresentationStyle.flatMap(ModalPresentationStyle.init(name:)) { destination.modalPresentationStyle = style }
            source.present(destination, animated: true)
        case .embed:
            guard let containerView else { return }
            source.addChild(destination)
            containerView.addFillingSubview(destination.view)
            destination.didMove(toParent: source)
        case .unwind:
            destination.returnAfterUnwinding(self)
        case .relationship, .custom:
            break
        }
    }
}
