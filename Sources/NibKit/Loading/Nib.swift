/// A screen file, read and checked once, that can be instantiated any number of times: each
/// time makes a new, independent set of objects, wired to the owner and external objects given.
///
///     let nib = try Nib(named: "View")
///     try nib.instantiate(owner: self)          // the owner's outlets are now set
public final class Nib {
    public let name: String
    public let document: ScreenDocument
    public let registry: ClassRegistry
    public let locator: ScreenLocator
    /// Screens being loaded around this one (outermost first), to catch embedding cycles.
    let embeddingChain: [String]

    /// Reads the screen named `name` from the locator's folders.
    public convenience init(named name: String, locator: ScreenLocator = .default, registry: ClassRegistry = .shared) throws(ScreenError) {
        let path = try locator.path(for: name)
        try self.init(document: ScreenCache.shared.document(at: path), name: name, locator: locator, registry: registry)
    }

    /// Reads a screen file at a path.
    public convenience init(contentsOf path: String, locator: ScreenLocator = .default, registry: ClassRegistry = .shared) throws(ScreenError) {
        let name = String(path.split(separator: "/").last ?? Substring(path)).replacing(".xib", with: "")
        try self.init(document: ScreenCache.shared.document(at: path), name: name, locator: locator, registry: registry)
    }

    public init(document: ScreenDocument, name: String, locator: ScreenLocator = .default, registry: ClassRegistry = .shared) {
        self.document = document
        self.name = name
        self.locator = locator
        self.registry = registry
        self.embeddingChain = []
    }

    init(document: ScreenDocument, name: String, locator: ScreenLocator, registry: ClassRegistry, embeddingChain: [String]) {
        self.document = document
        self.name = name
        self.locator = locator
        self.registry = registry
        self.embeddingChain = embeddingChain
    }

    /// Makes the screen's objects, connects them, wakes them, and returns the top-level
    /// objects in document order. Throws every problem at once, naming file:line:column.
    @discardableResult
    public func instantiate(owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) throws(ScreenError) -> [NibObject] {
        var loader = NibLoader(nib: self, owner: owner, externalObjects: externalObjects)
        return try loader.load()
    }
}
