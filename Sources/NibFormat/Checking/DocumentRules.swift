import Suggestions

/// What every screen document holds, however it was read: ids present and unique, placeholders
/// at the top, only views as subviews, each property one the element has and of its type, and
/// every connection's destination in the screen. A reader checks what the model cannot hold
/// (an unknown element or attribute, a bad value) as it reads; where objects stand and what
/// they connect to is checked once the model is built, by one pass for every reader
/// (`StructureRules`), with these messages: a crafted `.nibc` cannot load what its `.xib`
/// could not, and says so in the same words.
public enum DocumentRules {
    /// An object without an id, or with an empty one.
    package static func missingID(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingID, "\(element) has no id", at: location)
    }

    package static func duplicateID(_ id: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateID, "id '\(id)' is already used at line \(firstLine)", at: location, objectID: id)
    }

    package static func misplacedPlaceholder(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.misplacedPlaceholder, "a placeholder belongs directly in <objects>", at: location)
    }

    package static func misplacedConstraint(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "a constraint belongs in the <constraints> of the view that holds it", at: location, key: "constraint")
    }

    package static func misplacedLayoutGuide(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownElement, "a layout guide belongs inside the view it guides (<viewLayoutGuide key=\"safeArea\" .../>)", at: location,
            key: "viewLayoutGuide")
    }

    package static func notASubview(_ element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "<\(element)> cannot be a subview; only views can", at: location, key: element)
    }

    package static func unknownElement(_ name: String, in parent: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(.unknownElement, "unknown element <\(name)> in <\(parent)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
    }

    package static func unknownAttribute(_ name: String, on element: String, at location: SourceLocation, allowed: [String]) -> Diagnostic {
        Diagnostic(
            .unknownAttribute, "unknown attribute '\(name)' on <\(element)>", at: location, key: name, suggestion: Suggestion.nearest(to: name, in: allowed))
    }

    package static func badValue(_ written: String, name: String, expected: ValueType, at location: SourceLocation, objectID: String? = nil) -> Diagnostic {
        if written.utf8.count > NibDocument.maximumTextLength {
            return Diagnostic(
                .badValue, "the \(name) is \(written.utf8.count) bytes long, more than the \(NibDocument.maximumTextLength >> 20) MB a text may be",
                at: location, objectID: objectID, key: name)
        }
        // A value may be long: the message shows its start.
        let shown = written.count > 40 ? written.prefix(40) + "…" : written
        return Diagnostic(.badValue, "'\(shown)' is not a valid \(name): expected \(expected)", at: location, objectID: objectID, key: name)
    }

    package static func missingAttribute(_ name: String, of node: borrowing ObjectNode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingAttribute, "\(node.element) '\(node.id)' needs the attribute '\(name)'", at: location, objectID: node.id, key: name)
    }

    /// A property given twice (`described`: how the message names it, `highlighted title`).
    package static func setTwice(_ key: String, described: String? = nil, of node: borrowing ObjectNode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.badValue, "\(node.label) sets its \(described ?? key) twice", at: location, objectID: node.id, key: key)
    }

    package static func missingKeyPath(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingAttribute, "a runtime attribute needs a keyPath", at: location, key: "keyPath")
    }

    package static func unknownRuntimeAttributeType(_ type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .badValue, "unknown runtime attribute type '\(type)'", at: location, key: "type",
            suggestion: Suggestion.nearest(to: type, in: Vocabulary.runtimeAttributeTypes))
    }

    /// An element nested past `NibDocument.maximumElementDepth`, in either form.
    package static func nestedTooDeeply(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.limitExceeded, "elements nested more than \(NibDocument.maximumElementDepth) deep", at: location)
    }

    // MARK: Rules over decoded values, for both readers

    /// A connection's own rules: a name and a destination; an action's control event one UIKit
    /// names, given for a control's action and not for a gesture recognizer's, and no action
    /// sent by a placeholder. `eventLocation` is where the XML wrote the event, when it did.
    package static func problems(
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
        // A gesture recognizer sends its action when it recognizes, an item when it is used.
        let eventless = role == .gestureRecognizer ? "gesture recognizer" : Vocabulary.actionItems[source.element]
        if let eventless, event != nil {
            return [
                Diagnostic(
                    .unknownAttribute, "a \(eventless)'s action has no eventType", at: eventLocation ?? connection.location, objectID: source.id,
                    key: "eventType")
            ]
        } else if role == .placeholder {
            return [
                Diagnostic(
                    .unknownElement, "a placeholder cannot send actions; connect the action from the control", at: connection.location,
                    objectID: source.id)
            ]
        } else if eventless == nil && event == nil {
            return [
                Diagnostic(
                    .missingAttribute, "the action '\(connection.name)' on \(source.label) needs an eventType (such as touchUpInside)",
                    at: connection.location, objectID: source.id, key: "eventType")
            ]
        }
        return []
    }

    /// Whether a connection is whole enough for its destination to be checked: it names a
    /// property or selector and a destination, and an event only if a known one. Both readers
    /// ask, so both report a dangling destination alike.
    package static func checksDestination(of connection: Connection) -> Bool {
        !connection.name.isEmpty && !connection.destination.isEmpty && connection.eventType.map(Vocabulary.controlEvents.contains) != false
    }

    /// A runtime attribute's own rules: a key path, and a value of one of the types a runtime
    /// attribute may have, within that type's bounds. (The XML reader holds to them as it parses.)
    package static func problems(of attribute: RuntimeAttribute) -> [Diagnostic] {
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
    package static func fieldProblems(of node: borrowing ObjectNode, _ spec: ElementSpec.Shared) -> [Diagnostic] {
        // Most objects have none of these fields: the compiled reader asks this of every one.
        let isPlaceholder = spec.spec.role == .placeholder
        guard node.placeholderIdentifier != nil || node.key != nil || !spec.spec.required.isEmpty || (isPlaceholder && !node.runtimeAttributes.isEmpty)
        else { return [] }
        var problems: [Diagnostic] = []
        if node.placeholderIdentifier != nil && spec.spec.role != .placeholder {
            problems.append(unknownAttribute("placeholderIdentifier", on: spec.spec.name, at: node.location, allowed: spec.spec.attributeNames))
        }
        if node.key != nil && spec.spec.attributes["key"] == nil {
            problems.append(unknownAttribute("key", on: spec.spec.name, at: node.location, allowed: spec.spec.attributeNames))
        }
        for name in spec.spec.required where (name == "placeholderIdentifier" ? node.placeholderIdentifier == nil : node.properties[name] == nil) {
            problems.append(missingAttribute(name, of: node, at: node.location))
        }
        if spec.spec.role == .placeholder, let first = node.runtimeAttributes.first {
            problems.append(unknownElement("userDefinedRuntimeAttributes", in: spec.spec.name, at: first.location, allowed: ["connections"]))
        }
        return problems
    }

    /// The object past `NibDocument.maximumObjects`, in one screen or in one load.
    public static func tooManyObjects(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "more than \(NibDocument.maximumObjects) objects (in one load, embedded screens included); split the screen",
            at: location)
    }

    package static func danglingDestination(_ connection: Connection, from source: ObjectNode, ids: [String]) -> Diagnostic {
        Diagnostic(
            .danglingDestination, "\(source.label) connects '\(connection.name)' to '\(connection.destination)', which no object in this screen has as id",
            at: connection.location, objectID: source.id, key: connection.name, suggestion: Suggestion.nearest(to: connection.destination, in: ids))
    }

    // MARK: Constraints

    /// A constraint's item that is neither its holder nor inside it (`item`: how the message names
    /// it, when known).
    public static func itemOutsideHolder(_ constraint: ObjectNode, holder: ObjectNode, key: String = "firstItem", item: String? = nil) -> Diagnostic {
        Diagnostic(
            .badConstraint,
            "the \(key) of \(constraint.label) is \(item ?? "a view"), outside \(holder.label) that holds it: a constraint relates its holder and views inside it",
            at: constraint.properties[key]?.location ?? constraint.location, objectID: constraint.id, key: key)
    }

    /// The rules over the whole document, which every reader leaves to one pass once the model
    /// is built: its structure (`StructureRules`), the prototypes' census (when a table has
    /// prototypes) and the constraints' rules (when a view has constraints). A storyboard's scenes are checked too
    /// (`StoryboardRules`), as is a screen with segues.
    /// `structure`: the rules of structure, given each object as its reader built it.
    package static func wholeDocumentProblems(
        in document: NibDocument, structure rules: StructureRules, hasConstraints: Bool, hasPrototypes: Bool, hasSegues: Bool
    ) -> [Diagnostic] {
        var rules = rules
        let structure = rules.problems()
        let objects = document.isStoryboard ? document.scenes.flatMap(\.objects) : document.objects
        let census = hasPrototypes ? PrototypeCensus(objects) : nil
        let constraints = hasConstraints ? constraintProblems(in: objects, prototypes: census, vocabulary: document.vocabulary) : []
        return structure + (census?.problems ?? []) + constraints + (document.isStoryboard || hasSegues ? StoryboardRules.problems(in: document) : [])
    }

    /// Every constraint's rules, checked once the whole document is read, since its items may be
    /// written after it: each item is the id of a view that is its holder or inside it, or of
    /// such a view's layout guide, on the same side of a prototype cell's edge; a second item
    /// comes with a second attribute and the reverse; the two attributes are both sizes or both
    /// positions, positions on one axis and both by reading direction or both by side; a position
    /// is related to another item, by a multiplier other than 0. `prototypes`: the document's
    /// census, nil when it has no prototypes. `vocabulary` says which elements are views.
    public static func constraintProblems(in objects: [ObjectNode], prototypes: PrototypeCensus?, vocabulary: Vocabulary) -> [Diagnostic] {
        var checker = ConstraintChecker(objects: objects, vocabulary: vocabulary)
        checker.prototypeOf = prototypes?.prototypeOf ?? [:]
        checker.place(objects)
        checker.check(objects)
        return checker.problems
    }
}

/// `DocumentRules.constraintProblems`: every object placed in document order, so that a view's
/// tree is the run of places from the view's own to the end of its subtree; then each holder's
/// constraints checked against those places.
///
/// The nodes are walked by index and not kept: a node copied (into a loop's variable, or a
/// place) retains and releases each of its dozen fields.
private struct ConstraintChecker {
    struct Place {
        /// The object's place in document order, and the place after its subtree.
        var start: Int
        var end: Int
        /// Whether constraints may name it: a view, or a view's layout guide.
        var isItem: Bool
    }

    /// The objects checked, for a label in a message.
    let objects: [ObjectNode]
    var places: [String: Place] = [:]
    /// The prototype cell each object inside one belongs to (`PrototypeCensus`).
    var prototypeOf: [String: String] = [:]
    var count = 0
    var problems: [Diagnostic] = []

    /// What each element is, to tell views and guides from other objects.
    let vocabulary: Vocabulary

    init(objects: [ObjectNode], vocabulary: Vocabulary) {
        self.objects = objects
        self.vocabulary = vocabulary
    }

    mutating func place(_ nodes: [ObjectNode]) {
        for index in nodes.indices {
            let start = count
            count += 1
            place(nodes[index].embedded)
            place(nodes[index].subviews)
            place(nodes[index].constraints)
            place(nodes[index].prototypes)
            let role = vocabulary.element(nodes[index].element)?.role
            let isItem = (role?.isView == true || role == .layoutGuide) && !nodes[index].isPlaceholder
            // The first object with an id keeps it, as reading reports a repeated one. A guide is
            // placed inside its view, so it is in a holder's tree exactly when its view is.
            if places[nodes[index].id] == nil { places[nodes[index].id] = Place(start: start, end: count, isItem: isItem) }
        }
    }

    /// The label of the object at a place, for a message: found again by walking to it, as
    /// labels are made only when there is a message to write (a label for every object cost
    /// more than the rest of the check, in Howdy's start).
    func label(of place: Place) -> String {
        var (index, label) = (0, "")
        NibDocument.forEachObject(inOrder: objects) { siblings, at in
            if index == place.start { label = siblings[at].label }
            index += 1
        }
        return label
    }

    mutating func check(_ nodes: [ObjectNode]) {
        NibDocument.forEachObject(inOrder: nodes) { siblings, index in
            guard !siblings[index].constraints.isEmpty, let holder = places[siblings[index].id] else { return }
            for constraint in siblings[index].constraints { check(constraint, heldBy: (siblings, index), at: holder) }
        }
    }

    /// The holder is named by its place (its siblings and index), read only for a message.
    mutating func check(_ constraint: ObjectNode, heldBy holderNode: (siblings: [ObjectNode], index: Int), at holder: Place) {
        guard constraint.element == "constraint" else { return }  // reported where it stands
        func location(_ key: String) -> SourceLocation { constraint.properties[key]?.location ?? constraint.location }
        func problem(_ code: DiagnosticCode, _ message: String, key: String) {
            problems.append(Diagnostic(code, message, at: location(key), objectID: constraint.id, key: key))
        }
        var label: String { constraint.label }
        for key in ["firstItem", "secondItem"] {
            guard let id = constraint.string(forKey: key) else { continue }
            guard let item = places[id] else {
                let ids = places.filter { $0.value.isItem && (holder.start..<holder.end).contains($0.value.start) }.keys.sorted()
                problems.append(
                    Diagnostic(
                        .danglingDestination, "\(label) names '\(id)' as its \(key), which no object in this screen has as id", at: location(key),
                        objectID: constraint.id, key: key, suggestion: Suggestion.nearest(to: id, in: ids)))
                continue
            }
            if let prototype = prototypeOf[id] ?? prototypeOf[constraint.id], prototypeOf[id] != prototypeOf[constraint.id] {
                problems.append(PrototypeCensus.constraintAcrossEdge(constraint, key: key, item: self.label(of: item), prototype: prototype))
            } else if !item.isItem {
                problem(
                    .badConstraint, "the \(key) of \(label) is \(self.label(of: item)), which is not a view: constraints relate views and their layout guides",
                    key: key)
            } else if !(holder.start..<holder.end).contains(item.start) {
                problems.append(
                    DocumentRules.itemOutsideHolder(constraint, holder: holderNode.siblings[holderNode.index], key: key, item: self.label(of: item)))
            }
        }
        let first = constraint.string(forKey: "firstAttribute").flatMap(LayoutAttribute.init(rawValue:))
        let secondAttribute = constraint.string(forKey: "secondAttribute").flatMap(LayoutAttribute.init(rawValue:))
        let second = secondAttribute == .notAnAttribute ? nil : secondAttribute
        let secondItem = constraint.string(forKey: "secondItem")
        if first == .notAnAttribute {
            problem(.badConstraint, "\(label) has notAnAttribute as its firstAttribute: it must name a part of a view", key: "firstAttribute")
        }
        if let secondItem, second == nil {
            problems.append(
                Diagnostic(
                    .missingAttribute, "\(label) relates to '\(secondItem)' but has no secondAttribute", at: constraint.location, objectID: constraint.id,
                    key: "secondAttribute"))
        } else if secondItem == nil, let second {
            problems.append(
                Diagnostic(
                    .missingAttribute, "\(label) has the secondAttribute \(second.rawValue) but no secondItem", at: constraint.location,
                    objectID: constraint.id, key: "secondItem"))
        }
        guard let first, let firstAxis = first.axis else { return }
        guard secondItem != nil, let second, let secondAxis = second.axis else {
            if !first.isSize && secondItem == nil && second == nil {
                problem(
                    .badConstraint, "\(label) places \(first.rawValue) by a constant alone: a position needs a secondItem to be relative to",
                    key: "firstAttribute")
            }
            return
        }
        // Sizes may be related across axes (an aspect ratio: width to height); positions may not.
        if first.isSize != second.isSize {
            problem(.badConstraint, "\(label) relates \(first.rawValue) to \(second.rawValue): a size cannot be related to a position", key: "secondAttribute")
        } else if first.isSize {
            return
        } else if firstAxis != secondAxis {
            problem(
                .badConstraint, "\(label) relates \(first.rawValue) to \(second.rawValue): positions on different axes cannot be related",
                key: "secondAttribute")
        } else if let firstDirection = first.edgeDirection, let secondDirection = second.edgeDirection, firstDirection != secondDirection {
            problem(
                .badConstraint, "\(label) relates \(first.rawValue) to \(second.rawValue): leading and trailing cannot be related to left and right",
                key: "secondAttribute")
        } else if case .number(0)? = constraint.properties["multiplier"]?.value {
            problem(.badConstraint, "\(label) multiplies \(second.rawValue) by 0: a position's multiplier cannot be 0", key: "multiplier")
        }
    }
}

extension LayoutAttribute {
    /// Whether a horizontal edge is named by reading direction (leading, trailing) or by side
    /// (left, right), which UIKit never relates to each other; nil for the rest.
    fileprivate var edgeDirection: Bool? {
        switch withoutMargin.attribute {
        case .leading, .trailing: true
        case .left, .right: false
        default: nil
        }
    }
}
