import CCharacterWidth

/// How many cells a character takes on a terminal: 2 for wide (East Asian) characters, 0 for
/// combining marks, 1 otherwise. Asks the C library's `wcwidth` under a UTF-8 locale, so the
/// answer matches what ncursesw and the terminal do, whatever the process locale is. The one
/// width rule: the canvas, pictures and terminal captures all measure with it (inlinable, as
/// the canvas measures every character drawn).
public enum CharacterWidth {
    /// The cells `character` takes: its first scalar's (0 for an empty one).
    @inlinable public static func of(_ character: Character) -> Int {
        character.unicodeScalars.first.map(of(_:)) ?? 0
    }

    /// The cells `scalar` takes: 0 for a control character (C0, DEL and C1, which a terminal
    /// would act on, not show: nothing draws one) or a combining mark, 2 for a wide one, 1 for
    /// the rest (and for scalars `wcwidth` does not know).
    @inlinable public static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F ? 0 : 1 }
        if scalar.value <= 0x9F { return 0 }
        let width = nk_character_width(scalar.value)
        return width < 0 ? 1 : Int(width)
    }

    /// The width of a run of characters in cells.
    @inlinable public static func of(_ text: some Sequence<Character>) -> Int { text.reduce(0) { $0 + of($1) } }

    /// The width of a string in cells; plain ASCII is its byte count, counted without making
    /// Characters.
    @inlinable public static func of(_ text: String) -> Int {
        isPlainASCII(text) ? text.utf8.count : of(text[...])
    }

    /// Whether every character of `text` is a printable ASCII byte, one cell wide and no line
    /// break: most labels' and titles' texts, which are then measured and wrapped by their bytes
    /// (breaking a text into Characters was most of a label's measuring).
    @inlinable public static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
