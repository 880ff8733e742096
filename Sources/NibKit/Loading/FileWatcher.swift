#if canImport(Glibc)
    import Glibc
#endif

/// Tells when files change on disk, for development aids (live reload, `nibtool preview
/// --watch`): it looks at their modification times a few times a second on the application's
/// timers, only once started, so a program that watches nothing never wakes while idle.
///
/// Like a repeating timer, a started watcher is kept by the application until `stop()`.
public final class FileWatcher {
    let application: Application
    let interval: Double
    /// The files to watch, asked again after each look (a program loads more screens as it runs).
    let files: () -> [String]
    let filesDidChange: () -> Void
    private var seen: [String: timespec] = [:]
    private var timer: Timer?

    public init(application: Application, interval: Double = 0.25, files: @escaping () -> [String], filesDidChange: @escaping () -> Void) {
        self.application = application
        self.interval = interval
        self.files = files
        self.filesDidChange = filesDidChange
    }

    public func start() {
        seen = [:]
        remember()
        scheduleCheck()
    }

    public func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func scheduleCheck() {
        timer = application.schedule(after: interval) {
            self.checkNow()
            self.scheduleCheck()
        }
    }

    /// Calls `filesDidChange` if a file changed since the last look.
    private func checkNow() {
        let changed = seen.contains { path, stamp in
            guard let now = ScreenCache.modificationTime(path) else { return false }
            return !ScreenCache.same(now, stamp)
        }
        if changed { filesDidChange() }
        remember()
    }

    private func remember() {
        for path in files() {
            if let stamp = ScreenCache.modificationTime(path) { seen[path] = stamp }
        }
    }
}
