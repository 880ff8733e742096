extension View: LayoutItem {
    /// A view is its own owning view.
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
        layoutStructureChanged()
        StackView.constraintAdded(constraint)
    }

    /// Whether this view or one in its subtree holds a constraint.
    var holdsConstraintsInSubtree: Bool {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if !view.constraints.isEmpty { return true }
            pending += view.subviews
        }
        return false
    }

    /// Holds and activates each constraint given (UIKit's `addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Stops holding a constraint of this view's, which then takes no part in layout; one held
    /// by another view is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        layoutStructureChanged()
    }

    /// Asks for `layoutSubviews` before the next frame, once however often asked: the
    /// application keeps the views that asked and lays them out before it draws (a scroll
    /// view asks at each change of its content offset, for a table to tile its rows).
    public func setNeedsLayout() {
        setNeedsDisplay()
        guard !needsLayout else { return }
        needsLayout = true
        application?.viewNeedsLayout(self)
    }

    /// Lays out this view's subtree now, if anything asked, as before a frame: solves the
    /// constraints of its tree and sets the frames they decide, then runs `layoutSubviews` on
    /// each view of the subtree that asked (`setNeedsLayout`), top down, and solves again for
    /// what those changed, `layoutRounds` times at most.
    public func layoutIfNeeded() {
        solveConstraintsIfNeeded()
        for _ in 0..<View.layoutRounds {
            var laidOut = false
            forEachInTree { view in
                guard view.needsLayout else { return }
                laidOut = true
                view.layoutSubviewsIfNeeded()
            }
            guard laidOut else { return }
            solveConstraintsIfNeeded()
        }
    }

    /// How many rounds of `layoutSubviews` asked for during layout one pass answers: a view
    /// that asks again each time it is laid out is laid out again in the next.
    static let layoutRounds = 4

    /// Solves the constraints of this view's tree, if a view or a constraint came, went or
    /// changed since, and sets the frames they decide.
    func solveConstraintsIfNeeded() {
        let root = rootView
        if root.needsLayoutRebuild {
            root.updateConstraintsIfNeeded()
            let changed = root.layoutEngine?.changedPermanentConstraints ?? []
            root.dropLayoutEngine()
            root.needsLayoutRebuild = false
            root.layoutEngine = LayoutEngine.make(for: root, changed: changed)
        }
        root.layoutEngine?.layoutIfNeeded()
    }

    /// Runs `layoutSubviews` if `setNeedsLayout` asked for it since it last ran.
    func layoutSubviewsIfNeeded() {
        guard needsLayout else { return }
        layoutSubviewsTellingController()
    }

    /// Asks for `updateConstraints` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        layoutStructureChanged()
    }

    /// Runs `updateConstraints` on every view of the subtree that asked for it, top down.
    public func updateConstraintsIfNeeded() {
        if needsUpdateConstraints {
            needsUpdateConstraints = false
            updateConstraints()
        }
        for subview in subviews { subview.updateConstraintsIfNeeded() }
    }

    /// Whether constraints leave this view's place or size open (UIKit's `hasAmbiguousLayout`):
    /// laid out first, then probed. Only views placed by constraints can be ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard let ambiguity = ambiguousAxes else { return false }
        return ambiguity.horizontal || ambiguity.vertical
    }

    /// Along which axes `hasAmbiguousLayout` holds; nil for a view not placed by constraints.
    public var ambiguousAxes: (horizontal: Bool, vertical: Bool)? {
        layoutIfNeeded()
        return rootView.layoutEngine?.ambiguity(of: self)
    }

    /// Problems the layout of this view's tree met: required constraints that could not all hold.
    public var layoutDiagnostics: [Diagnostic] { rootView.layoutEngine?.diagnostics ?? [] }

    /// The top of the view's tree.
    var rootView: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// A view, a constraint or how a view is placed changed: the layout looks at the tree again.
    func layoutStructureChanged() {
        rootView.needsLayoutRebuild = true
        setNeedsDisplay()
    }

    /// Lets go of this tree's layout before a view leaves it: the engine refers to its views
    /// without owning them, and a view removed may be gone before the next layout. The next
    /// layout makes the engine again.
    func dropLayoutEngine() {
        guard let engine = layoutEngine else { return }
        engine.detach()
        layoutEngine = nil
        needsLayoutRebuild = true
    }

    /// A program set the frame of a view the layout places: one placed by its frame and
    /// autoresizing mask is held to the new frame from now on.
    func frameChangedOutsideLayout() {
        guard !LayoutEngine.isApplyingFrames, translatesAutoresizingMaskIntoConstraints else { return }
        layoutStructureChanged()
    }

    /// Removing a view ends the constraints between it (or its subtree) and the views it
    /// leaves, as in UIKit: its ancestors stop holding them.
    func removeConstraints(leaving superview: View) {
        for ancestor in sequence(first: superview, next: \.superview) where !ancestor.constraints.isEmpty {
            for constraint in ancestor.constraints where constraint.involves(self) { ancestor.removeConstraint(constraint) }
        }
    }
}

extension LayoutConstraint {
    /// Whether an item of the constraint is in `view`'s subtree.
    func involves(_ view: View) -> Bool {
        [firstItem, secondItem].contains { $0?.owningView?.isDescendant(of: view) == true }
    }
}
