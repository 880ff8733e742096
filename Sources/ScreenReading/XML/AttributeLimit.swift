import NibFormat

/// At most `mostAttributes` attributes on one element, checked before libxml2 reads the file:
/// libxml2 2.9 compares each attribute's name with every other one's, so 100,000 attributes
/// on one element took minutes. A linear scan of the tags finds such an element first.
enum AttributeLimit {
    /// Far more than any element of the vocabulary has (Xcode writes at most a few dozen).
    static let mostAttributes = 256

    /// The byte offset of the first start tag with more than `limit` attributes, if any. It
    /// counts the `=` of a tag outside quoted values, and skips comments, CDATA sections,
    /// processing instructions and declarations; malformed XML is left for libxml2 to report.
    static func firstCrowdedTag(in bytes: [UInt8], limit: Int = mostAttributes) -> Int? {
        var i = 0
        while i < bytes.count, let tag = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            i = tag + 1
            // Only `<!` and `<?` can start what is skipped: the common tag is not compared.
            if i < bytes.count, bytes[i] == UInt8(ascii: "!") || bytes[i] == UInt8(ascii: "?"), let end = XMLMarkup.endOfSkipped(at: tag, in: bytes) {
                i = end
                continue
            }
            var attributes = 0
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                switch bytes[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    i = bytes[(i + 1)...].firstIndex(of: bytes[i]) ?? bytes.count
                case UInt8(ascii: "="):
                    attributes += 1
                    if attributes > limit { return tag }
                default:
                    break
                }
                i += 1
            }
        }
        return nil
    }
}
