/// A whole screen file, decoded and checked: the objects it describes and how they connect.
public struct NibDocument: Sendable {
    /// What a file describes: one screen (`NibKit.XIB`), or a storyboard of scenes (`NibKit.Storyboard`).
    public enum Kind: Sendable, Equatable {
        case screen, storyboard
    }

    /// The dialect a file is written in: NibKit's own, or Interface Builder's, whose elements,
    /// points and colours were mapped to NibKit's when read (`DocumentDecoder+InterfaceBuilder`).
    public enum Dialect: Sendable, Equatable {
        case nibKit, interfaceBuilder
    }

    /// The file it came from, as given to the reader (used in every message).
    public var file: String
    /// The format version (`<document version="1">`).
    public var version: Int
    /// The top-level entries of `<objects>`, placeholders included, in document order; empty
    /// in a storyboard, whose objects are its scenes'.
    public var objects: [ObjectNode]
    public var location: SourceLocation
    public var kind: Kind = .screen
    public var dialect: Dialect = .nibKit
    /// A storyboard's scenes, in document order (`<scenes>`); empty in a screen.
    public var scenes: [Scene] = []
    /// A storyboard's `initialViewController`: the id of the controller a program starts from.
    public var initialViewController: String?
    /// Where `initialViewController` is written.
    public var initialViewControllerLocation: SourceLocation?
    /// What loads differently than written, each with its place: an Interface Builder element
    /// with no terminal counterpart, a runtime attribute not set. Empty for a NibKit screen.
    public var warnings: [Diagnostic] = []

    public init(file: String, version: Int, objects: [ObjectNode], location: SourceLocation) {
        self.file = file
        self.version = version
        self.objects = objects
        self.location = location
    }

    public var isStoryboard: Bool { kind == .storyboard }

    /// Every object in document order: each node before its embedded objects, subviews,
    /// constraints and prototypes; a storyboard's, scene by scene.
    public var allObjects: [ObjectNode] { Self.objects(inOrder: objects + scenes.flatMap(\.objects)) }

    /// `nodes` and everything inside them in document order: each node before its embedded
    /// objects, subviews, constraints and prototypes.
    static func objects(inOrder nodes: [ObjectNode]) -> [ObjectNode] {
        var result: [ObjectNode] = []
        func visit(_ node: ObjectNode) {
            result.append(node)
            node.embedded.forEach(visit)
            node.subviews.forEach(visit)
            node.constraints.forEach(visit)
            node.prototypes.forEach(visit)
        }
        nodes.forEach(visit)
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
    /// A storyboard scene's Exit: the destination of its unwind segues.
    public static let exit = "IBExitPlaceholder"
    public static let filesOwnerID = "-1"
    public static let builtIn: Set<String> = [filesOwner, firstResponder, exit]
}
