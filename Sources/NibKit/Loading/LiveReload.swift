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

    public init(application: Application, interval: Double = 0.25, makeRootViewController: @escaping () -> ViewController) {
        self.application = application
        self.interval = interval
        self.makeRootViewController = makeRootViewController
    }

    public func start() {
        let watcher = FileWatcher(application: application, interval: interval, files: { ScreenCache.shared.loadedFiles }, filesDidChange: { self.reload() })
        watcher.start()
        self.watcher = watcher
    }

    public func stop() { watcher?.stop() }

    private func reload() {
        let controller = makeRootViewController()
        // One made from a storyboard already has its scene as its source.
        if controller.screenSource == nil { controller.screenSource = application.window.rootViewController?.screenSource }
        application.window.rootViewController = controller
    }
}
