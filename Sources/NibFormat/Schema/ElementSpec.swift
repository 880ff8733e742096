/// What the format allows for one kind of object element: its attributes, its keyed values,
/// and what may nest inside it. The runtime maps `className` to a class.
public struct ElementSpec: Sendable {
    /// What an element's object is, which decides where it may stand and what it may hold.
    public enum Role: Sendable, Equatable {
        /// A placeholder, a plain object, a view, a control, a view controller, a window, or a
        /// gesture recognizer.
        case placeholder, object, view, control, viewController, window, gestureRecognizer
        /// A layout constraint, held by a view in its `<constraints>`.
        case constraint
        /// A view's safe area or margins guide (`<viewLayoutGuide>`), nested in the view by key:
        /// an item constraints name, not an object of its own.
        case layoutGuide

        /// Whether the element may stand in `<objects>`: not a constraint or a layout guide,
        /// which stand only in the view they belong to.
        public var isObject: Bool { self != .constraint && self != .layoutGuide }
        /// Whether the element is a view (a plain view, a control or a window): it has a frame,
        /// subviews and constraints.
        public var isView: Bool { self == .view || self == .control || self == .window }
        /// Views go in `<subviews>`; a window is the top of a tree, never inside one.
        public var canBeSubview: Bool { isView && self != .window }
    }

    /// The element's name in a screen file (`button`).
    public let name: String
    /// The runtime class made for this element when it has no `customClass`.
    public var className: String
    /// What the element's object is.
    public let role: Role
    /// Attributes beyond the common `id`, `customClass` and `userLabel`.
    public internal(set) var attributes: [String: ValueType] = [:]
    /// Keyed value elements allowed inside, by key (`<rect key="frame">`).
    public internal(set) var values: [String: ValueType] = [:]
    /// Objects nested by key (a view controller's `view`), with the roles allowed there.
    public internal(set) var embeds: [String: [Role]] = [:]
    /// The keys of `embeds` that hold many objects, in document order, as an outlet
    /// collection does (a view controller's `rightBarButtonItems`); the others hold one.
    public internal(set) var collections: Set<String> = []
    /// The attributes the element must have.
    public internal(set) var required: [String] = []
    /// A sentence for the documentation and the schema.
    public let summary: String
    /// What a `<state key="...">` element may set for one control state, as Xcode writes it, as
    /// `attributes` and `values` (a button's `title`, `titleColor`); empty without states.
    public internal(set) var stateAttributes: [String: ValueType] = [:]
    /// What a `<state>` element may set as keyed value elements (`<color key="titleColor">`).
    public internal(set) var stateValues: [String: ValueType] = [:]
    /// The elements a `<prototypes>` list inside may hold (a table's `tableViewCell`): objects
    /// kept as recipes to make again, not made with the screen; empty without prototypes.
    public internal(set) var prototypeElements: [String] = []
    /// Whether the element takes a `<prototypes>` list.
    public var hasPrototypes: Bool { !prototypeElements.isEmpty }

    /// For a container view controller: the relationships its relationship segues may fill
    /// (a navigation controller's `rootViewController`); empty for any other element.
    public internal(set) var relationships: [String] = []

    /// The elements Interface Builder writes that are read as this one (`slider`; a search bar
    /// as a text field).
    public internal(set) var xcodeNames: [String] = []
    /// The elements Interface Builder writes in an AppKit (macOS) file that are read as this
    /// one (`customView` as a view; `windowController`).
    public internal(set) var appKitNames: [String] = []
    /// How tall a view of the element read from Xcode's file is made: as its frame, or one row.
    public internal(set) var xcodeLines = UIKitElement.Lines.many
    /// The settings its classes declare, in declaration order, the superclass's first: what the
    /// reference table lists. `attributes` and `values` hold the same by name.
    public internal(set) var settings: [AttributeSpec] = []

    /// An element its class declares: `name` in screens, `role`, a sentence, and what may be
    /// nested in it; `className` (the declaring class's when empty) and `settings` are the
    /// class's. The format adds what every view and controller takes (`key`, `screen`, layout
    /// guides, `storyboardIdentifier`).
    public init(
        name: String, className: String = "", role: Role, summary: String, settings: [AttributeSpec] = [], embeds: [String: [Role]] = [:],
        collections: Set<String> = [], stateSettings: [AttributeSpec] = [], segmentSettings: [AttributeSpec] = [], prototypeElements: [String] = [],
        relationships: [String] = [],
        xcodeNames: [String] = [], appKitNames: [String] = [], xcodeLines: UIKitElement.Lines = .many
    ) {
        self.name = name
        self.className = className
        self.role = role
        self.summary = summary
        self.embeds = embeds
        self.collections = collections
        self.prototypeElements = prototypeElements
        self.relationships = relationships
        self.xcodeNames = xcodeNames
        self.appKitNames = appKitNames
        self.xcodeLines = xcodeLines
        add(settings)
        Self.file(stateSettings, attributes: &stateAttributes, values: &stateValues)
        segmentAttributes = Dictionary(uniqueKeysWithValues: segmentSettings.map { ($0.name, $0.type) })
    }

    /// Adds `settings` after its own (a superclass's come first, a subclass's after).
    public mutating func add(_ settings: [AttributeSpec]) {
        self.settings += settings
        Self.file(settings, attributes: &attributes, values: &values)
    }

    /// Enters each setting's type by name: in `values` when a value element writes it
    /// (`<rect key="frame">`), in `attributes` otherwise.
    fileprivate static func file(_ settings: [AttributeSpec], attributes: inout [String: ValueType], values: inout [String: ValueType]) {
        for setting in settings {
            if setting.isValueElement { values[setting.name] = setting.type } else { attributes[setting.name] = setting.type }
        }
    }

    /// Settings gathered, with their tables by name, to be added to many elements at once: an
    /// element with none of its own shares the tables, rather than hashing each name again.
    package struct Settings {
        /// The settings, in order.
        package private(set) var list: [AttributeSpec] = []
        /// Made with room for a class's settings and all its superclasses': a subclass's copy
        /// then takes its own without growing, which would hash every name again.
        fileprivate var attributes = [String: ValueType](minimumCapacity: 40)
        fileprivate var values = [String: ValueType](minimumCapacity: 16)

        package init() {}

        /// Adds `settings` after those gathered.
        package mutating func add(_ settings: [AttributeSpec]) {
            list += settings
            ElementSpec.file(settings, attributes: &attributes, values: &values)
        }
    }

    /// Adds the gathered `settings` after its own, as `add(_:)` adds them one by one.
    package mutating func add(_ gathered: Settings) {
        guard !settings.isEmpty || !attributes.isEmpty || !values.isEmpty else {
            (settings, attributes, values) = (gathered.list, gathered.attributes, gathered.values)
            return
        }
        add(gathered.list)
    }

    /// A format element, with its attributes by name.
    package init(
        name: String, className: String, role: Role, attributes: [String: ValueType] = [:], required: [String] = [], summary: String,
        xcodeNames: [String] = [], appKitNames: [String] = [], embeds: [String: [Role]] = [:]
    ) {
        self.name = name
        self.className = className
        self.role = role
        self.attributes = attributes
        self.required = required
        self.summary = summary
        self.xcodeNames = xcodeNames
        self.appKitNames = appKitNames
        self.embeds = embeds
    }

    /// Whether the element takes `<state>` elements (per control state settings, as a button's).
    public var hasStates: Bool { !stateAttributes.isEmpty || !stateValues.isEmpty }
    /// What each `<segment>` of a `<segments>` list may set, as Xcode writes a segmented
    /// control's (`title`, `enabled`); empty for an element without segments.
    public internal(set) var segmentAttributes: [String: ValueType] = [:]

    /// Whether the element takes a `<segments>` list.
    public var hasSegments: Bool { !segmentAttributes.isEmpty }

    /// Whether the element may hold `<subviews>`: every view does.
    public var allowsSubviews: Bool { role.isView }
    /// Whether the element may hold `<constraints>`: every view does.
    public var allowsConstraints: Bool { role.isView }

    /// Every attribute the element takes, its own and the common ones, for suggestions.
    package var attributeNames: [String] { Array(attributes.keys) + Vocabulary.commonAttributes.keys }

    /// Whether an object of `role` may be nested in this element under `key`.
    package func embeds(_ role: Role, as key: String?) -> Bool { key.flatMap { embeds[$0] }?.contains(role) == true }

    /// The elements that may be nested by key (a view controller's `view`), in vocabulary order.
    package func embeddableElements(in vocabulary: Vocabulary) -> [ElementSpec] {
        vocabulary.elements.filter { element in embeds.values.contains { $0.contains(element.role) } }
    }
}

extension ElementSpec {
    /// A spec held by reference. The decoder passes one per object element down its subtree;
    /// copying the struct instead would retain and release each of its strings and tables.
    @usableFromInline package final class Shared: Sendable {
        package let spec: ElementSpec

        init(_ spec: ElementSpec) { self.spec = spec }
    }
}

extension ElementSpec {
    /// The type of a property of this element as the model holds it: an attribute, a value
    /// element, or a setting of a control state (`highlighted.title`); nil if it has none.
    package func propertyType(_ name: String) -> ValueType? {
        if let type = attributes[name] ?? values[name] { return type }
        if let (_, setting) = Vocabulary.segmentAndName(ofProperty: name) { return segmentAttributes[setting] }
        guard let (_, setting) = Vocabulary.stateAndName(ofProperty: name) else { return nil }
        return stateAttributes[setting] ?? stateValues[setting]
    }
}
