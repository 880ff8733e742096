import Synchronization

/// The screen format's vocabulary, every element and attribute a screen file may use: the one
/// source of truth the readers check files against and the XML Schema is generated from.
///
/// The format's own words (documents, connections, value elements, constraints) are fixed here;
/// every widget's element and settings come from its class's declaration, so a vocabulary is
/// made from the classes a program has (NibKit's `ClassRegistry.vocabulary`).
public final class Vocabulary: Sendable {
    /// The version of the screen format this NibKit reads and writes (`<document version="1">`).
    public static let formatVersion = 1
    /// The `type` of a NibKit screen file (`<document type="NibKit.XIB">`).
    public static let documentType = "NibKit.XIB"
    /// The `type` of a storyboard: scenes joined by segues, instead of one screen's objects.
    public static let storyboardType = "NibKit.Storyboard"
    /// The one element that makes no object: a view's guide, named by the loader and the rules.
    public static let layoutGuideElement = "viewLayoutGuide"

    /// Attributes the loader reads itself rather than the object's class: which object it is,
    /// what it is made of, where it is nested, and the screen a view embeds.
    /// A view controller's `storyboardIdentifier` is the storyboard's, which finds the controller by it.
    public static let loaderAttributes: Set<String> = ["id", "customClass", "userLabel", "key", "screen", "storyboardIdentifier"]

    /// The attributes every object element takes.
    public static let commonAttributes: [String: ValueType] = ["id": .string, "customClass": .string, "userLabel": .string]

    /// What every view element takes that the loader reads itself: its `key` where it is nested
    /// by one, and `screen`, the screen it embeds. Everything else a view takes its classes declare.
    package static let viewFormatAttributes: [String: ValueType] = ["key": .string, "screen": .string]
    /// What every view controller element takes that the loader reads itself: its `key` where
    /// it is nested, and the `storyboardIdentifier` a storyboard finds it by.
    package static let controllerFormatAttributes: [String: ValueType] = ["key": .string, "storyboardIdentifier": .string]
    /// What every plain object element takes that the loader reads itself: its `key` where it
    /// is nested by one (a view controller's bar button items).
    package static let objectFormatAttributes: [String: ValueType] = ["key": .string]
    /// The layout guides a view element may hold, as Xcode writes them
    /// (`<viewLayoutGuide key="safeArea" id="..."/>`), for its constraints to name.
    public static let layoutGuideKeys = ["safeArea", "layoutMarginsGuide"]
    /// The kinds of a collection view's headers and footers, as a prototype's `elementKind`
    /// writes them (`CollectionView.elementKindSectionHeader`).
    public static let sectionHeaderKind = "sectionHeader"
    /// The kind of a collection view's section footers.
    public static let sectionFooterKind = "sectionFooter"
    package static let viewEmbeds: [String: [ElementSpec.Role]] = Dictionary(uniqueKeysWithValues: layoutGuideKeys.map { ($0, [.layoutGuide]) })
    /// A constraint's attributes and relation, spelled as `LayoutAttribute` and `LayoutRelation` are.
    package static let layoutAttribute = ValueType.choice(LayoutAttribute.allCases.map(\.rawValue))
    package static let layoutRelation = ValueType.choice(LayoutRelation.allCases.map(\.rawValue))
    /// A constraint's attributes in the order Xcode writes them, which reads as the equation
    /// (firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant):
    /// the order `nibtool format` writes them in.
    package static let constraintAttributeOrder: [(name: String, type: ValueType)] = [
        ("firstItem", .string), ("firstAttribute", layoutAttribute), ("relation", layoutRelation),
        ("secondItem", .string), ("secondAttribute", layoutAttribute),
        ("multiplier", .multiplier), ("constant", .number), ("priority", .priority), ("identifier", .string),
    ]
    /// A constraint's attributes, as Xcode writes them.
    package static let constraintAttributes = Dictionary(uniqueKeysWithValues: constraintAttributeOrder.map { ($0.name, $0.type) })

    /// The relationship a navigation controller's relationship segue fills: its root controller.
    public static let rootViewControllerRelationship = "rootViewController"
    /// The relationship a tab bar controller's relationship segues fill: its tabs' controllers.
    public static let viewControllersRelationship = "viewControllers"
    /// The relationship an AppKit tab view controller's relationship segues fill, as a tab bar
    /// controller's `viewControllers`.
    public static let tabItemsRelationship = "tabItems"
    /// The keys a menu item's key equivalent may be held with, as a screen writes them
    /// (`keyEquivalentModifierMask="command option"`), in order.
    public static let menuModifiers = ["command", "option", "control", "shift"]
    /// Every set of them as a screen writes it, in that order, separated by spaces (`""` for
    /// none): the values `keyEquivalentModifierMask` takes.
    public static let menuModifierSets: [String] = (0..<(1 << menuModifiers.count)).map { bits in
        menuModifiers.indices.filter { bits & (1 << $0) != 0 }.map { menuModifiers[$0] }.joined(separator: " ")
    }
    /// The items that send one action, without an event, when a person uses them (NibKit's
    /// `ActionItem`s), by element, with what messages call them.
    public static let actionItems = ["barButtonItem": "bar button item", "menuItem": "menu item"]
    /// The relationship an AppKit window controller's relationship segue fills: the controller
    /// whose view its window shows.
    public static let windowContentRelationship = "window.shadowedContentViewController"

    /// The format's own object elements, which no class declares: placeholders, plain objects,
    /// constraints and layout guides. Every other element comes from a class's declaration.
    public static let formatElements: [ElementSpec] = [
        ElementSpec(
            name: "placeholder", className: "NibObject", role: .placeholder,
            attributes: ["placeholderIdentifier": .string], required: ["placeholderIdentifier"],
            summary:
                "Stands for an object that exists before loading: File's Owner (IBFilesOwner, id -1), First Responder (IBFirstResponder, id -2), or an external object named by its identifier (an AppKit storyboard's application, `Application`, holds its main menu by key, `mainMenu`).",
            xcodeNames: ["placeholder", "exit"], appKitNames: ["placeholder"], embeds: ["mainMenu": [.object]]
        ),
        ElementSpec(
            name: "object", className: "NibObject", role: .object,
            summary: "A plain nib object of a custom class (a controller, a factory, a model object).", xcodeNames: ["customObject"],
            appKitNames: ["customObject"]),
        ElementSpec(
            name: layoutGuideElement, className: "LayoutGuide", role: .layoutGuide,
            attributes: ["key": .choice(layoutGuideKeys)],
            summary:
                "In a view, as Xcode writes it: the view's safe area (`key=\"safeArea\"`: the view itself, a terminal has no unsafe area) or its margins (`key=\"layoutMarginsGuide\"`: 1 column in on each side unless set), which its constraints, and those of its ancestors, may name by id as an item. Not an object of its own: loading resolves it to the view's `safeAreaLayoutGuide` or `layoutMarginsGuide`."
        ),
        ElementSpec(
            name: "constraint", className: "LayoutConstraint", role: .constraint,
            attributes: constraintAttributes, required: ["firstAttribute"],
            summary:
                "In a view's `<constraints>`: firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant, with items in the view's tree, views or their layout guides (firstItem absent: the view itself)."
        ),
    ]

    /// The format's elements alone: a vocabulary for tools that read no widget.
    public static let format = Vocabulary(adding: [])

    /// Every object element this vocabulary knows, the format's first, each view element with
    /// what every view takes. Made whole when first asked for (the schema, the docs, a list of
    /// what a file may use); a reader asks for one element at a time (`element(_:)`).
    public var elements: [ElementSpec] { readerTables.withLock { $0.elements(of: self) } }

    /// The format's elements and `declared`, whose settings are all in them already.
    public convenience init(adding declared: [ElementSpec]) { self.init(declaring: declared.map(DeclaredElement.init)) }

    /// The format's elements and `declared` (each class's element, its settings those of its
    /// class and superclasses, gathered when the element is first read); a declared element of
    /// a format element's name replaces it.
    public init(declaring declared: [DeclaredElement]) {
        // A few format elements, each looked for among the declared (a set's first use of a
        // type costs more than the search).
        let format = Self.formatElements.filter { format in !declared.contains { $0.element.name == format.name } }.map(DeclaredElement.init)
        let declared = format + declared
        let words = Words(naming: declared.map(\.element.name))
        var places = [Int?](repeating: nil, count: words.count)
        for (place, element) in declared.enumerated() { places[Int(words.word(element.element.name)!)] = place }
        self.declared = declared
        self.words = words
        self.places = places
    }

    /// The elements, in order, their classes' settings not yet added.
    fileprivate let declared: [DeclaredElement]
    /// Each element's place in `declared` by the word of its name, nil for other words.
    private let places: [Int?]

    /// The element whose name is `word`, its classes' settings not yet added.
    fileprivate func declared(_ word: Word) -> DeclaredElement? {
        guard Int(word) < places.count, let place = places[Int(word)] else { return nil }  // an attribute's word names no element
        return declared[place]
    }

    /// `declared` with its classes' settings and what the format gives every view, controller or object.
    fileprivate static func spec(of declared: DeclaredElement) -> ElementSpec {
        var spec = declared.element
        spec.add(declared.settings())
        return addingViewSettings(spec)
    }

    /// A view, controller or object element's spec with what the format gives every one of them.
    private static func addingViewSettings(_ spec: ElementSpec) -> ElementSpec {
        var spec = spec
        // Merged in place, the element's own first.
        if spec.role == .viewController { spec.attributes.merge(controllerFormatAttributes) { own, _ in own } }
        if spec.role == .object { spec.attributes.merge(objectFormatAttributes) { own, _ in own } }
        guard spec.role.canBeSubview else { return spec }
        spec.attributes.merge(viewFormatAttributes) { own, _ in own }
        spec.embeds.merge(viewEmbeds) { own, _ in own }
        return spec
    }

    /// The element named `name`; nil for a name this vocabulary does not have.
    public func element(_ name: String) -> ElementSpec? { sharedElement(named: name)?.spec }

    /// How each element Interface Builder writes is read, by Xcode's name (the elements'
    /// `xcodeNames`); docs/INTERFACE_BUILDER.md is made from it.
    public var xcodeElements: [String: UIKitElement] { readerTables.withLock { $0.xcodeElements(of: self) } }
    /// How each element Interface Builder writes in an AppKit (macOS) file is read, by its name
    /// there (the elements' `appKitNames`).
    public var appKitElements: [String: UIKitElement] { readerTables.withLock { $0.appKitElements(of: self) } }

    /// Whether an object of this element may start a segue: a view controller (performed by
    /// code), a control (on its primary event), a table or collection view cell (when its row
    /// or item is selected), a
    /// gesture recognizer (when it recognizes), a bar button item (when pressed), or a
    /// container view (its embed segue).
    public func canStartSegue(_ element: String) -> Bool {
        guard let role = self.element(element)?.role else { return false }
        return role == .viewController || role == .control || role == .gestureRecognizer
            || ["tableViewCell", "collectionViewCell", "barButtonItem", "containerView"].contains(element)
    }

    // MARK: Lookups by word, for the readers

    /// The names of this vocabulary's elements, numbered; the format's own words
    /// (`MarkupName`) first, at their own numbers. `allWords` adds the attributes' names.
    package let words: Words
    private let readerTables = Mutex(ReaderTables())

    /// `words` and, after them, every attribute name of the elements, numbered: for a reader
    /// that looks attributes up by word (the XML reader), which asks once and keeps them.
    package var allWords: Words { readerTables.withLock { $0.allWords(of: self) } }
    /// Every key of a value element any object element allows, in a fixed order, and each
    /// element's value types by the place of their keys there (nil rows for the words that
    /// are not elements): for the XML reader, which asks once and keeps them.
    package var valueKeys: (keys: KnownTexts, types: [[ValueType?]?]) { readerTables.withLock { $0.valueKeys(of: self) } }

    /// `element(_:)` by word, by reference, its spec made when first asked for.
    package func sharedElement(_ word: Word) -> ElementSpec.Shared? {
        guard Int(word) < places.count, places[Int(word)] != nil else { return nil }
        return readerTables.withLock { $0.spec(word, of: self) }
    }

    /// `element(name)?.role` by word, without making the element's spec.
    package func role(_ word: Word) -> ElementSpec.Role? { declared(word)?.element.role }

    /// The types of the object elements' attributes, by element word and then attribute word
    /// (`spec.attributes[name]`); nil rows for the words that are not elements. A reader asks
    /// once and keeps the table.
    package var attributeTypes: [[ValueType?]?] { readerTables.withLock { $0.attributeTypes(of: self) } }

    /// `element(_:)` by reference, for a reader that has a name's text (`MarkupName(text)` and
    /// its word, as `Words` numbers it).
    package func sharedElement(named name: String) -> ElementSpec.Shared? { words.word(name).flatMap(sharedElement) }

    /// The control events an action may name, as UIKit spells them.
    public static let controlEvents = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchUpInside", "touchUpOutside",
        "touchCancel", "valueChanged", "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
        "editingDidEndOnExit",
    ]

    // MARK: Storyboards

    /// The attributes of a `<segue>`, as Xcode writes them (`Segue` holds them).
    public static let segueAttributes: [String: ValueType] = [
        "id": .string, "destination": .string, "kind": .choice(Segue.Kind.allCases.map(\.rawValue)), "identifier": .string,
        "customClass": .string, "relationship": .string, "modalPresentationStyle": .choice(modalPresentationStyles), "unwindAction": .string,
        "trigger": .choice([Segue.accessoryAction]),
    ]

    /// How a presentation segue may present its destination, as UIKit names the styles.
    public static let modalPresentationStyles = [
        "automatic", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext", "overCurrentContext",
    ]

    /// The control states a button's `<state key="...">` may name, as UIKit names them.
    public static let controlStates = ["normal", "highlighted", "disabled", "selected"]

    /// The property a `<state>` element's setting becomes: `title` for the normal state, else `highlighted.title`.
    public static func stateProperty(_ name: String, state: String) -> String {
        state == "normal" ? name : state + "." + name
    }

    /// `stateProperty` undone (`highlighted.title` → highlighted, title); nil for any other property.
    public static func stateAndName(ofProperty property: String) -> (state: String, name: String)? {
        let parts = property.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, controlStates.contains(parts[0]) else { return nil }
        return (parts[0], parts[1])
    }

    /// The property a `<segment>`'s setting becomes: `segments.0.title` for the first segment's title.
    public static func segmentProperty(_ name: String, index: Int) -> String { "segments.\(index).\(name)" }

    /// `segmentProperty` undone (`segments.1.title` → 1, title), for an index within
    /// `NibDocument.maximumSegments`; nil for any other property.
    public static func segmentAndName(ofProperty property: String) -> (index: Int, name: String)? {
        let parts = property.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "segments", let index = Int(parts[1]), (0..<NibDocument.maximumSegments).contains(index),
            String(index) == parts[1]
        else { return nil }
        return (index, String(parts[2]))
    }

    /// The types a `<userDefinedRuntimeAttribute type="...">` may name, as Xcode spells them.
    public static let runtimeAttributeTypes = ["boolean", "number", "string", "nil", "color", "rect", "point", "size"]

    /// The keyed value elements (`<rect key="frame" .../>`) with the attributes each takes.
    public static let valueElements: [String: [String: ValueType]] = [
        "rect": ["key": .string, "x": .integer, "y": .integer, "width": .integer, "height": .integer],
        "point": ["key": .string, "x": .integer, "y": .integer],
        "size": ["key": .string, "width": .integer, "height": .integer],
        "inset": ["key": .string, "minX": .integer, "minY": .integer, "maxX": .integer, "maxY": .integer],
        "color": [
            "key": .string, "name": .string, "index": .integer, "hex": .string,
            "red": .number, "green": .number, "blue": .number, "white": .number, "alpha": .number, "colorSpace": .string,
        ],
        "autoresizingMask": Dictionary(uniqueKeysWithValues: [("key", ValueType.string)] + AutoresizingMask.xibNames.map { ($0.0, ValueType.bool) }),
    ]
}

/// The format's own lookups by interned name (value elements and their fields), which no
/// declaration changes: array indexings for the decoder.
extension Vocabulary {
    /// Whether `name` is a value element (`valueElements` by interned name).
    @inlinable package static func isValueElement(_ name: MarkupName) -> Bool { valueAttributeTypes[Int(name.rawValue)] != nil }

    /// The type of the attribute `name` of the value element `element` (`valueElements[element][name]`).
    @inlinable package static func valueAttributeType(_ name: MarkupName, of element: MarkupName) -> ValueType? {
        valueAttributeTypes[Int(element.rawValue)]?[Int(name.rawValue)]
    }

    /// The value element that writes a value of this type, as an interned name.
    @inlinable package static func valueElementName(for type: ValueType) -> MarkupName? {
        switch type {
        case .rect: return .rect
        case .point: return .point
        case .size: return .size
        case .color: return .color
        case .autoresizingMask: return .autoresizingMask
        case .insets: return .inset
        default: return nil
        }
    }

    /// The autoresizing mask's flags by attribute name, in `AutoresizingMask.xibNames` order.
    package static let autoresizingFlags: [(name: MarkupName, flag: AutoresizingMask)] = AutoresizingMask.xibNames.map { (MarkupName($0.0), $0.1) }

    /// By value element, then by attribute; nil for an element that is not a value element.
    @usableFromInline static let valueAttributeTypes: [[ValueType?]?] = MarkupName.allCases.map { name in
        valueElements[name.text].map { attributes in
            var types = [ValueType?](repeating: nil, count: MarkupName.allCases.count)
            for (name, type) in attributes { types[Int(MarkupName(name).rawValue)] = type }
            return types
        }
    }
}

/// Tables of a vocabulary only some readers use, made when one first asks: a compiled screen's
/// reader uses none, and a program that reads only compiled screens makes none (a twentieth of
/// Howdy's first frame, when each vocabulary made them all).
private struct ReaderTables {
    /// Each element's spec by word, made when a reader first asks for it; empty until one does.
    private var specs: [ElementSpec.Shared?] = []
    private var madeElements: [ElementSpec]?
    private var madeWords: Words?
    private var madeTypes: [[ValueType?]?]?
    private var madeXcodeElements: [String: UIKitElement]?
    private var madeAppKitElements: [String: UIKitElement]?
    private var madeValueKeys: (keys: KnownTexts, types: [[ValueType?]?])?

    mutating func spec(_ word: Word, of vocabulary: Vocabulary) -> ElementSpec.Shared? {
        if specs.isEmpty { specs = Array(repeating: nil, count: vocabulary.words.count) }
        if let made = specs[Int(word)] { return made }
        guard let declared = vocabulary.declared(word) else { return nil }
        let made = ElementSpec.Shared(Vocabulary.spec(of: declared))
        specs[Int(word)] = made
        return made
    }

    mutating func elements(of vocabulary: Vocabulary) -> [ElementSpec] {
        if let madeElements { return madeElements }
        let made = vocabulary.declared.map { spec(vocabulary.words.word($0.element.name)!, of: vocabulary)!.spec }
        madeElements = made
        return made
    }

    /// Each element's spec by word, nil for the words that are not elements.
    private mutating func specsByWord(of vocabulary: Vocabulary) -> [ElementSpec.Shared?] {
        (0..<vocabulary.words.count).map { spec(Word($0), of: vocabulary) }
    }

    mutating func valueKeys(of vocabulary: Vocabulary) -> (keys: KnownTexts, types: [[ValueType?]?]) {
        if let madeValueKeys { return madeValueKeys }
        let keys = KnownTexts(Set(elements(of: vocabulary).flatMap { $0.values.keys }).sorted())
        let places = Dictionary(uniqueKeysWithValues: keys.texts.enumerated().map { ($0.element, $0.offset) })
        let types = specsByWord(of: vocabulary).map { shared in
            shared.map { shared in
                var types = [ValueType?](repeating: nil, count: keys.texts.count)
                for (key, type) in shared.spec.values { types[places[key]!] = type }
                return types
            }
        }
        madeValueKeys = (keys, types)
        return (keys, types)
    }

    mutating func allWords(of vocabulary: Vocabulary) -> Words {
        if let madeWords { return madeWords }
        let made = vocabulary.words.addingAttributes(of: elements(of: vocabulary))
        madeWords = made
        return made
    }

    mutating func attributeTypes(of vocabulary: Vocabulary) -> [[ValueType?]?] {
        if let madeTypes { return madeTypes }
        let words = allWords(of: vocabulary)
        let made = specsByWord(of: vocabulary).map { spec in spec.map { words.types($0.spec.attributes) } }
        madeTypes = made
        return made
    }

    mutating func xcodeElements(of vocabulary: Vocabulary) -> [String: UIKitElement] {
        if let madeXcodeElements { return madeXcodeElements }
        let made = Dictionary(elements(of: vocabulary).flatMap { spec in spec.xcodeNames.map { ($0, UIKitElement(spec)) } }) { first, _ in first }
        madeXcodeElements = made
        return made
    }

    mutating func appKitElements(of vocabulary: Vocabulary) -> [String: UIKitElement] {
        if let madeAppKitElements { return madeAppKitElements }
        let made = Dictionary(elements(of: vocabulary).flatMap { spec in spec.appKitNames.map { ($0, UIKitElement(spec)) } }) { first, _ in first }
        madeAppKitElements = made
        return made
    }
}
