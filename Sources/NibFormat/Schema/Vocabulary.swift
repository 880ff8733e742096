/// The screen format's vocabulary, every element and attribute a screen file may use: the one
/// source of truth the decoder checks files against and the XML Schema is generated from.
public enum Vocabulary {
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

    static let viewAttributes: [String: ValueType] = [
        "key": .string, "tag": .integer, "hidden": .bool, "clipsSubviews": .bool,
        "userInteractionEnabled": .bool, "screen": .string, "focusable": .bool,
        "translatesAutoresizingMaskIntoConstraints": .bool,
        "horizontalHuggingPriority": .priority, "verticalHuggingPriority": .priority,
        "horizontalCompressionResistancePriority": .priority, "verticalCompressionResistancePriority": .priority,
    ]
    /// A scroll view's settings, which every element made of a scroll view takes too.
    static let scrollViewAttributes: [String: ValueType] = [
        "scrollEnabled": .bool, "showsVerticalScrollIndicator": .bool, "showsHorizontalScrollIndicator": .bool,
    ]
    static let viewValues: [String: ValueType] = [
        "frame": .rect, "backgroundColor": .color, "foregroundColor": .color, "autoresizingMask": .autoresizingMask,
    ]
    /// The layout guides a view element may hold, as Xcode writes them
    /// (`<viewLayoutGuide key="safeArea" id="..."/>`), for its constraints to name.
    static let layoutGuideKeys = ["safeArea", "layoutMarginsGuide"]
    static let viewEmbeds: [String: [ElementSpec.Role]] = Dictionary(uniqueKeysWithValues: layoutGuideKeys.map { ($0, [.layoutGuide]) })
    static let alignment = ValueType.choice(["left", "center", "right"])
    /// What every control takes: UIControl's states a screen may set (highlighting is the
    /// user's, while pressing, and is not).
    static let controlAttributes: [String: ValueType] = ["enabled": .bool, "selected": .bool]
    /// The colour of a control's brackets or dividers while it has focus.
    static let focusedControlValues: [String: ValueType] = ["focusColor": .color]
    static let keyboardType = ValueType.choice(KeyboardType.allCases.map(\.rawValue))
    /// A constraint's attributes and relation, spelled as `LayoutAttribute` and `LayoutRelation` are.
    static let layoutAttribute = ValueType.choice(LayoutAttribute.allCases.map(\.rawValue))
    static let layoutRelation = ValueType.choice(LayoutRelation.allCases.map(\.rawValue))
    /// A constraint's attributes, as Xcode writes them.
    static let constraintAttributes: [String: ValueType] = [
        "firstItem": .string, "firstAttribute": layoutAttribute, "relation": layoutRelation,
        "secondItem": .string, "secondAttribute": layoutAttribute,
        "multiplier": .multiplier, "constant": .number, "priority": .priority, "identifier": .string,
    ]

    /// What a container controller's element takes: it makes its own view (a bar and its
    /// children's views), so it has no `nibName` and nests no view.
    static let containerControllerAttributes: [String: ValueType] = ["key": .string, "title": .string, "storyboardIdentifier": .string]

    /// The relationship a navigation controller's relationship segue fills: its root controller.
    public static let rootViewControllerRelationship = "rootViewController"
    /// The relationship a tab bar controller's relationship segues fill: its tabs' controllers.
    public static let viewControllersRelationship = "viewControllers"

    /// Every object element of the format, with what it takes: each view element's own settings
    /// are written here, and what every view (and every control) takes is added below.
    public static let elements: [ElementSpec] = [
        ElementSpec(
            name: "placeholder", className: "NibObject", role: .placeholder,
            attributes: ["placeholderIdentifier": .string], required: ["placeholderIdentifier"],
            summary:
                "Stands for an object that exists before loading: File's Owner (IBFilesOwner, id -1), First Responder (IBFirstResponder, id -2), or an external object named by its identifier."
        ),
        ElementSpec(
            name: "object", className: "NibObject", role: .object,
            summary: "A plain nib object of a custom class (a controller, a factory, a model object)."),
        ElementSpec(
            name: "view", className: "View", role: .view,
            summary:
                "A rectangle of cells that draws its background, border and subviews. With `screen`, it embeds that screen's contents, loaded with the view as owner."
        ),
        ElementSpec(
            name: "label", className: "Label", role: .view,
            attributes: ["text": .string, "textAlignment": alignment, "numberOfLines": .integer, "bold": .bool, "italic": .bool],
            values: ["textColor": .color],
            summary: "Static text, wrapped to its width."),
        ElementSpec(
            name: "button", className: "Button", role: .control,
            attributes: ["title": .string, "bordered": .bool, "contentHorizontalAlignment": .choice(ContentHorizontalAlignment.allCases.map(\.rawValue))],
            values: focusedControlValues.merging(["titleColor": .color]) { $1 },
            summary:
                "A push button: a click (press and release inside) or Enter/Space when focused sends touchUpInside. `<state key=\"highlighted\" title=\"...\">` sets the title (and a nested `titleColor`) for a state; `contentHorizontalAlignment` puts the title at the leading or trailing edge of a wider button (centred by default).",
            stateAttributes: ["title": .string], stateValues: ["titleColor": .color]),
        ElementSpec(
            name: "textField", className: "TextField", role: .control,
            attributes: ["text": .string, "placeholder": .string, "secureTextEntry": .bool, "keyboardType": keyboardType, "bordered": .bool],
            values: ["textColor": .color],
            summary:
                "One line of editable text, underlined to show where it is unless `bordered` is NO: editingChanged on each edit, editingDidEndOnExit on Enter. `keyboardType` limits what can be typed; a `delegate` outlet may refuse focus, edits and Enter."
        ),
        ElementSpec(
            name: "textView", className: "TextView", role: .view,
            attributes: ["text": .string, "editable": .bool, "selectable": .bool, "keyboardType": keyboardType],
            values: ["textColor": .color],
            summary:
                "Several lines of text, wrapped at words to its width and scrolled to keep the cursor in view: arrows, Home/End, PageUp/PageDown, clicks and the wheel move; typing, Enter and Backspace/Delete edit unless `editable` is NO. A `delegate` outlet may refuse focus and edits."
        ),
        ElementSpec(
            name: "slider", className: "Slider", role: .control,
            attributes: ["minimumValue": .number, "maximumValue": .number, "value": .number, "continuous": .bool, "step": .number],
            values: ["thumbColor": .color, "trackColor": .color, "minimumTrackColor": .color],
            summary:
                "A value between a minimum and a maximum, moved with arrows (by `step`, chosen from the range without it) or the mouse: valueChanged."
        ),
        ElementSpec(
            name: "switch", className: "Switch", role: .control,
            attributes: ["on": .bool],
            values: focusedControlValues.merging(["onTintColor": .color, "thumbTintColor": .color]) { $1 },
            summary: "An on/off switch, `[●──]` or `[━━●]`: a click or Space/Enter when focused flips it and sends valueChanged."),
        ElementSpec(
            name: "stepper", className: "Stepper", role: .control,
            attributes: [
                "minimumValue": .number, "maximumValue": .number, "value": .number, "stepValue": .number, "wraps": .bool,
                "autorepeat": .bool, "continuous": .bool,
            ],
            values: focusedControlValues,
            summary:
                "`[ − │ + ]`: a click on a half, or -/+ and Left/Right when focused, steps the value by stepValue (0 to 100 by 1 unless set) and sends valueChanged; a held press repeats unless autorepeat is NO."
        ),
        ElementSpec(
            name: "segmentedControl", className: "SegmentedControl", role: .control,
            attributes: ["selectedSegmentIndex": .integer, "momentary": .bool],
            values: focusedControlValues,
            summary:
                "A row of segments, ` One │ Two ` with the selected one reversed, from `<segments><segment title=\"...\"/></segments>`: a click or Left/Right picks one and sends valueChanged; selectedSegmentIndex -1 selects none.",
            segmentAttributes: ["title": .string, "enabled": .bool]),
        ElementSpec(
            name: "progressView", className: "ProgressView", role: .view,
            attributes: ["progress": .number],
            values: ["progressTintColor": .color, "trackTintColor": .color],
            summary: "A bar filled to `progress` (0 to 1), to an eighth of a cell."),
        ElementSpec(
            name: "activityIndicatorView", className: "ActivityIndicatorView", role: .view,
            attributes: ["animating": .bool, "hidesWhenStopped": .bool, "usesASCII": .bool],
            values: ["color": .color],
            summary:
                "A spinner, turning while `animating` and visible in a window (on a timer only then); hidden while stopped unless hidesWhenStopped is NO. `usesASCII` spins `|/-\\` instead of braille."
        ),
        ElementSpec(
            name: "stackView", className: "StackView", role: .view,
            attributes: [
                "axis": .choice(LayoutAttribute.Axis.allCases.map(\.rawValue)), "distribution": .choice(StackViewDistribution.allCases.map(\.rawValue)),
                "alignment": .choice(StackViewAlignment.allCases.map(\.rawValue)), "spacing": .integer,
            ],
            summary:
                "A row (axis horizontal, the default) or column of its subviews, placed by constraints it makes: `spacing` cells apart, sharing the length by `distribution`, placed across by `alignment`; a hidden subview takes no room."
        ),
        ElementSpec(
            name: "scrollView", className: "ScrollView", role: .view,
            attributes: scrollViewAttributes,
            values: ["contentSize": .size],
            summary:
                "A window onto content larger than itself: its subviews, in content coordinates, shown from the content offset and cut off at its edges. `<size key=\"contentSize\">` gives the content's size (without it, the subviews' frames' extent). The wheel scrolls it; focused, so do the arrows, Page Up/Down, Home and End. Clips its subviews and is focusable unless told not to."
        ),
        ElementSpec(
            name: "tableView", className: "TableView", role: .view,
            attributes: [
                "style": .choice(["plain", "grouped"]), "rowHeight": .integer, "sectionHeaderHeight": .integer,
                "sectionFooterHeight": .integer, "allowsSelection": .bool,
            ].merging(scrollViewAttributes) { $1 },
            summary:
                "Rows in sections, as UITableView: its `dataSource` and `delegate` outlets name the objects that give the rows and answer the user. Only the visible rows have cells, reused as it scrolls. `<prototypes>` holds the `tableViewCell`s it makes for their `reuseIdentifier`s; `rowHeight` (1 by default), `sectionHeaderHeight` and `sectionFooterHeight` are in rows.",
            prototypeElement: "tableViewCell"),
        ElementSpec(
            name: "tableViewCell", className: "TableViewCell", role: .view,
            attributes: [
                "reuseIdentifier": .string, "style": .choice(["default", "value1", "value2", "subtitle"]),
                "selectionStyle": .choice(["none", "default", "gray"]), "accessoryType": .choice(["none", "disclosureIndicator", "checkmark"]),
            ],
            embeds: ["contentView": [.view]],
            summary:
                "One row of a table: in a table's `<prototypes>`, or the top-level object of a cell's own screen. Its views go in `<tableViewCellContentView key=\"contentView\">`, as Xcode writes it; `style` lays out its text and detail labels, `accessoryType` draws › or ✓ at the right."
        ),
        ElementSpec(
            name: "tableViewCellContentView", className: "View", role: .view,
            summary: "A table cell's content view (`key=\"contentView\"`), holding the cell's subviews."),
        ElementSpec(
            name: "containerView", className: "View", role: .view,
            summary:
                "In a storyboard: a view whose embed segue (`<segue kind=\"embed\">`) fills it with another scene's view, that scene's controller a child of this scene's."
        ),
        ElementSpec(
            name: layoutGuideElement, className: "LayoutGuide", role: .layoutGuide,
            attributes: ["key": .choice(layoutGuideKeys)],
            summary:
                "In a view, as Xcode writes it: the view's safe area (`key=\"safeArea\"`: the view itself, a terminal has no unsafe area) or its margins (`key=\"layoutMarginsGuide\"`: 1 column in on each side unless set), which its constraints, and those of its ancestors, may name by id as an item. Not an object of its own: loading resolves it to the view's `safeAreaLayoutGuide` or `layoutMarginsGuide`."
        ),
        ElementSpec(
            name: "window", className: "Window", role: .window,
            attributes: ["title": .string], values: ["backgroundColor": .color], embeds: ["rootViewController": [.viewController]],
            summary: "The terminal screen: holds the root view controller."),
        ElementSpec(
            name: "viewController", className: "ViewController", role: .viewController,
            attributes: ["key": .string, "nibName": .string, "title": .string, "storyboardIdentifier": .string],
            embeds: ["view": [.view, .control]],
            summary:
                "Manages a view; without a nested `view` it loads its view from the screen named by nibName or its class. In a storyboard, the controller of a scene, found by its `storyboardIdentifier`."
        ),
        ElementSpec(
            name: "navigationController", className: "NavigationController", role: .viewController,
            attributes: containerControllerAttributes,
            summary:
                "In a storyboard, a scene's navigation controller: a title bar over a stack of controllers. Its relationship segue `rootViewController` names the controller at the bottom of the stack; show segues from the controllers it holds push onto it.",
            relationships: [rootViewControllerRelationship]),
        ElementSpec(
            name: "tabBarController", className: "TabBarController", role: .viewController,
            attributes: containerControllerAttributes,
            summary:
                "In a storyboard, a scene's tab bar controller: one controller shown at a time above a bar of tabs. Its relationship segues `viewControllers` name the tabs' controllers, in the order written.",
            relationships: [viewControllersRelationship]),
        ElementSpec(
            name: "tapGestureRecognizer", className: "TapGestureRecognizer", role: .gestureRecognizer,
            attributes: ["numberOfTapsRequired": .integer, "enabled": .bool],
            summary: "Recognizes one, two or three clicks in a row on its view."),
        ElementSpec(
            name: "panGestureRecognizer", className: "PanGestureRecognizer", role: .gestureRecognizer,
            attributes: ["enabled": .bool],
            summary: "Recognizes a drag with the mouse; reports the translation."),
        ElementSpec(
            name: "pinchGestureRecognizer", className: "PinchGestureRecognizer", role: .gestureRecognizer,
            attributes: ["enabled": .bool],
            summary: "The terminal's pinch: the scroll wheel over the view (and + / - when it is focused); reports a scale."),
        ElementSpec(
            name: "constraint", className: "LayoutConstraint", role: .constraint,
            attributes: constraintAttributes, required: ["firstAttribute"],
            summary:
                "In a view's `<constraints>`: firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant, with items in the view's tree, views or their layout guides (firstItem absent: the view itself)."
        ),
    ].map(addingViewSettings)

    /// A view or control element's spec with what every view takes, and a control's with what
    /// every control takes, under its own settings.
    private static func addingViewSettings(_ spec: ElementSpec) -> ElementSpec {
        guard spec.role.canBeSubview else { return spec }
        var spec = spec
        let inherited = spec.role == .control ? viewAttributes.merging(controlAttributes) { $1 } : viewAttributes
        spec.attributes = inherited.merging(spec.attributes) { $1 }
        spec.values = viewValues.merging(spec.values) { $1 }
        spec.embeds = viewEmbeds.merging(spec.embeds) { $1 }
        return spec
    }

    private static let byName: [String: ElementSpec] = Dictionary(uniqueKeysWithValues: elements.map { ($0.name, $0) })

    /// The element named `name`; nil for a name the format does not have.
    public static func element(_ name: String) -> ElementSpec? { byName[name] }

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
    ]

    /// How a presentation segue may present its destination, as UIKit names the styles.
    public static let modalPresentationStyles = [
        "automatic", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext", "overCurrentContext",
    ]

    /// Whether an object of this element may start a segue: a view controller (performed by
    /// code), a control (on its primary event), a table cell (when its row is selected), a
    /// gesture recognizer (when it recognizes), or a container view (its embed segue).
    public static func canStartSegue(_ element: String) -> Bool {
        guard let role = self.element(element)?.role else { return false }
        return role == .viewController || role == .control || role == .gestureRecognizer || element == "tableViewCell" || element == "containerView"
    }

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
        "color": [
            "key": .string, "name": .string, "index": .integer, "hex": .string,
            "red": .number, "green": .number, "blue": .number, "white": .number, "alpha": .number, "colorSpace": .string,
        ],
        "autoresizingMask": Dictionary(uniqueKeysWithValues: [("key", ValueType.string)] + AutoresizingMask.xibNames.map { ($0.0, ValueType.bool) }),
    ]

    /// Whether `name` is a value element (`valueElements` by interned name).
    static func isValueElement(_ name: MarkupName) -> Bool { valueAttributeTypes[Int(name.rawValue)] != nil }

    /// The type of the attribute `name` of the value element `element` (`valueElements[element][name]`).
    static func valueAttributeType(_ name: MarkupName, of element: MarkupName) -> ValueType? {
        valueAttributeTypes[Int(element.rawValue)]?[Int(name.rawValue)]
    }
}

/// Lookups by interned name: the decoder looks up every element and attribute, and by
/// `MarkupName` these are array indexings.
extension Vocabulary {
    /// `element(_:)` by interned name, by reference.
    static func sharedElement(_ name: MarkupName) -> ElementSpec.Shared? { elementsByName[Int(name.rawValue)] }

    /// `element(name)?.role`, without copying the spec.
    static func role(_ name: MarkupName) -> ElementSpec.Role? { elementsByName[Int(name.rawValue)]?.role }

    /// The type of the attribute `name` of the object element `element` (`spec.attributes[name]`).
    static func attributeType(_ name: MarkupName, of element: MarkupName) -> ValueType? {
        attributeTypes[Int(element.rawValue)][Int(name.rawValue)]
    }

    /// Every key of a value element any object element allows, in a fixed order.
    static let valueKeys = KnownTexts(Set(elements.flatMap { $0.values.keys }).sorted())

    /// The value element that writes a value of this type, as an interned name.
    static func valueElementName(for type: ValueType) -> MarkupName? {
        switch type {
        case .rect: return .rect
        case .point: return .point
        case .size: return .size
        case .color: return .color
        case .autoresizingMask: return .autoresizingMask
        default: return nil
        }
    }

    /// The autoresizing mask's flags by attribute name, in `AutoresizingMask.xibNames` order.
    static let autoresizingFlags: [(name: MarkupName, flag: AutoresizingMask)] = AutoresizingMask.xibNames.map { (MarkupName($0.0), $0.1) }

    /// Made from `elements` in one pass, rather than by looking up each name's spec by its text.
    private static let elementsByName: [ElementSpec.Shared?] = {
        var shared = [ElementSpec.Shared?](repeating: nil, count: MarkupName.allCases.count)
        for spec in elements {
            let name = MarkupName(spec.name)
            if name != .other { shared[Int(name.rawValue)] = ElementSpec.Shared(spec) }
        }
        return shared
    }()

    private static let attributeTypes: [[ValueType?]] = elementsByName.map { typesByName($0?.attributes ?? [:]) }

    /// By value element, then by attribute; nil for an element that is not a value element.
    private static let valueAttributeTypes: [[ValueType?]?] = MarkupName.allCases.map { valueElements[$0.text].map(typesByName) }

    /// Attribute types indexed by interned name (`other`, with no text, names none).
    private static func typesByName(_ attributes: [String: ValueType]) -> [ValueType?] {
        var types = [ValueType?](repeating: nil, count: MarkupName.allCases.count)
        for (name, type) in attributes { types[Int(MarkupName(name).rawValue)] = type }
        return types
    }
}
