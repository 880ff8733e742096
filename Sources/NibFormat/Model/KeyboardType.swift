/// The keyboard a text field or text view asks for, as UIKeyboardType (and as Interface Builder
/// spells it, `keyboardType="numberPad"`). A terminal shows no keyboard, so each type is the set
/// of characters that keyboard can type: what else is typed or pasted is dropped before the
/// delegate is asked, as iOS's keyboard could not have typed it. The rules live here alone.
public enum KeyboardType: String, CaseIterable, Sendable {
    /// Every printable character, spaces and new lines.
    case `default`
    /// Printable ASCII, spaces and new lines: no accented letters, no CJK, no emoji.
    case asciiCapable
    /// The digits 0 to 9.
    case numberPad
    /// The digits and one decimal separator (`.`) in the whole text; in a text view, whose
    /// every line is a number, in each line.
    case decimalPad
    /// The digits and `+`, `*`, `#`: what a phone's keypad dials.
    case phonePad
    /// Printable characters except spaces and new lines: an address has none.
    case emailAddress
    /// Printable characters except spaces and new lines, as `emailAddress`.
    case URL

    /// The decimal pad's one separator.
    public static let decimalSeparator: Character = "."

    /// Whether this keyboard can type `character` (printable, or a new line where the keyboard
    /// has a return key that makes one).
    public func admits(_ character: Character) -> Bool {
        let isDigit = character.isASCII && character.isWholeNumber
        switch self {
        case .default: return true
        case .asciiCapable: return character.isASCII
        case .numberPad: return isDigit
        case .decimalPad: return isDigit || character == Self.decimalSeparator
        case .phonePad: return isDigit || "+*#".contains(character)
        case .emailAddress, .URL: return !character.isWhitespace
        }
    }

    /// Whether `replacement` may replace `range` of `text`: every character admitted, and on
    /// a decimal pad one separator at most in the text it makes. A text view gives the lines
    /// the edit touches, which it makes one (a decimal pad types no new line): so joining two
    /// lines that each have a separator is refused.
    public func admits<Text: Collection<Character>>(_ replacement: some Collection<Character>, replacing range: Range<Text.Index>, in text: Text) -> Bool {
        guard replacement.allSatisfy(admits) else { return false }
        guard self == .decimalPad else { return true }
        func separators(_ characters: some Sequence<Character>) -> Int { characters.count(where: { $0 == Self.decimalSeparator }) }
        return separators(replacement) + separators(text[..<range.lowerBound]) + separators(text[range.upperBound...]) <= 1
    }
}
