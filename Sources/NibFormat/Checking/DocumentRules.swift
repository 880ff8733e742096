/// What every screen document holds, however it was read: ids present and unique, placeholders
/// at the top, only views as subviews, each property one the element has and of its type, and
/// every connection's destination in the screen. The XML reader checks these as it reads, with
/// each attribute's place; a compiled screen is checked here once decoded, with the same
/// messages, so a crafted `.nibc` cannot load what its `.xib` could not.
public enum DocumentRules {
    /// Every problem of the document: ids first, then each object's, in document order.
    /// Nodes are borrowed, never copied, and specs shared: it runs on every compiled read.
    public static func problems(in document: NibDocument) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var firstLines: [String: Int] = [:]
        func claim(_ node: borrowing ObjectNode) {
            if node.id.isEmpty {
                problems.append(emptyID(node.element, at: node.location))
            } else if let line = firstLines[node.id] {
                problems.append(duplicateID(node.id, firstLine: line, at: node.location))
            } else {
                firstLines[node.id] = node.location.line
            }
            for index in node.embedded.indices { claim(node.embedded[index]) }
            for index in node.subviews.indices { claim(node.subviews[index]) }
        }
        func check(_ node: borrowing ObjectNode, topLevel: Bool) {
            guard let shared = Vocabulary.sharedElement(MarkupName(node.element)) else { return }
            if shared.spec.role == .placeholder && !topLevel { problems.append(misplacedPlaceholder(at: node.location)) }
            for index in node.properties.indices {
                let (name, property) = node.properties[index]
                guard let type = shared.spec.propertyType(name) else {
                    problems.append(
                        unknownAttribute(name, on: node.element, at: property.location, allowed: Array(shared.spec.attributes.keys) + shared.spec.values.keys))
                    continue
                }
                if !type.accepts(property.value) { problems.append(badValue(property.value.description, name: name, expected: type, at: property.location)) }
            }
            for connection in node.connections where firstLines[connection.destination] == nil {
                problems.append(danglingDestination(connection, from: copy node, ids: firstLines.keys.sorted()))
            }
            for index in node.embedded.indices {
                let role = Vocabulary.sharedElement(MarkupName(node.embedded[index].element))?.role
                if let role, shared.spec.embeds[node.embedded[index].key ?? ""]?.contains(role) != true {
                    problems.append(notEmbeddable(node.embedded[index], in: copy node))
                }
                check(node.embedded[index], topLevel: false)
            }
            for index in node.subviews.indices {
                let role = Vocabulary.sharedElement(MarkupName(node.subviews[index].element))?.role
                if let role, !shared.spec.allowsSubviews || !role.isView || role == .window {
                    problems.append(notASubview(node.subviews[index].element, at: node.subviews[index].location))
                }
                check(node.subviews[index], topLevel: false)
            }
        }
        for index in document.objects.indices { claim(document.objects[index]) }
        for index in document.objects.indices { check(document.objects[index], topLevel: true) }
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
