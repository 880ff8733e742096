import Pictures

/// How many cells a character takes on a terminal: 2 for wide (East Asian) characters, 0 for
/// combining marks, 1 otherwise. Asks the C library's `wcwidth` under a UTF-8 locale, so the
/// answer matches what ncursesw and the terminal do, whatever the process locale is.
nonisolated public enum CharacterWidth {
    /// The cells `character` takes: 0 for control characters and combining marks, 2 for wide
    /// characters, 1 for the rest (and for characters `wcwidth` does not know).
    public static func of(_ character: Character) -> Int { Picture.width(of: character) }

    /// The width of a run of characters in cells.
    public static func of(_ text: some Sequence<Character>) -> Int { text.reduce(0) { $0 + of($1) } }

    /// The width of a string in cells; plain ASCII is its byte count, counted without making
    /// Characters.
    public static func of(_ text: String) -> Int {
        TextLayout.isPlainASCII(text) ? text.utf8.count : of(text[...])
    }
}
