/// A short, fixed list of texts, each known by its place in the list (the vocabulary's value
/// keys, a handful), so that a table can be indexed by it instead of hashing the text.
struct KnownTexts: Sendable {
    let texts: [String]

    init(_ texts: [String]) { self.texts = texts }

    subscript(index: Int) -> String { texts[index] }

    func index(of text: String) -> Int? { texts.firstIndex(of: text) }
}
