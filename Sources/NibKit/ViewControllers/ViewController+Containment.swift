extension ViewController {
    /// Shows `new`'s view filling the content view of this container controller's view (a
    /// `BarContainerView`) in place of `old`'s, as a container does when it pushes, pops or
    /// switches tabs. While this controller is on screen, the child that leaves disappears and
    /// the one that comes appears (`AppearanceTransition`), and focus goes where the new one
    /// prefers, unless it took focus as it appeared (`Application.focus(appeared:)`).
    func replaceChildView(_ old: ViewController?, with new: ViewController?, animated: Bool) {
        guard old !== new, let container = (loadedView as? BarContainerView)?.contentView else { return }
        let onScreen = appearanceState == .appeared
        AppearanceTransition.perform(
            disappearing: onScreen ? [old].compactMap { $0 } : [], appearing: onScreen ? [new].compactMap { $0 } : [], animated: animated
        ) {
            old?.loadedView?.removeFromSuperview()
            if let new { container.addFillingSubview(new.view) }
        }
        if onScreen, let new { application?.focus(appeared: new) }
    }

    /// Whether input reaches this controller's view now: it is not under a presented one. A
    /// container's keys (Esc, the tab numbers) come up the responder chain from a presented
    /// controller too, through its presenter, and are not for it then.
    var isViewInFront: Bool {
        guard let view = loadedView, let application else { return false }
        return view.isDescendant(of: application.inputRoot)
    }

    /// Changes a container's children from `old` to `new`, with UIKit's calls around `change`:
    /// `willMove(toParent:)` for those that come (by `addChild`) and those that go, then
    /// `didMove(toParent:)` for both after.
    func replaceChildren(_ old: [ViewController], with new: [ViewController], _ change: () -> Void) {
        let leaving = old.filter { controller in !new.contains { $0 === controller } }
        let coming = new.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in coming { addChild(controller) }
        change()
        for controller in leaving { controller.removeFromParent() }
        for controller in coming { controller.didMove(toParent: self) }
    }

    /// Why `controllers` cannot be a container's children: one of them twice, or one already
    /// presented; nil if they can.
    func problemWithChildren(_ controllers: [ViewController]) -> String? {
        for (index, controller) in controllers.enumerated() {
            let name = ClassRegistry.name(of: type(of: controller))
            if controllers[..<index].contains(where: { $0 === controller }) {
                return "\(name) is in \(ClassRegistry.name(of: type(of: self)))'s controllers twice"
            }
            if controller.presenter != nil { return "\(name) is presented: it cannot also be in \(ClassRegistry.name(of: type(of: self)))" }
            if controller === self { return "\(name) cannot be its own child" }
        }
        return nil
    }
}
