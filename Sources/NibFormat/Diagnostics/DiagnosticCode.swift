/// The catalogue of problems a screen can have. Each has a stable name, used in messages
/// (`error[unknown-outlet]`) and documented in docs/SCREEN_FORMAT.md.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    // Reading
    /// Not well-formed XML (libxml2's message), or a damaged compiled screen.
    case malformedXML = "malformed-xml"
    /// A localization's strings file (`fr.lproj/Main.strings`) that cannot be read.
    case malformedStrings = "malformed-strings"
    /// A `<!DOCTYPE>`: screen files allow no DTDs and no entities.
    case doctypeRejected = "doctype-rejected"
    /// Text between elements, where the format takes values only in attributes.
    case unexpectedText = "unexpected-text"
    // Structure
    /// An element the vocabulary lacks, or one where it may not stand.
    case unknownElement = "unknown-element"
    /// An attribute the element lacks, or a keyed value with an unknown key.
    case unknownAttribute = "unknown-attribute"
    /// A required attribute or element is missing.
    case missingAttribute = "missing-attribute"
    /// A value that does not read as its type, or does not fit the property it sets.
    case badValue = "bad-value"
    /// A format version this NibKit does not read.
    case unsupportedVersion = "unsupported-version"
    /// An object without an id, or with an empty one.
    case missingID = "missing-id"
    /// Two objects with one id.
    case duplicateID = "duplicate-id"
    /// A destination or a constraint's item that names no object of the file.
    case danglingDestination = "dangling-destination"
    /// A placeholder anywhere but directly in `<objects>`.
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
    /// A custom class that is not registered (or not found in the sources).
    case unknownClass = "unknown-class"
    /// An object of another class than the screen declares, or a custom class that is not a kind
    /// of its element's class.
    case wrongClass = "wrong-class"
    /// An outlet the source's class does not have, or a collection used as a single outlet or
    /// the reverse.
    case unknownOutlet = "unknown-outlet"
    /// An outlet's destination that is not of the outlet's type.
    case outletTypeMismatch = "outlet-type-mismatch"
    /// An action whose method takes a sender of another class than the one that sends it.
    case senderMismatch = "sender-mismatch"
    /// An action sent by an object that cannot send actions (not a control or gesture recognizer).
    case unknownAction = "unknown-action"
    /// A runtime attribute's key path that the object is not key value coding-compliant for.
    case unknownKeyPath = "unknown-key-path"
    // Loading
    /// No screen file of the name in the search folders, or one that cannot be read.
    case screenNotFound = "screen-not-found"
    /// File's Owner has connections or a class, but no owner was given to the load.
    case missingOwner = "missing-owner"
    /// An external object the screen declares was not given to the load.
    case missingExternalObject = "missing-external-object"
    /// A view controller loaded its screen, but File's Owner's `view` outlet is not connected.
    case viewOutletNotSet = "view-outlet-not-set"
    /// Screens that embed each other in a loop.
    case embeddingCycle = "embedding-cycle"
    /// Past one of the format's limits: too many objects, screens nested too deep, too many
    /// attributes or segments.
    case limitExceeded = "limit-exceeded"
    /// An action its concrete target does not answer, or a nil-targeted one nobody in the
    /// responder chain answers (UIKit's "unrecognized selector sent to instance").
    case unrecognizedSelector = "unrecognized-selector"
    // Layout
    /// Required constraints that cannot all hold; one is broken to recover, as UIKit does.
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view whose position or size its constraints leave open (`nibtool validate --size`).
    case ambiguousLayout = "ambiguous-layout"
    /// A screen whose constraints need more room than the size given, and hold at a larger one
    /// (`nibtool validate --size`): one problem, with the smallest size they need.
    case screenTooSmall = "screen-too-small"
}
