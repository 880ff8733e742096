/// A screen's prototype cells, counted in one walk: which prototype each object inside one
/// belongs to, and the problems of the prototypes themselves (a cell without a reuse identifier,
/// two cells of one table with the same one, which the table could not tell apart). Both readers
/// take its problems once the whole document is read (`DocumentRules.wholeDocumentProblems`);
/// the constraint rules and `ScreenRules` ask it what lies inside a prototype, whose edge no
/// connection or constraint may cross: a prototype is made apart, once for each cell.
public struct PrototypeCensus {
    /// The id of the prototype cell each object inside one belongs to (the cell's own included).
    public private(set) var prototypeOf: [String: String] = [:]
    /// Prototype cells without a reuse identifier, and cells of one table that share one.
    public private(set) var problems: [Diagnostic] = []

    /// Counts the prototypes of `objects` and everything inside them.
    public init(_ objects: [ObjectNode]) {
        visit(objects[...], in: nil)
    }

    /// The nodes are read in their array, field by field, and passed on only to count a
    /// table's prototypes: a node copied retains and releases each of its dozen fields.
    private mutating func visit(_ nodes: ArraySlice<ObjectNode>, in prototype: String?) {
        for index in nodes.indices {
            if let prototype { prototypeOf[nodes[index].id] = prototype }
            visit(nodes[index].embedded[...], in: prototype)
            visit(nodes[index].subviews[...], in: prototype)
            visit(nodes[index].constraints[...], in: prototype)
            if !nodes[index].prototypes.isEmpty { visitPrototypes(of: nodes[index]) }
        }
    }

    private mutating func visitPrototypes(of node: ObjectNode) {
        // The first cell of each identifier, in this table.
        var firstByIdentifier: [String: ObjectNode] = [:]
        for (index, cell) in node.prototypes.enumerated() {
            visit(node.prototypes[index...index], in: cell.id)
            guard let identifier = cell.string(forKey: "reuseIdentifier") else {
                problems.append(Self.withoutIdentifier(cell))
                continue
            }
            if let first = firstByIdentifier[identifier] {
                problems.append(Self.sameIdentifier(identifier, cell, as: first, in: node))
            } else {
                firstByIdentifier[identifier] = cell
            }
        }
    }

    /// A prototype cell without a reuse identifier: the table makes it for none.
    package static func withoutIdentifier(_ cell: ObjectNode) -> Diagnostic {
        Diagnostic(
            .missingAttribute, "the prototype cell \(cell.label) needs a reuseIdentifier: the table makes it for the rows that ask for that identifier",
            at: cell.location, objectID: cell.id, key: "reuseIdentifier")
    }

    /// Two prototypes of one table with one identifier: the table would make only one of them.
    package static func sameIdentifier(_ identifier: String, _ cell: ObjectNode, as first: ObjectNode, in table: ObjectNode) -> Diagnostic {
        Diagnostic(
            .duplicateID,
            "the prototype cell \(cell.label) has the reuseIdentifier '\(identifier)' of \(first.label) (line \(first.location.line)) in \(table.label): each prototype of a table needs its own",
            at: cell.properties["reuseIdentifier"]?.location ?? cell.location, objectID: cell.id, key: "reuseIdentifier")
    }

    /// A constraint relating a view inside a prototype cell to one outside it.
    package static func constraintAcrossEdge(_ constraint: ObjectNode, key: String, item: String, prototype: String) -> Diagnostic {
        Diagnostic(
            .badConstraint,
            "the \(key) of \(constraint.label) is \(item), across the edge of the prototype cell '\(prototype)': a prototype is made apart for each cell, and its constraints relate only views within it",
            at: constraint.properties[key]?.location ?? constraint.location, objectID: constraint.id, key: key)
    }
}
