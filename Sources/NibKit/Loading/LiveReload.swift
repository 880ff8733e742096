#if canImport(Glibc)
import Glibc
#endif

/// A development aid: when a screen file the program has loaded changes on disk, the root view
/// controller is made again, so its screens are read afresh and the edit shows at once.
///
/// It checks the files' modification times a few times a second on the application's timers
/// (only when turned on, so a program that does not ask for it never wakes while idle).
///
///     LiveReload(application: app) { HowdyViewController() }.start()
public final class LiveReload {
    let application: Application
    let interval: Double
    let makeRootViewController: () -> ViewController
    private var seen: [String: timespec] = [:]
    /// How many times the screens were reloaded, for tests.
    public private(set) var reloadCount = 0

    public init(application: Application, interval: Double = 0.25, makeRootViewController: @escaping () -> ViewController) {
        self.application = application
        self.interval = interval
        self.makeRootViewController = makeRootViewController
    }

    public func start() {
        seen = ScreenCache.shared.loadedFiles
        scheduleCheck()
    }

    private func scheduleCheck() {
        application.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.checkNow()
            self.scheduleCheck()
        }
    }

    /// Reloads if any loaded screen file changed since the last look.
    public func checkNow() {
        let changed = seen.contains { path, stamp in
            guard let now = ScreenCache.modificationTime(path) else { return false }
            return !ScreenCache.same(now, stamp)
        }
        if changed {
            let controller = makeRootViewController()
            controller.screenLocator = application.window.rootViewController?.screenLocator
            application.window.rootViewController = controller
            application.setFirstResponder(nil)
            application.moveFocus(forward: true)
            reloadCount += 1
        }
        for (path, _) in ScreenCache.shared.loadedFiles {
            if let stamp = ScreenCache.modificationTime(path) { seen[path] = stamp }
        }
    }
}
