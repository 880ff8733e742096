import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking

/// Writing to standard error.
enum Console {
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

extension ScreenFile {
    /// The document for a command that shows one screen: on a problem, prints it the way
    /// `validate` does and ends the command with status 1.
    static func readOrExit(_ path: String) throws -> NibDocument {
        do {
            return try read(path)
        } catch {
            describe(error, path: path).forEach { print($0) }
            throw ExitCode(1)
        }
    }
}
