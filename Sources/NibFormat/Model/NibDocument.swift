/// A whole screen file, decoded and checked: the objects it describes and how they connect.
public struct NibDocument: Sendable {
    /// The file it came from, as given to the reader (used in every message).
    public var file: String
    /// The format version (`<document version="1">`).
    public var version: Int
    /// The top-level entries of `<objects>`, placeholders included, in document order.
    public var objects: [ObjectNode]
    public var location: SourceLocation

    /// Every object in document order: each node before its embedded objects, subviews,
    /// constraints and prototypes.
    public var allObjects: [ObjectNode] {
        var result: [ObjectNode] = []
        func visit(_ node: ObjectNode) {
            result.append(node)
            node.embedded.forEach(visit)
            node.subviews.forEach(visit)
            node.constraints.forEach(visit)
            node.prototypes.forEach(visit)
        }
        objects.forEach(visit)
        return result
    }

    public var placeholders: [ObjectNode] { objects.filter(\.isPlaceholder) }

    public var filesOwner: ObjectNode? { objects.first { $0.placeholderIdentifier == Placeholder.filesOwner } }

    /// The First Responder placeholders: an action sent to one is nil-targeted.
    public var firstResponderIDs: Set<String> {
        Set(placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))
    }

    /// Every object by id (the first, should an id repeat: reading reports that).
    public var objectsByID: [String: ObjectNode] { Dictionary(allObjects.map { ($0.id, $0) }) { first, _ in first } }

    /// External-object placeholders (neither File's Owner nor First Responder).
    public var externalObjects: [ObjectNode] {
        objects.filter { $0.isPlaceholder && !Placeholder.builtIn.contains($0.placeholderIdentifier ?? "") }
    }

    /// Top-level nib objects (not placeholders), in document order: what loading returns.
    public var topLevelObjects: [ObjectNode] { objects.filter { !$0.isPlaceholder } }
}

/// The identifiers of the built-in placeholders, as xib files spell them.
public enum Placeholder {
    public static let filesOwner = "IBFilesOwner"
    public static let firstResponder = "IBFirstResponder"
    public static let filesOwnerID = "-1"
    public static let builtIn: Set<String> = [filesOwner, firstResponder]
}
