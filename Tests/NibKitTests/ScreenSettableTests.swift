import Testing

@testable import NibKit

/// Every property a view or control keeps that a screen could set, a screen can set: each
/// stored property of an element's class (found by `Mirror`, so a property added later is
/// found too) is one of the element's attributes or keyed values, or is listed here as the
/// storage behind another name, or as run-time state. A class that gains a setting fails here
/// until its element takes it, or until it is listed, with the reason, below.
@Suite("What a screen can set")
@MainActor
struct ScreenSettableTests {
    /// Stored properties, by class, that keep what a screen sets under another name.
    static let storedAs: [String: String] = [
        "Button.titles": "title", "Button.titleColors": "titleColor", "Button.imageNames": "image",  // per state, with `<state>`
        "Slider.ends": "minimumValue", "Stepper.ends": "minimumValue",  // and the maximum
        "TextField.characters": "text", "TextView.paragraphs": "text",
        "ScrollView.setContentSize": "contentSize", "View.clipsToBounds": "clipsSubviews",
        "View.contentPriorities": "horizontalHuggingPriority",  // and the other three
        "SegmentedControl.segments": "segments",  // `<segments>`
    ]

    /// Stored properties, by class, that hold what the user or the running program changes, or
    /// what a view works out for itself: none of it is a screen's design. Highlighting is the
    /// user's press; the scroll position, the cursor and a spinner's frame follow input and
    /// time; the rest is the view tree, the layout's bookkeeping, connections made in code
    /// (a delegate is an outlet), and caches.
    static let runTimeState: Set<String> = [
        "View.superview", "View.subviews", "View.constraints", "View.storedLayer", "View.gestureRecognizers", "View.viewController",
        "View.hostingWindow", "View.needsLayout", "View.needsUpdateConstraints", "View.layoutGuides", "View.isPlacedByLayout", "View.layoutEngine",
        "View.needsLayoutRebuild",
        "Control.isHighlighted", "Control.entries", "Control.isTrackingPress",
        "Label.lastLines", "TextField.cursorIndex", "TextField.firstVisibleIndex", "TextField.delegate",
        "TextView.cursor", "TextView.wrapped", "TextView.wrapWidth", "TextView.preferredX", "TextView.top", "TextView.delegate",
        "Slider.valueAtPress", "Stepper.valueAtPress", "Stepper.pressedHalf", "Stepper.repeatTimer",
        "SegmentedControl.keyboardIndex", "SegmentedControl.pressedIndex", "DatePicker.selectedField", "DatePicker.typed",
        "ScrollView.offset", "ScrollView.thumbDrag", "ScrollView.delegate",
        "ActivityIndicatorView.frameCount", "ActivityIndicatorView.timer", "StackView.arrangement", "StackView.arrangedSubviews", "StackView.arrangedIDs",
        "StackView.arrangesItself", "StackView.sizedByItsContent", "StackView.sizesByContent", "StackView.chain", "TableViewCell.accessoryButton",
        "TableViewCell.accessorySegues", "ImageView.imageName", "ImageView.picture", "Toolbar.buttons", "Toolbar.items",
        "TableView.reuseQueue", "TableView.sections", "TableView.shown", "TableView.selectedIndexPath",
        "TableView.needsReload", "TableView.prototypeIdentifiers", "TableView.dataSource", "TableView.rowDelegate", "TableView.focusedRow",
        "TableViewCell.sceneController", "TableViewCell.selectionSegues",
        "TableViewCell.isSelected", "TableViewCell.isHighlighted", "TableViewCell.storedTextLabel",
        "TableViewCell.storedDetailTextLabel", "TableViewCell.imageView", "Window.menuBar", "View.contextMenu", "Button.shownPicture", "Button.picture",
        "TableViewCell.contentView",
        "TableViewCell.reuseRegistration",
        "CollectionView.cellQueue", "CollectionView.supplementaryQueues", "CollectionView.sections", "CollectionView.shown",
        "CollectionView.supplementaryViews", "CollectionView.selected", "CollectionView.focusedItem", "CollectionView.needsReload",
        "CollectionView.prototypeIdentifiers", "CollectionView.prototypeSupplementaryIdentifiers", "CollectionView.dataSource",
        "CollectionView.itemDelegate", "CollectionView.collectionViewLayout", "CollectionReusableView.reuseRegistration",
        "CollectionViewCell.contentView", "CollectionViewCell.isSelected", "CollectionViewCell.isHighlighted", "CollectionViewCell.sceneController",
        "CollectionViewCell.selectionSegues",
        "View.sizeClassVariations", "View.keepsInsideSuperview", "Window.announced", "Window.hostingApplication", "Window.isKeyWindow",
        "Window.root",
    ]

    /// What an element does not take though its class keeps it: a table's rows and a
    /// collection view's items make its content size.
    static let notTakenBy: [String: Set<String>] = ["tableView": ["ScrollView.setContentSize"], "collectionView": ["ScrollView.setContentSize"]]

    /// Settings a screen cannot set yet, by class, each with what it needs.
    static let notYetInScreens: [String: String] = [
        "View.layoutMargins": "an `<edgeInsets key=\"layoutMargins\">` value element, as Xcode writes it"
    ]

    /// Every stored property of an object, as `Class.property` by the class that declares it,
    /// from its own class up to `View`. A window is the terminal's screen, which gives it what
    /// it has as a view (its frame, its colours): only what `Window` adds is its own.
    func storedProperties(of object: NibObject, onlyItsOwn: Bool = false) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let level = mirror, level.subjectType is View.Type {
            let owner = ClassRegistry.name(of: level.subjectType)
            names += level.children.compactMap(\.label).map { "\(owner).\($0.replacingOccurrences(of: "$__lazy_storage_$_", with: ""))" }
            mirror = onlyItsOwn ? nil : level.superclassMirror
        }
        return names
    }

    /// The screen's name for a property: `isEnabled` is `enabled`, as Xcode writes it.
    func screenName(of property: String) -> String {
        if let stored = Self.storedAs[property] { return stored }
        let name = property.split(separator: ".").last.map(String.init) ?? property
        guard name.hasPrefix("is"), let first = name.dropFirst(2).first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst(3)
    }

    /// Whether a screen sets `name` on the element: as an attribute, a keyed value, a
    /// control state's setting or its `<segments>`.
    func takes(_ element: ElementSpec, _ name: String) -> Bool {
        element.attributes[name] != nil || element.values[name] != nil || element.stateAttributes[name] != nil
            || (name == "segments" && element.hasSegments)
    }

    /// An object of the element's class, made as a screen makes it with no settings.
    func make(_ element: ElementSpec) throws -> NibObject {
        let type = try #require(ClassRegistry.shared.lookup(element.className))
        return type.init(coder: NibCoder(id: "probe", properties: PropertyList()))
    }

    @Test(arguments: Vocabulary.nibKit.elements.filter { $0.role.isView })
    func everyStoredSettingOfTheClassIsAnAttribute(_ element: ElementSpec) throws {
        let stored = storedProperties(of: try make(element), onlyItsOwn: element.role == .window)
        let names = Set(stored).subtracting(Self.runTimeState).subtracting(Self.notYetInScreens.keys)
            .subtracting(Self.notTakenBy[element.name] ?? [])
        let missing = names.filter { !takes(element, screenName(of: $0)) }.sorted()
        #expect(
            missing.isEmpty,
            """
            \(element.className) keeps \(missing.joined(separator: ", ")), which <\(element.name)> cannot set: add each to the \
            class's declaration (and its init(coder:), if it reads its own settings), or list it in ScreenSettableTests as \
            run-time state or storage
            """)
    }

    /// Each list names only properties some class still has: a stale entry would hide nothing.
    @Test func everyListedPropertyStillExists() throws {
        var all: Set<String> = []
        for element in Vocabulary.nibKit.elements where element.role.isView { all.formUnion(storedProperties(of: try make(element))) }
        let listed = Self.runTimeState.union(Self.storedAs.keys).union(Self.notYetInScreens.keys).union(Self.notTakenBy.values.joined())
        #expect(listed.subtracting(all).sorted() == [])
    }
}
