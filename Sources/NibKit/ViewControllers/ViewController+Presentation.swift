extension ViewController {
    /// The controller that presented this one or, if this one was not presented, the one that
    /// presented its nearest presented ancestor (UIKit's rule).
    public var presentingViewController: ViewController? { presenter ?? parent?.presentingViewController }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let container = current as? Container { return container }
            ancestor = current.parent
        }
        return nil
    }

    /// The controller a presentation from this one is made by: the outermost of its containers,
    /// the one that fills the window or was itself presented (UIKit's presentation context).
    private var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Shows `controller` modally, as its `modalPresentationStyle` says: it takes all input until
    /// dismissed. The appearance calls are made (<doc:ViewControllers>), then `completion`
    /// runs. A controller already presenting one, or one already presented or in a container,
    /// is reported, not presented.
    public func present(_ controller: ViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        let context = presentationContext
        guard let application = context.application else { return }
        if let problem = context.problemPresenting(controller) {
            application.report(problem)
            return
        }
        context.presentedViewController = controller
        controller.presenter = context
        application.presentModally(controller, animated: animated)
        completion?()
    }

    /// Why `controller` cannot be presented by this one, or nil.
    private func problemPresenting(_ controller: ViewController) -> String? {
        let name = ClassRegistry.name(of: type(of: controller))
        if let presented = presentedViewController {
            return "cannot present \(name): \(ClassRegistry.name(of: type(of: self))) is already presenting \(ClassRegistry.name(of: type(of: presented)))"
        }
        if controller.presenter != nil || controller === self { return "cannot present \(name): it is already presented" }
        if controller.parent != nil { return "cannot present \(name): it is a child of \(ClassRegistry.name(of: type(of: controller.parent!)))" }
        return nil
    }

    /// Dismisses the controller this one presented, and any that one presented in turn; when
    /// this one presented none, asks its presenter (`presentingViewController`) to dismiss it.
    /// The appearance calls are made, then `completion` runs.
    public func dismiss(animated: Bool = false, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        let dismissed = Array(sequence(first: presented, next: \.presentedViewController))
        application?.dismissModally(dismissed, animated: animated)
        for controller in dismissed {
            controller.presenter?.presentedViewController = nil
            controller.presenter = nil
        }
        completion?()
    }
}
