import Foundation
import ArgumentParser
import NibFormat
import NibKit

/// An error of the tool itself (a missing directory, an unwritable file), printed as `nibtool: error: ...`.
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Reading screens as the tool's commands take them: a `.xib`, or a compiled `.nibc`.
enum ScreenFile {
    /// The document in a file, exactly as written (a `.xib` is read as XML even with a `.nibc`
    /// beside it), or the problems that stop it from being read.
    static func read(_ path: String) throws -> ScreenDocument {
        try ScreenDocument(contentsOf: path)
    }

    /// The document for a command that shows one screen: on a problem, prints it the way
    /// `validate` does and ends the command with status 1.
    static func readOrExit(_ path: String) throws -> ScreenDocument {
        do {
            return try read(path)
        } catch {
            describe(error, path: path).forEach { print($0) }
            throw ExitCode(1)
        }
    }

    /// The problems of one file, as the lines `validate` prints.
    static func describe(_ error: Error, path: String) -> [String] {
        if let error = error as? ScreenError {
            return error.diagnostics.map { diagnostic in
                diagnostic.location == nil ? "\(path): \(diagnostic.description)" : diagnostic.description
            }
        }
        return ["\(path): error: \(error)"]
    }

    /// The screen's name: the file name without its extension.
    static func name(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}

/// Writing to standard error.
enum Console {
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
