/// Where keyboard focus goes when a screen comes (at launch, on a push or a pop, a tab switch,
/// a presentation), as UIKit's `UIFocusEnvironment`: a view controller, or a view, names what
/// it would like focused, most preferred first; the first of them that takes focus gets it,
/// else the first view of the screen that does, in reading order. Focus a program gives while
/// the screen appears (`becomeFirstResponder()` in `viewDidAppear(_:)`) stays where it is given.
public protocol FocusEnvironment: AnyObject {
    /// The views or controllers to give focus to, most preferred first; a view that does not
    /// take focus stands for its own preferences, then its first view that does, a controller
    /// for its own, then its view's. Empty unless overridden: a container names its child on
    /// screen (a navigation controller its top controller).
    var preferredFocusEnvironments: [any FocusEnvironment] { get }
}

extension View: FocusEnvironment {}
extension ViewController: FocusEnvironment {}

extension Application {
    /// The views `environment` would like focused, most preferred first, each that may take
    /// focus: its preferences resolved down to views, depth first, then (for a view or a
    /// controller's view) its first views in reading order. Preferences that name one another
    /// are followed `preferenceDepth` deep at most. `order` is the screen's `focusOrder`, walked
    /// once for every level.
    func focusCandidates(in environment: any FocusEnvironment, order: [View]? = nil, depth: Int = 0) -> [View] {
        guard depth < Self.preferenceDepth else { return [] }
        let order = order ?? focusOrder
        var candidates: [View] = []
        if let view = environment as? View, view.canBecomeFirstResponder { candidates.append(view) }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            candidates += focusCandidates(in: preferred, order: order, depth: depth + 1)
        }
        let root = (environment as? View) ?? (environment as? ViewController)?.loadedView
        if let root { candidates += order.filter { $0.isDescendant(of: root) } }
        return candidates
    }

    /// How deep preferences that name other environments are followed.
    static let preferenceDepth = 16
}
