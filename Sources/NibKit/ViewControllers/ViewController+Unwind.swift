extension ViewController {
    /// Performs an unwind segue of this controller's scene, as UIKit does: the controller that
    /// answers its action is looked for back along the way this one came (`unwindDestination`);
    /// then this controller's `prepare(for:sender:)`, the destination's action with the segue,
    /// and the segue's `perform()`, which goes back to the destination. An action nobody
    /// answers is reported where the segue is written, not a crash.
    func performUnwind(_ declared: SceneSegue, sender: Any?) {
        let action = Selector(declared.segue.unwindAction ?? "")
        var searched: [ViewController] = []
        guard let destination = unwindDestination(for: action, sender: sender, searched: &searched) else {
            let names = searched.map { ClassRegistry.name(of: type(of: $0)) }
            return reportSegueProblem(StoryboardRules.unwindActionUnanswered(declared, searched: names))
        }
        guard let segue = makeSegue(declared, to: destination) else { return }
        prepare(for: segue, sender: sender)
        application?.sendAction(action, to: destination, from: segue)
        segue.perform()
    }

    /// The controller an unwind segue from this one ends at: going up through parents and
    /// presenters, each container's other children (`allowedChildrenForUnwinding(from:)`,
    /// nearest first, and theirs) are asked before the container itself
    /// (`canPerformUnwindSegueAction(_:from:sender:)`). `searched` lists those asked.
    func unwindDestination(for action: Selector, sender: Any?, searched: inout [ViewController]) -> ViewController? {
        var from = self
        while let next = from.parent ?? from.presenter {
            if let found = next.unwindCandidate(for: action, from: self, comingFrom: from, sender: sender, searched: &searched) { return found }
            from = next
        }
        return nil
    }

    /// This controller or one of its children (not the one the search comes from) that ends
    /// the unwind segue, the children first.
    private func unwindCandidate(
        for action: Selector, from source: ViewController, comingFrom child: ViewController?, sender: Any?, searched: inout [ViewController]
    ) -> ViewController? {
        for candidate in allowedChildrenForUnwinding(from: child).reversed() {
            if let found = candidate.unwindCandidate(for: action, from: source, comingFrom: nil, sender: sender, searched: &searched) { return found }
        }
        searched.append(self)
        return canPerformUnwindSegueAction(action, from: source, sender: sender) ? self : nil
    }

    /// Brings this controller, an unwind segue's destination, back on screen: what is presented
    /// over its outermost container is dismissed, then each container on the way down shows
    /// the child the way leads through (`unwind(for:towards:)`: a navigation controller pops,
    /// a tab bar controller chooses the tab).
    func returnAfterUnwinding(_ segue: StoryboardSegue) {
        let way = Array(sequence(first: self, next: \.parent))
        if let outermost = way.last, outermost.presentedViewController != nil { outermost.dismiss(animated: true) }
        for (child, container) in zip(way, way.dropFirst()).reversed() { container.unwind(for: segue, towards: child) }
    }
}
