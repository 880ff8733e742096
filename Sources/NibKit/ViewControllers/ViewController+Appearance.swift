extension ViewController {
    /// Tells this controller its view is about to appear (or disappear), and the children whose
    /// views are inside it, after it: `viewWillAppear(_:)` or `viewWillDisappear(_:)`. A custom
    /// container calls it for a child it shows or hides, then `endAppearanceTransition()`, as
    /// with UIKit; NibKit's own containers, presentation and the window call both.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let from: [AppearanceState] = isAppearing ? [.disappeared, .disappearing] : [.appeared, .appearing]
        guard from.contains(appearanceState) else { return }
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceIsAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in childrenInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Tells this controller, then the children whose views are inside its own, that the view
    /// appeared (or disappeared): `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenInView { child.endAppearanceTransition() }
    }

    /// The children whose views are in this controller's view: the ones its appearance is
    /// forwarded to (a navigation controller's top one, a tab bar controller's chosen one).
    private var childrenInView: [ViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) == true }
    }
}
