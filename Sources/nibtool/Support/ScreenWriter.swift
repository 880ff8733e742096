import NibFormat

/// Writes a `NibDocument` in canonical form (comments are not in the model): 2-space indent,
/// identity attributes (placeholderIdentifier or key, id, customClass, userLabel) then the rest
/// alphabetically; value elements (frame first), states, segments, nested objects, subviews, constraints,
/// prototypes, runtime attributes, connections.
enum ScreenWriter {
    static func write(_ document: NibDocument) -> String {
        guard document.isStoryboard else {
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<document type=\"\(Vocabulary.documentType)\" version=\"\(document.version)\">\n"
                + wrapped("objects", indent: "  ", document.objects.map { write($0, depth: 2) }.joined())
                + "</document>\n"
        }
        let initial = document.initialViewController.map { " initialViewController=\"\($0.xmlEscaped)\"" } ?? ""
        let scenes = document.scenes.map { scene in
            "    <scene sceneID=\"\(scene.sceneID.xmlEscaped)\">\n"
                + wrapped("objects", indent: "      ", scene.objects.map { write($0, depth: 4) }.joined()) + "    </scene>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<document type=\"\(Vocabulary.storyboardType)\" version=\"\(document.version)\"\(initial)>\n"
            + wrapped("scenes", indent: "  ", scenes.joined()) + "</document>\n"
    }

    static func write(_ node: ObjectNode, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        let inner = indent + "  "
        let spec = Vocabulary.element(node.element)
        var attributes: [(String, String)] = []
        if let identifier = node.placeholderIdentifier { attributes.append(("placeholderIdentifier", identifier)) }
        if let key = node.key { attributes.append(("key", key)) }
        attributes.append(("id", node.id))
        if let custom = node.customClass { attributes.append(("customClass", custom)) }
        if let label = node.userLabel { attributes.append(("userLabel", label)) }
        var values: [(String, NibValue)] = []
        var states: [String: [(name: String, value: NibValue)]] = [:]
        var segments: [Int: [(name: String, value: NibValue)]] = [:]
        for (name, property) in node.properties.sorted(by: { $0.key < $1.key }) {
            let value = property.value
            if let (state, name) = Vocabulary.stateAndName(ofProperty: name) {
                states[state, default: []].append((name, value))
            } else if let (index, name) = Vocabulary.segmentAndName(ofProperty: name) {
                segments[index, default: []].append((name, value))
            } else if spec?.values[name] != nil {
                values.append((name, value))
            } else {
                attributes.append((name, value.writtenText))
            }
        }
        let rank = { (name: String) -> Int in name == "frame" ? 0 : name == "autoresizingMask" ? 1 : 2 }
        values.sort { (rank($0.0), $0.0) < (rank($1.0), $1.0) }

        var children = values.map { valueElement($0.1, key: $0.0, indent: inner) }.joined()
        for state in Vocabulary.controlStates {
            guard let entries = states[state] else { continue }
            let scalars = entries.filter { spec?.stateValues[$0.name] == nil }
            let nested = entries.filter { spec?.stateValues[$0.name] != nil }
            let open = inner + "<state key=\"\(state)\"" + scalars.map { " \($0.name)=\"\($0.value.writtenText.xmlEscaped)\"" }.joined()
            guard !nested.isEmpty else { children += open + "/>\n"; continue }
            children += open + ">\n" + nested.map { valueElement($0.value, key: $0.name, indent: inner + "  ") }.joined() + inner + "</state>\n"
        }
        if !segments.isEmpty {
            children += wrapped("segments", indent: inner, segments.keys.sorted().map { segment(segments[$0] ?? [], indent: inner + "  ") }.joined())
        }
        children += node.embedded.map { write($0, depth: depth + 1) }.joined()
        if !node.subviews.isEmpty {
            children += wrapped("subviews", indent: inner, node.subviews.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.constraints.isEmpty {
            children += wrapped("constraints", indent: inner, node.constraints.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.prototypes.isEmpty {
            children += wrapped("prototypes", indent: inner, node.prototypes.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.runtimeAttributes.isEmpty {
            children += wrapped(
                "userDefinedRuntimeAttributes", indent: inner, node.runtimeAttributes.map { runtimeAttribute($0, indent: inner + "  ") }.joined())
        }
        if !node.connections.isEmpty || !node.segues.isEmpty {
            let entries = node.connections.map { connection($0, indent: inner + "  ") } + node.segues.map { segue($0, indent: inner + "  ") }
            children += wrapped("connections", indent: inner, entries.joined())
        }
        let open = indent + "<" + node.element + attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
        return children.isEmpty ? open + "/>\n" : open + ">\n" + children + indent + "</" + node.element + ">\n"
    }

    /// `<name>`, the lines, `</name>`.
    static func wrapped(_ name: String, indent: String, _ lines: String) -> String {
        indent + "<\(name)>\n" + lines + indent + "</\(name)>\n"
    }

    /// `<segment title="One" enabled="NO"/>`: the title first, as Xcode writes it, then the rest.
    static func segment(_ settings: [(name: String, value: NibValue)], indent: String) -> String {
        let ordered = settings.filter { $0.name == "title" } + settings.filter { $0.name != "title" }
        return indent + "<segment" + ordered.map { " \($0.name)=\"\($0.value.writtenText.xmlEscaped)\"" }.joined() + "/>\n"
    }

    static func runtimeAttribute(_ attribute: RuntimeAttribute, indent: String) -> String {
        let head = indent + "<userDefinedRuntimeAttribute type=\"\(attribute.value.typeName)\" keyPath=\"\(attribute.keyPath.xmlEscaped)\""
        switch attribute.value {
        case .null: return head + "/>\n"
        case .color, .rect, .point, .size:
            return head + ">\n" + valueElement(attribute.value, key: "value", indent: indent + "  ") + indent + "</userDefinedRuntimeAttribute>\n"
        default: return head + " value=\"\(attribute.value.writtenText.xmlEscaped)\"/>\n"
        }
    }

    static func connection(_ connection: Connection, indent: String) -> String {
        let destination = "destination=\"\(connection.destination.xmlEscaped)\""
        switch connection.kind {
        case .outlet: return indent + "<outlet property=\"\(connection.name.xmlEscaped)\" \(destination)/>\n"
        case .outletCollection: return indent + "<outletCollection property=\"\(connection.name.xmlEscaped)\" \(destination)/>\n"
        case .action(let event):
            return indent + "<action selector=\"\(connection.name.xmlEscaped)\" \(destination)" + (event.map { " eventType=\"\($0)\"" } ?? "") + "/>\n"
        }
    }

    /// `<segue destination="b" kind="show" identifier="Next"/>`: where it leads and its kind,
    /// then the rest alphabetically.
    static func segue(_ segue: Segue, indent: String) -> String {
        let optional: [(String, String?)] = [
            ("customClass", segue.customClass), ("id", segue.id), ("identifier", segue.identifier),
            ("modalPresentationStyle", segue.modalPresentationStyle), ("relationship", segue.relationship), ("unwindAction", segue.unwindAction),
        ]
        let attributes = [("destination", segue.destination), ("kind", segue.kind.rawValue)] + optional.compactMap { name, value in value.map { (name, $0) } }
        return indent + "<segue" + attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined() + "/>\n"
    }

    static func valueElement(_ value: NibValue, key: String, indent: String) -> String {
        switch value {
        case .rect(let r): return indent + "<rect key=\"\(key)\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\"/>\n"
        case .point(let p): return indent + "<point key=\"\(key)\" x=\"\(p.x)\" y=\"\(p.y)\"/>\n"
        case .size(let s): return indent + "<size key=\"\(key)\" width=\"\(s.width)\" height=\"\(s.height)\"/>\n"
        case .color(let color):
            switch color {
            case .default: return indent + "<color key=\"\(key)\" name=\"default\"/>\n"
            case .index(let i) where i < 16: return indent + "<color key=\"\(key)\" name=\"\(Color.names[Int(i)])\"/>\n"
            case .index(let i): return indent + "<color key=\"\(key)\" index=\"\(i)\"/>\n"
            case .rgb(let r, let g, let b):
                let hex = [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
                return indent + "<color key=\"\(key)\" hex=\"#\(hex)\"/>\n"
            }
        case .autoresizingMask(let mask):
            let flags = AutoresizingMask.xibNames.filter { mask.contains($0.1) }.map { " \($0.0)=\"YES\"" }.joined()
            return indent + "<autoresizingMask key=\"\(key)\"\(flags)/>\n"
        default:
            return ""
        }
    }
}
