import NibFormat
import Suggestions
import TerminalCells

/// Turns the records of a parse into the screen model, checking them against `Vocabulary` and
/// collecting every problem the model cannot hold (an unknown element or attribute, a bad value);
/// where objects stand and what they connect to is `StructureRules`', once the model is built.
/// It walks them top-down, in document order, so problems are reported in the order they are
/// written.
struct DocumentDecoder {
    typealias Element = RecordedMarkup.Element
    typealias Attribute = RecordedMarkup.Attribute

    let markup: RecordedMarkup
    /// The elements and attributes the file may use.
    let vocabulary: Vocabulary
    /// The vocabulary's attribute types by element word, then attribute word.
    let attributeTypes: [[ValueType?]?]
    /// Every value key, and each element's value types by the place of their key (by word).
    let valueKeys: KnownTexts
    let valueTypes: [[ValueType?]?]
    /// The vocabulary's word for each of the parse's names (`markup.names`), 0 for a name it
    /// does not know: specs and types are then found by index.
    let words: [Word]
    var diagnostics: [Diagnostic] = []
    /// For a file Interface Builder wrote (read by `DocumentDecoder+InterfaceBuilder`): what a first
    /// pass found in it (its resources, guides and excluded objects); nil for NibKit's own dialect.
    var interfaceBuilder: InterfaceBuilderIndex?
    /// Whether the file is Interface Builder's own: then the attributes Xcode writes on connections
    /// and segues beyond those the model keeps (`appends`, `animates` ...) are passed over, not refused.
    var isInterfaceBuilder: Bool { interfaceBuilder != nil }
    /// What loads differently than written (severity `.warning`): kept with the document, never thrown.
    var warnings: [Diagnostic] = []
    /// The objects decoded so far: reading stops one past `NibDocument.maximumObjects`, which
    /// `StructureRules` reports.
    var objectCount = 0
    /// Whether any view holds constraints, whose rules are checked once every object is read.
    var hasConstraints = false
    /// Whether any table holds prototype cells, whose census is taken once every object is read.
    var hasPrototypes = false
    /// Whether any object declares a segue, whose rules are checked once every object is read.
    var hasSegues = false
    /// The rules of structure, given each object as it is read, and the word of the element
    /// whose children are being read.
    var structure: StructureRules
    var holder: Word = 0

    init(_ markup: RecordedMarkup, vocabulary: Vocabulary) {
        self.markup = markup
        self.vocabulary = vocabulary
        let allWords = vocabulary.allWords
        words = markup.names.map { allWords.word($0) ?? 0 }
        attributeTypes = vocabulary.attributeTypes
        (valueKeys, valueTypes) = vocabulary.valueKeys
        // Every element might be an object: at most that many ids to number.
        structure = StructureRules(vocabulary: vocabulary, file: markup.file, expectedObjects: markup.elements.count)
    }

    /// The vocabulary's word for an element's name.
    func word(_ element: Element) -> Word { words[markup.nameIndex(element)] }
    /// The vocabulary's word for an attribute's name.
    func word(_ attribute: Attribute) -> Word { words[markup.nameIndex(attribute)] }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil, suggestion: String? = nil
    ) {
        diagnostics.append(Diagnostic(code, message, at: location, objectID: objectID, className: className, key: key, suggestion: suggestion))
    }

    // MARK: Document

    mutating func decodeDocument(_ root: Element) -> NibDocument {
        let location = markup.location(root)
        guard markup.name(root) == .document else {
            let name = markup.nameText(root)
            report(.unknownElement, "a screen file starts with <document>, not <\(name)>", at: location, key: name)
            return NibDocument(file: markup.file, version: Vocabulary.formatVersion, objects: [], location: location)
        }
        checkText(root)
        var document = NibDocument(file: markup.file, version: Vocabulary.formatVersion, objects: [], location: location)
        if let type = markup.attribute(.type, of: root), markup.value(type) == Vocabulary.storyboardType { document.kind = .storyboard }
        let allowed = document.isStoryboard ? ["type", "version", "initialViewController"] : ["type", "version"]
        for attribute in markup.attributes(root) {
            switch markup.name(attribute) {
            case .type:
                let value = markup.value(attribute)
                if value != Vocabulary.documentType && value != Vocabulary.storyboardType {
                    report(
                        .badValue, "document type '\(value)' is not '\(Vocabulary.documentType)' (a screen) or '\(Vocabulary.storyboardType)' (a storyboard)",
                        at: markup.location(attribute), key: "type")
                }
            case .version:
                let value = markup.value(attribute)
                if Int(value) != Vocabulary.formatVersion {
                    report(
                        .unsupportedVersion, "format version '\(value)' is not supported; this NibKit reads version \(Vocabulary.formatVersion)",
                        at: markup.location(attribute), key: "version")
                }
            case .initialViewController where document.isStoryboard:
                document.initialViewController = markup.value(attribute)
                document.initialViewControllerLocation = markup.location(attribute)
            default:
                unknownAttribute(attribute, of: "document", allowed: allowed)
            }
        }
        if markup.attribute(.version, of: root) == nil {
            report(.missingAttribute, "<document> needs a format version (version=\"\(Vocabulary.formatVersion)\")", at: location, key: "version")
        }
        // A screen holds <objects>; a storyboard, <scenes>.
        let list: MarkupName = document.isStoryboard ? .scenes : .objects
        var sawList = false
        for child in markup.children(root) {
            if markup.name(child) == list && !sawList {
                sawList = true
                if document.isStoryboard {
                    for scene in entries(of: child) { decodeScene(scene, into: &document.scenes) }
                } else {
                    decodeTopLevelObjects(child, into: &document.objects)
                }
            } else {
                unknownElement(child, in: "document", allowed: sawList ? [] : [list.text])
            }
        }
        if !sawList { report(.missingAttribute, "<document> has no <\(list.text)>", at: location, key: list.text) }
        return document
    }

    /// The entries of an `<objects>` list: a screen's, or a scene's.
    mutating func decodeTopLevelObjects(_ list: Element, into objects: inout [ObjectNode]) {
        for object in entries(of: list) { decodeObject(object, in: "objects", as: .topLevel, into: &objects) }
    }

    /// `<scene sceneID="menu"><objects>...</objects></scene>`: one scene of a storyboard.
    mutating func decodeScene(_ element: Element, into scenes: inout [Scene]) {
        guard markup.name(element) == .scene else {
            unknownElement(element, in: "scenes", allowed: ["scene"])
            return
        }
        checkText(element)
        let location = markup.location(element)
        var scene = Scene(sceneID: "", objects: [], location: location)
        for attribute in markup.attributes(element) {
            if markup.name(attribute) == .sceneID {
                scene.sceneID = markup.value(attribute)
            } else {
                unknownAttribute(attribute, of: "scene", allowed: ["sceneID"])
            }
        }
        if scene.sceneID.isEmpty { report(.missingID, "a scene needs a sceneID", at: location, key: "sceneID") }
        var sawObjects = false
        for child in markup.children(element) {
            if markup.name(child) == .objects && !sawObjects {
                sawObjects = true
                decodeTopLevelObjects(child, into: &scene.objects)
            } else {
                unknownElement(child, in: "scene", allowed: sawObjects ? [] : ["objects"])
            }
        }
        if !sawObjects { report(.missingAttribute, "scene '\(scene.sceneID)' has no <objects>", at: location, key: "objects") }
        scenes.append(scene)
    }

    // MARK: Objects

    /// Decodes an object element of the list `list` onto the end of `objects` (where it is
    /// moved, not copied), or reports it if it is not one, with the elements the list takes
    /// (`allowed`; every object element unless given).
    mutating func decodeObject(
        _ element: Element, in list: String, as kind: StructureRules.List, allowed: [String]? = nil, embeddingKey: String? = nil,
        into objects: inout [ObjectNode]
    ) {
        guard let spec = vocabulary.sharedElement(word(element)) else {
            unknownElement(element, in: list, allowed: allowed ?? vocabulary.elements.filter(\.role.isObject).map(\.name))
            return
        }
        let location = markup.location(element)
        objectCount += 1
        guard objectCount <= NibDocument.maximumObjects + 1 else { return }
        checkText(element)
        objects.appendNode(element: spec.spec.name, location: location)
        decodeObject(element, spec: spec, as: kind, embeddingKey: embeddingKey, into: &objects[objects.count - 1])
    }

    /// Fills in the object's node where it already stands in its parent's list.
    private mutating func decodeObject(
        _ element: Element, spec: ElementSpec.Shared, as kind: StructureRules.List, embeddingKey: String?, into node: inout ObjectNode
    ) {
        let elementWord = word(element)
        let location = node.location
        // Room for every attribute but the id, and every child (most are keyed values).
        node.properties = PropertyList(capacity: max(0, markup.attributeCount(element) - 1) + markup.childCount(element))
        for attribute in markup.attributes(element) {
            let name = markup.name(attribute)
            switch name {
            case .id:
                node.id = markup.value(attribute)
            case .customClass: node.customClass = markup.value(attribute)
            case .userLabel: node.userLabel = markup.value(attribute)
            case .placeholderIdentifier where spec.spec.role == .placeholder: node.placeholderIdentifier = markup.value(attribute)
            case .key where attributeTypes[Int(elementWord)]?[Int(MarkupName.key.rawValue)] != nil: node.key = markup.value(attribute)
            default:
                if let type = attributeTypes[Int(elementWord)]?[Int(word(attribute))] {
                    // Attributes are unique, and come before values.
                    if let value = parse(attribute, as: type, objectID: node.id) {
                        node.properties.append(uniqueKey: markup.nameText(attribute), Property(value, at: markup.location(attribute)))
                    }
                } else {
                    unknownAttribute(attribute, of: spec.spec.name, allowed: spec.spec.attributeNames)
                }
            }
        }
        for name in spec.spec.required where markup.attribute(MarkupName(name), of: element) == nil {
            diagnostics.append(DocumentRules.missingAttribute(name, of: node, at: location))
        }
        if let embeddingKey, node.key != embeddingKey {
            report(.missingAttribute, "an object nested in another needs key=\"\(embeddingKey)\"", at: location, objectID: node.id, key: "key")
        }
        // Given to the rules once its id and key are read, before what it holds; Xcode's
        // dialect is walked whole once read (`checkWholeDocument`), so not given here.
        if !isInterfaceBuilder {
            structure.object(
                role: spec.spec.role, element: spec.spec.name, in: kind, holder: holder, key: node.key,
                idNumber: node.id.isEmpty ? -1 : structure.number(of: node.id), line: location.line, column: location.column)
        }
        let outer = holder
        holder = elementWord
        for child in markup.children(element) { decodeChild(child, into: &node, spec: spec, word: elementWord) }
        holder = outer
    }

    /// One child of an object element (`word`: the element's word).
    mutating func decodeChild(_ child: Element, into node: inout ObjectNode, spec: ElementSpec.Shared, word elementWord: Word) {
        let childName = markup.name(child)
        if Vocabulary.isValueElement(childName), spec.spec.role != .placeholder {
            let childText = markup.nameText(child)
            guard let keyAttribute = markup.attribute(.key, of: child) else {
                report(
                    .missingAttribute, "<\(childText)> inside \(node.label) needs a key (one of \(spec.spec.values.keys.sorted().joined(separator: ", ")))",
                    at: markup.location(child), objectID: node.id)
                return
            }
            // The key is found among the keys the vocabulary knows by its bytes, without making a string.
            guard let keyIndex = markup.value(keyAttribute, among: valueKeys), let type = valueTypes[Int(elementWord)]?[keyIndex],
                Vocabulary.valueElementName(for: type) == childName
            else {
                let key = markup.value(keyAttribute)
                let allowed = spec.spec.values.filter { Vocabulary.valueElementName(for: $0.value)?.text == childText }.map(\.key).sorted()
                report(
                    .unknownAttribute, "\(node.element) has no \(childText) value '\(key)'", at: markup.location(keyAttribute),
                    objectID: node.id, key: key, suggestion: Suggestion.nearest(to: key, in: allowed))
                return
            }
            let key = valueKeys.texts[keyIndex]
            guard let value = decodeValue(child) else { return }
            if node.properties[key] != nil { diagnostics.append(DocumentRules.setTwice(key, of: node, at: markup.location(child))) }
            node.properties[key] = Property(value, at: markup.location(child))
            return
        }
        switch childName {
        case .subviews where spec.spec.allowsSubviews, .constraints where spec.spec.allowsConstraints:
            // Subviews and constraints are read by one loop: decoding an object has one call site
            // here, which the optimizer keeps inline.
            let isConstraints = childName == .constraints
            var list: [ObjectNode]
            if isConstraints {
                (list, node.constraints) = (node.constraints, [])
                hasConstraints = true
            } else {
                (list, node.subviews) = (node.subviews, [])
            }
            list.reserveCapacity(list.count + markup.childCount(child))
            for entry in entries(of: child) {
                decodeObject(
                    entry, in: childName.text, as: isConstraints ? .constraints : .subviews, allowed: isConstraints ? ["constraint"] : nil, into: &list)
            }
            if isConstraints { node.constraints = list } else { node.subviews = list }
        case .prototypes where spec.spec.hasPrototypes:
            for entry in entries(of: child) {
                decodeObject(entry, in: "prototypes", as: .prototypes, allowed: spec.spec.prototypeElements, into: &node.prototypes)
            }
            hasPrototypes = true
        case .connections:
            decodeConnections(child, into: &node, spec: spec)
        case .userDefinedRuntimeAttributes where spec.spec.role != .placeholder:
            for attribute in entries(of: child) {
                if let attribute = decodeRuntimeAttribute(attribute) { node.runtimeAttributes.append(attribute) }
            }
        case .state where spec.spec.hasStates:
            decodeState(child, into: &node, spec: spec)
        case .segments where spec.spec.hasSegments:
            decodeSegments(child, into: &node, spec: spec)
        case .other where markup.nameText(child) == "variation" && spec.spec.role.isView:
            // The element's own settings as attributes, in cells.
            let read = decodeVariation(child) { decoder, variation, properties in
                for attribute in decoder.markup.attributes(variation) where decoder.markup.name(attribute) != .key {
                    let name = decoder.markup.nameText(attribute)
                    guard let type = spec.spec.attributes[name], !Vocabulary.loaderAttributes.contains(name) else {
                        decoder.unknownAttribute(
                            attribute, of: "variation", allowed: spec.spec.attributes.keys.filter { !Vocabulary.loaderAttributes.contains($0) })
                        continue
                    }
                    if let value = decoder.parse(attribute, as: type) { properties[name] = Property(value, at: decoder.markup.location(attribute)) }
                }
            }
            if let read {
                node.variations.append(read)
            } else {
                report(
                    .badValue,
                    "a variation's key names size classes: default, widthClass=compact, heightClass=regular, or both as heightClass=compact-widthClass=regular",
                    at: markup.location(child), key: "key")
            }
        default:
            let childRole = vocabulary.role(word(child))
            let keys = childRole.map { role in spec.spec.embeds.filter { $0.value.contains(role) }.keys.sorted() } ?? []
            if let childRole, let key = markup.attribute(.key, of: child).map(markup.value), spec.spec.embeds(childRole, as: key) {
                decodeObject(child, in: spec.spec.name, as: .embedded, embeddingKey: key, into: &node.embedded)
            } else if !keys.isEmpty, markup.attribute(.key, of: child) == nil {
                // The right element, held without saying by what.
                report(
                    .missingAttribute,
                    "<\(markup.nameText(child))> in <\(node.element)> needs the key it is held by: \(keys.map { "key=\"\($0)\"" }.joined(separator: " or "))",
                    at: markup.location(child), key: "key")
            } else {
                var allowed = ["connections"] + Vocabulary.valueElements.keys
                if spec.spec.allowsSubviews { allowed.append("subviews") }
                if spec.spec.allowsConstraints { allowed.append("constraints") }
                if spec.spec.role != .placeholder { allowed.append("userDefinedRuntimeAttributes") }
                if spec.spec.hasStates { allowed.append("state") }
                if spec.spec.hasPrototypes { allowed.append("prototypes") }
                if spec.spec.hasSegments { allowed.append("segments") }
                if spec.spec.role.isView { allowed.append("variation") }
                unknownElement(child, in: node.element, allowed: allowed + spec.spec.embeddableElements(in: vocabulary).map(\.name))
            }
        }
    }

    /// `<connections>`: outlets, actions and segues from the object.
    mutating func decodeConnections(_ list: Element, into node: inout ObjectNode, spec: ElementSpec.Shared) {
        for connection in entries(of: list) {
            if markup.name(connection) == .segue {
                if let segue = decodeSegue(connection) { node.segues.append(segue) }
                hasSegues = true
            } else if let connection = decodeConnection(connection, source: node, spec: spec) {
                node.connections.append(connection)
                if !isInterfaceBuilder { structure.connection(connection, from: node, destination: nil) }
            }
        }
    }

    /// `<state key="highlighted" title="Hi"><color key="titleColor" .../></state>`: what a button
    /// shows in one control state, as Xcode writes it, kept as the properties `stateProperty` names.
    mutating func decodeState(_ element: Element, into node: inout ObjectNode, spec: ElementSpec.Shared) {
        checkText(element)
        let states = Vocabulary.controlStates.joined(separator: ", ")
        guard let keyAttribute = markup.attribute(.key, of: element) else {
            report(
                .missingAttribute, "<state> inside \(node.label) needs a key (one of \(states))", at: markup.location(element), objectID: node.id, key: "key")
            return
        }
        let state = markup.value(keyAttribute)
        guard Vocabulary.controlStates.contains(state) else {
            report(
                .badValue, "unknown control state '\(state)' (one of \(states))", at: markup.location(keyAttribute),
                objectID: node.id, key: "key", suggestion: Suggestion.nearest(to: state, in: Vocabulary.controlStates))
            return
        }
        func set(_ name: String, _ value: NibValue, at location: SourceLocation) {
            let property = Vocabulary.stateProperty(name, state: state)
            if node.properties[property] != nil {
                diagnostics.append(DocumentRules.setTwice(property, described: "\(state) \(name)", of: node, at: location))
            }
            node.properties[property] = Property(value, at: location)
        }
        for attribute in markup.attributes(element) where markup.name(attribute) != .key {
            let name = markup.nameText(attribute)
            guard let type = spec.spec.stateAttributes[name] else {
                unknownAttribute(attribute, of: "state", allowed: ["key"] + spec.spec.stateAttributes.keys.sorted())
                continue
            }
            if let value = parse(attribute, as: type, objectID: node.id) { set(name, value, at: markup.location(attribute)) }
        }
        for child in markup.children(element) {
            let key = markup.attribute(.key, of: child).map(markup.value) ?? ""
            guard let type = spec.spec.stateValues[key], markup.name(child) == Vocabulary.valueElementName(for: type) else {
                unknownElement(child, in: "state", allowed: spec.spec.stateValues.values.compactMap { Vocabulary.valueElementName(for: $0)?.text })
                continue
            }
            if let value = decodeValue(child) { set(key, value, at: markup.location(child)) }
        }
    }

    /// `<segments><segment title="One"/><segment title="Two" enabled="NO"/></segments>`: a
    /// segmented control's segments, as Xcode writes them, kept as the properties
    /// `segmentProperty` names, numbered from 0 and each with a title ("" if none is given).
    mutating func decodeSegments(_ list: Element, into node: inout ObjectNode, spec: ElementSpec.Shared) {
        let location = markup.location(list)
        if node.properties[Vocabulary.segmentProperty("title", index: 0)] != nil {
            diagnostics.append(DocumentRules.setTwice("segments", of: node, at: location))
            return
        }
        var index = 0
        for segment in entries(of: list) {
            guard markup.name(segment) == .segment else {
                unknownElement(segment, in: "segments", allowed: ["segment"])
                continue
            }
            checkText(segment)
            for child in markup.children(segment) { unknownElement(child, in: "segment", allowed: []) }
            guard index < NibDocument.maximumSegments else {
                report(
                    .limitExceeded, "\(node.label) has more than \(NibDocument.maximumSegments) segments", at: markup.location(segment),
                    objectID: node.id, key: "segments")
                return
            }
            var title = ""
            for attribute in markup.attributes(segment) {
                let name = markup.nameText(attribute)
                guard let type = spec.spec.segmentAttributes[name] else {
                    unknownAttribute(attribute, of: "segment", allowed: spec.spec.segmentAttributes.keys.sorted())
                    continue
                }
                guard let value = parse(attribute, as: type, objectID: node.id) else { continue }
                if name == "title", case .string(let text) = value {
                    title = text
                } else {
                    node.properties.append(uniqueKey: Vocabulary.segmentProperty(name, index: index), Property(value, at: markup.location(attribute)))
                }
            }
            let titleLocation = markup.attribute(.title, of: segment).map(markup.location) ?? markup.location(segment)
            node.properties.append(uniqueKey: Vocabulary.segmentProperty("title", index: index), Property(.string(title), at: titleLocation))
            index += 1
        }
    }

    // MARK: Values

    /// An attribute's value read as `type`, as `ValueType.parse` reads its text (whole numbers in
    /// place, without making a string); a value that does not fit is reported.
    @inline(__always)
    mutating func parse(_ attribute: Attribute, as type: ValueType, objectID: String? = nil) -> NibValue? {
        // A pattern, not `==`: ValueType's equality is a call from this module, for every attribute.
        let value: NibValue?
        if case .integer = type { value = markup.integer(attribute).map { .number(Double($0)) } } else { value = type.parse(markup.value(attribute)) }
        if value == nil { badValue(attribute, expected: type, objectID: objectID) }
        return value
    }

    /// A value element (`rect`, `point`, `size`, `color`, `autoresizingMask`) as the value it
    /// writes: every attribute checked first, in order, and noted (`ValueFields`); then the value.
    mutating func decodeValue(_ element: Element) -> NibValue? {
        let elementName = markup.name(element)
        checkText(element)
        for child in markup.children(element) { unknownElement(child, in: markup.nameText(element), allowed: []) }
        var fields = ValueFields()
        var failed = false
        for attribute in markup.attributes(element) {
            let name = markup.name(attribute)
            guard let type = Vocabulary.valueAttributeType(name, of: elementName) else {
                let elementText = markup.nameText(element)
                unknownAttribute(attribute, of: elementText, allowed: Array((Vocabulary.valueElements[elementText] ?? [:]).keys))
                failed = true
                continue
            }
            if name == .key { continue }  // it names the value, and was read by whoever asked for it
            if let value = parse(attribute, as: type) {
                fields.note(name, value, at: attribute)
            } else {
                failed = true
            }
        }
        if failed { return nil }
        let location = markup.location(element)
        @inline(__always)
        func int(_ name: MarkupName) -> Int? {
            guard let value = fields.number(name) else {
                report(.missingAttribute, "<\(markup.nameText(element))> needs '\(name.text)'", at: location, key: name.text)
                return nil
            }
            guard abs(value) <= Double(Rect.cellLimit) else {
                let attribute = markup.attribute(name, of: element)
                report(
                    .badValue, "'\(name.text)' of <\(markup.nameText(element))> must be within ±\(Rect.cellLimit) cells",
                    at: attribute.map(markup.location) ?? location, key: name.text)
                return nil
            }
            return Int(value)
        }
        switch elementName {
        case .rect:
            // Each field read first, so that every bad one is reported.
            let (x, y, w, h) = (int(.x), int(.y), int(.width), int(.height))
            guard let x, let y, let w, let h else { return nil }
            if w < 0 || h < 0 {
                report(.badValue, "a rect's width and height cannot be negative", at: location)
                return nil
            }
            return .rect(Rect(x: x, y: y, width: w, height: h))
        case .point:
            let (x, y) = (int(.x), int(.y))
            guard let x, let y else { return nil }
            return .point(Point(x: x, y: y))
        case .size:
            let (w, h) = (int(.width), int(.height))
            guard let w, let h else { return nil }
            return .size(Size(width: w, height: h))
        case .inset:
            // As Xcode writes a section inset: the left and top edges' insets, then the right and bottom's.
            let (left, top, right, bottom) = (int(.minX), int(.minY), int(.maxX), int(.maxY))
            guard let left, let top, let right, let bottom else { return nil }
            return .insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
        case .autoresizingMask:
            var mask = AutoresizingMask()
            for (name, flag) in Vocabulary.autoresizingFlags where fields.number(name) == 1 { mask.insert(flag) }
            return .autoresizingMask(mask)
        case .color:
            return decodeColor(element, fields: &fields)
        default:
            return nil
        }
    }

    mutating func decodeColor(_ element: Element, fields: inout ValueFields) -> NibValue? {
        func location(of name: MarkupName) -> SourceLocation { markup.location(markup.attribute(name, of: element)!) }
        func written(_ name: MarkupName) -> String { markup.value(markup.attribute(name, of: element)!) }
        if let name = fields.string(.name, in: markup) {
            if let color = Color(named: name) { return .color(color) }
            report(
                .badValue, "unknown colour name '\(name)'", at: location(of: .name), key: "name",
                suggestion: Suggestion.nearest(to: name, in: Color.allNames))
            return nil
        }
        if let index = fields.number(.index) {
            guard let entry = UInt8(exactly: index) else {
                report(.badValue, "colour index '\(written(.index))' is not a whole number in 0...255", at: location(of: .index), key: "index")
                return nil
            }
            return .color(.index(entry))
        }
        if let hex = fields.string(.hex, in: markup) {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            guard digits.utf8.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
                report(.badValue, "hex colour '\(hex)' is not of the form #rrggbb", at: location(of: .hex), key: "hex")
                return nil
            }
            return .color(.rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)))
        }
        if let white = fields.number(.white) {
            return .color(.rgb(red: white, green: white, blue: white))
        }
        if let r = fields.number(.red), let g = fields.number(.green), let b = fields.number(.blue) {
            return .color(.rgb(red: r, green: g, blue: b))
        }
        report(.missingAttribute, "<color> needs name, index, hex, white, or red/green/blue", at: markup.location(element))
        return nil
    }

    // MARK: Connections

    mutating func decodeConnection(_ element: Element, source: ObjectNode, spec: ElementSpec.Shared) -> Connection? {
        checkText(element)
        let elementText = markup.nameText(element)
        for child in markup.children(element) { unknownElement(child, in: elementText, allowed: []) }
        let kind = markup.name(element)
        let allowed: [MarkupName]
        switch kind {
        case .outlet: allowed = [.property, .destination, .id]
        case .outletCollection: allowed = [.property, .destination, .id, .collectionClass]
        case .action: allowed = [.selector, .destination, .eventType, .id]
        default:
            unknownElement(element, in: "connections", allowed: ["action", "outlet", "outletCollection", "segue"])
            return nil
        }
        for attribute in markup.attributes(element) where !allowed.contains(markup.name(attribute)) && !isInterfaceBuilder {
            unknownAttribute(attribute, of: elementText, allowed: allowed.map(\.text))
        }
        let location = markup.location(element)
        let name = markup.attribute(kind == .action ? .selector : .property, of: element).map(markup.value) ?? ""
        // AppKit's files name an action's receiver its `target`.
        let destination =
            (markup.attribute(.destination, of: element) ?? (isInterfaceBuilder ? markup.attribute(named: "target", of: element) : nil)).map(markup.value) ?? ""
        let eventAttribute = markup.attribute(.eventType, of: element)
        // An AppKit control sends its one action as UIKit's controls send their primary one.
        let appKitEvent = interfaceBuilder?.isAppKit == true && kind == .action && spec.spec.role == .control ? "primaryActionTriggered" : nil
        let event = eventAttribute.map(markup.value) ?? appKitEvent
        let connectionKind: Connection.Kind = kind == .action ? .action(eventType: event) : kind == .outlet ? .outlet : .outletCollection
        let connection = Connection(kind: connectionKind, name: name, destination: destination, location: location)
        diagnostics += DocumentRules.problems(of: connection, from: source, role: spec.spec.role, eventLocation: eventAttribute.map(markup.location))
        return DocumentRules.checksDestination(of: connection) ? connection : nil
    }

    /// `<segue destination="detail" kind="show" identifier="ShowDetail"/>`, its values checked
    /// as it is read; where it leads, and whether its source may start it, once all is read
    /// (`StoryboardRules`). Nil when it has no kind or destination to be a segue by.
    mutating func decodeSegue(_ element: Element) -> Segue? {
        checkText(element)
        // Xcode nests a presentation's peek and pop segues (`<segue key="commit">`, `key="preview"`),
        // for 3D Touch: a terminal has no pressure, and the segue itself is performed.
        for child in markup.children(element) where !(isInterfaceBuilder && markup.name(child) == .segue && markup.attribute(.key, of: child) != nil) {
            unknownElement(child, in: "segue", allowed: [])
        }
        let location = markup.location(element)
        var values: [String: String] = [:]
        for attribute in markup.attributes(element) {
            let name = markup.nameText(attribute)
            guard let type = Vocabulary.segueAttributes[name] else {
                if !isInterfaceBuilder { unknownAttribute(attribute, of: "segue", allowed: Array(Vocabulary.segueAttributes.keys)) }
                continue
            }
            if isInterfaceBuilder, let value = InterfaceBuilderSegues.value(of: name, written: markup.value(attribute)) {
                values[name] = value
                continue
            }
            guard case .string(let value)? = parse(attribute, as: type) else { continue }
            values[name] = value
        }
        for name in ["kind", "destination"] where markup.attribute(MarkupName(name), of: element) == nil {
            report(.missingAttribute, "a <segue> needs '\(name)'", at: location, key: name)
        }
        guard let kind = values["kind"].flatMap(Segue.Kind.init(rawValue:)), let destination = values["destination"], !destination.isEmpty else { return nil }
        return Segue(
            id: values["id"], kind: kind, destination: destination, identifier: values["identifier"], customClass: values["customClass"],
            relationship: values["relationship"], modalPresentationStyle: values["modalPresentationStyle"], unwindAction: values["unwindAction"],
            trigger: values["trigger"], location: location)
    }

    mutating func decodeRuntimeAttribute(_ element: Element) -> RuntimeAttribute? {
        guard markup.name(element) == .userDefinedRuntimeAttribute else {
            unknownElement(element, in: "userDefinedRuntimeAttributes", allowed: ["userDefinedRuntimeAttribute"])
            return nil
        }
        checkText(element)
        let elementText = markup.nameText(element)
        let location = markup.location(element)
        for attribute in markup.attributes(element) where ![.type, .keyPath, .value].contains(markup.name(attribute)) {
            unknownAttribute(attribute, of: elementText, allowed: ["type", "keyPath", "value"])
        }
        guard let keyPath = markup.attribute(.keyPath, of: element).map(markup.value), !keyPath.isEmpty else {
            diagnostics.append(DocumentRules.missingKeyPath(at: location))
            return nil
        }
        guard let typeAttribute = markup.attribute(.type, of: element) else {
            report(
                .missingAttribute, "the runtime attribute '\(keyPath)' needs a type (\(Vocabulary.runtimeAttributeTypes.joined(separator: ", ")))",
                at: location, key: keyPath)
            return nil
        }
        let type = markup.value(typeAttribute)
        let text = markup.attribute(.value, of: element)
        func scalar(_ valueType: ValueType) -> NibValue? {
            // Xcode writes a number as `<integer key="value" value="6"/>` or `<real .../>` inside.
            if text == nil, isInterfaceBuilder, let written = InterfaceBuilderValues.nestedValue(of: element, in: markup) {
                return parse(written, as: valueType)
            }
            guard let text else {
                report(.missingAttribute, "the runtime attribute '\(keyPath)' needs a value", at: location, key: keyPath)
                return nil
            }
            return parse(text, as: valueType)
        }
        var value: NibValue?
        switch type {
        case "boolean": value = scalar(.bool)
        case "number": value = scalar(.number)
        case "string": value = scalar(.string)
        case "nil": value = .null
        case "color", "rect", "point", "size":
            let children = markup.children(element).filter { markup.nameText($0) == type }
            guard children.count == 1, markup.attribute(.key, of: children[0]).map(markup.value) == "value" else {
                report(
                    .missingAttribute, "the \(type) runtime attribute '\(keyPath)' needs one <\(type) key=\"value\" .../> inside", at: location, key: keyPath)
                return nil
            }
            value = isInterfaceBuilder ? decodeInterfaceBuilderValue(children[0]) : decodeValue(children[0])
        default:
            if isInterfaceBuilder {
                warnings.append(InterfaceBuilderWarnings.runtimeAttributeNotSet(keyPath, type: type, at: location))
            } else {
                diagnostics.append(DocumentRules.unknownRuntimeAttributeType(type, at: markup.location(typeAttribute)))
            }
            return nil
        }
        for child in markup.children(element) where markup.nameText(child) != type && !isInterfaceBuilder {
            unknownElement(child, in: elementText, allowed: [type])
        }
        return value.map { RuntimeAttribute(keyPath: keyPath, value: $0, location: location) }
    }

    /// The rules over the whole document (`DocumentRules.wholeDocumentProblems`: its structure,
    /// and its prototypes and constraints when it has them), once every object is read.
    mutating func checkWholeDocument(_ document: NibDocument) {
        // Xcode's dialect makes objects of its own besides those it reads (guides, cells' labels):
        // its document is walked whole.
        diagnostics += DocumentRules.wholeDocumentProblems(
            in: document, structure: isInterfaceBuilder ? StructureRules.walking(document) : structure, hasConstraints: hasConstraints,
            hasPrototypes: hasPrototypes, hasSegues: hasSegues)
    }

    // MARK: Reporting helpers

    mutating func unknownElement(_ element: Element, in parent: String, allowed: [String]) {
        diagnostics.append(DocumentRules.unknownElement(markup.nameText(element), in: parent, at: markup.location(element), allowed: allowed))
    }

    mutating func unknownAttribute(_ attribute: Attribute, of element: String, allowed: [String]) {
        diagnostics.append(DocumentRules.unknownAttribute(markup.nameText(attribute), on: element, at: markup.location(attribute), allowed: allowed))
    }

    mutating func badValue(_ attribute: Attribute, expected: ValueType, objectID: String? = nil) {
        diagnostics.append(
            DocumentRules.badValue(
                markup.value(attribute), name: markup.nameText(attribute), expected: expected, at: markup.location(attribute), objectID: objectID))
    }

    /// The entries of a list element (`<objects>`, `<subviews>`, `<connections>` ...), which has
    /// neither text nor attributes of its own.
    mutating func entries(of list: Element) -> RecordedMarkup.Children {
        checkText(list)
        for attribute in markup.attributes(list) { unknownAttribute(attribute, of: markup.nameText(list), allowed: []) }
        return markup.children(list)
    }

    mutating func checkText(_ element: Element) {
        if let (text, location) = markup.text(element) {
            report(
                .unexpectedText, "unexpected text '\(text.trimmingWhitespace.prefix(20))' inside <\(markup.nameText(element))>; values go in attributes",
                at: location)
        }
    }
}

/// A value element's fields (`MarkupName.x` through `.flexibleMaxY`): for each, the attribute
/// that gives it and the number it holds (a boolean as 1 or 0); the last of a name wins. Fixed in
/// size, so reading a value element collects nothing on the heap. The readers are `mutating`
/// only because in Swift 6.3 reading a borrowed `InlineArray` copies the whole of it first.
struct ValueFields {
    /// As many as the names from `MarkupName.x` to `.flexibleMaxY` (a test checks it).
    static let count = 23
    /// Attribute indices, -1 for none.
    private var attributes = InlineArray<23, Int32>(repeating: -1)
    /// The numbers; NaN for a text (no number read is NaN: `ValueType.parse` wants it finite).
    private var numbers = InlineArray<23, Double>(repeating: .nan)

    private static func slot(_ name: MarkupName) -> Int { Int(name.rawValue) - Int(MarkupName.x.rawValue) }

    /// Notes `value`, as `parse(_:as:)` read it from `attribute`, as the field `name`.
    mutating func note(_ name: MarkupName, _ value: NibValue, at attribute: RecordedMarkup.Attribute) {
        let slot = Self.slot(name)
        attributes[slot] = Int32(attribute.index)
        switch value {
        case .number(let n): numbers[slot] = n
        case .bool(let b): numbers[slot] = b ? 1 : 0
        default: numbers[slot] = .nan
        }
    }

    /// A number, or a boolean as 1 or 0.
    @inline(__always)
    mutating func number(_ name: MarkupName) -> Double? {
        let slot = Self.slot(name)
        return attributes[slot] >= 0 && !numbers[slot].isNaN ? numbers[slot] : nil
    }

    /// A text, read where it stands.
    mutating func string(_ name: MarkupName, in markup: RecordedMarkup) -> String? {
        let slot = Self.slot(name)
        return attributes[slot] >= 0 && numbers[slot].isNaN ? markup.value(RecordedMarkup.Attribute(index: Int(attributes[slot]))) : nil
    }
}
