/// What every screen document holds, however it was read: ids present and unique, placeholders
/// at the top, only views as subviews, each property one the element has and of its type, and
/// every connection's destination in the screen. The XML reader and the compiled reader each
/// check these as they read, and report them with these messages, so a crafted `.nibc` cannot
/// load what its `.xib` could not, and says so in the same words.
public enum DocumentRules {
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
        if written.utf8.count > NibDocument.maximumTextLength {
            return Diagnostic(
                .badValue, "the \(name) is \(written.utf8.count) bytes long, more than the \(NibDocument.maximumTextLength >> 20) MB a text may be",
                at: location, objectID: objectID, key: name)
        }
        // A value may be long: the message shows its start.
        let shown = written.count > 40 ? written.prefix(40) + "…" : written
        return Diagnostic(.badValue, "'\(shown)' is not a valid \(name): expected \(expected)", at: location, objectID: objectID, key: name)
    }

    static func missingAttribute(_ name: String, of node: borrowing ObjectNode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingAttribute, "\(node.element) '\(node.id)' needs the attribute '\(name)'", at: location, objectID: node.id, key: name)
    }

    /// A property given twice (`described`: how the message names it, `highlighted title`).
    static func setTwice(_ key: String, described: String? = nil, of node: borrowing ObjectNode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.badValue, "\(node.label) sets its \(described ?? key) twice", at: location, objectID: node.id, key: key)
    }

    static func missingKeyPath(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingAttribute, "a runtime attribute needs a keyPath", at: location, key: "keyPath")
    }

    static func unknownRuntimeAttributeType(_ type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .badValue, "unknown runtime attribute type '\(type)'", at: location, key: "type",
            suggestion: Suggestion.nearest(to: type, in: Vocabulary.runtimeAttributeTypes))
    }

    /// An element nested past `NibDocument.maximumElementDepth`, in either form.
    static func nestedTooDeeply(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.limitExceeded, "elements nested more than \(NibDocument.maximumElementDepth) deep", at: location)
    }

    // MARK: Rules over decoded values, for both readers

    /// A connection's own rules: a name and a destination; an action's control event one UIKit
    /// names, given for a control's action and not for a gesture recognizer's, and no action
    /// sent by a placeholder. `eventLocation` is where the XML wrote the event, when it did.
    static func problems(
        of connection: Connection, from source: borrowing ObjectNode, role: ElementSpec.Role, eventLocation: SourceLocation? = nil
    ) -> [Diagnostic] {
        let element: String
        let nameKey: String
        switch connection.kind {
        case .outlet: (element, nameKey) = ("outlet", "property")
        case .outletCollection: (element, nameKey) = ("outletCollection", "property")
        case .action: (element, nameKey) = ("action", "selector")
        }
        var problems: [Diagnostic] = []
        func needs(_ key: String) {
            problems.append(
                Diagnostic(.missingAttribute, "<\(element)> on \(source.label) needs '\(key)'", at: connection.location, objectID: source.id, key: key))
        }
        if connection.name.isEmpty { needs(nameKey) }
        if connection.destination.isEmpty { needs("destination") }
        guard problems.isEmpty, case .action(let event) = connection.kind else { return problems }
        if let event, !Vocabulary.controlEvents.contains(event) {
            return [
                Diagnostic(
                    .badValue, "unknown control event '\(event)'", at: eventLocation ?? connection.location, objectID: source.id, key: "eventType",
                    suggestion: Suggestion.nearest(to: event, in: Vocabulary.controlEvents))
            ]
        }
        if role == .gestureRecognizer, event != nil {
            return [
                Diagnostic(
                    .unknownAttribute, "a gesture recognizer's action has no eventType", at: eventLocation ?? connection.location, objectID: source.id,
                    key: "eventType")
            ]
        } else if role == .placeholder {
            return [
                Diagnostic(
                    .unknownElement, "a placeholder cannot send actions; connect the action from the control", at: connection.location,
                    objectID: source.id)
            ]
        } else if role != .gestureRecognizer && event == nil {
            return [
                Diagnostic(
                    .missingAttribute, "the action '\(connection.name)' on \(source.label) needs an eventType (such as touchUpInside)",
                    at: connection.location, objectID: source.id, key: "eventType")
            ]
        }
        return []
    }

    /// A runtime attribute's own rules: a key path, and a value of one of the types a runtime
    /// attribute may have, within that type's bounds. (The XML reader holds to them as it parses.)
    static func problems(of attribute: RuntimeAttribute) -> [Diagnostic] {
        if attribute.keyPath.isEmpty { return [missingKeyPath(at: attribute.location)] }
        if case .null = attribute.value { return [] }
        guard let type = ValueType.ofRuntimeAttribute(attribute.value) else {
            return [unknownRuntimeAttributeType(attribute.value.typeName, at: attribute.location)]
        }
        if type.accepts(attribute.value) { return [] }
        return [badValue(attribute.value.writtenText, name: attribute.keyPath, expected: type, at: attribute.location)]
    }

    /// An object's own fields, which the XML reader reads only where its element has them: a
    /// placeholder identifier only on a placeholder, a key only where the element takes one,
    /// every required attribute, and runtime attributes not on a placeholder.
    static func fieldProblems(of node: borrowing ObjectNode, _ spec: ElementSpec.Shared) -> [Diagnostic] {
        // Most objects have none of these fields: the compiled reader asks this of every one.
        let isPlaceholder = spec.spec.role == .placeholder
        guard node.placeholderIdentifier != nil || node.key != nil || !spec.spec.required.isEmpty || (isPlaceholder && !node.runtimeAttributes.isEmpty)
        else { return [] }
        var problems: [Diagnostic] = []
        if node.placeholderIdentifier != nil && spec.role != .placeholder {
            problems.append(unknownAttribute("placeholderIdentifier", on: spec.name, at: node.location, allowed: spec.attributeNames))
        }
        if node.key != nil && spec.attributes["key"] == nil {
            problems.append(unknownAttribute("key", on: spec.name, at: node.location, allowed: spec.attributeNames))
        }
        for name in spec.required where (name == "placeholderIdentifier" ? node.placeholderIdentifier == nil : node.properties[name] == nil) {
            problems.append(missingAttribute(name, of: node, at: node.location))
        }
        if spec.role == .placeholder, let first = node.runtimeAttributes.first {
            problems.append(unknownElement("userDefinedRuntimeAttributes", in: spec.name, at: first.location, allowed: ["connections"]))
        }
        return problems
    }

    /// The object past `NibDocument.maximumObjects`, in one screen or in one load.
    public static func tooManyObjects(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "more than \(NibDocument.maximumObjects) objects (in one load, embedded screens included); split the screen",
            at: location)
    }

    static func danglingDestination(_ connection: Connection, from source: ObjectNode, ids: [String]) -> Diagnostic {
        Diagnostic(
            .danglingDestination, "\(source.label) connects '\(connection.name)' to '\(connection.destination)', which no object in this screen has as id",
            at: connection.location, objectID: source.id, key: connection.name, suggestion: Suggestion.nearest(to: connection.destination, in: ids))
    }
}
