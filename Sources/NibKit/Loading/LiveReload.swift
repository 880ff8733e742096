/// A development aid: when a screen file the program has loaded changes, the root view
/// controller is made again, so the edit shows at once (a broken screen, its errors, in place).
/// Start it before `run`; the application keeps it until `stop()`:
///
///     LiveReload(application: app) { HowdyViewController() }.start()
public final class LiveReload {
    let application: Application
    let makeRootViewController: () -> ViewController
    /// Kept by the application's timers while started; weak here, so nothing keeps it after `stop()`.
    private weak var watcher: FileWatcher?
    private let interval: Double

    /// A live reload, not yet started, that looks at the loaded screen files every `interval`
    /// seconds and calls `makeRootViewController` for a new root when one changed.
    public init(application: Application, interval: Double = 0.25, makeRootViewController: @escaping () -> ViewController) {
        self.application = application
        self.interval = interval
        self.makeRootViewController = makeRootViewController
    }

    /// Starts watching every screen file the program has loaded (and loads from now on).
    public func start() {
        let watcher = FileWatcher(application: application, interval: interval, files: { ScreenCache.shared.loadedFiles }, filesDidChange: { self.reload() })
        watcher.start()
        self.watcher = watcher
    }

    /// Stops watching; the root view controller stays as it is.
    public func stop() { watcher?.stop() }

    private func reload() {
        let controller = makeRootViewController()
        // One made from a storyboard already has its scene as its source.
        if controller.screenSource == nil { controller.screenSource = application.window.rootViewController?.screenSource }
        application.window.rootViewController = controller
    }
}
