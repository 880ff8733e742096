/// Starting a program from its main storyboard, as UIKit does with `UIMainStoryboardFile`.
extension Application {
    /// Makes the initial view controller of the storyboard named `name` the window's root
    /// controller, and returns it.
    ///
    ///     let app = Application(backend: CursesBackend())
    ///     try app.startMainStoryboard(named: "Main")
    ///     exit(app.run())
    @discardableResult
    public func startMainStoryboard(
        named name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared
    ) throws(ScreenError) -> ViewController {
        let root = try Storyboard(name: name, source: source, registry: registry).instantiateInitialViewController()
        window.rootViewController = root
        return root
    }
}
