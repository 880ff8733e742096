/// The root of every class a screen can instantiate or connect to, as NSObject is for nibs.
///
/// It gives the loader what Swift on Linux lacks, key-value coding and selectors: outlets are
/// found by name (`@Outlet` wrappers through `Reflection`, plus `builtInOutlets`), settings and
/// runtime attributes by key path (its `declaration`), and actions in `actionTable`.
open class NibObject {
    /// Makes an object in code, not from a screen.
    public init() {}

    /// Made from a screen file, before any outlet is connected: decode your own attributes from
    /// `coder`, never the path a program uses. Subclasses that add stored properties override it
    /// and call super.
    public required init(coder: NibCoder) {
        // Most classes a screen makes read their own (NibKit's): asked first, without a copy.
        if coder.declaredSettings?.isEmpty == true { return }
        for setting in coder.declaredSettings ?? ClassInfoCache.decodedSettings(of: type(of: self)) {
            if let value = coder.properties.value(forKey: setting.name) { _ = setting.slot(self)?.set(value) }
        }
    }

    /// Nonisolated: releasing an object (a whole view tree) touches no actor state, so it needs no
    /// hop to, or check of, the main actor. A subclass with stored properties has a deinit of its
    /// own, main-actor isolated unless it too is declared `nonisolated deinit {}`.
    nonisolated deinit {}

    /// Sent once to every object a screen instantiated, after every object is made and every
    /// outlet and action is connected. Never sent to placeholders.
    open func awakeFromNib() {}

    /// The actions this class answers, merged with its superclass's.
    open class var actionTable: ActionTable { [:] }

    /// Framework outlets declared with key paths, merged with the superclass's.
    open class var builtInOutlets: [String: BuiltInOutlet] { [:] }

    /// What the class itself shows screens: its elements and settings (`Declaration`). Declare
    /// your own settings here; the superclass's are inherited, not repeated.
    nonisolated open class var declaration: Declaration { Declaration(NibObject.self) }

    /// The method for a selector, if this object answers it. Override to answer dynamically.
    open func action(for selector: Selector) -> ActionMethod? {
        ClassInfoCache.actions(of: type(of: self))[selector]
    }

    /// Whether the object answers the action `selector` (`action(for:)` is not nil), as the
    /// responder chain asks when it looks for a target.
    public func responds(to selector: Selector) -> Bool { action(for: selector) != nil }
}

/// A setting `NibObject.init(coder:)` sets from a screen: its name, and where it goes in an object.
struct DecodedSetting {
    let name: String
    let slot: (AnyObject) -> ValueSlot?
}

/// Class tables are computed once per class.
enum ClassInfoCache {
    nonisolated(unsafe) private static var actionTables: [ObjectIdentifier: ActionTable] = [:]
    nonisolated(unsafe) private static var outletTables: [ObjectIdentifier: [String: BuiltInOutlet]] = [:]
    nonisolated(unsafe) private static var keyTables: [ObjectIdentifier: [String: Inspectable]] = [:]
    /// A list, not a table: a few dozen classes, and a table of a new key and value type is
    /// made by the runtime at its first use, then moves every large entry each time it grows.
    nonisolated(unsafe) private static var declarations: [(type: ObjectIdentifier, declaration: Declaration?)] = []
    nonisolated(unsafe) private static var decodedTables: [ObjectIdentifier: [DecodedSetting]] = [:]

    /// The declaration `type` makes itself (`DeclaredClasses.ownDeclaration`), made once: a
    /// class's tables each walk its superclasses, and a declaration is made anew at each ask.
    static func ownDeclaration(of type: NibObject.Type) -> Declaration? {
        for entry in declarations where entry.type == ObjectIdentifier(type) { return entry.declaration }
        let made = DeclaredClasses.ownDeclaration(of: type)
        declarations.append((ObjectIdentifier(type), made))
        return made
    }

    static func actions(of type: NibObject.Type) -> ActionTable { cached(type.actionTable, for: type, in: &actionTables) }

    static func builtInOutlets(of type: NibObject.Type) -> [String: BuiltInOutlet] { cached(type.builtInOutlets, for: type, in: &outletTables) }

    /// The settings runtime attributes may set (or walk through) on objects of `type`, its
    /// superclasses' included, by name.
    static func inspectableKeys(of type: NibObject.Type) -> [String: Inspectable] {
        cached(
            Dictionary(
                DeclaredClasses.chain(of: type, own: ownDeclaration).flatMap(\.settings).compactMap { setting in
                    setting.inspectable.map { (setting.spec.name, $0()) }
                }
            ) { $1 }, for: type, in: &keyTables)
    }

    /// The settings `NibObject.init(coder:)` sets from a screen on objects of `type`, in order:
    /// those with key paths, of the classes that do not read their own. Empty for NibKit's.
    static func decodedSettings(of type: NibObject.Type) -> [DecodedSetting] {
        cached(
            DeclaredClasses.chain(of: type, own: ownDeclaration).filter { !$0.readsOwnSettings }.flatMap(\.settings).compactMap { setting in
                guard setting.isScreenSetting, case .value(_, let make)? = setting.inspectable?() else { return nil }
                return DecodedSetting(name: setting.spec.name, slot: make)
            }, for: type, in: &decodedTables)
    }

    private static func cached<Table>(_ table: @autoclosure () -> Table, for type: NibObject.Type, in tables: inout [ObjectIdentifier: Table]) -> Table {
        if let known = tables[ObjectIdentifier(type)] { return known }
        let made = table()
        tables[ObjectIdentifier(type)] = made
        return made
    }
}
