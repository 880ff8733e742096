import Foundation

/// Writing to standard error.
enum Console {
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A command for advice, its words quoted for a POSIX shell where they need it, so that it
    /// can be pasted as printed: `nibtool format 'My Screens/Main.xib'`.
    static func command(_ words: String...) -> String {
        words.map { word in
            let plain =
                !word.isEmpty
                && word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)) }
            return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }

    /// "1 screen", "3 screens".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
