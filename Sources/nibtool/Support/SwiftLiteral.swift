/// Text written into Swift source that nibtool makes (stubs, a new package's manifest).
enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String { text.debugDescription }
}
