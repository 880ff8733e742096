/// The segues a controller's scene view starts, kept by the controller when the view loads:
/// those a control or gesture recognizer fires (by the object, which sends `action` to the
/// controller), and the embed segues of container views, performed once the view is loaded.
struct SceneSegueSources {
    /// The action a segue's control or gesture recognizer sends its scene's controller.
    static let action: Selector = "performSegueOfSender:"

    /// The segues each object fires, by object.
    var triggered: [ObjectIdentifier: [SceneSegue]] = [:]
    /// The embed segues and their container views, until the view has loaded.
    var embeds: [(segue: SceneSegue, container: View)] = []
}
