import NibFormat

nonisolated extension NibDocument {
    /// Every object by id (the first, should an id repeat: validation reports that).
    public var objectsByID: [String: ObjectNode] { Dictionary(allObjects.map { ($0.id, $0) }) { first, _ in first } }

    /// The First Responder placeholders: an action sent to one is nil-targeted.
    public var firstResponderIDs: Set<String> {
        Set(placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))
    }
}
