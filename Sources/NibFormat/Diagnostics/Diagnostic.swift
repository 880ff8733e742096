import Suggestions

/// One problem in a screen, with everything a reader needs to find and fix it.
///
/// Printed in the form editors and CI annotate: `file:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error stops the screen from loading; a warning tells what loads differently than
    /// written (an Interface Builder element with no terminal counterpart, drawn as a plain view).
    public enum Severity: String, Sendable {
        /// A problem that stops loading, or one that only tells what loads differently.
        case error, warning
    }

    /// Which problem it is, stable across wordings, for tests and tools to match on.
    public var code: DiagnosticCode
    /// Whether the problem stops the screen loading.
    public var severity: Severity = .error
    /// What is wrong, in a sentence without the place.
    public var message: String
    /// Lines that follow the message, each printed indented under it (the constraints of a
    /// conflict, one a line): the message itself is always one line.
    public var notes: [String] = []
    /// Where in the file the problem is; nil when it has no place (a file that cannot be read).
    public var location: SourceLocation?
    /// The id of the object concerned, if any.
    public var objectID: String?
    /// The class concerned, if any.
    public var className: String?
    /// The key (outlet, selector, attribute, key path) concerned, if any.
    public var key: String?
    /// A near name that exists, for "did you mean".
    public var suggestion: String?

    /// An error found at `location`.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        objectID: String? = nil, className: String? = nil, key: String? = nil, suggestion: String? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.objectID = objectID
        self.className = className
        self.key = key
        self.suggestion = suggestion
    }

    /// A problem that does not stop the screen loading.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, objectID: String? = nil, key: String? = nil
    ) -> Diagnostic {
        var warning = Diagnostic(code, message, at: location, objectID: objectID, key: key)
        warning.severity = .warning
        return warning
    }

    /// `file:line:column: error: message (did you mean 'x'?) [code]`, as compilers print problems,
    /// with its notes on indented lines before the code. Whatever the file's names and values
    /// hold, each of its lines is one the diagnostic made (`escapingControlCharacters`).
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let lines = ["\(place)\(severity.rawValue): \(message)"] + notes.map { "  " + $0 }
        return lines.map(\.escapingControlCharacters).joined(separator: "\n") + "\(Suggestion.hint(suggestion).escapingControlCharacters) [\(code.rawValue)]"
    }
}

/// Every problem found in one go, so an author fixes them all at once rather than one per run.
public struct ScreenError: Error, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var diagnostics: [Diagnostic]

    /// The error of `diagnostics`, put in file order.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.inFileOrder
    }

    /// Every problem on a line of its own.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Every problem's code, in file order: what tests compare.
    public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}

/// Diagnostics put in the order a person reads a file.
extension Sequence<Diagnostic> {
    /// By their place in the file, line then column (those without a place first), as people
    /// read them.
    public var inFileOrder: [Diagnostic] {
        sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }
}
