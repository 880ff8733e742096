import ArgumentParser
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
}
