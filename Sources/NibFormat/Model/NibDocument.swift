/// A whole screen file, decoded and checked: the objects it describes and how they connect.
public struct NibDocument: Sendable {
    /// What a file describes: one screen (`NibKit.XIB`), or a storyboard of scenes (`NibKit.Storyboard`).
    public enum Kind: Sendable, Equatable {
        /// One screen (`NibKit.XIB`), or a storyboard (`NibKit.Storyboard`).
        case screen, storyboard
    }

    /// The dialect a file is written in: NibKit's own, or Interface Builder's, whose elements,
    /// points and colours were mapped to NibKit's when read (`DocumentDecoder+InterfaceBuilder`).
    public enum Dialect: Sendable, Equatable {
        /// NibKit's own dialect, or Interface Builder's.
        case nibKit, interfaceBuilder
    }

    /// The file it came from, as given to the reader (used in every message).
    public var file: String
    /// The format version (`<document version="1">`).
    public var version: Int
    /// The top-level entries of `<objects>`, placeholders included, in document order; empty
    /// in a storyboard, whose objects are its scenes'.
    public var objects: [ObjectNode]
    /// Where the root element (`<document>`) is written.
    public var location: SourceLocation
    /// A screen or a storyboard, by the document's `type`.
    public var kind: Kind = .screen
    /// Whether the file was written in NibKit's dialect or Interface Builder's.
    public var dialect: Dialect = .nibKit
    /// Whether a runtime attribute for a key its object's class lacks is left unset, with a
    /// warning, rather than refused: in a file Xcode wrote, an app's extension of UIKit's class
    /// may add the key (`ScreenRules.unknownKeyNotSet`).
    public var skipsUnknownKeys: Bool { dialect == .interfaceBuilder }
    /// A storyboard's scenes, in document order (`<scenes>`); empty in a screen.
    public var scenes: [Scene] = []
    /// A storyboard's `initialViewController`: the id of the controller a program starts from.
    public var initialViewController: String?
    /// Where `initialViewController` is written.
    public var initialViewControllerLocation: SourceLocation?
    /// What loads differently than written, each with its place: an Interface Builder element
    /// with no terminal counterpart, a runtime attribute not set. Empty for a NibKit screen.
    public var warnings: [Diagnostic] = []
    /// The elements it was read with, which say what each object's element is (its class, its
    /// role); the format's alone for a document made in code until it is `read(with:)`.
    public var vocabulary: Vocabulary { readWith ?? .format }
    /// The vocabulary a reader gave; the format's alone is made only when one is asked of a
    /// document made in code, not at every program's start.
    private var readWith: Vocabulary?

    /// Takes `vocabulary` as what its elements mean, and finds each scene's view controller by it.
    public mutating func read(with vocabulary: Vocabulary) {
        readWith = vocabulary
        for index in scenes.indices {
            scenes[index].controllerIndex = scenes[index].objects.firstIndex { vocabulary.element($0.element)?.role == .viewController }
        }
    }

    /// A screen document of `objects`, read from `file`; a reader sets the rest as it goes.
    public init(file: String, version: Int, objects: [ObjectNode], location: SourceLocation) {
        self.file = file
        self.version = version
        self.objects = objects
        self.location = location
    }

    /// Whether the file is a storyboard (`NibKit.Storyboard`) rather than one screen.
    public var isStoryboard: Bool { kind == .storyboard }

    /// Every object in document order: each node before its embedded objects, subviews,
    /// constraints and prototypes; a storyboard's, scene by scene.
    public var allObjects: [ObjectNode] { Self.objects(inOrder: objects + scenes.flatMap(\.objects)) }

    /// `nodes` and everything inside them in document order: each node before its embedded
    /// objects, subviews, constraints and prototypes.
    package static func objects(inOrder nodes: [ObjectNode]) -> [ObjectNode] {
        var result: [ObjectNode] = []
        forEachObject(inOrder: nodes) { siblings, index in result.append(siblings[index]) }
        return result
    }

    /// Visits `nodes` and everything inside them in document order (as `objects(inOrder:)`
    /// lists them), each node where it stands, `siblings[index]`: read in place, not copied (a
    /// node copied retains and releases each of its dozen fields).
    package static func forEachObject(inOrder nodes: [ObjectNode], _ body: (_ siblings: [ObjectNode], _ index: Int) -> Void) {
        for index in nodes.indices {
            body(nodes, index)
            forEachObject(inOrder: nodes[index].embedded, body)
            forEachObject(inOrder: nodes[index].subviews, body)
            forEachObject(inOrder: nodes[index].constraints, body)
            forEachObject(inOrder: nodes[index].prototypes, body)
        }
    }

    /// The top-level placeholders: File's Owner, First Responder and external objects, which
    /// loading does not make but fills with objects the caller provides.
    public var placeholders: [ObjectNode] { objects.filter(\.isPlaceholder) }

    /// The File's Owner placeholder, if the screen declares one: the object that loads the nib,
    /// usually a view controller.
    public var filesOwner: ObjectNode? { objects.first { $0.placeholderIdentifier == Placeholder.filesOwner } }

    /// The First Responder placeholders: an action sent to one is nil-targeted.
    public var firstResponderIDs: Set<String> {
        Set(placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))
    }

    /// Every object by id (the first, should an id repeat: reading reports that).
    public var objectsByID: [String: ObjectNode] {
        var result: [String: ObjectNode] = [:]
        for nodes in [objects] + scenes.map(\.objects) {
            Self.forEachObject(inOrder: nodes) { siblings, index in
                // One lookup; an id met again puts the first back.
                if let first = result.updateValue(siblings[index], forKey: siblings[index].id) { result[first.id] = first }
            }
        }
        return result
    }

    /// External-object placeholders (neither File's Owner nor First Responder).
    public var externalObjects: [ObjectNode] {
        objects.filter { $0.isPlaceholder && !Placeholder.builtIn.contains($0.placeholderIdentifier ?? "") }
    }

    /// Top-level nib objects (not placeholders), in document order: what loading returns.
    public var topLevelObjects: [ObjectNode] { objects.filter { !$0.isPlaceholder } }
}

/// The identifiers of the built-in placeholders, as xib files spell them.
public enum Placeholder {
    /// File's Owner's `placeholderIdentifier`: the object that loads the nib.
    public static let filesOwner = "IBFilesOwner"
    /// First Responder's `placeholderIdentifier`: actions sent to it travel the responder chain.
    public static let firstResponder = "IBFirstResponder"
    /// A storyboard scene's Exit: the destination of its unwind segues.
    public static let exit = "IBExitPlaceholder"
    /// The running application, an AppKit storyboard's `<application>`: the program's
    /// `Application`, given to the load of the application scene (its main menu nested in it
    /// by key, `mainMenu`; its delegate an outlet).
    public static let application = "Application"
    /// The id Xcode gives File's Owner, used where a message or a generated stub needs one and
    /// the screen gives none.
    public static let filesOwnerID = "-1"
    /// The built-in placeholders (File's Owner, First Responder, Exit); any other names an
    /// external object.
    public static let builtIn: Set<String> = [filesOwner, firstResponder, exit]
}
