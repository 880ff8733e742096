/// A short, fixed list of texts, each known by its place in the list (the vocabulary's value
/// keys, a handful), so that a table can be indexed by it instead of hashing the text, and a
/// value can be looked up by its bytes where it stands in the file, without making a string.
struct KnownTexts: Sendable {
    let texts: [String]
    private let utf8: [[UInt8]]

    init(_ texts: [String]) {
        self.texts = texts
        utf8 = texts.map { Array($0.utf8) }
    }

    func index(of text: String) -> Int? { texts.firstIndex(of: text) }

    /// The place of the text whose bytes are `bytes[start ..< start + count]`. As `index(of:)`
    /// for texts of plain ASCII that no other text equals (a test checks the vocabulary's).
    func index(of bytes: [UInt8], from start: Int, count: Int) -> Int? {
        utf8.firstIndex { $0.count == count && $0.elementsEqual(bytes[start..<start + count]) }
    }
}
