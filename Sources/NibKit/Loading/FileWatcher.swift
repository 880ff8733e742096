/// Tells when files change on disk, for live reload and `nibtool preview --watch`: it looks at
/// their modification times a few times a second on the application's timers, only once
/// started, so a program that watches nothing never wakes while idle. The application keeps a
/// started watcher, as a repeating timer, until `stop()`.
public final class FileWatcher {
    /// Unowned: the application's timer holds the watcher, so the watcher must not hold it back.
    unowned let application: Application
    let interval: Double
    /// The files to watch, asked again after each look (a program loads more screens as it runs).
    let files: () -> [String]
    let filesDidChange: () -> Void
    private var seen: [String: Duration] = [:]
    private var timer: Timer?

    /// A watcher, not yet started, that asks `files` for the paths to watch and calls
    /// `filesDidChange` on the main loop when one of them changes; it looks every `interval`
    /// seconds.
    public init(application: Application, interval: Double = 0.25, files: @escaping () -> [String], filesDidChange: @escaping () -> Void) {
        self.application = application
        self.interval = interval
        self.files = files
        self.filesDidChange = filesDidChange
    }

    /// Notes the files' modification times and starts looking on the application's timers.
    public func start() {
        seen = look()
        scheduleCheck()
    }

    /// Stops looking: the application lets the watcher go. `filesDidChange` may call it.
    public func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func scheduleCheck() {
        timer = application.schedule(after: interval) {
            self.checkNow()
            // `stop()` from inside `filesDidChange` ends the watching.
            if self.timer != nil { self.scheduleCheck() }
        }
    }

    /// Calls `filesDidChange` if a file changed since the last look: one `stat` per file.
    private func checkNow() {
        let now = look()
        let changed = seen.contains { path, stamp in now[path].map { $0 != stamp } ?? false }
        if changed { filesDidChange() }
        // The change may have loaded other files (a screen that now embeds another). A file
        // missing for a moment (an editor saving by rename) keeps its last time.
        seen.merge(changed ? look() : now) { _, new in new }
    }

    /// The modification time of every file to watch that exists.
    private func look() -> [String: Duration] {
        files().reduce(into: [:]) { stamps, path in stamps[path] = ScreenCache.modificationTime(path) }
    }
}
