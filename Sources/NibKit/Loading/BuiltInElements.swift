import NibFormat

/// NibKit's widgets' elements, as the format reads them: the vocabulary its loader, nibtool and
/// the schema use (`Vocabulary.nibKit`). Each element's class is NibKit's of `className`.
extension Vocabulary {
    /// The format's elements and every NibKit widget's.
    nonisolated public static let nibKit = Vocabulary(adding: BuiltInElements.elements)
}

/// The elements of NibKit's own classes, with what every view (and every control) takes.
nonisolated enum BuiltInElements {
    private static let viewAttributes: [String: ValueType] = [
        "key": .string, "tag": .integer, "hidden": .bool, "clipsSubviews": .bool,
        "userInteractionEnabled": .bool, "screen": .string, "focusable": .bool,
        "translatesAutoresizingMaskIntoConstraints": .bool,
        "horizontalHuggingPriority": .priority, "verticalHuggingPriority": .priority,
        "horizontalCompressionResistancePriority": .priority, "verticalCompressionResistancePriority": .priority,
    ]
    /// A scroll view's settings, which every element made of a scroll view takes too.
    private static let scrollViewAttributes: [String: ValueType] = [
        "scrollEnabled": .bool, "showsVerticalScrollIndicator": .bool, "showsHorizontalScrollIndicator": .bool,
    ]
    private static let viewValues: [String: ValueType] = [
        "frame": .rect, "backgroundColor": .color, "foregroundColor": .color, "autoresizingMask": .autoresizingMask,
    ]
    private static let alignment = ValueType.choice(["left", "center", "right"])
    /// What every control takes: UIControl's states a screen may set (highlighting is the
    /// user's, while pressing, and is not).
    private static let controlAttributes: [String: ValueType] = ["enabled": .bool, "selected": .bool]
    /// The colour of a control's brackets or dividers while it has focus.
    private static let focusedControlValues: [String: ValueType] = ["focusColor": .color]
    private static let keyboardType = ValueType.choice(KeyboardType.allCases.map(\.rawValue))
    /// What a container controller's element takes: it makes its own view (a bar and its
    /// children's views), so it has no `nibName` and nests no view.
    private static let containerControllerAttributes: [String: ValueType] = ["key": .string, "title": .string, "storyboardIdentifier": .string]

    static let elements: [ElementSpec] = [
        element(
            name: "view", className: "View", role: .view,
            summary:
                "A rectangle of cells that draws its background, border and subviews. With `screen`, it embeds that screen's contents, loaded with the view as owner."
        ),
        element(
            name: "label", className: "Label", role: .view,
            attributes: ["text": .string, "textAlignment": alignment, "numberOfLines": .integer, "bold": .bool, "italic": .bool],
            values: ["textColor": .color],
            summary: "Static text, wrapped to its width."),
        element(
            name: "button", className: "Button", role: .control,
            attributes: ["title": .string, "bordered": .bool, "contentHorizontalAlignment": .choice(ContentHorizontalAlignment.allCases.map(\.rawValue))],
            values: focusedControlValues.merging(["titleColor": .color]) { $1 },
            summary:
                "A push button: a click (press and release inside) or Enter/Space when focused sends touchUpInside. `<state key=\"highlighted\" title=\"...\">` sets the title (and a nested `titleColor`) for a state; `contentHorizontalAlignment` puts the title at the leading or trailing edge of a wider button (centred by default).",
            stateAttributes: ["title": .string], stateValues: ["titleColor": .color]),
        element(
            name: "textField", className: "TextField", role: .control,
            attributes: ["text": .string, "placeholder": .string, "secureTextEntry": .bool, "keyboardType": keyboardType, "bordered": .bool],
            values: ["textColor": .color],
            summary:
                "One line of editable text, underlined to show where it is unless `bordered` is NO: editingChanged on each edit, editingDidEndOnExit on Enter. `keyboardType` limits what can be typed; a `delegate` outlet may refuse focus, edits and Enter."
        ),
        element(
            name: "textView", className: "TextView", role: .view,
            attributes: ["text": .string, "editable": .bool, "selectable": .bool, "keyboardType": keyboardType],
            values: ["textColor": .color],
            summary:
                "Several lines of text, wrapped at words to its width and scrolled to keep the cursor in view: arrows, Home/End, PageUp/PageDown, clicks and the wheel move; typing, Enter and Backspace/Delete edit unless `editable` is NO. A `delegate` outlet may refuse focus and edits."
        ),
        element(
            name: "slider", className: "Slider", role: .control,
            attributes: ["minimumValue": .number, "maximumValue": .number, "value": .number, "continuous": .bool, "step": .number],
            values: ["thumbColor": .color, "trackColor": .color, "minimumTrackColor": .color],
            summary:
                "A value between a minimum and a maximum, moved with arrows (by `step`, chosen from the range without it) or the mouse: valueChanged."
        ),
        element(
            name: "switch", className: "Switch", role: .control,
            attributes: ["on": .bool],
            values: focusedControlValues.merging(["onTintColor": .color, "thumbTintColor": .color]) { $1 },
            summary: "An on/off switch, `[●──]` or `[━━●]`: a click or Space/Enter when focused flips it and sends valueChanged."),
        element(
            name: "stepper", className: "Stepper", role: .control,
            attributes: [
                "minimumValue": .number, "maximumValue": .number, "value": .number, "stepValue": .number, "wraps": .bool,
                "autorepeat": .bool, "continuous": .bool,
            ],
            values: focusedControlValues,
            summary:
                "`[ − │ + ]`: a click on a half, or -/+ and Left/Right when focused, steps the value by stepValue (0 to 100 by 1 unless set) and sends valueChanged; a held press repeats unless autorepeat is NO."
        ),
        element(
            name: "segmentedControl", className: "SegmentedControl", role: .control,
            attributes: ["selectedSegmentIndex": .integer, "momentary": .bool],
            values: focusedControlValues,
            summary:
                "A row of segments, ` One │ Two ` with the selected one reversed, from `<segments><segment title=\"...\"/></segments>`: a click or Left/Right picks one and sends valueChanged; selectedSegmentIndex -1 selects none.",
            segmentAttributes: ["title": .string, "enabled": .bool]),
        element(
            name: "progressView", className: "ProgressView", role: .view,
            attributes: ["progress": .number],
            values: ["progressTintColor": .color, "trackTintColor": .color],
            summary: "A bar filled to `progress` (0 to 1), to an eighth of a cell."),
        element(
            name: "activityIndicatorView", className: "ActivityIndicatorView", role: .view,
            attributes: ["animating": .bool, "hidesWhenStopped": .bool, "usesASCII": .bool],
            values: ["color": .color],
            summary:
                "A spinner, turning while `animating` and visible in a window (on a timer only then); hidden while stopped unless hidesWhenStopped is NO. `usesASCII` spins `|/-\\` instead of braille."
        ),
        element(
            name: "stackView", className: "StackView", role: .view,
            attributes: [
                "axis": .choice(LayoutAttribute.Axis.allCases.map(\.rawValue)), "distribution": .choice(StackViewDistribution.allCases.map(\.rawValue)),
                "alignment": .choice(StackViewAlignment.allCases.map(\.rawValue)), "spacing": .integer,
            ],
            summary:
                "A row (axis horizontal, the default) or column of its subviews, placed by constraints it makes: `spacing` cells apart, sharing the length by `distribution`, placed across by `alignment`; a hidden subview takes no room."
        ),
        element(
            name: "scrollView", className: "ScrollView", role: .view,
            attributes: scrollViewAttributes,
            values: ["contentSize": .size],
            summary:
                "A window onto content larger than itself: its subviews, in content coordinates, shown from the content offset and cut off at its edges. `<size key=\"contentSize\">` gives the content's size (without it, the subviews' frames' extent). The wheel scrolls it; focused, so do the arrows, Page Up/Down, Home and End. Clips its subviews and is focusable unless told not to."
        ),
        element(
            name: "tableView", className: "TableView", role: .view,
            attributes: [
                "style": .choice(["plain", "grouped"]), "rowHeight": .integer, "sectionHeaderHeight": .integer,
                "sectionFooterHeight": .integer, "allowsSelection": .bool,
            ].merging(scrollViewAttributes) { $1 },
            summary:
                "Rows in sections, as UITableView: its `dataSource` and `delegate` outlets name the objects that give the rows and answer the user. Only the visible rows have cells, reused as it scrolls. `<prototypes>` holds the `tableViewCell`s it makes for their `reuseIdentifier`s; `rowHeight` (1 by default), `sectionHeaderHeight` and `sectionFooterHeight` are in rows.",
            prototypeElement: "tableViewCell"),
        element(
            name: "tableViewCell", className: "TableViewCell", role: .view,
            attributes: [
                "reuseIdentifier": .string, "style": .choice(["default", "value1", "value2", "subtitle"]),
                "selectionStyle": .choice(["none", "default", "gray"]), "accessoryType": .choice(["none", "disclosureIndicator", "checkmark"]),
            ],
            embeds: ["contentView": [.view]],
            summary:
                "One row of a table: in a table's `<prototypes>`, or the top-level object of a cell's own screen. Its views go in `<tableViewCellContentView key=\"contentView\">`, as Xcode writes it; `style` lays out its text and detail labels, `accessoryType` draws › or ✓ at the right."
        ),
        element(
            name: "tableViewCellContentView", className: "View", role: .view,
            summary: "A table cell's content view (`key=\"contentView\"`), holding the cell's subviews."),
        element(
            name: "containerView", className: "View", role: .view,
            summary:
                "In a storyboard: a view whose embed segue (`<segue kind=\"embed\">`) fills it with another scene's view, that scene's controller a child of this scene's."
        ),
        element(
            name: "window", className: "Window", role: .window,
            attributes: ["title": .string], values: ["backgroundColor": .color], embeds: ["rootViewController": [.viewController]],
            summary: "The terminal screen: holds the root view controller."),
        element(
            name: "viewController", className: "ViewController", role: .viewController,
            attributes: ["key": .string, "nibName": .string, "title": .string, "storyboardIdentifier": .string],
            embeds: ["view": [.view, .control]],
            summary:
                "Manages a view; without a nested `view` it loads its view from the screen named by nibName or its class. In a storyboard, the controller of a scene, found by its `storyboardIdentifier`."
        ),
        element(
            name: "navigationController", className: "NavigationController", role: .viewController,
            attributes: containerControllerAttributes,
            summary:
                "In a storyboard, a scene's navigation controller: a title bar over a stack of controllers. Its relationship segue `rootViewController` names the controller at the bottom of the stack; show segues from the controllers it holds push onto it.",
            relationships: [Vocabulary.rootViewControllerRelationship]),
        element(
            name: "tabBarController", className: "TabBarController", role: .viewController,
            attributes: containerControllerAttributes,
            summary:
                "In a storyboard, a scene's tab bar controller: one controller shown at a time above a bar of tabs. Its relationship segues `viewControllers` name the tabs' controllers, in the order written.",
            relationships: [Vocabulary.viewControllersRelationship]),
        element(
            name: "tapGestureRecognizer", className: "TapGestureRecognizer", role: .gestureRecognizer,
            attributes: ["numberOfTapsRequired": .integer, "enabled": .bool],
            summary: "Recognizes one, two or three clicks in a row on its view."),
        element(
            name: "panGestureRecognizer", className: "PanGestureRecognizer", role: .gestureRecognizer,
            attributes: ["enabled": .bool],
            summary: "Recognizes a drag with the mouse; reports the translation."),
        element(
            name: "pinchGestureRecognizer", className: "PinchGestureRecognizer", role: .gestureRecognizer,
            attributes: ["enabled": .bool],
            summary: "The terminal's pinch: the scroll wheel over the view (and + / - when it is focused); reports a scale."),
    ].map(addingViewSettings)

    /// How each element is read from Xcode's files: the UIKit elements read as it, how tall
    /// their views are made, and the settings Xcode names otherwise (Xcode's name → NibKit's).
    private static let xcode: [String: (names: [String], lines: UIKitElement.Lines, renamed: [String: String])] = [
        "view": (["view"], .many, [:]),
        "label": (["label"], .asNumberOfLines, [:]),
        "button": (["button"], .asRowHeight, [:]),
        "textField": (["textField", "searchBar"], .one, ["bordered": "borderStyle"]),
        "textView": (["textView"], .many, [:]),
        "slider": (
            ["slider"], .one,
            [
                "minimumValue": "minValue", "maximumValue": "maxValue", "minimumTrackColor": "minimumTrackTintColor",
                "trackColor": "maximumTrackTintColor", "thumbColor": "thumbTintColor",
            ]
        ),
        "switch": (["switch"], .one, [:]),
        "stepper": (["stepper"], .one, [:]),
        "segmentedControl": (["segmentedControl"], .one, [:]),
        "progressView": (["progressView"], .one, [:]),
        "activityIndicatorView": (["activityIndicatorView"], .one, [:]),
        "stackView": (["stackView"], .many, [:]),
        "scrollView": (["scrollView"], .many, [:]),
        "tableView": (["tableView"], .many, [:]),
        "tableViewCell": (["tableViewCell"], .asRowHeight, [:]),
        "tableViewCellContentView": (["tableViewCellContentView"], .asRowHeight, [:]),
        "containerView": (["containerView"], .many, [:]),
        "viewController": (["viewController", "tableViewController"], .many, [:]),
        "navigationController": (["navigationController"], .many, [:]),
        "tabBarController": (["tabBarController"], .many, [:]),
        "tapGestureRecognizer": (["tapGestureRecognizer"], .many, [:]),
        "panGestureRecognizer": (["panGestureRecognizer"], .many, [:]),
        "pinchGestureRecognizer": (["pinchGestureRecognizer"], .many, [:]),
    ]

    /// An element as the old tables wrote it: attributes and values by name.
    private static func element(
        name: String, className: String, role: ElementSpec.Role, attributes: [String: ValueType] = [:], values: [String: ValueType] = [:],
        embeds: [String: [ElementSpec.Role]] = [:], summary: String, stateAttributes: [String: ValueType] = [:],
        stateValues: [String: ValueType] = [:], prototypeElement: String? = nil, relationships: [String] = [],
        segmentAttributes: [String: ValueType] = [:]
    ) -> ElementSpec {
        let xcode = xcode[name] ?? ([], .many, [:])
        func settings(_ types: [String: ValueType]) -> [AttributeSpec] {
            types.keys.sorted().map { AttributeSpec($0, types[$0]!, xcodeName: xcode.renamed[$0], summary: "") }
        }
        return ElementSpec(
            name: name, className: className, role: role, summary: summary, settings: settings(attributes) + settings(values), embeds: embeds,
            stateSettings: settings(stateAttributes) + settings(stateValues), segmentSettings: settings(segmentAttributes),
            prototypeElement: prototypeElement, relationships: relationships, xcodeNames: xcode.names, xcodeLines: xcode.lines)
    }

    /// A view or control element's spec with what every view takes, and a control's with what
    /// every control takes, under its own settings.
    private static func addingViewSettings(_ spec: ElementSpec) -> ElementSpec {
        guard spec.role.canBeSubview else { return spec }
        let inherited = spec.role == .control ? viewAttributes.merging(controlAttributes) { $1 } : viewAttributes
        let own = Set(spec.settings.map(\.name))
        let added = (inherited.merging(viewValues) { $1 }).filter { !own.contains($0.key) }
        var spec = spec
        spec.add(added.keys.sorted().map { AttributeSpec($0, added[$0]!, summary: "") })
        return spec
    }
}
