/// The catalogue of problems a screen can have. Each has a stable name, used in messages
/// (`error[unknown-outlet]`) and documented in docs/SCREEN_FORMAT.md.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    // Reading
    case malformedXML = "malformed-xml"
    case doctypeRejected = "doctype-rejected"
    case unexpectedText = "unexpected-text"
    // Structure
    case unknownElement = "unknown-element"
    case unknownAttribute = "unknown-attribute"
    case missingAttribute = "missing-attribute"
    case badValue = "bad-value"
    case unsupportedVersion = "unsupported-version"
    case missingID = "missing-id"
    case duplicateID = "duplicate-id"
    case danglingDestination = "dangling-destination"
    case misplacedPlaceholder = "misplaced-placeholder"
    /// A constraint that cannot hold: items outside its holder's tree or not views, attributes
    /// that cannot be related.
    case badConstraint = "bad-constraint"
    // Interface Builder's files
    /// An Xcode element with no terminal counterpart (a warning: it loads as a plain view or object).
    case unsupportedElement = "unsupported-element"
    /// A file from before Xcode 5 (`<archive>`), which must be upgraded in Xcode first.
    case legacyFormat = "legacy-format"
    // Storyboards
    /// A scene that is not one view controller with First Responder and Exit beside it.
    case badScene = "bad-scene"
    /// A segue that cannot be performed: from an object that cannot start one, to what is not a
    /// scene's controller, of a kind its source does not allow.
    case badSegue = "bad-segue"
    /// A storyboard identifier used by two scenes, or a segue identifier by two segues of a scene.
    case duplicateIdentifier = "duplicate-identifier"
    /// A storyboard asked for a controller by an identifier none has, or for an initial controller it does not name.
    case unknownIdentifier = "unknown-identifier"
    // Classes and connections (need the app's classes)
    case unknownClass = "unknown-class"
    case wrongClass = "wrong-class"
    case unknownOutlet = "unknown-outlet"
    case outletTypeMismatch = "outlet-type-mismatch"
    case senderMismatch = "sender-mismatch"
    case unknownAction = "unknown-action"
    case unknownKeyPath = "unknown-key-path"
    // Loading
    case screenNotFound = "screen-not-found"
    case missingOwner = "missing-owner"
    case missingExternalObject = "missing-external-object"
    case viewOutletNotSet = "view-outlet-not-set"
    case embeddingCycle = "embedding-cycle"
    case limitExceeded = "limit-exceeded"
    case unrecognizedSelector = "unrecognized-selector"
    // Layout
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    case ambiguousLayout = "ambiguous-layout"
}
