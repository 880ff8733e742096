/// The Characters demo's model: Unicode characters by block, each with its name, filtered by a
/// search and with characters removed by the user.
///
/// Names come from the standard library's Unicode tables. Only the filtered list is kept, as
/// code points by section; a name is asked for when a row is shown or a search needs it.
struct CharacterCatalog {
    /// A block and the characters of it that are listed.
    struct Section {
        let block: UnicodeBlock
        var characters: [Unicode.Scalar]
    }

    /// What is listed now: the sections with at least one character.
    private(set) var sections: [Section]
    /// The search the list is filtered by ("" lists everything).
    private(set) var query = ""
    /// Characters the user removed: they stay out of every later search.
    private var removed: Set<Unicode.Scalar> = []

    init(blocks: [UnicodeBlock] = UnicodeBlock.catalog) {
        self.blocks = blocks
        sections = []
        filter(by: "")
    }

    private let blocks: [UnicodeBlock]

    var characterCount: Int { sections.reduce(0) { $0 + $1.characters.count } }

    subscript(section: Int, row: Int) -> Unicode.Scalar { sections[section].characters[row] }

    /// A row's place in the whole list, counted from 0.
    func position(section: Int, row: Int) -> Int {
        sections[..<section].reduce(row) { $0 + $1.characters.count }
    }

    /// Lists the characters whose name has a word beginning with each word of `query` (any
    /// case), or whose code point is `query` written as `U+2192` or `2192`.
    mutating func filter(by query: String) {
        self.query = query
        let match = Self.matcher(for: query)
        let removed = removed
        sections = blocks.compactMap { block in
            let characters = block.range.lazy.compactMap(Unicode.Scalar.init).filter { scalar in
                scalar.properties.name != nil && !removed.contains(scalar) && match(scalar)
            }
            return characters.isEmpty ? nil : Section(block: block, characters: Array(characters))
        }
    }

    /// Removes a listed character; its section goes when it was the last. Returns whether the
    /// section went, as a table deletes a section rather than its last row.
    @discardableResult
    mutating func remove(section: Int, row: Int) -> Bool {
        removed.insert(sections[section].characters.remove(at: row))
        guard sections[section].characters.isEmpty else { return false }
        sections.remove(at: section)
        return true
    }

    /// Moves a character within its section (the user's own order).
    mutating func move(section: Int, from source: Int, to destination: Int) {
        let scalar = sections[section].characters.remove(at: source)
        sections[section].characters.insert(scalar, at: destination)
    }

    private static func matcher(for query: String) -> (Unicode.Scalar) -> Bool {
        let words = query.uppercased().split(separator: " ")
        guard !words.isEmpty else { return { _ in true } }
        // One word that reads as hexadecimal may be a code point: U+2192, or 2192.
        if words.count == 1, let value = UInt32(words[0].hasPrefix("U+") ? words[0].dropFirst(2) : words[0], radix: 16) {
            return { $0.value == value || Self.name($0, hasWordsBeginning: words) }
        }
        return { Self.name($0, hasWordsBeginning: words) }
    }

    /// Whether every word of the search begins a word of the name: "arrow" finds RIGHTWARDS
    /// ARROW, not NARROW NO-BREAK SPACE.
    private static func name(_ scalar: Unicode.Scalar, hasWordsBeginning words: [Substring]) -> Bool {
        guard let name = scalar.properties.name else { return false }
        let nameWords = name.split(whereSeparator: { $0 == " " || $0 == "-" })
        return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
    }
}

extension Unicode.Scalar {
    /// `U+2192`, as the Unicode Standard writes a code point.
    var codePointText: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
