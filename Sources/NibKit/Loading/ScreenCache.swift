#if canImport(Glibc)
    import Glibc
#endif

/// Parsed screens by path, re-read when the file changes: loading a screen many times (a
/// shape per click) parses it once, and an edited screen is picked up on the next load.
///
/// A compiled screen (`Name.nibc`, written by `nibtool compile`) beside `Name.xib` is read
/// instead of the XML when it is at least as new as the `.xib`; a stale, corrupt or
/// other-version `.nibc` is ignored and the `.xib` is read. Locations in a compiled screen name
/// the `.xib`, so errors read the same either way.
final class ScreenCache {
    static let shared = ScreenCache()
    private var entries: [String: (modified: timespec, compiledModified: timespec?, document: NibDocument)] = [:]

    /// Every screen file read so far: what live reload watches.
    var loadedFiles: [String] { Array(entries.keys) }

    func document(at path: String) throws(ScreenError) -> NibDocument {
        let modified = Self.modificationTime(path) ?? timespec()
        let compiledPath = Self.compiledPath(for: path)
        let compiledModified = compiledPath.flatMap(Self.modificationTime)
        if let entry = entries[path], Self.same(entry.modified, modified), Self.same(entry.compiledModified, compiledModified) {
            return entry.document
        }
        let document: NibDocument
        if let compiledPath, let compiledModified, !Self.older(compiledModified, than: modified),
            let compiled = try? NibDocument(contentsOf: compiledPath, file: path)
        {
            document = compiled
        } else {
            document = try NibDocument(contentsOf: path)
        }
        entries[path] = (modified, compiledModified, document)
        return document
    }

    /// `Name.nibc` for `Name.xib`.
    static func compiledPath(for path: String) -> String? {
        guard path.hasSuffix(".xib") else { return nil }
        return String(path.dropLast(4)) + "." + CompiledScreen.fileExtension
    }

    static func modificationTime(_ path: String) -> timespec? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mtim : nil
    }

    static func same(_ a: timespec?, _ b: timespec?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec
        default: return false
        }
    }

    static func older(_ a: timespec, than b: timespec) -> Bool {
        a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec)
    }
}
