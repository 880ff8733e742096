/// What every screen document holds, however it was read: ids present and unique, placeholders
/// at the top, only views as subviews, each property one the element has and of its type, and
/// every connection's destination in the screen. The XML reader checks these as it reads, with
/// each attribute's place; a compiled screen is checked here once decoded, with the same
/// messages, so a crafted `.nibc` cannot load what its `.xib` could not.
public enum DocumentRules {
    /// Every problem of the document, in document order.
    public static func problems(in document: NibDocument) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var firstLines: [String: Int] = [:]
        for node in document.allObjects {
            if node.id.isEmpty {
                problems.append(emptyID(node.element, at: node.location))
            } else if let line = firstLines[node.id] {
                problems.append(duplicateID(node.id, firstLine: line, at: node.location))
            } else {
                firstLines[node.id] = node.location.line
            }
        }
        let ids = firstLines.keys.sorted()
        func check(_ node: ObjectNode, topLevel: Bool) {
            guard let spec = Vocabulary.element(node.element) else { return }
            if spec.role == .placeholder && !topLevel { problems.append(misplacedPlaceholder(at: node.location)) }
            for (name, property) in node.properties {
                guard let type = spec.propertyType(name) else {
                    problems.append(unknownAttribute(name, on: node.element, at: property.location, allowed: Array(spec.attributes.keys) + spec.values.keys))
                    continue
                }
                if !type.accepts(property.value) { problems.append(badValue(property.value.description, name: name, expected: type, at: property.location)) }
            }
            for connection in node.connections where firstLines[connection.destination] == nil {
                problems.append(danglingDestination(connection, from: node, ids: ids))
            }
            for child in node.embedded {
                let allowed = spec.embeds[child.key ?? ""]
                if let role = Vocabulary.element(child.element)?.role, allowed?.contains(role) != true {
                    problems.append(notEmbeddable(child, in: node))
                }
                check(child, topLevel: false)
            }
            for subview in node.subviews {
                if let role = Vocabulary.element(subview.element)?.role, !spec.allowsSubviews || !role.isView || role == .window {
                    problems.append(notASubview(subview.element, at: subview.location))
                }
                check(subview, topLevel: false)
            }
        }
        for node in document.objects { check(node, topLevel: true) }
        return problems
    }

    // MARK: The messages, shared with the XML reader

    static func emptyID(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingID, "\(element) has an empty id", at: location)
    }

    static func duplicateID(_ id: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateID, "id '\(id)' is already used at line \(firstLine)", at: location, objectID: id)
    }

    static func misplacedPlaceholder(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.misplacedPlaceholder, "a placeholder belongs directly in <objects>", at: location)
    }

    static func notASubview(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "<\(element)> cannot be a subview; only views can", at: location, key: element)
    }

    static func notEmbeddable(_ child: ObjectNode, in parent: ObjectNode) -> Diagnostic {
        Diagnostic(
            .unknownElement, "<\(child.element)> cannot be nested in \(parent.label) as '\(child.key ?? "")'", at: child.location, objectID: child.id,
            key: child.key)
    }

    static func unknownAttribute(_ name: String, on element: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(
            .unknownAttribute, "unknown attribute '\(name)' on <\(element)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
    }

    static func badValue(_ written: String, name: String, expected: ValueType, at location: SourceLocation, objectID: String? = nil) -> Diagnostic {
        Diagnostic(.badValue, "'\(written)' is not a valid \(name): expected \(expected)", at: location, objectID: objectID, key: name)
    }

    static func danglingDestination(_ connection: Connection, from source: ObjectNode, ids: [String]) -> Diagnostic {
        Diagnostic(
            .danglingDestination, "\(source.label) connects '\(connection.name)' to '\(connection.destination)', which no object in this screen has as id",
            at: connection.location, objectID: source.id, key: connection.name, suggestion: Suggestion.nearest(to: connection.destination, in: ids))
    }
}

extension ElementSpec {
    /// The type of a property of this element as the model holds it: an attribute, a value
    /// element, or a setting of a control state (`highlighted.title`); nil if it has none.
    func propertyType(_ name: String) -> ValueType? {
        if let type = attributes[name] ?? values[name] { return type }
        guard let (_, setting) = Vocabulary.stateAndName(ofProperty: name) else { return nil }
        return stateAttributes[setting] ?? stateValues[setting]
    }
}

extension ValueType {
    /// Whether a decoded value is one this type reads: what `parse` would have made, within
    /// the same bounds (whole numbers that fit, cells within `Rect.cellLimit`).
    func accepts(_ value: NibValue) -> Bool {
        func cells(_ numbers: Int...) -> Bool { numbers.allSatisfy { abs($0) <= Rect.cellLimit } }
        switch (self, value) {
        case (.bool, .bool), (.color, .color), (.autoresizingMask, .autoresizingMask), (.string, .string): return true
        case (.integer, .number(let number)): return Int(exactly: number) != nil
        case (.number, .number(let number)): return number.isFinite
        case (.choice(let options), .string(let text)): return options.contains(text)
        case (.rect, .rect(let r)): return cells(r.x, r.y, r.width, r.height) && r.width >= 0 && r.height >= 0
        case (.point, .point(let p)): return cells(p.x, p.y)
        case (.size, .size(let s)): return cells(s.width, s.height)
        default: return false
        }
    }
}
