#if canImport(Glibc)
import Glibc
#endif

/// Finds a screen file by name in a list of folders, so programs read their screens at run
/// time: edit a screen, run again, see the change, no rebuild.
///
/// The default search path is, in order: the folders in `NIBKIT_SCREENS` (colon-separated),
/// `Screens/` beside the executable (and one level up, for `.build/debug`), and `Screens/` in
/// the working directory.
public struct ScreenLocator: Sendable {
    public var directories: [String]

    public init(directories: [String]) { self.directories = directories }

    public static var `default`: ScreenLocator {
        var directories: [String] = []
        if let value = getenv("NIBKIT_SCREENS") {
            directories += String(cString: value).split(separator: ":").map(String.init)
        }
        if let executable = executableDirectory {
            directories.append(executable + "/Screens")
            var parent = executable
            for _ in 0..<3 {
                parent = Self.parent(of: parent)
                directories.append(parent + "/Screens")
            }
        }
        if let cwd = currentDirectory { directories.append(cwd + "/Screens") }
        var seen = Set<String>()
        return ScreenLocator(directories: directories.filter { seen.insert($0).inserted })
    }

    /// The path of the screen file named `name` (`Howdy` finds `Howdy.xib`, or, in a folder with
    /// only the compiled screen, `Howdy.nibc`; a `.nibc` beside a `.xib` is preferred by
    /// `ScreenCache` when it is newer). A name with a slash or an extension is taken as a path.
    public func path(for name: String) throws(ScreenError) -> String {
        if name.contains("/") || name.hasSuffix(".xib") || name.hasSuffix("." + CompiledScreen.fileExtension) {
            if Self.exists(name) { return name }
            throw ScreenError([Diagnostic(.screenNotFound, "screen file '\(name)' not found", at: nil, key: name)])
        }
        for directory in directories {
            let candidate = directory + "/" + name + ".xib"
            if Self.exists(candidate) { return candidate }
            let compiled = directory + "/" + name + "." + CompiledScreen.fileExtension
            if Self.exists(compiled) { return compiled }
        }
        let looked = directories.map { "  " + $0 + "/" + name + ".xib" }.joined(separator: "\n")
        throw ScreenError([Diagnostic(.screenNotFound, "no screen named '\(name)'; looked in:\n" + looked + "\n(set NIBKIT_SCREENS to add folders)", at: nil, key: name)])
    }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return parent(of: String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
