import Foundation
import NibFormat
import NibKit

/// Reading screens as the tool's commands take them: a `.xib`, or a compiled `.nibc`.
public enum ScreenFile {
    /// The document in a file, exactly as written (a `.xib` is read as XML even with a `.nibc`
    /// beside it), or the problems that stop it from being read.
    public static func read(_ path: String) throws(ScreenError) -> NibDocument {
        try NibDocument(contentsOf: path)
    }

    /// The problems of one file, as the lines `validate` prints.
    public static func describe(_ error: Error, path: String) -> [String] {
        guard let error = error as? ScreenError else { return ["\(path): error: \(error)"] }
        return error.diagnostics.map { $0.location == nil ? "\(path): \($0)" : $0.description }
    }

    /// The screen's name: the file name without its extension.
    public static func name(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
