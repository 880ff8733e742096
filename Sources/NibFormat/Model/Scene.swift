/// One scene of a storyboard (`<scene sceneID="...">`): a view controller with its view, the
/// scene's placeholders (First Responder, Exit) and any other objects of the scene.
public struct Scene: Sendable {
    /// The scene's identifier in the storyboard (`sceneID`).
    public var sceneID: String
    /// The scene's `<objects>`, in document order.
    public var objects: [ObjectNode]
    /// Where the `<scene>` element is written.
    public var location: SourceLocation

    /// A scene of `objects`, as a reader makes it.
    public init(sceneID: String, objects: [ObjectNode], location: SourceLocation) {
        self.sceneID = sceneID
        self.objects = objects
        self.location = location
    }

    /// The scene's view controller: its one object of the view controller role, as its
    /// document's vocabulary says (`NibDocument.read(with:)`).
    public var viewController: ObjectNode? { controllerIndex.map { objects[$0] } }
    /// Where `viewController` stands in `objects`.
    package var controllerIndex: Int?

    /// Whether it is an AppKit storyboard's application scene: the application
    /// (`Placeholder.application`) with its main menu and delegate, in place of a controller.
    public var isApplicationScene: Bool { objects.contains { $0.placeholderIdentifier == Placeholder.application } }

    /// Whether the controller's view is nested in the scene (`<view key="view">`), its screen
    /// (`NibDocument.screen(ofScene:)`); without one the controller loads its view as any
    /// controller does, from the screen named by its `nibName` or class.
    public var nestsView: Bool { viewController?.embedded.contains { $0.key == "view" } == true }

    /// The controller's `storyboardIdentifier`, by which code instantiates it.
    public var storyboardIdentifier: String? { viewController?.storyboardIdentifier }

    /// Every object of the scene in document order (as `NibDocument.allObjects` lists a screen's).
    public var allObjects: [ObjectNode] { NibDocument.objects(inOrder: objects) }

    /// Every segue of the scene, from whichever of its objects declares it, in the order they
    /// are written (a controller's segues follow its view's).
    public var segues: [SceneSegue] {
        allObjects.flatMap { node in node.segues.map { SceneSegue(segue: $0, source: node) } }.sorted { $0.segue.location.precedes($1.segue.location) }
    }
}

/// A segue as a scene declares it: the segue and the object it starts from.
public struct SceneSegue: Sendable {
    /// The segue as declared.
    public var segue: Segue
    /// The object that declares it: the scene's controller, or a control, cell, gesture
    /// recognizer or container view of its view.
    public var source: ObjectNode

    /// A segue declared by `source`.
    public init(segue: Segue, source: ObjectNode) {
        self.segue = segue
        self.source = source
    }

    /// The id of the object that declares it.
    public var sourceID: String { source.id }
    /// The source as messages name it (`button 'next'`).
    public var sourceLabel: String { source.label }
}

extension ObjectNode {
    /// A view controller's `storyboardIdentifier`, when it has one.
    public var storyboardIdentifier: String? { string(forKey: "storyboardIdentifier") }
}
