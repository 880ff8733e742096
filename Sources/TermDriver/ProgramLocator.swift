import Foundation

/// Finds the program a script or test starts as a shell would, the build folders first.
public enum ProgramLocator {
    /// Resolves `name`: a path containing "/" is taken relative to `base` (or the current
    /// folder); a bare name is looked up in `directories`, then in `path` (a PATH string).
    public static func find(_ name: String, searching directories: [URL], path: String?, relativeTo base: URL? = nil) -> URL? {
        let fileManager = FileManager.default
        if name.contains("/") {
            let url =
                name.hasPrefix("/")
                ? URL(fileURLWithPath: name)
                : (base ?? URL(fileURLWithPath: fileManager.currentDirectoryPath)).appendingPathComponent(name)
            return fileManager.isExecutableFile(atPath: url.path) ? url.standardizedFileURL : nil
        }
        let pathDirectories = (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        for directory in directories + pathDirectories {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                fileManager.isExecutableFile(atPath: candidate.path)
            {
                return candidate.standardizedFileURL
            }
        }
        return nil
    }
}
