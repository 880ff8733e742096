/// Turns the XML tree into the screen model, checking it against the `Vocabulary` and collecting
/// every problem rather than stopping at the first.
struct DocumentDecoder {
    let file: String
    var diagnostics: [Diagnostic] = []
    private var ids: [String: SourceLocation] = [:]

    init(file: String) { self.file = file }

    mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation,
                         objectID: String? = nil, className: String? = nil, key: String? = nil, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: location, objectID: objectID, className: className, key: key, suggestion: suggestion))
    }

    // MARK: Document

    mutating func decodeDocument(_ root: XMLElement) -> ScreenDocument {
        var version = Vocabulary.formatVersion
        var objects: [ObjectNode] = []
        guard root.name == "document" else {
            report(.unknownElement, "a screen file starts with <document>, not <\(root.name)>", at: root.location, key: root.name)
            return ScreenDocument(file: file, version: version, objects: [], location: root.location)
        }
        checkText(root)
        for attribute in root.attributes {
            switch attribute.name {
            case "type":
                if attribute.value != Vocabulary.documentType {
                    report(.badValue, "document type '\(attribute.value)' is not '\(Vocabulary.documentType)'", at: attribute.location, key: "type")
                }
            case "version":
                if let number = Int(attribute.value), number == Vocabulary.formatVersion {
                    version = number
                } else {
                    report(.unsupportedVersion, "format version '\(attribute.value)' is not supported; this NibKit reads version \(Vocabulary.formatVersion)", at: attribute.location, key: "version")
                }
            default:
                unknownAttribute(attribute, of: "document", allowed: ["type", "version"])
            }
        }
        if root[attribute: "version"] == nil {
            report(.missingAttribute, "<document> needs a format version (version=\"\(Vocabulary.formatVersion)\")", at: root.location, key: "version")
        }
        var sawObjects = false
        for child in root.children {
            if child.name == "objects" && !sawObjects {
                sawObjects = true
                checkText(child)
                for attribute in child.attributes { unknownAttribute(attribute, of: "objects", allowed: []) }
                objects = child.children.compactMap { decodeObject($0, topLevel: true) }
            } else {
                unknownElement(child, in: "document", allowed: sawObjects ? [] : ["objects"])
            }
        }
        if !sawObjects { report(.missingAttribute, "<document> has no <objects>", at: root.location, key: "objects") }
        return ScreenDocument(file: file, version: version, objects: objects, location: root.location)
    }

    // MARK: Objects

    mutating func decodeObject(_ element: XMLElement, topLevel: Bool, embeddingKey: String? = nil) -> ObjectNode? {
        guard let spec = Vocabulary.element(element.name) else {
            unknownElement(element, in: topLevel ? "objects" : "subviews", allowed: Vocabulary.elements.map(\.name))
            return nil
        }
        if spec.role == .placeholder && !topLevel {
            report(.misplacedPlaceholder, "a placeholder belongs directly in <objects>", at: element.location)
        }
        checkText(element)
        var node = ObjectNode(element: element.name, id: "", location: element.location)
        node.properties.reserveCapacity(element.attributes.count + element.children.count)
        var sawID = false
        for attribute in element.attributes {
            switch attribute.name {
            case "id":
                sawID = true
                node.id = attribute.value
                if attribute.value.isEmpty {
                    report(.missingID, "\(element.name) has an empty id", at: attribute.location)
                } else if let first = ids[attribute.value] {
                    report(.duplicateID, "id '\(attribute.value)' is already used at line \(first.line)", at: attribute.location, objectID: attribute.value)
                } else {
                    ids[attribute.value] = attribute.location
                }
            case "customClass": node.customClass = attribute.value
            case "userLabel": node.userLabel = attribute.value
            case "placeholderIdentifier" where spec.role == .placeholder: node.placeholderIdentifier = attribute.value
            case "key" where spec.attributes["key"] != nil: node.key = attribute.value
            default:
                if let type = spec.attributes[attribute.name] {
                    if let value = type.parse(attribute.value) {
                        node.properties[attribute.name] = Property(value, at: attribute.location)
                    } else {
                        badValue(attribute, expected: type, objectID: node.id)
                    }
                } else {
                    unknownAttribute(attribute, of: element.name, allowed: Array(spec.attributes.keys) + Vocabulary.commonAttributes.keys + (spec.role == .placeholder ? ["placeholderIdentifier"] : []))
                }
            }
        }
        if !sawID { report(.missingID, "\(element.name) has no id", at: element.location) }
        for name in spec.required where element[attribute: name] == nil {
            report(.missingAttribute, "\(element.name) '\(node.id)' needs the attribute '\(name)'", at: element.location, objectID: node.id, key: name)
        }
        if let embeddingKey, node.key != embeddingKey {
            report(.missingAttribute, "an object nested in another needs key=\"\(embeddingKey)\"", at: element.location, objectID: node.id, key: "key")
        }
        element.children.withUnsafeBufferPointer { children in
            for index in children.indices { decodeChild(children[index], into: &node, spec: spec) }
        }
        return node
    }

    mutating func decodeChild(_ child: XMLElement, into node: inout ObjectNode, spec: ElementSpec) {
        if let valueAttributes = Vocabulary.valueAttributes(of: child.name), spec.role != .placeholder {
            guard let key = child[attribute: "key"]?.value else {
                report(.missingAttribute, "<\(child.name)> inside \(node.label) needs a key (one of \(spec.values.keys.sorted().joined(separator: ", ")))", at: child.location, objectID: node.id)
                return
            }
            guard let type = spec.values[key], Vocabulary.valueElement(for: type) == child.name else {
                let allowed = spec.values.filter { Vocabulary.valueElement(for: $0.value) == child.name }.map(\.key)
                report(.unknownAttribute, "\(node.element) has no \(child.name) value '\(key)'", at: child[attribute: "key"]!.location,
                       objectID: node.id, key: key, suggestion: Suggestion.nearest(to: key, in: allowed))
                return
            }
            if let value = decodeValue(child, allowed: valueAttributes) { node.properties[key] = Property(value, at: child.location) }
            return
        }
        switch child.name {
        case "subviews" where spec.allowsSubviews:
            checkText(child)
            for attribute in child.attributes { unknownAttribute(attribute, of: "subviews", allowed: []) }
            for subview in child.children {
                if let spec = Vocabulary.element(subview.name), !spec.role.isView || spec.role == .window {
                    report(.unknownElement, "<\(subview.name)> cannot be a subview; only views can", at: subview.location, key: subview.name)
                } else if let view = decodeObject(subview, topLevel: false) {
                    node.subviews.append(view)
                }
            }
        case "connections":
            checkText(child)
            for attribute in child.attributes { unknownAttribute(attribute, of: "connections", allowed: []) }
            node.connections += child.children.compactMap { decodeConnection($0, source: node, spec: spec) }
        case "userDefinedRuntimeAttributes" where spec.role != .placeholder:
            checkText(child)
            for attribute in child.attributes { unknownAttribute(attribute, of: child.name, allowed: []) }
            node.runtimeAttributes += child.children.compactMap { decodeRuntimeAttribute($0) }
        default:
            if let childSpec = Vocabulary.element(child.name), let key = child[attribute: "key"]?.value,
               let roles = spec.embeds[key], roles.contains(childSpec.role) {
                if let embedded = decodeObject(child, topLevel: false, embeddingKey: key) { node.embedded.append(embedded) }
            } else {
                var allowed = ["connections"] + Vocabulary.valueElements.keys
                if spec.allowsSubviews { allowed.append("subviews") }
                if spec.role != .placeholder { allowed.append("userDefinedRuntimeAttributes") }
                unknownElement(child, in: node.element, allowed: allowed + spec.embeds.values.flatMap { roles in
                    Vocabulary.elements.filter { roles.contains($0.role) }.map(\.name)
                })
            }
        }
    }

    // MARK: Values

    mutating func decodeValue(_ element: XMLElement) -> NibValue? {
        decodeValue(element, allowed: Vocabulary.valueAttributes(of: element.name) ?? [])
    }

    /// `allowed`: the value element's attributes, as `Vocabulary.valueAttributes(of:)` lists them.
    mutating func decodeValue(_ element: XMLElement, allowed: [(name: String, type: ValueType)]) -> NibValue? {
        if let value = Self.wellFormedGeometry(element) { return value }
        checkText(element)
        for child in element.children { unknownElement(child, in: element.name, allowed: []) }
        var fields = ValueFields()
        fields.entries.reserveCapacity(element.attributes.count)
        var failed = false
        for attribute in element.attributes {
            guard let type = allowed.first(where: { $0.name == attribute.name })?.type else {
                unknownAttribute(attribute, of: element.name, allowed: Array((Vocabulary.valueElements[element.name] ?? [:]).keys))
                failed = true
                continue
            }
            switch type.parse(attribute.value) {
            case .number(let n)?: fields.entries.append((attribute.name, n, nil))
            case .bool(let b)?: fields.entries.append((attribute.name, b ? 1 : 0, nil))
            case .string(let s)?: fields.entries.append((attribute.name, nil, s))
            default:
                badValue(attribute, expected: type)
                failed = true
            }
        }
        if failed { return nil }
        func int(_ name: String) -> Int? {
            guard let value = fields.number(name) else {
                report(.missingAttribute, "<\(element.name)> needs '\(name)'", at: element.location, key: name)
                return nil
            }
            return Int(value)
        }
        switch element.name {
        case "rect":
            guard let x = int("x"), let y = int("y"), let w = int("width"), let h = int("height") else { return nil }
            if w < 0 || h < 0 {
                report(.badValue, "a rect's width and height cannot be negative", at: element.location)
                return nil
            }
            return .rect(Rect(x: x, y: y, width: w, height: h))
        case "point":
            guard let x = int("x"), let y = int("y") else { return nil }
            return .point(Point(x: x, y: y))
        case "size":
            guard let w = int("width"), let h = int("height") else { return nil }
            return .size(Size(width: w, height: h))
        case "autoresizingMask":
            var mask = AutoresizingMask()
            for (name, flag) in AutoresizingMask.xibNames where fields.number(name) == 1 { mask.insert(flag) }
            return .autoresizingMask(mask)
        case "color":
            return decodeColor(element, fields: fields)
        default:
            return nil
        }
    }

    /// A `rect`, `point` or `size` written plainly (the usual case): only known attributes, each
    /// once, whole numbers, nothing inside, no negative size. It decodes to what the general path
    /// gives, without collecting fields; anything else (nil) takes the general path, which reports.
    static func wellFormedGeometry(_ element: XMLElement) -> NibValue? {
        let kind: Int
        switch element.name {
        case "rect": kind = 0
        case "point": kind = 1
        case "size": kind = 2
        default: return nil
        }
        guard element.text == nil, element.children.isEmpty else { return nil }
        var x = 0, y = 0, width = 0, height = 0, seen = 0
        for attribute in element.attributes {
            let bit: Int
            switch attribute.name {
            case "key": continue
            case "x" where kind != 2: bit = 1
            case "y" where kind != 2: bit = 2
            case "width" where kind != 1: bit = 4
            case "height" where kind != 1: bit = 8
            default: return nil
            }
            guard seen & bit == 0, let number = Int(attribute.value),
                  abs(number) < 1 << 52 else { return nil }
            seen |= bit
            switch bit {
            case 1: x = number
            case 2: y = number
            case 4: width = number
            default: height = number
            }
        }
        switch kind {
        case 0:
            guard seen == 15, width >= 0, height >= 0 else { return nil }
            return .rect(Rect(x: x, y: y, width: width, height: height))
        case 1:
            guard seen == 3 else { return nil }
            return .point(Point(x: x, y: y))
        default:
            guard seen == 12 else { return nil }
            return .size(Size(width: width, height: height))
        }
    }

    mutating func decodeColor(_ element: XMLElement, fields: ValueFields) -> NibValue? {
        if let name = fields.string("name") {
            if let color = Color(named: name) { return .color(color) }
            report(.badValue, "unknown colour name '\(name)'", at: element[attribute: "name"]!.location, key: "name",
                   suggestion: Suggestion.nearest(to: name, in: Color.allNames))
            return nil
        }
        if let index = fields.number("index") {
            guard (0...255).contains(index) else {
                report(.badValue, "colour index \(Int(index)) is not in 0...255", at: element[attribute: "index"]!.location, key: "index")
                return nil
            }
            return .color(.index(UInt8(index)))
        }
        if let hex = fields.string("hex") {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            guard digits.count == 6, let value = Int(digits, radix: 16) else {
                report(.badValue, "hex colour '\(hex)' is not of the form #rrggbb", at: element[attribute: "hex"]!.location, key: "hex")
                return nil
            }
            return .color(.rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)))
        }
        func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(1, v)) * 255 + 0.5) }
        if let white = fields.number("white") {
            return .color(.rgb(channel(white), channel(white), channel(white)))
        }
        if let r = fields.number("red"), let g = fields.number("green"), let b = fields.number("blue") {
            return .color(.rgb(channel(r), channel(g), channel(b)))
        }
        report(.missingAttribute, "<color> needs name, index, hex, white, or red/green/blue", at: element.location)
        return nil
    }

    // MARK: Connections

    mutating func decodeConnection(_ element: XMLElement, source: ObjectNode, spec: ElementSpec) -> Connection? {
        checkText(element)
        for child in element.children { unknownElement(child, in: element.name, allowed: []) }
        let kinds: [String: [String]] = [
            "outlet": ["property", "destination", "id"],
            "outletCollection": ["property", "destination", "id", "collectionClass"],
            "action": ["selector", "destination", "eventType", "id"],
        ]
        guard let allowed = kinds[element.name] else {
            unknownElement(element, in: "connections", allowed: Array(kinds.keys))
            return nil
        }
        for attribute in element.attributes where !allowed.contains(attribute.name) {
            unknownAttribute(attribute, of: element.name, allowed: allowed)
        }
        let nameKey = element.name == "action" ? "selector" : "property"
        var missing = false
        for key in [nameKey, "destination"] where element[attribute: key]?.value.isEmpty ?? true {
            report(.missingAttribute, "<\(element.name)> on \(source.label) needs '\(key)'", at: element.location, objectID: source.id, key: key)
            missing = true
        }
        if missing { return nil }
        let name = element[attribute: nameKey]!.value
        let destination = element[attribute: "destination"]!.value
        switch element.name {
        case "outlet": return Connection(kind: .outlet, name: name, destination: destination, location: element.location)
        case "outletCollection": return Connection(kind: .outletCollection, name: name, destination: destination, location: element.location)
        default:
            let event = element[attribute: "eventType"]
            if let event, !Vocabulary.controlEvents.contains(event.value) {
                report(.badValue, "unknown control event '\(event.value)'", at: event.location, objectID: source.id, key: "eventType",
                       suggestion: Suggestion.nearest(to: event.value, in: Vocabulary.controlEvents))
                return nil
            }
            if spec.role == .gestureRecognizer, let event {
                report(.unknownAttribute, "a gesture recognizer's action has no eventType", at: event.location, objectID: source.id, key: "eventType")
            } else if spec.role == .placeholder {
                report(.unknownElement, "a placeholder cannot send actions; connect the action from the control", at: element.location, objectID: source.id)
            } else if spec.role != .gestureRecognizer && event == nil {
                report(.missingAttribute, "the action '\(name)' on \(source.label) needs an eventType (such as touchUpInside)", at: element.location, objectID: source.id, key: "eventType")
            }
            return Connection(kind: .action(eventType: event?.value), name: name, destination: destination, location: element.location)
        }
    }

    mutating func decodeRuntimeAttribute(_ element: XMLElement) -> RuntimeAttribute? {
        guard element.name == "userDefinedRuntimeAttribute" else {
            unknownElement(element, in: "userDefinedRuntimeAttributes", allowed: ["userDefinedRuntimeAttribute"])
            return nil
        }
        checkText(element)
        for attribute in element.attributes where !["type", "keyPath", "value"].contains(attribute.name) {
            unknownAttribute(attribute, of: element.name, allowed: ["type", "keyPath", "value"])
        }
        guard let keyPath = element[attribute: "keyPath"]?.value, !keyPath.isEmpty else {
            report(.missingAttribute, "a runtime attribute needs a keyPath", at: element.location, key: "keyPath")
            return nil
        }
        guard let type = element[attribute: "type"] else {
            report(.missingAttribute, "the runtime attribute '\(keyPath)' needs a type (\(Vocabulary.runtimeAttributeTypes.joined(separator: ", ")))", at: element.location, key: keyPath)
            return nil
        }
        let text = element[attribute: "value"]
        func scalar(_ valueType: ValueType) -> NibValue? {
            guard let text else {
                report(.missingAttribute, "the runtime attribute '\(keyPath)' needs a value", at: element.location, key: keyPath)
                return nil
            }
            guard let value = valueType.parse(text.value) else {
                badValue(text, expected: valueType)
                return nil
            }
            return value
        }
        var value: NibValue?
        switch type.value {
        case "boolean": value = scalar(.bool)
        case "number": value = scalar(.number)
        case "string": value = scalar(.string)
        case "nil": value = .null
        case "color", "rect", "point", "size":
            let children = element.children.filter { $0.name == type.value }
            guard children.count == 1, children[0][attribute: "key"]?.value == "value" else {
                report(.missingAttribute, "the \(type.value) runtime attribute '\(keyPath)' needs one <\(type.value) key=\"value\" .../> inside", at: element.location, key: keyPath)
                return nil
            }
            value = decodeValue(children[0])
        default:
            report(.badValue, "unknown runtime attribute type '\(type.value)'", at: type.location, key: "type",
                   suggestion: Suggestion.nearest(to: type.value, in: Vocabulary.runtimeAttributeTypes))
            return nil
        }
        for child in element.children where child.name != type.value { unknownElement(child, in: element.name, allowed: [type.value]) }
        return value.map { RuntimeAttribute(keyPath: keyPath, value: $0, location: element.location) }
    }

    // MARK: References

    mutating func checkReferences(_ document: ScreenDocument) {
        // Document order, as `allObjects`, without copying every node into an array.
        func visit(_ object: ObjectNode) {
            for connection in object.connections where ids[connection.destination] == nil {
                report(.danglingDestination, "\(object.label) connects '\(connection.name)' to '\(connection.destination)', which no object in this screen has as id",
                       at: connection.location, objectID: object.id, key: connection.name, suggestion: Suggestion.nearest(to: connection.destination, in: ids.keys))
            }
            object.embedded.withUnsafeBufferPointer { for index in $0.indices { visit($0[index]) } }
            object.subviews.withUnsafeBufferPointer { for index in $0.indices { visit($0[index]) } }
        }
        document.objects.withUnsafeBufferPointer { for index in $0.indices { visit($0[index]) } }
    }

    // MARK: Reporting helpers

    mutating func unknownElement(_ element: XMLElement, in parent: String, allowed: [String]) {
        report(.unknownElement, "unknown element <\(element.name)> in <\(parent)>", at: element.location, key: element.name,
               suggestion: Suggestion.nearest(to: element.name, in: allowed))
    }

    mutating func unknownAttribute(_ attribute: XMLElement.Attribute, of element: String, allowed: [String]) {
        report(.unknownAttribute, "unknown attribute '\(attribute.name)' on <\(element)>", at: attribute.location, key: attribute.name,
               suggestion: Suggestion.nearest(to: attribute.name, in: allowed))
    }

    mutating func badValue(_ attribute: XMLElement.Attribute, expected: ValueType, objectID: String? = nil) {
        report(.badValue, "'\(attribute.value)' is not a valid \(attribute.name): expected \(expected)", at: attribute.location, objectID: objectID, key: attribute.name)
    }

    mutating func checkText(_ element: XMLElement) {
        if let (text, location) = element.text {
            report(.unexpectedText, "unexpected text '\(text.prefix(20))' inside <\(element.name)>; values go in attributes", at: location)
        }
    }
}

/// A value element's attributes as read: numbers (booleans as 1 and 0) and strings, by name;
/// the last of a name wins.
struct ValueFields {
    var entries: [(name: String, number: Double?, string: String?)] = []

    func number(_ name: String) -> Double? {
        for entry in entries.reversed() where entry.name == name { return entry.number }
        return nil
    }

    func string(_ name: String) -> String? {
        for entry in entries.reversed() where entry.name == name { return entry.string }
        return nil
    }
}
