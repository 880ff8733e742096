/// How much one screen may hold, each limit a clear error (docs/SCREEN_FORMAT.md, "Limits"):
/// whatever a file holds, however it was made, reading, loading and drawing it stay bounded.
extension NibDocument {
    /// The largest screen file read, 16 MB (thousands of views are well under 1 MB): a path to
    /// something huge is refused before it is read, rather than exhausting memory.
    public static let maximumFileSize = 16 << 20
    /// The most objects in one screen, and in one load with the screens it embeds.
    public static let maximumObjects = 100_000
    /// The most levels elements nest in a file, `<document>` the first (libxml2's own limit is
    /// one more): both readers refuse deeper with the same message. An object in `<subviews>`
    /// is two levels below its superview, one embedded by key one level: objects nest 127 deep.
    public static let maximumElementDepth = 256
    /// The longest text value (a title, a label's text), in bytes of UTF-8.
    public static let maximumTextLength = 1 << 20
    /// How deep screens may embed screens, the loaded one counted as the first.
    public static let maximumEmbeddingDepth = 16
    /// The most segments a segmented control's `<segments>` holds: far more than fit on a row,
    /// and few enough that reading each by name stays cheap.
    public static let maximumSegments = 256
}
