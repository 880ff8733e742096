import Foundation

/// A command for advice, its words quoted for a POSIX shell where they need it, so that it can
/// be pasted as printed: `nibtool format 'My Screens/Main.xib'`.
public enum ShellCommand {
    /// The words joined by spaces, each that needs it in single quotes.
    public static func line(_ words: [String]) -> String {
        words.map { word in
            let plain =
                !word.isEmpty
                && word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)) }
            return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
