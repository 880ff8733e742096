import NibFormat
import ScreenReading
import TerminalCells

/// Writes a `NibDocument` in canonical form: 2-space indent, identity attributes
/// (placeholderIdentifier or key, id, customClass, userLabel) then the rest alphabetically;
/// value elements (frame first), states, segments, nested objects, subviews, constraints,
/// prototypes, runtime attributes, connections. The file's comments are kept, where
/// `CommentPlacement` says.
final class ScreenWriter {
    /// Writes `document`, keeping `comments` (those of the file it was read from).
    static func write(_ document: NibDocument, comments: [XMLComment] = []) -> String {
        // A first writing notes where lines and end tags go; the comments are placed among them.
        let noted = CommentPlacement.noting()
        _ = ScreenWriter(noted).write(document)
        return ScreenWriter(CommentPlacement(comments, among: noted)).write(document)
    }

    private let comments: CommentPlacement

    private init(_ comments: CommentPlacement) { self.comments = comments }

    private func write(_ document: NibDocument) -> String {
        let place = document.location
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + comments.before(place, indent: "")
        guard document.isStoryboard else {
            let objects = document.objects.map { write($0, depth: 2) }.joined()
            return head + "<document type=\"\(Vocabulary.documentType)\" version=\"\(document.version)\">\n"
                + wrapped("objects", of: place, indent: "  ", objects) + comments.end(of: place, indent: "  ") + "</document>\n" + comments.afterRoot()
        }
        let initial = document.initialViewController.map { " initialViewController=\"\($0.xmlEscaped)\"" } ?? ""
        let scenes = document.scenes.map { scene in
            let objects = scene.objects.map { write($0, depth: 4) }.joined()
            return comments.before(scene.location, indent: "    ") + "    <scene sceneID=\"\(scene.sceneID.xmlEscaped)\">\n"
                + wrapped("objects", of: scene.location, indent: "      ", objects) + comments.end(of: scene.location, indent: "      ") + "    </scene>\n"
        }
        return head + "<document type=\"\(Vocabulary.storyboardType)\" version=\"\(document.version)\"\(initial)>\n"
            // A blank line between scenes, as Xcode writes them apart.
            + wrapped("scenes", of: place, indent: "  ", scenes.joined(separator: "\n")) + comments.end(of: place, indent: "  ") + "</document>\n"
            + comments.afterRoot()
    }

    private func write(_ node: ObjectNode, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        let inner = indent + "  "
        let spec = Vocabulary.nibKit.element(node.element)
        var attributes: [(String, String)] = []
        if let identifier = node.placeholderIdentifier { attributes.append(("placeholderIdentifier", identifier)) }
        if let key = node.key { attributes.append(("key", key)) }
        // A constraint's id ends it, as Xcode writes it, after its equation.
        if node.element != "constraint" { attributes.append(("id", node.id)) }
        if let custom = node.customClass { attributes.append(("customClass", custom)) }
        if let label = node.userLabel { attributes.append(("userLabel", label)) }
        var values: [(String, Property)] = []
        var states: [String: [Setting]] = [:]
        var segments: [Int: [Setting]] = [:]
        for (name, property) in node.properties.sorted(by: { Self.precedes($0.key, $1.key, in: node.element) }) {
            let value = property.value
            if let (state, name) = Vocabulary.stateAndName(ofProperty: name) {
                states[state, default: []].append(Setting(name: name, value: value, location: property.location))
            } else if let (index, name) = Vocabulary.segmentAndName(ofProperty: name) {
                segments[index, default: []].append(Setting(name: name, value: value, location: property.location))
            } else if spec?.values[name] != nil {
                values.append((name, property))
            } else if spec?.attributes[name] == .date, case .number(let seconds) = value {
                attributes.append((name, NibDate(timeIntervalSinceReferenceDate: seconds).description))  // held as seconds, written as text
            } else {
                attributes.append((name, value.writtenText))
            }
        }
        if node.element == "constraint" { attributes.append(("id", node.id)) }
        let rank = { (name: String) -> Int in name == "frame" ? 0 : name == "autoresizingMask" ? 1 : 2 }
        values.sort { (rank($0.0), $0.0) < (rank($1.0), $1.0) }

        var children = values.map { comments.before($0.1.location, indent: inner) + Self.valueElement($0.1.value, key: $0.0, indent: inner) }.joined()
        for state in Vocabulary.controlStates {
            guard let entries = states[state] else { continue }
            let scalars = entries.filter { spec?.stateValues[$0.name] == nil }
            let nested = entries.filter { spec?.stateValues[$0.name] != nil }
            // The state's line is the place of the first thing it holds; each value nested in it has a line too.
            let place = Setting.first(entries)
            let open =
                comments.before(place, indent: inner) + inner + "<state key=\"\(state)\""
                + Self.attributes(scalars.map { ($0.name, $0.value.writtenText) })
            guard !nested.isEmpty else { children += open + "/>\n"; continue }
            let values = nested.map { value in
                comments.before(value.location == place ? nil : value.location, indent: inner + "  ")
                    + Self.valueElement(value.value, key: value.name, indent: inner + "  ")
            }
            children += open + ">\n" + values.joined() + inner + "</state>\n"
        }
        if !segments.isEmpty {
            let lines = segments.keys.sorted().map { index in
                let settings = segments[index] ?? []
                return comments.before(Setting.first(settings), indent: inner + "  ") + Self.segment(settings, indent: inner + "  ")
            }
            children += wrapped("segments", of: node.location, indent: inner, lines.joined())
        }
        children += node.embedded.map { write($0, depth: depth + 1) }.joined()
        if !node.subviews.isEmpty {
            children += wrapped("subviews", of: node.location, indent: inner, node.subviews.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.constraints.isEmpty {
            children += wrapped("constraints", of: node.location, indent: inner, node.constraints.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.prototypes.isEmpty {
            children += wrapped("prototypes", of: node.location, indent: inner, node.prototypes.map { write($0, depth: depth + 2) }.joined())
        }
        if !node.runtimeAttributes.isEmpty {
            let lines = node.runtimeAttributes.map { comments.before($0.location, indent: inner + "  ") + Self.runtimeAttribute($0, indent: inner + "  ") }
            children += wrapped("userDefinedRuntimeAttributes", of: node.location, indent: inner, lines.joined())
        }
        for variation in node.variations {
            children += comments.before(variation.location, indent: inner) + Self.variation(variation, indent: inner)
        }
        if !node.connections.isEmpty || !node.segues.isEmpty {
            let entries =
                node.connections.map { comments.before($0.location, indent: inner + "  ") + Self.connection($0, indent: inner + "  ") }
                + node.segues.map { comments.before($0.location, indent: inner + "  ") + Self.segue($0, indent: inner + "  ") }
            children += wrapped("connections", of: node.location, indent: inner, entries.joined())
        }
        children += comments.end(of: node.location, indent: inner)
        let open = comments.before(node.location, indent: indent) + indent + "<" + node.element + Self.attributes(attributes)
        return children.isEmpty ? open + "/>\n" : open + ">\n" + children + indent + "</" + node.element + ">\n"
    }

    /// `<name>`, the lines, the comments that end it, `</name>`: a wrapper of the element at `location`.
    private func wrapped(_ name: String, of location: SourceLocation, indent: String, _ lines: String) -> String {
        indent + "<\(name)>\n" + lines + comments.endOfWrapper(name, of: location, indent: indent + "  ") + indent + "</\(name)>\n"
    }

    /// The order attributes are written in: a constraint's as its equation reads (Xcode's
    /// order, `Vocabulary.constraintAttributeOrder`), every other element's by name.
    static func precedes(_ a: String, _ b: String, in element: String) -> Bool {
        guard element == "constraint" else { return a < b }
        let order = { (name: String) in constraintRanks[name] ?? constraintRanks.count }
        return (order(a), a) < (order(b), b)
    }

    private static let constraintRanks = Dictionary(uniqueKeysWithValues: Vocabulary.constraintAttributeOrder.enumerated().map { ($0.element.name, $0.offset) })

    /// ` name="value"` for each attribute, the value escaped.
    static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { name, value in " \(name)=\"\(value.xmlEscaped)\"" }.joined()
    }

    /// One value a state or a segment holds, with its place in the file.
    struct Setting {
        var name: String
        var value: NibValue
        var location: SourceLocation

        /// The place of the first of `settings` in the file.
        static func first(_ settings: [Setting]) -> SourceLocation? { settings.map(\.location).min { $0.precedes($1) } }
    }

    /// `<segment title="One" enabled="NO"/>`: the title first, as Xcode writes it, then the rest.
    static func segment(_ settings: [Setting], indent: String) -> String {
        let ordered = settings.filter { $0.name == "title" } + settings.filter { $0.name != "title" }
        return indent + "<segment" + attributes(ordered.map { ($0.name, $0.value.writtenText) }) + "/>\n"
    }

    /// `<variation key="widthClass=regular" spacing="2">`, its settings by name, then its masks:
    /// constraints', then subviews'.
    static func variation(_ variation: Variation, indent: String) -> String {
        let head =
            indent + "<variation"
            + attributes([("key", variation.condition.key)] + variation.properties.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value.writtenText) })
        guard !variation.installs.isEmpty else { return head + "/>\n" }
        var masks = ""
        for (key, isConstraint) in [("constraints", true), ("subviews", false)] {
            let installs = variation.installs.filter { $0.isConstraint == isConstraint }
            guard !installs.isEmpty else { continue }
            masks += indent + "  <mask key=\"\(key)\">\n"
            for install in installs { masks += indent + "    <\(install.isInstalled ? "include" : "exclude") reference=\"\(install.id.xmlEscaped)\"/>\n" }
            masks += indent + "  </mask>\n"
        }
        return head + ">\n" + masks + indent + "</variation>\n"
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
            ("modalPresentationStyle", segue.modalPresentationStyle), ("relationship", segue.relationship), ("trigger", segue.trigger),
            ("unwindAction", segue.unwindAction),
        ]
        let attributes = [("destination", segue.destination), ("kind", segue.kind.rawValue)] + optional.compactMap { name, value in value.map { (name, $0) } }
        return indent + "<segue" + Self.attributes(attributes) + "/>\n"
    }

    static func valueElement(_ value: NibValue, key: String, indent: String) -> String {
        switch value {
        case .rect(let r): return indent + "<rect key=\"\(key)\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\"/>\n"
        case .point(let p): return indent + "<point key=\"\(key)\" x=\"\(p.x)\" y=\"\(p.y)\"/>\n"
        case .size(let s): return indent + "<size key=\"\(key)\" width=\"\(s.width)\" height=\"\(s.height)\"/>\n"
        case .insets(let i): return indent + "<inset key=\"\(key)\" minX=\"\(i.left)\" minY=\"\(i.top)\" maxX=\"\(i.right)\" maxY=\"\(i.bottom)\"/>\n"
        case .color(let color):
            switch color {
            case .default: return indent + "<color key=\"\(key)\" name=\"default\"/>\n"
            case .index(let i) where i < 16: return indent + "<color key=\"\(key)\" name=\"\(Color.names[Int(i)])\"/>\n"
            case .index(let i): return indent + "<color key=\"\(key)\" index=\"\(i)\"/>\n"
            case .rgb(let r, let g, let b): return indent + "<color key=\"\(key)\" hex=\"\(Color.hex((r, g, b)))\"/>\n"
            }
        case .autoresizingMask(let mask):
            let flags = AutoresizingMask.xibNames.filter { mask.contains($0.1) }.map { " \($0.0)=\"YES\"" }.joined()
            return indent + "<autoresizingMask key=\"\(key)\"\(flags)/>\n"
        default:
            return ""
        }
    }
}
