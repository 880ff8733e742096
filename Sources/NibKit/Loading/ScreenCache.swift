internal import ScreenReading

#if canImport(Glibc)
    import Glibc
#endif

/// Parsed screens by path, re-read when the file changes: loading a screen many times (a
/// shape per click) parses it once, and an edited screen is picked up on the next load.
///
/// A compiled `Name.nibc` (`nibtool compile`) beside `Name.xib` is read instead while it is at
/// least as new; a stale, corrupt or other-version one is ignored. Its locations name the `.xib`,
/// so errors read the same either way. A file in `Base.lproj` whose texts come from the user's
/// language (`Localization`) is read from its XML, the strings file applied, and read again
/// when the language or the strings file changes.
final class ScreenCache {
    static let shared = ScreenCache()
    private var entries: [String: (modified: Duration, compiledModified: Duration?, strings: Strings?, document: NibDocument)] = [:]

    /// The strings file a document took its texts from, and when it was modified.
    private struct Strings: Equatable {
        var path: String
        var modified: Duration?
    }

    /// Every screen file read so far: what live reload watches.
    var loadedFiles: [String] { Array(entries.keys) }

    /// The screen at `path`, read with `vocabulary` (the program's registered classes' unless
    /// given): read again when the file changed, or when it was read with another vocabulary.
    func document(at path: String, vocabulary: Vocabulary = ClassRegistry.shared.vocabulary) throws(ScreenError) -> NibDocument {
        let modified = Self.modificationTime(path) ?? .zero
        let strings = Localization.stringsFile(for: path).map { Strings(path: $0, modified: Self.modificationTime($0)) }
        // The compiled form holds the base's texts.
        let compiledPath = strings == nil ? Self.compiledPath(for: path) : nil
        let compiledModified = compiledPath.flatMap(Self.modificationTime)
        if let entry = entries[path], entry.modified == modified, entry.compiledModified == compiledModified, entry.strings == strings,
            entry.document.vocabulary === vocabulary
        {
            return entry.document
        }
        let document: NibDocument
        if let compiledPath, let compiledModified, compiledModified >= modified,
            let compiled = try? NibDocument(contentsOf: compiledPath, file: path, vocabulary: vocabulary)
        {
            document = compiled
        } else {
            document = try NibDocument(contentsOf: path, vocabulary: vocabulary)
        }
        entries[path] = (modified, compiledModified, strings, document)
        return document
    }

    /// `Name.nibc` for `Name.xib`, `Name.storyboardc` for `Name.storyboard`.
    static func compiledPath(for path: String) -> String? {
        if path.hasSuffix(".storyboard") { return path + "c" }
        guard path.hasSuffix(".xib") else { return nil }
        return String(path.dropLast(4)) + "." + CompiledScreen.fileExtension
    }

    /// When the file was last modified, to the nanosecond, since the epoch; nil if it is not there.
    static func modificationTime(_ path: String) -> Duration? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return .seconds(info.st_mtim.tv_sec) + .nanoseconds(info.st_mtim.tv_nsec)
    }
}
