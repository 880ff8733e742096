import CCharacterWidth

/// How many terminal columns a character takes (0 for combining marks, 2 for CJK and most
/// emoji), decided the way tmux and NibKit decide it: the C library's `wcwidth` under a UTF-8
/// locale (the shared CCharacterWidth target), so columns stay right after wide text.
enum CharacterWidth {
    static func columns(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        let width = nk_character_width(scalar.value)
        return width < 0 ? 1 : Int(width)
    }
}
