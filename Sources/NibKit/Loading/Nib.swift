/// A screen file, read and checked once, that can be instantiated any number of times: each
/// time makes a new, independent set of objects, wired to the owner and external objects given.
///
///     let nib = try Nib(named: "View")
///     try nib.instantiate(owner: self)          // the owner's outlets are now set
public final class Nib {
    /// The screen's name, as given to `init(named:)` (for a path, the file's name less `.xib`); used
    /// in messages.
    public let name: String
    /// The screen as read and checked, shared by every instantiation.
    public let document: NibDocument
    /// The classes the screen's class names are looked up in.
    public let registry: ClassRegistry
    /// Where the screens it embeds are found.
    public let source: any ScreenSource
    /// For a screen embedded by another's view: the load it is part of.
    let embedding: Embedding?

    /// Reads the screen named `name` from the source (by default, the folders of the search path).
    public convenience init(named name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared) throws(ScreenError) {
        try self.init(document: source.document(named: name, vocabulary: registry.vocabulary), name: name, source: source, registry: registry)
    }

    /// Reads a screen file at a path.
    public convenience init(contentsOf path: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared) throws(ScreenError)
    {
        let name = String(path.split(separator: "/").last ?? Substring(path)).replacing(".xib", with: "")
        try self.init(document: ScreenCache.shared.document(at: path, vocabulary: registry.vocabulary), name: name, source: source, registry: registry)
    }

    /// A nib of a document already read (by a tool, or `NibDocument(bytes:file:)`), named `name`
    /// in messages.
    public convenience init(document: NibDocument, name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared) {
        self.init(document: document, name: name, source: source, registry: registry, embedding: nil)
    }

    init(document: NibDocument, name: String, source: any ScreenSource, registry: ClassRegistry, embedding: Embedding?) {
        self.document = document
        self.name = name
        self.source = source
        self.registry = registry
        self.embedding = embedding
    }

    /// What the screens of one load share: the screens around an embedded one (outermost
    /// first), to catch cycles and bound the depth, and the load's state.
    struct Embedding {
        let chain: [String]
        let state: LoadState
    }

    /// What the loaders of one load share: the count of objects made by the whole load, held
    /// to `NibDocument.maximumObjects` (a screen embedded ten times over is loaded ten times),
    /// and the documents of the screens embedded so far, by name, so a screen embedded ten
    /// times is asked of the source, and read, once.
    final class LoadState {
        var made = 0
        var documents: [String: NibDocument] = [:]
    }

    /// "The screen did not connect the owner's view outlet", at File's Owner, for an owner
    /// (`controller`) whose view the screen was to provide.
    public func viewOutletNotSet(controller: String) -> ScreenError {
        ScreenError([ScreenRules.viewOutletNotSet(screen: name, controller: controller, at: document.filesOwner?.location ?? document.location)])
    }

    /// Makes the screen's objects, connects them, wakes them, and returns the top-level
    /// objects in document order. Throws every problem at once, naming file:line:column.
    @discardableResult
    public func instantiate(owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) throws(ScreenError) -> [NibObject] {
        var loader = NibLoader(nib: self, owner: owner, externalObjects: externalObjects)
        return try loader.load()
    }
}
