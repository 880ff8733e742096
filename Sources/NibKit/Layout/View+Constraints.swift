extension View: LayoutItem {
    public var owningView: View? { self }

    /// How messages name the view: its class, and its tag when it has one.
    public var layoutName: String {
        let name = ClassRegistry.name(of: type(of: self))
        return tag == 0 ? name : "\(name)#\(tag)"
    }

    /// Holds and activates a constraint between this view and its subtree (UIKit's
    /// `addConstraint`); `isActive = true` finds the holder itself.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.holder = self
        constraintsChanged()
    }

    public func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(addConstraint) }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraintsChanged()
    }

    /// A constraint of this view's was added, removed or changed: lay out before the next frame.
    func constraintsChanged() { setNeedsLayout() }

    /// Asks for layout before the next frame.
    public func setNeedsLayout() { setNeedsDisplay() }
}
