extension String {
    /// The range of this string's characters `offsets` (counted in characters): how the text
    /// delegates name the part of a text an edit replaces, though the controls count characters.
    func range(ofCharacters offsets: Range<Int>) -> Range<String.Index> {
        let lower = index(startIndex, offsetBy: offsets.lowerBound)
        return lower..<index(lower, offsetBy: offsets.count)
    }
}
