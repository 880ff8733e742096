/// A short, fixed list of texts (the vocabulary's value keys) known by their places, so a table is
/// indexed instead of hashing, and a value is looked up by its bytes, without making a string.
package struct KnownTexts: Sendable {
    package let texts: [String]
    private let utf8: [[UInt8]]

    package init(_ texts: [String]) {
        self.texts = texts
        utf8 = texts.map { Array($0.utf8) }
    }

    /// The place of the text whose bytes are `bytes[start ..< start + count]`. As `texts.firstIndex(of:)`
    /// for texts of plain ASCII that no other text equals (a test checks the vocabulary's).
    package func index(of bytes: [UInt8], from start: Int, count: Int) -> Int? {
        utf8.firstIndex { $0.count == count && $0.elementsEqual(bytes[start..<start + count]) }
    }
}
