import Foundation
import NibFormat
import ScreenChecking

/// Writing to standard error.
enum Console {
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A command for advice, quoted for a POSIX shell where it needs it (`ShellCommand`).
    static func command(_ words: String...) -> String { ShellCommand.line(words) }

    /// Lines made of a file's names and values, each with its control characters escaped
    /// (`escapingControlCharacters`): what a file holds reaches the terminal as text only.
    static func printable(_ lines: String) -> String {
        lines.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }.joined(separator: "\n")
    }

    /// "1 screen", "3 screens".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
