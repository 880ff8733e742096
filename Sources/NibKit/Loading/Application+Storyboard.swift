/// Starting a program from its main storyboard, as UIKit does with `UIMainStoryboardFile`.
extension Application {
    /// Makes the initial view controller of the storyboard named `name` the window's root
    /// controller, and returns it; an AppKit storyboard's application scene is loaded first,
    /// as a Mac app starts (its main menu and delegate become this application's).
    ///
    ///     let app = Application(backend: CursesBackend())
    ///     try app.startMainStoryboard(named: "Main")
    ///     exit(app.run())
    ///
    /// A program that only runs the storyboard calls ``run(mainStoryboard:)``, which reports a
    /// storyboard that does not load.
    @discardableResult
    public func startMainStoryboard(
        named name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared
    ) throws(ScreenError) -> ViewController {
        let storyboard = try Storyboard(name: name, source: source, registry: registry)
        try storyboard.loadApplicationScene(into: self)
        let root = try storyboard.instantiateInitialViewController()
        window.rootViewController = root
        return root
    }

    /// Starts from the storyboard named `name` and runs until `quit`, as UIKit starts from its
    /// main storyboard: `exit(app.run(mainStoryboard: "Main"))`. A storyboard that does not load
    /// is written to standard error, every problem at its file:line:column, and the status is 1,
    /// the terminal never taken, as ``run()`` does for a root screen that does not load.
    public func run(mainStoryboard name: String) -> Int32 {
        do {
            try startMainStoryboard(named: name)
        } catch {
            writeToStandardError(["\(error)"])
            return 1
        }
        return run()
    }
}
