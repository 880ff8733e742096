/// What a class shows screens, written once beside the class: the elements that make it, if
/// any, and the settings a screen may give it, each with its name, type, Xcode's name where it
/// differs and a sentence of doc. The vocabulary the readers check files against, the schema,
/// the reference table, Xcode's mapping, decoding, runtime attributes and `nibtool validate`
/// all come from it.
///
///     final class Gauge: View {
///         var level = 0.0
///         nonisolated override class var declaration: Declaration {
///             Declaration(
///                 Gauge.self,
///                 element: ElementSpec(name: "gauge", role: .view, summary: "A level from 0 to 1."),
///                 settings: [Setting("level", \Gauge.level, "How full it is, from 0 to 1.")])
///         }
///     }
///
/// A class declares only its own settings; it inherits its superclasses'. An app's subclass
/// without an element of its own declares its runtime attributes (`@IBInspectable`s) so:
/// `Declaration(RedButton.self, settings: [.inspectable("borderWidth", \RedButton.borderWidth, "…")])`.
nonisolated public struct Declaration: Sendable {
    /// The class that declares it: a subclass that does not override `declaration` inherits
    /// the property, not the declaration.
    let declaringClass: ObjectIdentifier
    /// Whether the class's `init(coder:)` reads its own settings itself (before `super.init`,
    /// without observers: the view tree's hot path), rather than `NibObject.init(coder:)`
    /// setting them through their key paths.
    let readsOwnSettings: Bool
    /// The elements, as written or not yet made. A program's start asks each class it
    /// registers for its declaration only to learn whether the class declares one of its own
    /// (`declaringClass`); a subclass that does not gets its superclass's, and making that
    /// one's elements at each ask was a quarter of a million instructions of Howdy's first
    /// frame (`ClassInfoCache` keeps each declaration `made()`).
    private let madeElements: [Element]?
    private let makeElements: @Sendable () -> [Element]
    /// The settings, made at each read: a vocabulary reads those of the elements a program
    /// reads (a few of forty at its start), and the loader keeps what it makes of them.
    private let makeSettings: @Sendable () -> [Setting]

    /// An element that makes the class, with which of its superclasses' settings it takes
    /// (nil: all of them), made with them.
    typealias Element = (spec: ElementSpec, takes: @Sendable () -> ((String) -> Bool)?)

    /// The elements that make the class, each with which of its superclasses' settings it
    /// takes (nil: all of them).
    var elements: [Element] { madeElements ?? makeElements() }
    /// The settings the class itself adds, in the order they are applied.
    public var settings: [Setting] { makeSettings() }
    /// The settings an element may write, as the format sees them.
    var screenSettings: [AttributeSpec] { settings.filter(\.isScreenSetting).map(\.spec) }

    /// The same declaration with its elements made, to be read many times.
    func made() -> Declaration {
        guard madeElements == nil else { return self }
        return Declaration(
            declaringClass: declaringClass, readsOwnSettings: readsOwnSettings, madeElements: makeElements(), makeElements: makeElements,
            makeSettings: makeSettings)
    }

    /// The declaration of `type`: the elements that make it and the settings it adds, made
    /// when first read.
    public init<Root: NibObject>(
        _ type: Root.Type, readsOwnSettings: Bool = false, elements: @autoclosure @escaping @Sendable () -> [ElementSpec] = [],
        settings: @autoclosure @escaping @Sendable () -> [Setting] = []
    ) {
        self.init(type, readsOwnSettings: readsOwnSettings, settings: settings) { elements().map { (spec: $0, takes: { nil }) } }
    }

    /// The declaration of `type` with one element, which takes only the `inheriting` settings
    /// of its superclasses when given (a window, a view, takes none of a view's but its colour),
    /// and none of those `withholding` (a table computes the content size a scroll view is given).
    public init<Root: NibObject>(
        _ type: Root.Type, readsOwnSettings: Bool = false, element: @autoclosure @escaping @Sendable () -> ElementSpec,
        inheriting: @autoclosure @escaping @Sendable () -> Set<String>? = nil, withholding: @autoclosure @escaping @Sendable () -> Set<String> = [],
        settings: @autoclosure @escaping @Sendable () -> [Setting] = []
    ) {
        self.init(type, readsOwnSettings: readsOwnSettings, settings: settings) {
            let takes = { @Sendable () -> ((String) -> Bool)? in
                let (inheriting, withholding) = (inheriting(), withholding())
                guard inheriting != nil || !withholding.isEmpty else { return nil }
                return { name in inheriting?.contains(name) ?? !withholding.contains(name) }
            }
            return [(spec: element(), takes: takes)]
        }
    }

    private init<Root: NibObject>(
        _ type: Root.Type, readsOwnSettings: Bool, settings: @escaping @Sendable () -> [Setting], elements: @escaping @Sendable () -> [Element]
    ) {
        let elements = { @Sendable in
            var made = elements()
            for index in made.indices where made[index].spec.className.isEmpty { made[index].spec.className = ClassRegistry.name(of: type) }
            return made
        }
        self.init(
            declaringClass: ObjectIdentifier(type), readsOwnSettings: readsOwnSettings, madeElements: nil, makeElements: elements, makeSettings: settings)
    }

    private init(
        declaringClass: ObjectIdentifier, readsOwnSettings: Bool, madeElements: [Element]?, makeElements: @escaping @Sendable () -> [Element],
        makeSettings: @escaping @Sendable () -> [Setting]
    ) {
        self.declaringClass = declaringClass
        self.readsOwnSettings = readsOwnSettings
        self.madeElements = madeElements
        self.makeElements = makeElements
        self.makeSettings = makeSettings
    }
}

/// One setting of a class's declaration: what a screen may give it by name.
nonisolated public struct Setting: Sendable {
    /// Its name, type, Xcode's name and doc, as the format sees it.
    public let spec: AttributeSpec
    /// How a runtime attribute (and the decoder, unless the class reads it) sets it, made on
    /// the main actor, where the property is; nil for a setting only `init(coder:)` reads.
    let inspectable: (@MainActor () -> Inspectable)?
    /// Whether an element may write it; a runtime attribute alone sets the others.
    let isScreenSetting: Bool

    /// A setting stored in `keyPath`, of the property's type: written on the element, and set
    /// by a runtime attribute of that name too.
    public init<Root: NibObject, Value: NibValueConvertible>(
        _ name: String, _ keyPath: @autoclosure @escaping @MainActor () -> ReferenceWritableKeyPath<Root, Value>, _ summary: String,
        xcodeName: String? = nil
    ) {
        self.init(AttributeSpec(name, Value.propertyType.valueType, xcodeName: xcodeName, summary: summary), { .value(of: keyPath()) }, isScreenSetting: true)
    }

    /// A setting of `type` that the class's `init(coder:)` reads itself (into a value it keeps
    /// its own way); not a runtime attribute.
    public init(_ name: String, _ type: ValueType, _ summary: String, xcodeName: String? = nil) {
        self.init(AttributeSpec(name, type, xcodeName: xcodeName, summary: summary), nil, isScreenSetting: true)
    }

    /// A runtime attribute alone, as `@IBInspectable` makes one: set by
    /// `<userDefinedRuntimeAttribute>`, not written on an element.
    public static func inspectable<Root: NibObject, Value: NibValueConvertible>(
        _ name: String, _ keyPath: @autoclosure @escaping @MainActor () -> ReferenceWritableKeyPath<Root, Value>, _ summary: String
    ) -> Setting {
        Setting(AttributeSpec(name, Value.propertyType.valueType, summary: summary), { .value(of: keyPath()) }, isScreenSetting: false)
    }

    /// An object a runtime attribute's key path walks through (`layer` in `layer.borderWidth`).
    public static func object<Root: NibObject, Value: AnyObject>(
        _ name: String, _ keyPath: @autoclosure @escaping @MainActor () -> KeyPath<Root, Value>, _ summary: String
    ) -> Setting {
        Setting(AttributeSpec(name, .string, summary: summary), { .object(of: keyPath()) }, isScreenSetting: false)
    }

    private init(_ spec: AttributeSpec, _ inspectable: (@MainActor () -> Inspectable)?, isScreenSetting: Bool) {
        self.spec = spec
        self.inspectable = inspectable
        self.isScreenSetting = isScreenSetting
    }
}
