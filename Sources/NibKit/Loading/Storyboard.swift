/// A storyboard (`Name.storyboard`): a program's screens as scenes, each a view controller with
/// its view, joined by segues. It is read and checked once; each instantiation makes a fresh
/// controller, whose view is loaded from its scene only when the controller's `view` is first
/// asked for, as UIKit loads a storyboard scene's nib.
///
///     let storyboard = try Storyboard(name: "Main")
///     window.rootViewController = try storyboard.instantiateInitialViewController()
///     let detail = try storyboard.instantiateViewController(withIdentifier: "Detail")
public final class Storyboard {
    /// The storyboard's name, as given to `init(name:)`; the first part of its scenes' screen names.
    public let name: String
    /// The storyboard as read and checked: its scenes and segues.
    public let document: NibDocument
    /// Where the storyboard was found, and where the screens its scenes embed are found.
    public let source: any ScreenSource
    /// The classes the scenes' controllers, views and segues are looked up in.
    public let registry: ClassRegistry
    /// Each scene's screen, made the first time a controller of the scene loads its view.
    private var screens: [String: NibDocument] = [:]

    /// Reads the storyboard named `name` (`Screens/Name.storyboard`, or the compiled
    /// `Name.storyboardc` beside it) from the source.
    public convenience init(name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared) throws(ScreenError) {
        try self.init(
            document: source.storyboardDocument(named: name, vocabulary: registry.vocabulary), name: name, source: source, registry: registry)
    }

    /// A storyboard already read; a document that is not a storyboard is refused.
    public init(document: NibDocument, name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared)
        throws(ScreenError)
    {
        guard document.isStoryboard else {
            throw ScreenError([
                Diagnostic(
                    .screenNotFound, "'\(name)' is a screen, not a storyboard (<document type=\"\(Vocabulary.storyboardType)\">)", at: document.location)
            ])
        }
        self.document = document
        self.name = name
        self.source = source
        self.registry = registry
    }

    /// The scenes, in the order the file writes them.
    public var scenes: [StoryboardScene] { document.scenes.map { StoryboardScene($0, in: self) } }

    /// The scene whose `sceneID` is `id`, or whose view controller has that id or storyboard identifier.
    public func scene(_ id: String) -> StoryboardScene? { document.scene(id).map { StoryboardScene($0, in: self) } }

    /// A new controller of the scene `initialViewController` names.
    public func instantiateInitialViewController() throws(ScreenError) -> ViewController {
        guard let scene = document.initialScene else { throw ScreenError([StoryboardRules.noInitialViewController(in: document, storyboard: name)]) }
        return try instantiateViewController(of: StoryboardScene(scene, in: self))
    }

    /// Loads an AppKit storyboard's application scene, as a Mac app starts: `application` is
    /// its application (`<application>`), which takes the scene's main menu (shown on the top
    /// row) and delegate; the scene's other objects are made and connected. Nothing is done
    /// for a storyboard without an application scene (a UIKit one, or NibKit's).
    public func loadApplicationScene(into application: Application) throws(ScreenError) {
        guard let scene = document.applicationScene else { return }
        let nib = Nib(document: screen(of: scene), name: StoryboardScene(scene, in: self).screenName, source: source, registry: registry)
        _ = try nib.instantiate(externalObjects: [Placeholder.application: application])
    }

    /// A new controller of the scene whose controller has this storyboard identifier; a clear
    /// error naming the identifiers there are when none has it.
    public func instantiateViewController(withIdentifier identifier: String) throws(ScreenError) -> ViewController {
        guard let scene = document.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw ScreenError([StoryboardRules.unknownIdentifier(identifier, in: document, storyboard: name)])
        }
        return try instantiateViewController(of: StoryboardScene(scene, in: self))
    }

    /// A new controller of the scene, made as a nib object is (`init(coder:)`, then its runtime
    /// attributes, then `awakeFromNib`), its view not yet loaded: the scene is its screen source,
    /// and the scene's screen its nib. A scene of a `StoryboardReference` gives the controller
    /// of the other storyboard it names.
    public func instantiateViewController(of scene: StoryboardScene) throws(ScreenError) -> ViewController {
        guard let node = scene.scene.viewController else { throw ScreenError(StoryboardRules.problems(in: document)) }
        if node.element == Self.referenceElement { return try followReference(node) }
        let className = node.className(in: document.vocabulary)
        guard let type = registry.lookup(className) else { throw ScreenError([ScreenRules.unknownClass(node, className: className, known: registry.names)]) }
        guard let controllerType = type as? ViewController.Type else {
            throw ScreenError([ScreenRules.wrongElementClass(node, className: className, elementClass: "ViewController")])
        }
        let controller = controllerType.init(coder: NibCoder(id: node.id, properties: node.properties))
        if scene.scene.nestsView { controller.nibName = scene.screenName }
        controller.screenSource = scene
        let problems = controller.setRuntimeAttributes(of: node, skipsUnknownKeys: document.skipsUnknownKeys)
        if !problems.isEmpty { throw ScreenError(problems) }
        controller.awakeFromNib()
        try fillRelationships(of: controller, from: scene)
        return controller
    }

    /// The element of a scene that stands for another storyboard's controller.
    static let referenceElement = "storyboardReference"

    /// How many storyboard references a program may follow one from another before the next
    /// is taken for a circle (a storyboard whose initial scene refers to itself).
    static let maximumReferenceDepth = 16
    /// The references being followed, on this thread (the main actor's).
    private static var followed = 0

    /// The controller a storyboard reference leads to, made by its storyboard (this one when it
    /// names this one), found by `source` as this one was.
    private func followReference(_ node: ObjectNode) throws(ScreenError) -> ViewController {
        let (name, identifier) = (node.string(forKey: "storyboardName"), node.string(forKey: "referencedIdentifier"))
        guard let name, !name.isEmpty else {
            throw ScreenError([
                Diagnostic(
                    .missingAttribute, "the storyboard reference \(node.label) names no storyboard (storyboardName)", at: node.location, objectID: node.id)
            ])
        }
        guard Self.followed < Self.maximumReferenceDepth else {
            throw ScreenError([
                Diagnostic(
                    .badScene, "storyboard references lead from one to another more than \(Self.maximumReferenceDepth) times: they go in a circle",
                    at: node.location, objectID: node.id)
            ])
        }
        Self.followed += 1
        defer { Self.followed -= 1 }
        let storyboard = name == self.name ? self : try Storyboard(name: name, source: source, registry: registry)
        if let identifier, !identifier.isEmpty { return try storyboard.instantiateViewController(withIdentifier: identifier) }
        return try storyboard.instantiateInitialViewController()
    }

    /// A container's relationship segues, performed as it is made (UIKit's): each relationship
    /// (a navigation controller's `rootViewController`, a tab bar controller's
    /// `viewControllers`) filled with fresh controllers of the scenes its segues lead to, in
    /// the order written.
    private func fillRelationships(of controller: ViewController, from scene: StoryboardScene) throws(ScreenError) {
        let relationships = scene.segues.filter { $0.segue.kind == .relationship }
        for name in relationships.map({ $0.segue.relationship ?? "" }).uniqued {
            var destinations: [ViewController] = []
            for declared in relationships where declared.segue.relationship == name {
                guard let destination = scene.destination(of: declared.segue) else { continue }
                destinations.append(try instantiateViewController(of: destination))
            }
            controller.fillRelationship(name, with: destinations)
        }
    }

    /// The screen of a scene (`NibDocument.screen(ofScene:)`), made once.
    func screen(of scene: Scene) -> NibDocument {
        if let screen = screens[scene.sceneID] { return screen }
        let screen = document.screen(ofScene: scene)
        screens[scene.sceneID] = screen
        return screen
    }
}
