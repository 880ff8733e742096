/// A way from one scene of a storyboard to another, declared on its source inside
/// `<connections>` as Xcode writes it: `<segue destination="detail" kind="show" identifier="ShowDetail"/>`.
/// A segue on a view controller is performed by code (`performSegue(withIdentifier:sender:)`);
/// one on a control, a table cell or a gesture recognizer fires when that object acts (a control
/// on its primary event); a container view's embed segue, when the view is loaded.
public struct Segue: Sendable, Equatable {
    /// What a segue does when it is performed, spelled as Xcode's `kind` attribute.
    public enum Kind: String, Sendable, CaseIterable {
        /// Pushed on the source's navigation controller (presented modally without one).
        case show
        /// Presented modally, in its `modalPresentationStyle`.
        case presentation
        /// The destination's view fills a container view, the destination a child of the source's controller.
        case embed
        /// A container controller's own controllers (a navigation controller's `rootViewController`).
        case relationship
        /// Back to a controller that answers `unwindAction`, through the scene's Exit placeholder.
        case unwind
        /// Performed by the segue class named by `customClass`.
        case custom
    }

    /// The segue's id in the file, when it has one (Xcode gives every segue one).
    public var id: String?
    /// What the segue does when performed.
    public var kind: Kind
    /// The id of the destination view controller; for an unwind segue, of the Exit placeholder.
    public var destination: String
    /// The name code performs it by and `prepare(for:sender:)` tells it by.
    public var identifier: String?
    /// A segue class to perform it (required for a custom segue).
    public var customClass: String?
    /// For a relationship segue: which of the source controller's relationships it fills.
    public var relationship: String?
    /// For a presentation segue: how the destination is presented (`Vocabulary.modalPresentationStyles`).
    public var modalPresentationStyle: String?
    /// For an unwind segue: the action (`unwindToMenu:`) of the controller unwound to.
    public var unwindAction: String?
    /// For a table cell's segue: what of the cell fires it, its row's selection (nil, the
    /// default) or its detail button (`accessoryAction`, `Segue.accessoryAction`).
    public var trigger: String?
    /// Where the `<segue>` element is written.
    public var location: SourceLocation

    /// A segue of `kind` to `destination`, as a reader makes it.
    public init(
        id: String? = nil, kind: Kind, destination: String, identifier: String? = nil, customClass: String? = nil, relationship: String? = nil,
        modalPresentationStyle: String? = nil, unwindAction: String? = nil, trigger: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.destination = destination
        self.identifier = identifier
        self.customClass = customClass
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.unwindAction = unwindAction
        self.trigger = trigger
        self.location = location
    }

    /// The trigger of a cell's accessory segue, fired by the cell's detail button, as Xcode
    /// writes it; the only one a segue may name (`Vocabulary.segueAttributes`).
    public static let accessoryAction = "accessoryAction"

    /// A short name for messages: `show segue 'ShowDetail'`, or `show segue to 'detail'` without an identifier.
    public var label: String {
        "\(kind.rawValue) segue " + (identifier.map { "'\($0)'" } ?? "to '\(destination)'")
    }
}
