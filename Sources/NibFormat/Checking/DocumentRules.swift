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
        /// The ids, sorted for "did you mean", once a destination is missing.
        var sortedIDs: [String]?
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
                if sortedIDs == nil { sortedIDs = firstLines.keys.sorted() }
                problems.append(danglingDestination(connection, from: copy node, ids: sortedIDs ?? []))
            }
            for index in node.embedded.indices {
                let role = Vocabulary.sharedElement(MarkupName(node.embedded[index].element))?.role
                if let role, !shared.spec.embeds(role, as: node.embedded[index].key) {
                    problems.append(
                        unknownElement(
                            node.embedded[index].element, in: node.element, at: node.embedded[index].location,
                            allowed: shared.spec.embeddableElements.map(\.name)))
                }
                check(node.embedded[index], topLevel: false)
            }
            if !shared.spec.allowsSubviews, let first = node.subviews.first {
                problems.append(unknownElement("subviews", in: node.element, at: first.location, allowed: shared.spec.embeddableElements.map(\.name)))
            }
            for index in node.subviews.indices {
                let role = Vocabulary.sharedElement(MarkupName(node.subviews[index].element))?.role
                if let role, !role.canBeSubview {
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

    static func unknownElement(_ name: String, in parent: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(.unknownElement, "unknown element <\(name)> in <\(parent)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
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
