/// What the text field and the text view share as they edit, so both follow one rule: which
/// keys type, the checks an edit passes before it is made, and how it is made.
enum TextEditing {
    /// The character a key types into a text: any but a control character. A character the
    /// terminal sends in parts (a letter, then its combining accent) arrives as several keys,
    /// each typed; a part that is no character alone (the accent, a zero-width joiner) joins
    /// the character before it when the edit is made.
    static func typedCharacter(_ key: Key) -> Character? {
        guard case .character(let character) = key else { return nil }
        return character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : character
    }

    /// The characters a paste types: a line break (LF, CR or CRLF, as terminals send them)
    /// stays one where the text `keepsLineBreaks` (a text view) and is a space in one line (a
    /// text field); a tab is a space; other control characters are left out.
    static func pasted(_ text: String, keepsLineBreaks: Bool) -> [Character] {
        text.compactMap { character in
            if character.isNewline { return keepsLineBreaks ? "\n" : " " }
            if character == "\t" { return " " }
            return character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : character
        }
    }

    /// Whether `replacement` may replace `range` of `lines`, the lines an edit touches (a text
    /// field's whole text), which start at character `offset` of the control's whole `text`:
    /// first the keyboard type's filter, then the delegate, asked (when there is one) with the
    /// range of `text` and the string, as UIKit's delegates are.
    static func allows(
        _ replacement: [Character], replacing range: Range<Int>, in lines: some Collection<Character>, at offset: @autoclosure () -> Int = 0,
        keyboardType: KeyboardType, text: () -> String, delegate: ((Range<String.Index>, String) -> Bool)?
    ) -> Bool {
        let lower = lines.index(lines.startIndex, offsetBy: range.lowerBound)
        let upper = lines.index(lower, offsetBy: range.count)
        guard keyboardType.admits(replacement, replacing: lower..<upper, in: lines) else { return false }
        guard let delegate else { return true }
        let start = offset()
        return delegate(text().range(ofCharacters: start + range.lowerBound..<start + range.upperBound), String(replacement))
    }

    /// Replaces `range` of `characters` with `replacement` and returns where the cursor goes:
    /// after the replacement. The characters about the edit are made again as a String counts
    /// them, so what was typed in parts becomes one character (a flag from its two halves, an
    /// emoji and its skin tone) and the text's characters are always its String's; a part that
    /// joins the character after it puts the cursor after that one. Only the characters next to
    /// the edit can join it (and a run of flags' halves, which pair from its start), so the
    /// work is in proportion to the edit, not to the text: a key in a 1 MB line made the whole
    /// line again.
    static func replace(_ range: Range<Int>, of characters: inout [Character], with replacement: [Character]) -> Int {
        var made = (start: 0, oldEnd: 0, newEnd: 0)
        return replace(range, of: &characters, with: replacement, made: &made)
    }

    /// `replace`, saying which characters it made again: those from `made.start` to
    /// `made.oldEnd` (as they were counted before) are those to `made.newEnd` now.
    static func replace(
        _ range: Range<Int>, of characters: inout [Character], with replacement: [Character], made: inout (start: Int, oldEnd: Int, newEnd: Int)
    ) -> Int {
        var lower = max(0, range.lowerBound - 1)
        var upper = min(characters.count, range.upperBound + 1)
        while lower > 0, isFlagPart(characters[lower]) { lower -= 1 }
        while upper < characters.count, isFlagPart(characters[upper - 1]) { upper += 1 }
        let upToCursor = String(characters[lower..<range.lowerBound]) + String(replacement)
        let formed = Array(upToCursor + String(characters[range.upperBound..<upper]))
        characters.replaceSubrange(lower..<upper, with: formed)
        made = (lower, upper, lower + formed.count)
        // Characters end where they ended before the cursor; the last may take in the next.
        return lower + min(upToCursor.count, formed.count)
    }

    /// Whether a character is made of regional indicators, halves of flags that pair in order
    /// from the start of their run.
    private static func isFlagPart(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    }
}
