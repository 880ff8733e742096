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

    /// "1 screen", "3 screens".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

extension ScreenFile {
    /// The document to show, or its problems printed as by `validate` and exit status 1.
    static func readOrExit(_ path: String) throws -> NibDocument {
        do {
            return try read(path)
        } catch {
            describe(error, path: path).forEach { print($0) }
            throw ExitCode(1)
        }
    }
}
