internal import ScreenReading
import Suggestions

#if canImport(Glibc)
    import Glibc
#endif

/// Screen files found by name in a list of folders, so programs read their screens at run
/// time: edit a screen, run again, see the change, no rebuild.
///
/// The default search path is, in order: the folders in `NIBKIT_SCREENS` (colon-separated),
/// `Screens/` beside the executable (and up to three levels up, for `.build/debug`), and
/// `Screens/` in the working directory. Documents are read through `ScreenCache`.
public struct ScreenSearchPath: ScreenSource, Sendable {
    /// The folders looked in, in order: the first that has a screen gives it.
    public var directories: [String]

    /// A search path of exactly these folders ("" is the working directory).
    public init(directories: [String]) { self.directories = directories }

    /// Made once, on first use (the environment and the working directory as they are then),
    /// on no actor: what it calls is nonisolated.
    public static let `default`: ScreenSearchPath = {
        var directories: [String] = []
        if let value = getenv("NIBKIT_SCREENS") {
            directories += String(cString: value).split(separator: ":").map(String.init)
        }
        if let executable = executableDirectory {
            directories += sequence(first: executable, next: parent).prefix(4).map { $0 + "/Screens" }
        }
        if let cwd = currentDirectory { directories.append(cwd + "/Screens") }
        return ScreenSearchPath(directories: directories.uniqued)
    }()

    /// What a screen file's name ends with: its XML, or the compiled form.
    static let fileExtensions = [".xib", "." + CompiledScreen.fileExtension]
    /// What a storyboard file's name ends with: its XML, or the compiled form.
    static let storyboardExtensions = [".storyboard", "." + CompiledScreen.storyboardExtension]

    /// `Name.xib` (or `Name.nibc`) in the first folder that has it, read once and cached until the
    /// file changes.
    public func document(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        try ScreenCache.shared.document(at: path(for: name), vocabulary: vocabulary)
    }

    /// `Name.storyboard` (or `Name.storyboardc`) in the first folder that has it.
    public func storyboardDocument(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        try ScreenCache.shared.document(at: path(for: name, extensions: Self.storyboardExtensions), vocabulary: vocabulary)
    }

    /// The file of the screen named `name` in the first folder that has it: `Name.xib`, or, in a
    /// folder with only the compiled screen, `Name.nibc`. Nil when no folder has it, or when
    /// `name` is not a screen name (`nameProblem`).
    public func file(named name: String) -> String? {
        Self.nameProblem(name) == nil ? firstFile(named: name) : nil
    }

    /// The first file of a screen name in the folders, the name already known to be one: in
    /// each folder, the file, or else the one in its `Base.lproj`, as Xcode keeps a localized
    /// file (its texts come from the user's language, `Localization`).
    /// Loops, not lazy sequences: each lazy adaptor is a generic type the runtime makes at a
    /// program's start, checking its requirements against every conformance of the program
    /// (a third one cost Howdy's first frame 5%).
    private func firstFile(named name: String, extensions: [String] = fileExtensions) -> String? {
        for directory in directories {
            for folder in ["", Localization.baseFolder + "/"] {
                for fileExtension in extensions {
                    let file = (directory.isEmpty ? "" : directory + "/") + folder + name + fileExtension
                    if Self.exists(file) { return file }
                }
            }
        }
        return nil
    }

    /// The names of the screens in the folders, each once, for "did you mean".
    public var screenNames: [String] { names(withExtensions: Self.fileExtensions) }

    /// The names of the files in the folders with one of these extensions, each once.
    func names(withExtensions extensions: [String]) -> [String] {
        directories.flatMap { Self.fileNames(in: $0) + Self.fileNames(in: ($0.isEmpty ? "" : $0 + "/") + Localization.baseFolder) }.compactMap { file in
            extensions.first(where: file.hasSuffix).map { String(file.dropLast($0.count)) }
        }.uniqued
    }

    /// The path of the screen named `name`, found in the folders and only there. A name is
    /// never a path: a screen file names its embedded screens, and must not reach beyond the
    /// screen folders (`screen="../../etc/passwd"`). A program reads a file by its path with
    /// `Nib(contentsOf:)`.
    public func path(for name: String) throws(ScreenError) -> String { try path(for: name, extensions: Self.fileExtensions) }

    /// The path of the file named `name` with one of `extensions` (its XML form first), as `path(for:)`.
    func path(for name: String, extensions: [String]) throws(ScreenError) -> String {
        if let problem = Self.nameProblem(name) {
            throw ScreenError([
                Diagnostic(
                    .screenNotFound,
                    "\(name.debugDescription) is not a screen name: \(problem); name a screen as its file in a screen folder, without the extension",
                    at: nil, key: name)
            ])
        }
        if let found = firstFile(named: name, extensions: extensions) { return found }
        // One line, as every diagnostic is, so editors and CI can annotate it.
        let looked = directories.map { $0 + "/" + name + extensions[0] }.joined(separator: ", ")
        let what = extensions == Self.fileExtensions ? "screen" : "storyboard"
        throw ScreenError([
            Diagnostic(
                .screenNotFound, "no \(what) named '\(name)'; looked in: \(looked) (set NIBKIT_SCREENS to add folders)", at: nil, key: name,
                suggestion: Suggestion.nearest(to: name, in: names(withExtensions: extensions)))
        ])
    }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// Why `name` cannot name a screen, or nil if it can: a name is one file name in a folder
    /// (less its extension), so it is not empty, `.` or `..`, and has no path separator (`/`,
    /// or `\` as Windows writes one) and no control character (NUL, a line break).
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "'\(name)' is a folder" }
        if name.contains("/") || name.contains("\\") { return "it has a path separator" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "it has a control character" }
        return nil
    }

    /// The names in a folder, sorted, but the hidden ones (`.`, `..`, `.DS_Store`).
    package static func fileNames(in directory: String) -> [String] {
        guard let folder = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    nonisolated static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return parent(of: String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    nonisolated static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    nonisolated static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension Array where Element: Hashable {
    /// The elements, each once, where it first appears.
    var uniqued: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
