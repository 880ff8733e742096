#if canImport(Glibc)
import Glibc
#endif

/// Parsed screens by path, re-read when the file changes: loading a screen many times (a
/// shape per click) parses it once, and an edited screen is picked up on the next load.
final class ScreenCache {
    static let shared = ScreenCache()
    private var entries: [String: (modified: timespec, document: ScreenDocument)] = [:]

    func document(at path: String) throws(ScreenError) -> ScreenDocument {
        var info = stat()
        let modified = stat(path, &info) == 0 ? info.st_mtim : timespec()
        if let entry = entries[path], entry.modified.tv_sec == modified.tv_sec, entry.modified.tv_nsec == modified.tv_nsec {
            return entry.document
        }
        let document = try ScreenReader.read(contentsOf: path)
        entries[path] = (modified, document)
        return document
    }
}
