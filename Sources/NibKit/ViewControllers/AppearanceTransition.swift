/// One change of what is on screen, told to the controllers it concerns in UIKit's order:
///
///     B viewDidLoad                (if its view was not loaded)
///     A viewWillDisappear
///     B viewWillAppear
///     (the views change places)
///     B viewWillLayoutSubviews, B viewDidLayoutSubviews
///     A viewDidDisappear
///     B viewDidAppear
///
/// The window's root, presentation, dismissal, push, pop, tab switch and a child's view added
/// to or removed from a view on screen all go through here.
enum AppearanceTransition {
    static func perform(disappearing: [ViewController], appearing: [ViewController], animated: Bool, _ change: () -> Void) {
        for controller in appearing { _ = controller.view }
        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        for controller in appearing {
            controller.beginAppearanceTransition(true, animated: animated)
            // Laid out once as it comes on screen: by its new size if that changes, else here.
            controller.view.setNeedsLayout()
        }
        change()
        for controller in appearing { controller.view.layoutIfNeeded() }
        for controller in disappearing { controller.endAppearanceTransition() }
        for controller in appearing { controller.endAppearanceTransition() }
    }

    /// `view` is added to `superview` (nil: removed from its own) by `change`. When it is a
    /// child controller's view that so comes on screen under a parent that is showing, or leaves
    /// the screen, the child appears or disappears with it, as a view embedded in a container
    /// view does in UIKit. A container's own transition has already told the child: then
    /// nothing more is said.
    static func moving(_ view: View, to superview: View?, _ change: () -> Void) {
        guard let child = view.viewController, let parent = child.parent else { return change() }
        let wasOnScreen = view.window != nil
        let isOnScreen = superview?.window != nil
        if !wasOnScreen, isOnScreen, child.appearanceState == .disappeared, parent.appearanceState.isShowing {
            perform(disappearing: [], appearing: [child], animated: false, change)
        } else if wasOnScreen, !isOnScreen, child.appearanceState == .appeared {
            perform(disappearing: [child], appearing: [], animated: false, change)
        } else {
            change()
        }
    }
}
