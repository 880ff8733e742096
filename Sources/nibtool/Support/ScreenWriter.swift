import NibFormat

/// Writes a `NibDocument` in canonical form (comments are not in the model): 2-space indent,
/// identity attributes (placeholderIdentifier or key, id, customClass, userLabel) then the rest
/// alphabetically; value elements (frame first), states, nested objects, subviews, runtime
/// attributes, connections.
enum ScreenWriter {
    static func write(_ document: NibDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<document type=\"\(Vocabulary.documentType)\" version=\"\(document.version)\">\n"
        out += "  <objects>\n"
        for object in document.objects { write(object, depth: 2, into: &out) }
        out += "  </objects>\n"
        out += "</document>\n"
        return out
    }

    static func write(_ node: ObjectNode, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let spec = Vocabulary.element(node.element)
        var attributes: [(String, String)] = []
        if let identifier = node.placeholderIdentifier { attributes.append(("placeholderIdentifier", identifier)) }
        if let key = node.key { attributes.append(("key", key)) }
        attributes.append(("id", node.id))
        if let custom = node.customClass { attributes.append(("customClass", custom)) }
        if let label = node.userLabel { attributes.append(("userLabel", label)) }
        var values: [(String, NibValue)] = []
        var states: [String: [(name: String, value: NibValue)]] = [:]
        for (name, property) in node.properties.sorted(by: { $0.key < $1.key }) {
            let value = property.value
            if let (state, name) = Vocabulary.stateAndName(ofProperty: name) {
                states[state, default: []].append((name, value))
            } else if spec?.values[name] != nil {
                values.append((name, value))
            } else {
                attributes.append((name, scalar(value)))
            }
        }
        let rank = { (name: String) -> Int in name == "frame" ? 0 : name == "autoresizingMask" ? 1 : 2 }
        values.sort { (rank($0.0), $0.0) < (rank($1.0), $1.0) }

        let open = indent + "<" + node.element + attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
        let hasChildren =
            !values.isEmpty || !states.isEmpty || !node.embedded.isEmpty || !node.subviews.isEmpty || !node.runtimeAttributes.isEmpty
            || !node.connections.isEmpty
        guard hasChildren else { out += open + "/>\n"; return }
        out += open + ">\n"
        for (key, value) in values { out += valueElement(value, key: key, indent: indent + "  ") }
        for state in Vocabulary.controlStates {
            guard let entries = states[state] else { continue }
            let scalars = entries.filter { spec?.stateValues[$0.name] == nil }
            let nested = entries.filter { spec?.stateValues[$0.name] != nil }
            let open = indent + "  <state key=\"\(state)\"" + scalars.map { " \($0.name)=\"\(scalar($0.value).xmlEscaped)\"" }.joined()
            guard !nested.isEmpty else { out += open + "/>\n"; continue }
            out += open + ">\n"
            for entry in nested { out += valueElement(entry.value, key: entry.name, indent: indent + "    ") }
            out += indent + "  </state>\n"
        }
        for child in node.embedded { write(child, depth: depth + 1, into: &out) }
        if !node.subviews.isEmpty {
            out += indent + "  <subviews>\n"
            for subview in node.subviews { write(subview, depth: depth + 2, into: &out) }
            out += indent + "  </subviews>\n"
        }
        if !node.runtimeAttributes.isEmpty {
            out += indent + "  <userDefinedRuntimeAttributes>\n"
            for attribute in node.runtimeAttributes {
                let head = indent + "    <userDefinedRuntimeAttribute type=\"\(attribute.value.typeName)\" keyPath=\"\(attribute.keyPath.xmlEscaped)\""
                switch attribute.value {
                case .null: out += head + "/>\n"
                case .color, .rect, .point, .size:
                    out += head + ">\n" + valueElement(attribute.value, key: "value", indent: indent + "      ")
                    out += indent + "    </userDefinedRuntimeAttribute>\n"
                default: out += head + " value=\"\(scalar(attribute.value).xmlEscaped)\"/>\n"
                }
            }
            out += indent + "  </userDefinedRuntimeAttributes>\n"
        }
        if !node.connections.isEmpty {
            out += indent + "  <connections>\n"
            for connection in node.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    let element = connection.kind == .outlet ? "outlet" : "outletCollection"
                    out += indent + "    <\(element) property=\"\(connection.name.xmlEscaped)\" destination=\"\(connection.destination.xmlEscaped)\"/>\n"
                case .action(let event):
                    out +=
                        indent + "    <action selector=\"\(connection.name.xmlEscaped)\" destination=\"\(connection.destination.xmlEscaped)\""
                        + (event.map { " eventType=\"\($0)\"" } ?? "") + "/>\n"
                }
            }
            out += indent + "  </connections>\n"
        }
        out += indent + "</" + node.element + ">\n"
    }

    /// An attribute's text: a value's description (YES, 12, 0.5), without a string's quotes.
    static func scalar(_ value: NibValue) -> String {
        if case .string(let s) = value { return s }
        return value.description
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
