/// One scene of a storyboard as its controllers see it: the scene, its segues, and where its
/// controller's view comes from. Every controller made from the scene has it as its screen
/// source: the scene's own screen (`screenName`) is the scene's view; any other name (a screen
/// a view embeds) is asked of the storyboard's source.
public final class StoryboardScene: ScreenSource {
    /// The storyboard the scene belongs to.
    public let storyboard: Storyboard
    /// The scene as the storyboard's document reads it.
    public let scene: Scene

    init(_ scene: Scene, in storyboard: Storyboard) {
        self.scene = scene
        self.storyboard = storyboard
    }

    /// The scene's id in the file (`<scene sceneID=…>`).
    public var sceneID: String { scene.sceneID }
    /// The identifier `instantiateViewController(withIdentifier:)` finds the scene by; nil when
    /// the scene's controller has none.
    public var storyboardIdentifier: String? { scene.storyboardIdentifier }

    /// The name the scene's view is loaded by, `Main/menu`: the storyboard's and the scene's,
    /// which no screen file can have (a screen's name has no `/`).
    public var screenName: String { storyboard.name + "/" + sceneID }

    /// Every segue the scene declares, on its controller or the objects of its view, in
    /// document order: what performing them needs (identifier, kind, source, destination).
    public var segues: [SceneSegue] { scene.segues }

    /// The segue of this identifier, as `performSegue(withIdentifier:sender:)` finds it.
    public func segue(withIdentifier identifier: String) -> SceneSegue? { segues.first { $0.segue.identifier == identifier } }

    /// The scene a segue leads to; nil for an unwind segue, which leads back, to a controller
    /// found when it is performed.
    public func destination(of segue: Segue) -> StoryboardScene? {
        guard segue.kind != .unwind else { return nil }
        return storyboard.document.scene(ofViewController: segue.destination).map { StoryboardScene($0, in: storyboard) }
    }

    /// The scene's view for its `screenName`; any other screen from the storyboard's source.
    public func document(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        name == screenName ? storyboard.screen(of: scene) : try storyboard.source.document(named: name, vocabulary: vocabulary)
    }

    /// Another storyboard, from the storyboard's source.
    public func storyboardDocument(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        try storyboard.source.storyboardDocument(named: name, vocabulary: vocabulary)
    }
}

extension ViewController {
    /// The storyboard this controller was made from; nil for one made in code or by a screen.
    public var storyboard: Storyboard? { storyboardScene?.storyboard }

    /// The scene of the storyboard this controller was made from, with its segues.
    public var storyboardScene: StoryboardScene? { screenSource as? StoryboardScene }
}
