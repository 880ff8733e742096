import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking

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

    /// Writes a screen's text as the whole of the file at `path`, or fails saying why.
    static func write(_ text: String, to path: String) throws(ToolError) {
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch { throw ToolError("cannot write '\(path)': \(error)") }
    }
}
