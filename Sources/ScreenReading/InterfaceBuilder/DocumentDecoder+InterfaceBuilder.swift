import NibFormat
import TerminalCells

/// Reads a file Interface Builder wrote into the same model as NibKit's own dialect: UIKit's
/// elements become NibKit's (`UIKitElement`), points become cells (`PointGrid`), colours and
/// fonts what a terminal shows (`UIKitColors`, `FontTraits`). Connections, runtime attributes,
/// ids and every check after reading are the NibKit decoder's own.
///
/// What Xcode writes for its canvas, and UIKit settings with no meaning in cells, are passed
/// over; an object NibKit cannot show loads as a plain view (or object) with a warning.
extension RecordedMarkup {
    /// An attribute's value as a number of points, 0 when absent (Xcode leaves out no field of a
    /// frame, but a hand-edited file may).
    func points(_ name: MarkupName, of element: Element) -> Double { attribute(name, of: element).flatMap { Double(value($0)) } ?? 0 }
}

extension DocumentDecoder {
    /// The value of the attribute `name`, by its interned name (one comparison an attribute).
    func value(_ name: MarkupName, of element: Element) -> String? { markup.attribute(name, of: element).map(markup.value) }

    /// The value of the attribute written `name`, for a name of Xcode's the format does not intern.
    func value(named name: String, of element: Element) -> String? { markup.attribute(named: name, of: element).map(markup.value) }

    // MARK: Document

    mutating func decodeInterfaceBuilderDocument(_ root: Element) -> NibDocument {
        let type = value(.type, of: root) ?? ""
        let isAppKit = InterfaceBuilderFormat.appKitTypes.contains(type)
        interfaceBuilder = InterfaceBuilderIndex(markup, xcodeElements: isAppKit ? vocabulary.appKitElements : vocabulary.xcodeElements, isAppKit: isAppKit)
        diagnostics += interfaceBuilder?.badNumbers ?? []
        var document = NibDocument(file: markup.file, version: Vocabulary.formatVersion, objects: [], location: markup.location(root))
        document.dialect = .interfaceBuilder
        if type == InterfaceBuilderFormat.storyboardType || type == InterfaceBuilderFormat.appKitStoryboardType {
            document.kind = .storyboard
            let initial = markup.attribute(.initialViewController, of: root)
            document.initialViewController = initial.map(markup.value)
            document.initialViewControllerLocation = initial.map(markup.location)
        }
        let list = document.isStoryboard ? "scenes" : "objects"
        var sawList = false
        for child in markup.children(root) where markup.nameText(child) == list && !sawList {
            sawList = true
            for entry in markup.children(child) {
                if document.isStoryboard {
                    decodeInterfaceBuilderScene(entry, into: &document.scenes)
                } else {
                    decodeInterfaceBuilderObject(entry, in: .objects, into: &document.objects)
                }
            }
        }
        if !sawList { report(.missingAttribute, "<document> has no <\(list)>", at: document.location, key: list) }
        leaveOutConnections(of: &document)
        return document
    }

    /// Leaves out, each with a warning, the connections Xcode wrote that NibKit cannot make: an
    /// app's file is not refused for what NibKit does not show. They are those to an object
    /// NibKit reads as none (a bar button item); those of one of UIKit's own classes (no custom
    /// class) to an object read as a plain stand-in (`notShown`: a view controller's
    /// `searchDisplayController`, which NibKit's class lacks; an app's own class may declare
    /// such an outlet, as a plain `View`, so its outlets stay); and, in a storyboard, those to an
    /// object of another scene. A destination Xcode did not write either stays, to be refused.
    private mutating func leaveOutConnections(of document: inout NibDocument) {
        var leftOut = LeftOut(notShown: interfaceBuilder?.notShown ?? [], scenes: document.scenes)
        // Each object's scene, then the destinations that are none of them: what Xcode wrote for
        // each is found in one pass over the file, when there is one.
        let lists = [(objects: document.objects, scene: -1)] + document.scenes.enumerated().map { ($1.objects, $0) }
        for (objects, scene) in lists { NibDocument.forEachObject(inOrder: objects) { leftOut.sceneOf[$0[$1].id] = scene } }
        var unread: Set<String> = []
        for (objects, _) in lists {
            NibDocument.forEachObject(inOrder: objects) { siblings, index in
                for connection in siblings[index].connections where leftOut.sceneOf[connection.destination] == nil { unread.insert(connection.destination) }
            }
        }
        if !unread.isEmpty {
            for index in markup.elements.indices {
                let element = Element(index: index)
                if let id = value(.id, of: element), unread.contains(id) { leftOut.unreadElements[id] = markup.nameText(element) }
            }
        }
        for index in document.objects.indices { leaveOutConnections(of: &document.objects[index], scene: -1, leftOut) }
        for scene in document.scenes.indices {
            for index in document.scenes[scene].objects.indices { leaveOutConnections(of: &document.scenes[scene].objects[index], scene: scene, leftOut) }
        }
    }

    /// What decides which connections `leaveOutConnections` leaves out.
    private struct LeftOut {
        /// Each object's scene by id, -1 outside scenes.
        var sceneOf: [String: Int] = [:]
        /// The element Xcode wrote for each destination read as no object, by id.
        var unreadElements: [String: String] = [:]
        /// Objects read as plain stand-ins (`InterfaceBuilderIndex.notShown`).
        let notShown: Set<String>
        let scenes: [Scene]
    }

    private mutating func leaveOutConnections(of node: inout ObjectNode, scene: Int, _ leftOut: LeftOut) {
        let isUIKits = node.customClass == nil && !node.isPlaceholder
        var kept: [Connection] = []
        for connection in node.connections {
            let destination = connection.destination
            if let element = leftOut.unreadElements[destination] {
                warnings.append(
                    InterfaceBuilderWarnings.notConnected(connection, because: "<\(element)> '\(destination)' has no terminal counterpart in NibKit"))
            } else if isUIKits, leftOut.notShown.contains(destination) {
                warnings.append(InterfaceBuilderWarnings.notConnected(connection, because: "'\(destination)' is not shown as what it is"))
            } else if scene >= 0, let other = leftOut.sceneOf[destination], other >= 0, other != scene {
                warnings.append(
                    Diagnostic.warning(
                        .danglingDestination, StoryboardRules.acrossScenes(connection, from: node, to: leftOut.scenes[other]) + "; it is left out",
                        at: connection.location, objectID: node.id, key: connection.name))
            } else {
                kept.append(connection)
            }
        }
        node.connections = kept
        for index in node.embedded.indices { leaveOutConnections(of: &node.embedded[index], scene: scene, leftOut) }
        for index in node.subviews.indices { leaveOutConnections(of: &node.subviews[index], scene: scene, leftOut) }
        for index in node.prototypes.indices { leaveOutConnections(of: &node.prototypes[index], scene: scene, leftOut) }
    }

    mutating func decodeInterfaceBuilderScene(_ element: Element, into scenes: inout [Scene]) {
        guard markup.nameText(element) == "scene" else { return }
        var scene = Scene(sceneID: value(.sceneID, of: element) ?? "", objects: [], location: markup.location(element))
        if scene.sceneID.isEmpty { report(.missingID, "a scene needs a sceneID", at: scene.location, key: "sceneID") }
        for list in markup.children(element) where markup.nameText(list) == "objects" {
            for entry in markup.children(list) { decodeInterfaceBuilderObject(entry, in: .objects, into: &scene.objects) }
        }
        scenes.append(scene)
    }

    // MARK: Objects

    /// Where an object element stands, which decides what it may become.
    enum InterfaceBuilderPlace: Equatable {
        case objects, subviews, prototypes
        case embedded(key: String)
    }

    /// Reads an object element onto the end of `objects`; an element only for Xcode's canvas, or
    /// that the base size class leaves out, adds nothing, and one without an id a warning.
    mutating func decodeInterfaceBuilderObject(_ element: Element, in place: InterfaceBuilderPlace, into objects: inout [ObjectNode]) {
        let name = markup.nameText(element)
        guard !InterfaceBuilderFormat.canvasElements.contains(name) else { return }
        let location = markup.location(element)
        // Older Xcode writes a collection view cell's content view without an id: an object held
        // by key is named by its place, which no connection can name.
        let id: String
        if let idAttribute = markup.attribute(.id, of: element) {
            id = markup.value(idAttribute)
        } else if case .embedded(let key) = place {
            id = "\(key)@\(location.line):\(location.column)"
        } else {
            warnings.append(InterfaceBuilderWarnings.notAnObject(name, at: location))
            return
        }
        if interfaceBuilder?.excluded.contains(id) == true { return }
        objectCount += 1
        guard objectCount <= NibDocument.maximumObjects + 1 else { return }

        var kind = interfaceBuilder?.isAppKit == true ? appKitKind(of: element, named: name) : interfaceBuilder?.xcodeElements[name]
        var isSupported = kind != nil
        if name == "tableView", value(named: "dataMode", of: element) == "static" {
            kind = UIKitElement(element: "scrollView")  // its cells, stacked (`decodeStaticSections`)
        }
        if place == .prototypes, markup.attribute(.reuseIdentifier, of: element) == nil {
            warnings.append(InterfaceBuilderWarnings.prototypeWithoutIdentifier(at: location))
            return
        }
        if kind == nil {
            // A scene's controller of a kind NibKit lacks is a plain controller (its view still
            // read); any other object, a plain view where it has a frame, else a plain object.
            let isController = value(named: "sceneMemberID", of: element) == "viewController"
            let looksLikeView = place == .subviews || markup.children(element).contains { markup.name($0) == .rect && value(.key, of: $0) == "frame" }
            kind = UIKitElement(element: isController ? "viewController" : looksLikeView ? "view" : "object")
            isSupported = false
            interfaceBuilder?.notShown.insert(id)
            warnings.append(InterfaceBuilderWarnings.notShown(name, as: kind!.element, at: location))
        }
        guard let kind, let spec = vocabulary.sharedElement(named: kind.element) else { return }
        // Read where it stands in its parent's list, not copied there.
        objects.appendNode(element: kind.element, id: id, location: location)
        let index = objects.count - 1
        if case .embedded(let key) = place { objects[index].key = key }

        readAttributes(of: element, kind: kind, spec: spec, into: &objects[index])
        if name == "exit" { objects[index].placeholderIdentifier = Placeholder.exit }
        if interfaceBuilder?.isAppKit == true, let placeholder = appKitPlaceholder(element, named: name) {
            objects[index].placeholderIdentifier = placeholder
            // AppKit's own classes are no class of the program's: NSApplication, FirstResponder, NSResponder.
            if objects[index].customClass.map({ $0.hasPrefix("NS") || $0 == "FirstResponder" }) == true { objects[index].customClass = nil }
        }
        if objects[index].placeholderIdentifier == Placeholder.firstResponder { objects[index].customClass = nil }  // Xcode's "UIResponder"

        for child in markup.children(element) {
            readChild(child, of: name, kind: kind, spec: spec, isSupported: isSupported, into: &objects[index])
        }
        objects[index].constraints += givingWayAlike(in: objects[index], at: location)
        connectOutletAttributes(of: element, into: &objects[index])
        // UIKit's defaults where NibKit's differ: a text field without a border.
        if name == "textField", objects[index].element == "textField", objects[index].properties["bordered"] == nil {
            objects[index].properties["bordered"] = Property(.bool(false), at: location)
        }
    }

    /// The outlets Xcode writes as attributes (`InterfaceBuilderFormat.outletAttributes`), to
    /// views inside the object: each read as a connection, unless its view was left out.
    private func connectOutletAttributes(of element: Element, into node: inout ObjectNode) {
        guard let names = InterfaceBuilderFormat.outletAttributes[markup.nameText(element)] else { return }
        func holds(_ id: String, _ object: ObjectNode) -> Bool {
            object.id == id || object.subviews.contains { holds(id, $0) } || object.embedded.contains { holds(id, $0) }
        }
        for attribute in markup.attributes(element) where names.contains(markup.nameText(attribute)) {
            let destination = markup.value(attribute)
            guard holds(destination, node) else { continue }
            node.connections.append(Connection(kind: .outlet, name: markup.nameText(attribute), destination: destination, location: markup.location(attribute)))
        }
    }

    /// The element's attributes that NibKit reads, under NibKit's names, values as NibKit writes them.
    mutating func readAttributes(of element: Element, kind: UIKitElement, spec: ElementSpec.Shared, into node: inout ObjectNode) {
        let fixedFrame = value(named: "fixedFrame", of: element) == "YES"
        for attribute in markup.attributes(element) {
            // By the interned name, not the text: a switch over strings compares the text with
            // each case in turn, for every attribute of every element.
            let name = markup.name(attribute)
            switch name {
            case .id: continue
            case .customClass: node.customClass = markup.value(attribute)
            case .userLabel: node.userLabel = markup.value(attribute)
            case .key: continue  // an embedded object's, from its place; a view held by key and read as a subview has none
            case .placeholderIdentifier where spec.spec.role == .placeholder: node.placeholderIdentifier = markup.value(attribute)
            case .other where markup.nameText(attribute) == "fixedFrame":
                // Placed by its frame: Xcode turns its autoresizing mask into constraints when built.
                if fixedFrame { set("translatesAutoresizingMaskIntoConstraints", .bool(true), at: attribute, on: &node) }
            case .translatesAutoresizingMaskIntoConstraints where fixedFrame:
                continue
            case .spacing where node.element == "stackView":
                // Points along the stack's axis.
                let axis: LayoutAttribute.Axis = value(.axis, of: element) == "vertical" ? .vertical : .horizontal
                if let points = Double(markup.value(attribute)) {
                    set("spacing", .number(Double(PointGrid.cells(points, along: axis))), at: attribute, on: &node)
                }
            case .minimumLineSpacing, .minimumInteritemSpacing:
                // Points: between lines along the scrolling, between items across it.
                let vertical = value(.scrollDirection, of: element) != "horizontal"
                let along: LayoutAttribute.Axis = vertical == (name == .minimumLineSpacing) ? .vertical : .horizontal
                if let points = Double(markup.value(attribute)) {
                    set(name.text, .number(Double(max(0, PointGrid.cells(points, along: along)))), at: attribute, on: &node)
                }
            case .rowHeight, .sectionHeaderHeight, .sectionFooterHeight:
                // Points in rows, UIKit's 44-point row one row; -1 (automatic) and 0 leave NibKit's.
                let writtenName = name.text
                if spec.spec.attributes[writtenName] != nil, let points = Double(markup.value(attribute)), points > 0 {
                    let rows = points <= UIKitElement.rowPoints ? 1 : PointGrid.cells(points, along: .vertical)
                    set(writtenName, .number(Double(max(1, rows))), at: attribute, on: &node)
                }
            default:
                let writtenName = markup.nameText(attribute)
                let nibKitName = kind.attributes[writtenName] ?? writtenName
                guard let type = spec.spec.attributes[nibKitName], !Vocabulary.loaderAttributes.contains(nibKitName) || nibKitName == "storyboardIdentifier"
                else { continue }
                let text = UIKitElement.values[nibKitName]?[markup.value(attribute)] ?? markup.value(attribute)
                if let value = type.parse(text) {
                    set(nibKitName, value, at: attribute, on: &node)
                } else if case .choice = type {
                    continue  // a UIKit choice with no terminal counterpart: NibKit's default
                } else {
                    badValue(attribute, expected: type, objectID: node.id)
                }
            }
        }
    }

    private mutating func set(_ name: String, _ value: NibValue, at attribute: Attribute, on node: inout ObjectNode) {
        node.properties[name] = Property(value, at: markup.location(attribute))
    }

    /// One child of an object element: a keyed value, a list of objects, or a UIKit setting.
    mutating func readChild(
        _ child: Element, of name: String, kind: UIKitElement, spec: ElementSpec.Shared, isSupported: Bool, into node: inout ObjectNode
    ) {
        let key = value(.key, of: child)
        let location = markup.location(child)
        // A placeholder holds its connections, and settings (a `key`, such as Xcode's own
        // `userComments`) ignored as any object's are: nothing else is dropped without a word.
        if spec.spec.role == .placeholder, key == nil, markup.name(child) != .connections,
            !InterfaceBuilderFormat.canvasElements.contains(markup.nameText(child))
        {
            warnings.append(InterfaceBuilderWarnings.notInPlaceholder(markup.nameText(child), at: location))
            return
        }
        switch markup.name(child) {
        case .rect where key == "frame" && spec.spec.role.isView:
            let frame = PointGrid.frame(
                x: markup.points(.x, of: child), y: appKitTop(of: child) ?? markup.points(.y, of: child), width: markup.points(.width, of: child),
                height: markup.points(.height, of: child),
                isSingleLine: interfaceBuilder?.singleLine.contains(node.id) == true)
            node.properties["frame"] = Property(.rect(frame), at: location)
            interfaceBuilder?.designSizes[node.id] = (markup.points(.width, of: child), markup.points(.height, of: child))
        case .autoresizingMask where spec.spec.role.isView:
            if let mask = decodeValue(child) { node.properties["autoresizingMask"] = Property(mask, at: location) }
        case .color:
            // A clear colour sets nothing: the view draws no fill, and its superview shows through.
            guard let key, !UIKitColors.Written(child, in: markup).isClear, let color = uikitColor(child) else { return }
            let nibKitKey = kind.colors[key] ?? key
            if spec.spec.values[nibKitKey] == .color { node.properties[nibKitKey] = Property(.color(color), at: location) }
        case .state where spec.spec.hasStates:
            readState(child, spec: spec, into: &node)
        case .subviews where spec.spec.allowsSubviews:
            enterAppKitSuperview(node.id, named: name)
            for entry in markup.children(child) { decodeInterfaceBuilderObject(entry, in: .subviews, into: &node.subviews) }
            leaveAppKitSuperview()
        case .constraints where spec.spec.allowsConstraints:
            hasConstraints = true
            for entry in markup.children(child) where markup.nameText(entry) == "constraint" {
                if let constraint = decodeInterfaceBuilderConstraint(entry, holder: node.id) {
                    node.constraints.append(constraint)
                    node.constraints += Self.givingWaySteps(of: constraint)
                }
            }
        case .connections where isSupported:
            decodeConnections(child, into: &node, spec: spec)
            if name != node.element, name == "tableView" {
                // A static table shows its own cells: it has no data source or delegate here.
                node.connections.removeAll { $0.kind == .outlet && ($0.name == "dataSource" || $0.name == "delegate") }
            }
        case .connections:
            if markup.children(child).contains(where: { _ in true }) {
                warnings.append(InterfaceBuilderWarnings.connectionsNotMade(of: node, at: location))
            }
        case .userDefinedRuntimeAttributes where spec.spec.role != .placeholder:
            for entry in markup.children(child) {
                let keyPath = value(.keyPath, of: entry) ?? ""
                if keyPath.hasPrefix("layer."), !InterfaceBuilderFormat.drawnLayerKeyPaths.contains(keyPath) {
                    warnings.append(InterfaceBuilderWarnings.runtimeAttributeNotSet(keyPath, type: "layer", at: markup.location(entry)))
                } else if var attribute = decodeRuntimeAttribute(entry) {
                    if attribute.keyPath == "layer.borderWidth", case .number(let points) = attribute.value {
                        attribute.value = .number(points.rounded(.up))  // a hairline (0.5 points) is still a line
                    }
                    node.runtimeAttributes.append(attribute)
                }
            }
        case .segments where spec.spec.hasSegments:
            readSegments(child, into: &node)
        case .prototypes where spec.spec.hasPrototypes:
            hasPrototypes = true
            for entry in markup.children(child) { decodeInterfaceBuilderObject(entry, in: .prototypes, into: &node.prototypes) }
        case .size, .inset:
            // A keyed size or inset in points (a flow layout's `itemSize`, `sectionInset`).
            guard let key, let type = spec.spec.values[key], Vocabulary.valueElementName(for: type) == markup.name(child),
                let value = decodeInterfaceBuilderValue(child)
            else { return }
            node.properties[key] = Property(value, at: location)
        case .viewLayoutGuide:
            guard let key, Vocabulary.layoutGuideKeys.contains(key), let id = markup.attribute(.id, of: child) else { return }
            var guide = ObjectNode(element: Vocabulary.layoutGuideElement, id: markup.value(id), location: location)
            guide.key = key
            node.embedded.append(guide)
        default:
            switch markup.nameText(child) {
            case "fontDescription", "font":
                let traits = fontTraits(child)
                if spec.spec.attributes["bold"] != nil && traits.isBold { node.properties["bold"] = Property(.bool(true), at: location) }
                if spec.spec.attributes["italic"] != nil && traits.isItalic { node.properties["italic"] = Property(.bool(true), at: location) }
            case let cell where interfaceBuilder?.isAppKit == true && key == "cell" && cell.hasSuffix("Cell"):
                readAppKitCell(child, kind: kind, spec: spec, into: &node)
            case "window" where interfaceBuilder?.isAppKit == true && key == "window":
                readAppKitWindow(child, into: &node)
            case "string", "mutableString":
                if key == "text", spec.spec.attributes["text"] != nil { node.properties["text"] = Property(.string(markup.text(child)?.0 ?? ""), at: location) }
            case "attributedString" where key == "attributedText" || key == "attributedTitle":
                readAttributedString(child, as: key == "attributedTitle" ? "title" : "text", spec: spec, into: &node)
            case "buttonConfiguration" where spec.spec.hasStates:
                if let title = value(.title, of: child), node.properties["title"] == nil { node.properties["title"] = Property(.string(title), at: location) }
                for inner in markup.children(child) where markup.nameText(inner) == "attributedString" {
                    readAttributedString(inner, as: "title", spec: spec, into: &node)
                }
            case "date":
                // `<date key="minimumDate" timeIntervalSinceReferenceDate="622497467.968"/>`: the seconds NibKit holds.
                guard let key, spec.spec.attributes[key] == .date, let seconds = markup.attribute(named: "timeIntervalSinceReferenceDate", of: child)
                else { return }
                if let value = Double(markup.value(seconds)).map(NibValue.number), ValueType.date.accepts(value) {
                    node.properties[key] = Property(value, at: location)
                } else {
                    badValue(seconds, expected: .number, objectID: node.id)
                }
            case "textInputTraits":
                for attribute in markup.attributes(child) where markup.name(attribute) != .key {
                    guard let type = spec.spec.attributes[markup.nameText(attribute)], let value = type.parse(markup.value(attribute)) else { continue }
                    node.properties[markup.nameText(attribute)] = Property(value, at: location)
                }
            case "variation":
                // Settings as Xcode writes the element's own, in points; masks of constraints and subviews.
                let (element, id, isVertical) = (node.element, node.id, node.string(forKey: "axis") == "vertical")
                let read = decodeVariation(child) { decoder, variation, properties in
                    var scratch = ObjectNode(element: element, id: id, location: location)
                    decoder.readAttributes(of: variation, kind: kind, spec: spec, into: &scratch)
                    // A stack's spacing is along its axis: the variation's, or else the stack's own.
                    if element == "stackView", decoder.value(.axis, of: variation) == nil, isVertical,
                        let points = decoder.value(.spacing, of: variation).flatMap(Double.init)
                    {
                        scratch.properties["spacing"] = Property(.number(Double(PointGrid.cells(points, along: .vertical))), at: location)
                    }
                    properties = scratch.properties
                }
                if let read {
                    node.variations.append(read)
                } else {
                    warnings.append(InterfaceBuilderWarnings.variationNotRead(key ?? "", at: location))
                }
            case "cells" where spec.spec.hasPrototypes:
                // A collection view's prototype cells.
                hasPrototypes = true
                for entry in markup.children(child) { decodeInterfaceBuilderObject(entry, in: .prototypes, into: &node.prototypes) }
            case "collectionReusableView" where spec.spec.hasPrototypes:
                // A collection view's prototype header or footer, by key, read as a prototype of its kind.
                guard let kind = InterfaceBuilderFormat.supplementaryKinds[key ?? ""] else { return }
                hasPrototypes = true
                decodeInterfaceBuilderObject(child, in: .prototypes, into: &node.prototypes)
                if let last = node.prototypes.indices.last { node.prototypes[last].properties["elementKind"] = Property(.string(kind), at: location) }
            case "sections" where node.element == "scrollView":
                decodeStaticSections(child, into: &node)
            case "items" where spec.spec.collections.contains("items"):
                // A toolbar's or a menu's items, in order.
                for item in markup.children(child) { decodeInterfaceBuilderObject(item, in: .embedded(key: "items"), into: &node.embedded) }
            case "modifierMask" where key == "keyEquivalentModifierMask" && spec.spec.attributes["keyEquivalentModifierMask"] != nil:
                // A menu item's modifiers, as words (`command option`).
                let held = Vocabulary.menuModifiers.filter { value(named: $0, of: child) == "YES" }
                node.properties["keyEquivalentModifierMask"] = Property(.string(held.joined(separator: " ")), at: location)
            case "imageReference" where key == "image" && spec.spec.attributes["image"] != nil:
                // Newer Xcode's picture by name (`catalog="system"`: a symbol, found by name too).
                if let name = value(named: "image", of: child) { node.properties["image"] = Property(.string(name), at: location) }
            case "navigationItem", "tabBarItem":
                // The controller's title, shown by its navigation bar or its tab.
                if key != nil, let title = value(.title, of: child), node.properties["title"] == nil || markup.nameText(child) == "navigationItem",
                    spec.spec.attributes["title"] != nil
                {
                    node.properties["title"] = Property(.string(title), at: location)
                }
                if markup.nameText(child) == "navigationItem" { readBarButtonItems(of: child, spec: spec, into: &node) }
            default:
                guard let key else { return }
                let role = interfaceBuilder?.xcodeElements[markup.nameText(child)].flatMap { vocabulary.element($0.element)?.role } ?? .view
                let hasID = markup.attribute(.id, of: child) != nil
                enterAppKitSuperview(node.id, named: name)
                defer { leaveAppKitSuperview() }
                if spec.spec.embeds(role, as: key), hasID || interfaceBuilder?.xcodeElements[markup.nameText(child)] != nil {
                    decodeInterfaceBuilderObject(child, in: .embedded(key: key), into: &node.embedded)
                } else if hasID, spec.spec.allowsSubviews && markup.children(child).contains(where: { markup.nameText($0) == "subviews" }) {
                    // A view another holds by key (a visual effect view's content view): shown as a subview.
                    decodeInterfaceBuilderObject(child, in: .subviews, into: &node.subviews)
                }
            }
        }
    }

    /// The bar button items of a controller's navigation item, as the controller's own by key
    /// (`leftBarButtonItems`, `rightBarButtonItems`, in order), where its element nests them:
    /// Xcode writes one (`<barButtonItem key="rightBarButtonItem">`) or a list
    /// (`<rightBarButtonItems>`). The back button's is the bar's own.
    private mutating func readBarButtonItems(of navigationItem: Element, spec: ElementSpec.Shared, into node: inout ObjectNode) {
        for child in markup.children(navigationItem) {
            let name = markup.nameText(child)
            if value(.key, of: child) == "titleView", spec.spec.embeds["titleView"] != nil {
                // A view in the title's place (a segmented control), the controller's by key.
                decodeInterfaceBuilderObject(child, in: .embedded(key: "titleView"), into: &node.embedded)
                continue
            }
            // One item by key, or a list named for its side.
            let side = name == "barButtonItem" ? value(.key, of: child).map { $0 + "s" } : name
            guard let side, spec.spec.collections.contains(side) else {
                if side == "backBarButtonItems" {
                    warnings.append(InterfaceBuilderWarnings.backItemNotRead(at: markup.location(child)))
                } else if markup.attribute(.id, of: child) != nil {
                    warnings.append(InterfaceBuilderWarnings.notShown(name, as: nil, at: markup.location(child)))
                }
                continue
            }
            let items = name == "barButtonItem" ? [child] : markup.children(child).filter { markup.nameText($0) == "barButtonItem" }
            for item in items { decodeInterfaceBuilderObject(item, in: .embedded(key: side), into: &node.embedded) }
        }
    }

    // MARK: Values

    /// A value element inside a runtime attribute, as Xcode writes it: a colour in any of its
    /// forms, a rect, point or size in points.
    mutating func decodeInterfaceBuilderValue(_ element: Element) -> NibValue? {
        let markup = self.markup
        let number = { (field: MarkupName) in markup.points(field, of: element) }
        switch markup.name(element) {
        case .color: return uikitColor(element).map(NibValue.color)
        case .rect: return .rect(PointGrid.frame(x: number(.x), y: number(.y), width: number(.width), height: number(.height), isSingleLine: false))
        case .point: return .point(Point(x: PointGrid.cells(number(.x), along: .horizontal), y: PointGrid.cells(number(.y), along: .vertical)))
        case .size:
            return .size(Size(width: PointGrid.cells(number(.width), along: .horizontal), height: PointGrid.cells(number(.height), along: .vertical)))
        case .inset:
            return .insets(
                EdgeInsets(
                    top: PointGrid.cells(number(.minY), along: .vertical), left: PointGrid.cells(number(.minX), along: .horizontal),
                    bottom: PointGrid.cells(number(.maxY), along: .vertical), right: PointGrid.cells(number(.maxX), along: .horizontal)))
        default: return decodeValue(element)
        }
    }

    /// A `<color>` in any of the forms Xcode writes; one that names none is reported.
    mutating func uikitColor(_ element: Element) -> Color? {
        if let color = UIKitColors.color(UIKitColors.Written(element, in: markup), defined: interfaceBuilder?.colors ?? [:]) { return color }
        report(.missingAttribute, "<color> needs systemColor, name, white, or red/green/blue", at: markup.location(element))
        return nil
    }

    /// Bold and italic, from a `<fontDescription>` or a `<font>`.
    func fontTraits(_ element: Element) -> FontTraits {
        FontTraits(
            type: value(.type, of: element), weight: value(named: "weight", of: element), style: value(named: "style", of: element),
            name: value(.name, of: element) ?? value(named: "fontName", of: element))
    }

    /// An attributed string's text (its fragments, joined), and its first fragment's colour
    /// and font: a terminal draws one style per label.
    private mutating func readAttributedString(_ element: Element, as property: String, spec: ElementSpec.Shared, into node: inout ObjectNode) {
        guard spec.spec.attributes[property] != nil || spec.spec.stateAttributes[property] != nil else { return }
        var text = ""
        var first = true
        for fragment in markup.children(element) where markup.nameText(fragment) == "fragment" {
            let content = value(named: "content", of: fragment)
            let nested = markup.children(fragment).first { markup.nameText($0) == "string" || markup.nameText($0) == "mutableString" }
            text += content ?? nested.flatMap { markup.text($0)?.0 } ?? ""
            guard first else { continue }
            first = false
            for attributes in markup.children(fragment) where markup.nameText(attributes) == "attributes" {
                for style in markup.children(attributes) {
                    let key = value(.key, of: style)
                    if key == "NSColor", let color = uikitColor(style) {
                        let colorKey = property == "title" ? "titleColor" : "textColor"
                        if spec.spec.values[colorKey] == .color || spec.spec.stateValues[colorKey] == .color {
                            node.properties[colorKey] = Property(.color(color), at: markup.location(style))
                        }
                    } else if key == "NSFont", fontTraits(style).isBold, spec.spec.attributes["bold"] != nil {
                        node.properties["bold"] = Property(.bool(true), at: markup.location(style))
                    } else if key == "NSParagraphStyle", let alignment = value(.alignment, of: style), let type = spec.spec.attributes["textAlignment"] {
                        let text = UIKitElement.values["textAlignment"]?[alignment] ?? alignment
                        if let value = type.parse(text) { node.properties["textAlignment"] = Property(value, at: markup.location(style)) }
                    }
                }
            }
        }
        node.properties[property] = Property(.string(text), at: markup.location(element))
    }

    /// `<state key="normal" title="Go"><color key="titleColor" .../></state>`: a button's title
    /// and title colour in one control state; images and shadows are not drawn.
    private mutating func readState(_ element: Element, spec: ElementSpec.Shared, into node: inout ObjectNode) {
        guard let state = value(.key, of: element), Vocabulary.controlStates.contains(state) else { return }
        let location = markup.location(element)
        if let title = value(.title, of: element) { node.properties[Vocabulary.stateProperty("title", state: state)] = Property(.string(title), at: location) }
        if spec.spec.stateAttributes["image"] != nil, let image = value(named: "image", of: element) {
            node.properties[Vocabulary.stateProperty("image", state: state)] = Property(.string(image), at: location)
        }
        for child in markup.children(element) {
            let key = value(.key, of: child)
            if markup.nameText(child) == "color", let key, spec.spec.stateValues[key] == .color, let color = uikitColor(child) {
                node.properties[Vocabulary.stateProperty(key, state: state)] = Property(.color(color), at: markup.location(child))
            } else if markup.nameText(child) == "attributedString", state == "normal" {
                readAttributedString(child, as: "title", spec: spec, into: &node)
            }
        }
    }

    /// `<segments><segment title="One"/>...`: titles and enabled, as NibKit's segments; images are not drawn.
    private mutating func readSegments(_ list: Element, into node: inout ObjectNode) {
        var index = 0
        for segment in markup.children(list) where markup.nameText(segment) == "segment" && index < NibDocument.maximumSegments {
            let location = markup.location(segment)
            node.properties[Vocabulary.segmentProperty("title", index: index)] = Property(.string(value(.title, of: segment) ?? ""), at: location)
            if let enabled = value(.enabled, of: segment).flatMap(ValueType.bool.parse) {
                node.properties[Vocabulary.segmentProperty("enabled", index: index)] = Property(enabled, at: location)
            }
            index += 1
        }
    }

    /// A static table's sections (`dataMode="static"`), which UIKit's table shows as written: here
    /// a scroll view of its cells, one under another, each section's header and footer title a
    /// label above and below its cells. Each cell is at least as tall as drawn, and taller where
    /// its labels need more rows (a terminal's row holds one line of text, of any font size):
    /// constraints hold them one under another, as wide as the table.
    private mutating func decodeStaticSections(_ list: Element, into node: inout ObjectNode) {
        guard case .rect(let tableFrame)? = node.properties["frame"]?.value else { return }
        let tableID = node.id
        var row = 0
        func title(_ text: String?, _ suffix: String, at location: SourceLocation, into subviews: inout [ObjectNode]) {
            guard let text, !text.isEmpty else { return }
            var label = ObjectNode(element: "label", id: "\(tableID).\(subviews.count).\(suffix)", location: location)
            label.properties["text"] = Property(.string(text), at: location)
            label.properties["frame"] = Property(.rect(Rect(x: 1, y: row, width: max(0, tableFrame.width - 2), height: 1)), at: location)
            label.properties["autoresizingMask"] = Property(.autoresizingMask(.flexibleWidth), at: location)
            label.properties["textColor"] = Property(.color(.brightBlack), at: location)
            label.properties["numberOfLines"] = Property(.number(0), at: location)  // wrapped, as a grouped table's titles are
            subviews.append(label)
            row += 1
        }
        for section in markup.children(list) where markup.nameText(section) == "tableViewSection" {
            let location = markup.location(section)
            title(value(named: "headerTitle", of: section), "header", at: location, into: &node.subviews)
            for cells in markup.children(section) where markup.nameText(cells) == "cells" {
                for cell in markup.children(cells) {
                    let before = node.subviews.count
                    decodeInterfaceBuilderObject(cell, in: .subviews, into: &node.subviews)
                    guard node.subviews.count > before else { continue }
                    // Placed by the table, one under another, as wide as the table.
                    let height =
                        node.subviews[before].properties["frame"].flatMap { property -> Int? in
                            if case .rect(let frame) = property.value { return max(1, frame.height) }
                            return nil
                        } ?? 1
                    node.subviews[before].properties["frame"] = Property(.rect(Rect(x: 0, y: row, width: tableFrame.width, height: height)), at: location)
                    node.subviews[before].properties["autoresizingMask"] = Property(.autoresizingMask(.flexibleWidth), at: location)
                    row += height
                }
            }
            title(value(named: "footerTitle", of: section), "footer", at: location, into: &node.subviews)
        }
        stackStaticRows(of: &node)
    }

    /// Holds a static table's rows one under another (`decodeStaticSections`): each row's top at
    /// the one before's bottom, as wide as the table (a title a column in from each edge), and
    /// a cell no shorter than drawn.
    private func stackStaticRows(of node: inout ObjectNode) {
        var above: (item: String, attribute: String) = (node.id, "top")
        for index in node.subviews.indices {
            let row = node.subviews[index]
            guard case .rect(let frame)? = row.properties["frame"]?.value else { continue }
            let inset = Double(frame.x)
            node.subviews[index].properties["translatesAutoresizingMaskIntoConstraints"] = Property(.bool(false), at: row.location)
            node.subviews[index].properties["autoresizingMask"] = nil
            func made(
                _ name: String, _ attribute: String, _ relation: String, _ second: String?, _ secondAttribute: String?, _ constant: Double,
                priority: Double? = nil
            )
                -> ObjectNode
            {
                var properties: [(String, NibValue)] = [("firstItem", .string(row.id)), ("firstAttribute", .string(attribute))]
                if relation != "equal" { properties.append(("relation", .string(relation))) }
                if let second, let secondAttribute { properties += [("secondItem", .string(second)), ("secondAttribute", .string(secondAttribute))] }
                properties.append(("constant", .number(constant)))
                if let priority { properties.append(("priority", .number(priority))) }
                return Self.madeConstraint("\(row.id).\(name)", properties, at: row.location)
            }
            node.constraints += [
                made("top", "top", "equal", above.item, above.attribute, 0),
                made("leading", "leading", "equal", node.id, "leading", inset),
                made("width", "width", "equal", node.id, "width", -2 * inset),
            ]
            if row.element != "label" {
                node.constraints += [
                    made("height", "height", "greaterThanOrEqual", nil, nil, Double(frame.height)),
                    made("drawnHeight", "height", "equal", nil, nil, Double(frame.height), priority: InterfaceBuilderFormat.drawnHeightPriority),
                ]
            }
            above = (row.id, "bottom")
        }
    }

    // MARK: Constraints

    /// A constraint as Xcode writes it, its constant in cells along its attributes' axis, a
    /// ratio between the axes (an aspect ratio) made one of cells, and of the lowest priority
    /// where it sizes a view of one line by its height; baselines are edges (a terminal's text sits in its row), layout guides NibKit has no
    /// object for are the views they stand for, a height of a one-line view is a row. Xcode's
    /// placeholder constraints (removed when the app is built) and those the base size class
    /// leaves out are not read.
    mutating func decodeInterfaceBuilderConstraint(_ element: Element, holder: String) -> ObjectNode? {
        guard value(.placeholder, of: element) != "YES", let idAttribute = markup.attribute(.id, of: element) else { return nil }
        if interfaceBuilder?.excluded.contains(markup.value(idAttribute)) == true { return nil }
        let location = markup.location(element)
        // Where each of the constraint's attributes is written, found in one pass over the tag
        // by interned name (a constraint has nine at most; a search by text for each, with the
        // markup captured by closures, cost more than reading them).
        var slots = [Attribute?](repeating: nil, count: Self.constraintAttributes.count)
        for attribute in markup.attributes(element) {
            if let slot = Self.constraintAttributes.firstIndex(of: markup.name(attribute)) { slots[slot] = attribute }
        }
        func written(_ name: MarkupName) -> Attribute? { Self.constraintAttributes.firstIndex(of: name).flatMap { slots[$0] } }
        var node = ObjectNode(element: "constraint", id: markup.value(idAttribute), location: location)
        var (first, firstAttribute) = constraintItem(written(.firstItem), written(.firstAttribute))
        var (second, secondAttribute) = constraintItem(written(.secondItem), written(.secondAttribute))
        var constant: String?
        if let points = written(.constant).flatMap({ Double(markup.value($0)) }) {
            let attribute = firstAttribute.flatMap(LayoutAttribute.init(rawValue:))
            let oneLine = attribute == .height && second == nil && interfaceBuilder?.singleLine.contains(first ?? holder) == true
            constant = String(oneLine ? 1 : PointGrid.cells(points, along: attribute?.axis ?? .horizontal))
        }
        // A ratio across the axes (an aspect ratio: width to height) is of points; in cells a
        // column is narrower than a row is tall, so a square is 2.5 columns a row.
        var multiplier: String?
        var priority: String?
        if let firstAxis = firstAttribute.flatMap(LayoutAttribute.init(rawValue:))?.axis,
            let secondAxis = secondAttribute.flatMap(LayoutAttribute.init(rawValue:))?.axis, firstAxis != secondAxis
        {
            if let written = written(.multiplier), case .number(let points)? = ValueType.multiplier.parse(markup.value(written)) {
                let rowInColumns = PointGrid.pointsPerRow / PointGrid.pointsPerColumn
                multiplier = String(firstAxis == .horizontal ? points * rowInColumns : points / rowInColumns)
            }
            // A view of one line is a row tall: a ratio of its height gives way to it. Any other
            // ratio gives way to what must hold (where the terminal is too short for the shape).
            let heightItem = firstAxis == .vertical ? (first ?? holder) : (second ?? holder)
            if interfaceBuilder?.singleLine.contains(heightItem) == true {
                priority = String(Int(ValueType.priorities.lowerBound))
            } else if written(.priority) == nil {
                priority = String(Int(InterfaceBuilderFormat.aspectRatioPriority))
                // A shape that gives way is written height first (`height = width × k`): its
                // cost of giving way is then counted in rows, as a view's content and edges
                // count theirs, not in columns, 2.5 times as many and more for a wide shape.
                let relation = written(.relation).map { markup.value($0) } ?? "equal"
                if firstAxis == .horizontal, relation == "equal", constant == nil || constant == "0",
                    case .number(let ratio)? = multiplier.flatMap(ValueType.multiplier.parse), ratio > 0
                {
                    (first, firstAttribute, second, secondAttribute) = (second ?? holder, secondAttribute, first ?? holder, firstAttribute)
                    multiplier = String(1 / ratio)
                }
            }
        }
        for (name, attribute) in zip(Self.constraintAttributes, slots) {
            let value: String? =
                switch name {
                case .firstItem: first
                case .firstAttribute: firstAttribute
                case .secondItem: second
                case .secondAttribute: secondAttribute
                case .constant: constant
                case .multiplier: multiplier ?? attribute.map { markup.value($0) }
                case .priority: priority ?? attribute.map { markup.value($0) }
                default: attribute.map { markup.value($0) }
                }
            guard let value, let type = Vocabulary.constraintAttributes[name.text] else { continue }
            let place = markup.location(attribute ?? idAttribute)
            if let parsed = type.parse(value) {
                node.properties.append(uniqueKey: name.text, Property(parsed, at: place))
            } else {
                diagnostics.append(DocumentRules.badValue(value, name: name.text, expected: type, at: place, objectID: node.id))
            }
        }
        if node.properties["firstAttribute"] == nil { diagnostics.append(DocumentRules.missingAttribute("firstAttribute", of: node, at: location)) }
        return node
    }

    /// An aspect ratio read to give way (`InterfaceBuilderFormat.aspectRatioPriority`) gives
    /// way a step at a time: bounds at three quarters, a half and a quarter of its ratio (and
    /// the inverse), each harder to cross than the one before. The cost of giving way then grows
    /// faster the further a shape gives, so that views that must give way together share it
    /// (a row of square keys in a short terminal shrinks alike, rather than some keeping their
    /// shape and some giving it all). Their ids are the ratio's, with `~75%` and so on.
    static func givingWaySteps(of constraint: ObjectNode) -> [ObjectNode] {
        guard isGivingWayShape(constraint), case .number(let ratio)? = constraint.properties.value(forKey: "multiplier") else { return [] }
        var steps: [ObjectNode] = []
        for (index, share) in [0.75, 0.5, 0.25].enumerated() {
            let priority = InterfaceBuilderFormat.aspectRatioPriority + Double(index + 1) * 50
            // Rounded past a billionth, so that a step reads as it is meant (0.3, not 0.30000000000000004).
            let bounds = [("greaterThanOrEqual", ratio * share), ("lessThanOrEqual", ratio / share)].map { ($0, ($1 * 1e9).rounded() / 1e9) }
            for (relation, multiplier) in bounds {
                var step = constraint
                step.id = constraint.id + "~\(Int(share * 100))%" + (relation == "greaterThanOrEqual" ? "" : "-")
                step.properties["relation"] = Property(.string(relation), at: constraint.location)
                step.properties["multiplier"] = Property(.number(multiplier), at: constraint.location)
                step.properties["priority"] = Property(.number(priority), at: constraint.location)
                steps.append(step)
            }
        }
        return steps
    }

    /// Whether a constraint is a shape read to give way: an equal ratio, above 0, at
    /// `InterfaceBuilderFormat.aspectRatioPriority`.
    static func isGivingWayShape(_ constraint: ObjectNode) -> Bool {
        guard constraint.properties.value(forKey: "priority") == .number(InterfaceBuilderFormat.aspectRatioPriority),
            case .number(let ratio)? = constraint.properties.value(forKey: "multiplier"), ratio > 0
        else { return false }
        return constraint.properties.value(forKey: "relation") == nil || constraint.properties.value(forKey: "relation") == .string("equal")
    }

    /// Subviews whose shapes give way (`givingWaySteps`) and that Xcode drew alike (within a
    /// point) keep alike: one height among those drawn as tall, one width among those drawn as
    /// wide, held at `InterfaceBuilderFormat.givingWayAlikePriority`. In UIKit their required
    /// shapes kept them so; given way, a linear solver shares a shortfall as it pleases, and a
    /// column of keys anchored at one end only would slide under its neighbours. Their ids
    /// name both views.
    func givingWayAlike(in view: ObjectNode, at location: SourceLocation) -> [ObjectNode] {
        // A shape is held by its view, or by a view around it (then it names its view twice).
        func shapedView(_ constraint: ObjectNode, holder: String) -> String? {
            guard Self.isGivingWayShape(constraint) else { return nil }
            let items = ["firstItem", "secondItem"].map { key -> String in
                guard case .string(let item)? = constraint.properties.value(forKey: key) else { return holder }
                return item
            }
            return items[0] == items[1] ? items[0] : nil
        }
        var shapedIDs = Set(view.constraints.compactMap { shapedView($0, holder: view.id) })
        for subview in view.subviews { shapedIDs.formUnion(subview.constraints.compactMap { shapedView($0, holder: subview.id) }) }
        let shaped = view.subviews.filter { shapedIDs.contains($0.id) }
        guard shaped.count > 1, let designSizes = interfaceBuilder?.designSizes else { return [] }
        var alike: [ObjectNode] = []
        for attribute in ["height", "width"] {
            var leaders: [(id: String, points: Double)] = []
            for view in shaped {
                guard let size = designSizes[view.id] else { continue }
                let points = attribute == "height" ? size.height : size.width
                guard let leader = leaders.first(where: { abs($0.points - points) <= 1 }) else {
                    leaders.append((view.id, points))
                    continue
                }
                alike.append(
                    Self.madeConstraint(
                        "\(view.id).\(attribute)~\(leader.id)",
                        [
                            ("firstItem", .string(view.id)), ("firstAttribute", .string(attribute)), ("secondItem", .string(leader.id)),
                            ("secondAttribute", .string(attribute)), ("priority", .number(InterfaceBuilderFormat.givingWayAlikePriority)),
                        ], at: location))
            }
        }
        return alike
    }

    /// A constraint Xcode did not write, that NibKit reads a file with: its properties, in
    /// the order constraints' are written (`Vocabulary.constraintAttributeOrder`).
    static func madeConstraint(_ id: String, _ properties: [(String, NibValue)], at location: SourceLocation) -> ObjectNode {
        var constraint = ObjectNode(element: "constraint", id: id, location: location)
        for (key, value) in properties { constraint.properties.append(uniqueKey: key, Property(value, at: location)) }
        return constraint
    }

    /// The attributes of a constraint NibKit reads, in the order its properties are written
    /// (`Vocabulary.constraintAttributeOrder`).
    private static let constraintAttributes = Vocabulary.constraintAttributeOrder.map { MarkupName($0.name) }

    /// A constraint's item and its attribute, a guide NibKit has no object for read as what it
    /// stands for, a baseline as its edge.
    private func constraintItem(_ itemAttribute: Attribute?, _ attributeAttribute: Attribute?) -> (item: String?, attribute: String?) {
        var item = itemAttribute.map { markup.value($0) }
        var attribute = attributeAttribute.map { Self.edge(ofBaseline: markup.value($0)) }
        if let id = item, let guide = interfaceBuilder?.guides[id] {
            item = guide.item
            if let written = attribute.flatMap(LayoutAttribute.init(rawValue:)), let mapped = guide.attributes[written] { attribute = mapped.rawValue }
        }
        return (item, attribute)
    }

    /// A baseline as the edge it is in a terminal: the first the top, the last the bottom.
    static func edge(ofBaseline attribute: String) -> String {
        switch attribute {
        case "firstBaseline": "top"
        case "lastBaseline", "baseline": "bottom"
        default: attribute
        }
    }
}
