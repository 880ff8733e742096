import NibKit

/// Every class `nibtool validate` can see: NibKit's own, described from the running library as
/// the loader describes them, plus the app's, found by scanning its Swift sources.
public final class ClassCatalog: ClassDescriptions {
    private(set) var classes: [String: ClassDescription] = [:]
    /// Whether the app's sources were scanned: only then is an unknown custom class an error.
    public private(set) var knowsEveryClass = false
    /// How the scanned sources load screens (external objects supplied, `nibName`s, views made in code).
    public var usage = SourceUsage()

    /// NibKit's built-in classes, as registered with `ClassRegistry.shared`.
    public static func builtIn() -> ClassCatalog {
        let catalog = ClassCatalog()
        for description in ClassRegistry.shared.descriptions { catalog.classes[description.name] = description }
        return catalog
    }

    /// Adds the classes found in an app's sources: a class declared in several places (or
    /// extended) is merged; an extension of a NibKit class adds to it. A class that adopts a
    /// protocol of the sources adopts those it refines too (`usage.protocolRefinements`).
    public func add(scanned: [ClassDescription]) {
        knowsEveryClass = true
        for description in scanned { classes[description.name, default: description].merge(description) }
        for (name, description) in classes { classes[name]?.protocols = refined(description.protocols) }
    }

    /// `protocols` and every protocol they refine, through the sources' declarations.
    private func refined(_ protocols: Set<String>) -> Set<String> {
        var all = protocols
        var next = Array(protocols)
        while let name = next.popLast() {
            for parent in usage.protocolRefinements[name] ?? [] where all.insert(parent).inserted { next.append(parent) }
        }
        return all
    }

    /// A class by name; module-qualified names (`Demos.RedButton`) are looked up by their last part.
    public func description(named name: String) -> ClassDescription? {
        classes[name] ?? name.lastIndex(of: ".").flatMap { classes[String(name[name.index(after: $0)...])] }
    }

    /// The class a node names: a placeholder's declared class, or the class an object is made of.
    public func description(of node: ObjectNode) -> ClassDescription? {
        if node.isPlaceholder { return node.customClass.flatMap(description(named:)) }
        return description(named: node.className(in: .nibKit))
    }

    /// Every class the catalog knows, sorted, for "did you mean".
    public var classNames: [String] { classes.keys.sorted() }
}
