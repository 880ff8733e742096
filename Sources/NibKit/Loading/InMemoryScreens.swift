import Suggestions

/// Screens held in memory by name, for tests and previews: documents already read, or a file's
/// bytes (XML or compiled), read when loaded so their problems are thrown by the load.
///
///     var screens = InMemoryScreens()
///     screens.add(bytes: Array(xml.utf8), named: "Panel")
///     try Nib(named: "Panel", source: screens).instantiate(owner: self)
public struct InMemoryScreens: ScreenSource, Sendable {
    private enum Screen: Sendable {
        case document(NibDocument)
        case bytes([UInt8])
    }

    private var screens: [String: Screen] = [:]

    /// An empty set of screens.
    public init() {}

    /// Holds a document already read under `name`, replacing a screen of that name.
    public mutating func add(_ document: NibDocument, named name: String) { screens[name] = .document(document) }

    /// `bytes` are read as the file `Name.xib` when the screen is loaded.
    public mutating func add(bytes: [UInt8], named name: String) { screens[name] = .bytes(bytes) }

    /// The names of the screens held, sorted: what a "not found" message lists.
    public var screenNames: [String] { screens.keys.sorted() }

    /// The screen held under `name`, its bytes read now; a screen not held is an error naming
    /// those that are and the nearest name.
    public func document(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        switch screens[name] {
        case .document(let document)?:
            return document
        case .bytes(let bytes)?:
            return try NibDocument(bytes: bytes, file: name + ".xib", vocabulary: vocabulary)
        case nil:
            let held = screenNames.isEmpty ? "" : " among: " + screenNames.joined(separator: ", ")
            throw ScreenError([
                Diagnostic(
                    .screenNotFound, "no screen named '\(name)'" + held, at: nil, key: name,
                    suggestion: Suggestion.nearest(to: name, in: screenNames))
            ])
        }
    }
}
