/// A storyboard's scenes as screens: as Xcode compiles each scene's view into a nib of its own,
/// loaded when the scene's controller first needs its view, with the controller as its owner.
extension NibDocument {
    /// The scene whose `sceneID` is `id`, or whose view controller has the id or storyboard identifier `id`.
    public func scene(_ id: String) -> Scene? {
        scenes.first { $0.sceneID == id } ?? scenes.first { $0.viewController?.id == id || $0.storyboardIdentifier == id }
    }

    /// The scene of the controller a program starts from (`initialViewController`).
    public var initialScene: Scene? { initialViewController.flatMap(scene(ofViewController:)) }

    /// An AppKit storyboard's application scene (`Scene.isApplicationScene`), loaded before
    /// the initial controller; nil for any other storyboard.
    public var applicationScene: Scene? { scenes.first(where: \.isApplicationScene) }

    /// The scene whose view controller has the object id `id`: where a segue's destination is.
    public func scene(ofViewController id: String) -> Scene? { scenes.first { $0.viewController?.id == id } }

    /// The screen a scene's controller loads its view from: File's Owner stands for the
    /// controller (its id, class and outlets), the controller's `view` is a top-level view its
    /// `view` outlet names, and each other object it nests by key (a bar button item) a
    /// top-level object its outlet, or outlet collection, of that key names, beside the
    /// scene's placeholders and other objects. Segues stay on
    /// the objects that declare them; the loader makes nothing of them.
    public func screen(ofScene scene: Scene) -> NibDocument {
        var screen = NibDocument(file: file, version: version, objects: [], location: scene.location)
        screen.dialect = dialect
        screen.read(with: vocabulary)
        guard let controller = scene.viewController else {
            // The application scene: the application's nested main menu is lifted out as the
            // controller's nested objects are.
            screen.objects = scene.objects.flatMap { object -> [ObjectNode] in
                guard object.placeholderIdentifier == Placeholder.application else { return [object] }
                let (holder, lifted) = liftingNested(of: object)
                return [holder] + lifted
            }
            return screen
        }
        var owner = ObjectNode(
            element: "placeholder", id: controller.id, customClass: controller.className(in: vocabulary), placeholderIdentifier: Placeholder.filesOwner,
            userLabel: controller.userLabel, location: controller.location)
        owner.connections = controller.connections
        owner.embedded = controller.embedded
        let (holder, lifted) = liftingNested(of: owner, collections: vocabulary.element(controller.element)?.collections ?? [])
        let placeholders = scene.objects.filter(\.isPlaceholder)
        let others = scene.objects.filter { !$0.isPlaceholder && $0.id != controller.id }
        screen.objects = [holder] + placeholders + lifted + others
        return screen
    }

    /// An object whose nested objects (by key) are lifted out to stand beside it, each joined
    /// to it by an outlet of its key (a collection's entries by an outlet collection), as a
    /// screen's top-level objects are.
    private func liftingNested(of object: ObjectNode, collections: Set<String> = []) -> (holder: ObjectNode, lifted: [ObjectNode]) {
        var holder = object
        holder.embedded = []
        var lifted: [ObjectNode] = []
        for var nested in object.embedded {
            guard let key = nested.key else { continue }
            let kind: Connection.Kind = collections.contains(key) ? .outletCollection : .outlet
            holder.connections.append(Connection(kind: kind, name: key, destination: nested.id, location: nested.location))
            nested.key = nil
            lifted.append(nested)
        }
        return (holder, lifted)
    }
}
