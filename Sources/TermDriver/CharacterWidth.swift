import CCharacterWidth

/// How many columns a character takes (0 for combining marks, 2 for CJK and most emoji), by
/// `wcwidth` under a UTF-8 locale as tmux and NibKit decide it, so columns stay right.
enum CharacterWidth {
    static func columns(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        let width = nk_character_width(scalar.value)
        return width < 0 ? 1 : Int(width)
    }
}
