import NibKitTesting
import Testing

@testable import NibKit

extension HeadlessApp {
    /// A storyboard's initial navigation controller on a headless screen of `size`, its
    /// storyboard read from `text` with `classes` registered, and the controller on top, of the
    /// type the test asks for.
    static func navigation<Top: ViewController>(
        storyboard text: String, classes: [NibObject.Type], size: Size, top: Top.Type = Top.self
    ) throws -> (HeadlessApp, NavigationController, Top) {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(text.utf8), named: "Storyboard")
        let registry = ClassRegistry()
        registry.register(classes)
        let navigation = try #require(
            try Storyboard(name: "Storyboard", source: screens, registry: registry).instantiateInitialViewController() as? NavigationController)
        let app = try HeadlessApp(root: navigation, size: size)
        return (app, navigation, try #require(navigation.topViewController as? Top))
    }
}
