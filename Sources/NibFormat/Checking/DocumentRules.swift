/// What every screen document holds, however it was read: ids present and unique, placeholders
/// at the top, only views as subviews, each property one the element has and of its type, and
/// every connection's destination in the screen. The XML reader and the compiled reader each
/// check these as they read, and report them with these messages, so a crafted `.nibc` cannot
/// load what its `.xib` could not, and says so in the same words.
public enum DocumentRules {
    static func emptyID(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingID, "\(element) has an empty id", at: location)
    }

    static func duplicateID(_ id: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateID, "id '\(id)' is already used at line \(firstLine)", at: location, objectID: id)
    }

    static func misplacedPlaceholder(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.misplacedPlaceholder, "a placeholder belongs directly in <objects>", at: location)
    }

    static func notASubview(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "<\(element)> cannot be a subview; only views can", at: location, key: element)
    }

    static func unknownElement(_ name: String, in parent: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(.unknownElement, "unknown element <\(name)> in <\(parent)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
    }

    static func unknownAttribute(_ name: String, on element: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(
            .unknownAttribute, "unknown attribute '\(name)' on <\(element)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
    }

    static func badValue(_ written: String, name: String, expected: ValueType, at location: SourceLocation, objectID: String? = nil) -> Diagnostic {
        // A value may be a megabyte of text: the message shows its start.
        let shown = written.count > 40 ? written.prefix(40) + "…" : written
        return Diagnostic(.badValue, "'\(shown)' is not a valid \(name): expected \(expected)", at: location, objectID: objectID, key: name)
    }

    /// The object past `NibDocument.maximumObjects`, in one screen or in one load.
    public static func tooManyObjects(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "more than \(NibDocument.maximumObjects) objects (in one load, embedded screens included); split the screen",
            at: location)
    }

    static func danglingDestination(_ connection: Connection, from source: ObjectNode, ids: [String]) -> Diagnostic {
        Diagnostic(
            .danglingDestination, "\(source.label) connects '\(connection.name)' to '\(connection.destination)', which no object in this screen has as id",
            at: connection.location, objectID: source.id, key: connection.name, suggestion: Suggestion.nearest(to: connection.destination, in: ids))
    }
}
