extension Unicode.Scalar {
    /// Whether XML 1.0 lets a document hold the character (its `Char` production): tab, line
    /// feed and carriage return of the C0 controls, and every other character but U+FFFE and
    /// U+FFFF. A screen's strings hold no other, whichever form it is read from: a compiled
    /// screen loads nothing its XML could not say.
    package var isXMLCharacter: Bool {
        switch value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
