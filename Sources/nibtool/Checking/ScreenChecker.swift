import Foundation
import NibFormat

/// The checks the loader makes that need classes (phases 2 to 6), made without running the
/// app: classes exist and fit their elements, outlets and collections exist on their source's
/// class, actions exist on a concrete target's class, runtime attribute key paths resolve, and
/// embedded screens exist beside the file without forming a cycle. With the sources, also what
/// the scan can tell of how the app loads the screen: a view controller's own screen connects
/// its `view` outlet, and every external object is supplied by some `externalObjects:`.
struct ScreenChecker {
    let catalog: ClassCatalog
    /// Custom classes that could not be checked (no `--sources`), for a note.
    private(set) var uncheckedClasses: Set<String> = []
    /// External objects not checked because the sources pass `externalObjects:` a non-literal dictionary.
    private(set) var uncheckedExternalObjects: Set<String> = []

    init(catalog: ClassCatalog) { self.catalog = catalog }

    mutating func check(_ document: ScreenDocument, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let nodes = document.allObjects
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let firstResponderIDs = Set(document.placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))

        /// The class to check a node against, or nil if it is unknown (and must not be guessed).
        func checkedClass(of node: ObjectNode) -> String? {
            if node.isPlaceholder {
                guard let custom = node.customClass else { return nil }
                return catalog.lookup(custom) != nil ? custom : nil
            }
            let name = node.className
            return catalog.lookup(name) != nil ? name : nil
        }

        // Classes.
        for node in nodes {
            guard let custom = node.customClass else { continue }
            guard catalog.lookup(custom) != nil else {
                if catalog.knowsAppClasses {
                    let role = node.isPlaceholder ? (node.placeholderIdentifier == Placeholder.filesOwner ? "File's Owner" : "the external object '\(node.placeholderIdentifier ?? "")'") : "\(node.element) '\(node.id)'"
                    diagnostics.append(Diagnostic(.unknownClass, "unknown class '\(custom)' for \(role): no such class in the sources or in NibKit", at: node.location,
                                                  objectID: node.id, className: custom, key: custom, suggestion: Suggestion.nearest(to: custom, in: catalog.names)))
                } else {
                    uncheckedClasses.insert(custom)
                }
                continue
            }
            if !node.isPlaceholder, let spec = Vocabulary.element(node.element),
               catalog.isClass(custom, subclassOf: spec.className) == false {
                diagnostics.append(Diagnostic(.wrongClass, "\(custom) cannot be made from <\(node.element)>: it is not a kind of \(spec.className)", at: node.location,
                                              objectID: node.id, className: custom))
            }
        }

        for node in nodes {
            // Runtime attributes.
            if let className = checkedClass(of: node) {
                for attribute in node.runtimeAttributes {
                    guard let (key, known) = catalog.keyPathProblem(attribute.keyPath, on: className) else { continue }
                    diagnostics.append(Diagnostic(.unknownKeyPath, "\(catalog.lookup(className)!.name) is not key value coding-compliant for the key '\(key)' (runtime attribute '\(attribute.keyPath)')",
                                                  at: attribute.location, objectID: node.id, className: className, key: attribute.keyPath,
                                                  suggestion: Suggestion.nearest(to: key, in: known)))
                }
            }

            for connection in node.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    let isCollection = connection.kind == .outletCollection
                    if firstResponderIDs.contains(connection.destination) {
                        diagnostics.append(Diagnostic(.danglingDestination, "an outlet cannot point at First Responder; connect '\(connection.name)' to an object",
                                                      at: connection.location, objectID: node.id, key: connection.name))
                        continue
                    }
                    guard let className = checkedClass(of: node) else { continue }
                    let (_, complete) = catalog.ancestry(of: className)
                    guard let outlet = catalog.outlet(connection.name, of: className) else {
                        if complete {
                            let owner = node.isPlaceholder ? " (\(node.placeholderIdentifier == Placeholder.filesOwner ? "File's Owner" : "external object") is a \(className))" : ""
                            diagnostics.append(Diagnostic(.unknownOutlet, "\(className) is not key value coding-compliant for the key '\(connection.name)': it has no \(isCollection ? "outlet collection" : "outlet") '\(connection.name)'\(owner)",
                                                          at: connection.location, objectID: node.id, className: className, key: connection.name,
                                                          suggestion: Suggestion.nearest(to: connection.name, in: catalog.outletNames(of: className))))
                        }
                        continue
                    }
                    if outlet.isCollection != isCollection {
                        diagnostics.append(Diagnostic(.unknownOutlet, "'\(connection.name)' on \(className) is \(outlet.isCollection ? "an outlet collection; use <outletCollection>" : "a single outlet; use <outlet>")",
                                                      at: connection.location, objectID: node.id, className: className, key: connection.name))
                        continue
                    }
                    if let type = outlet.type, catalog.lookup(type) != nil, let destination = byID[connection.destination],
                       let destinationClass = checkedClass(of: destination),
                       catalog.isClass(destinationClass, subclassOf: type) == false {
                        diagnostics.append(Diagnostic(.outletTypeMismatch, "the outlet '\(connection.name)' of \(className) holds a \(type), but '\(connection.destination)' is a \(destinationClass)",
                                                      at: connection.location, objectID: node.id, className: className, key: connection.name))
                    }
                case .action:
                    if let spec = Vocabulary.element(node.element), !node.isPlaceholder, !spec.sendsActions {
                        diagnostics.append(Diagnostic(.unknownAction, "\(node.label) cannot send actions: only controls and gesture recognizers do",
                                                      at: connection.location, objectID: node.id, key: connection.name))
                        continue
                    }
                    guard !firstResponderIDs.contains(connection.destination),
                          let destination = byID[connection.destination], let className = checkedClass(of: destination),
                          catalog.ancestry(of: className).complete else { continue }
                    let known = catalog.actions(of: className)
                    if !known.contains(connection.name) {
                        diagnostics.append(Diagnostic(.unrecognizedSelector, "unrecognized selector '\(connection.name)': \(className) has no action '\(connection.name)'" + (known.isEmpty ? "" : " (its actions: \(known.joined(separator: ", ")))"),
                                                      at: connection.location, objectID: node.id, className: className, key: connection.name,
                                                      suggestion: Suggestion.nearest(to: connection.name, in: known)))
                    }
                }
            }
        }

        diagnostics += checkViewOutlet(document, path: path)
        diagnostics += checkExternalObjects(document)
        if catalog.knowsAppClasses, !catalog.usage.opaqueExternalObjects.isEmpty {
            uncheckedExternalObjects.formUnion(document.externalObjects.compactMap(\.placeholderIdentifier))
        }
        diagnostics += checkEmbedding(document, path: path)
        return diagnostics
    }

    // MARK: How the app loads the screen

    /// A view controller loads its view from the screen named after its class (or its
    /// `nibName`, when the sources set one) and requires File's Owner's `view` outlet there.
    /// A screen named otherwise may be loaded by hand with the controller as owner (View.xib),
    /// so it is not checked; nor is a controller that overrides `loadView()`.
    func checkViewOutlet(_ document: ScreenDocument, path: String) -> [Diagnostic] {
        guard let owner = document.filesOwner, let custom = owner.customClass, let info = catalog.lookup(custom),
              catalog.isClass(info.name, subclassOf: "ViewController") == true,
              !catalog.ancestry(of: info.name).chain.contains(where: \.overridesLoadView),
              !owner.connections.contains(where: { $0.kind == .outlet && $0.name == "view" }) else { return [] }
        let screen = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // The screens this class loads as its view: its own name, and the nibNames the sources give it.
        guard screen == info.name || catalog.usage.nibNames[info.name, default: []].contains(screen) else { return [] }
        return [Diagnostic(.viewOutletNotSet, "the screen '\(screen)' is the view of \(info.name), but File's Owner's view outlet is not connected",
                           at: owner.location, objectID: owner.id, className: info.name, key: "view")]
    }

    /// With the sources, every external object must be a key of some `externalObjects:`
    /// dictionary literal in them; a non-literal dictionary anywhere turns the check off.
    func checkExternalObjects(_ document: ScreenDocument) -> [Diagnostic] {
        guard catalog.knowsAppClasses, catalog.usage.opaqueExternalObjects.isEmpty else { return [] }
        let supplied = catalog.usage.externalObjectKeys.sorted()
        return document.externalObjects.compactMap { node in
            guard let name = node.placeholderIdentifier, !supplied.contains(name) else { return nil }
            return Diagnostic(.missingExternalObject, "the external object '\(name)' is not supplied by any externalObjects: in the sources (supplied: \(supplied.isEmpty ? "none" : supplied.joined(separator: ", ")))",
                              at: node.location, objectID: node.id, className: node.customClass, key: name,
                              suggestion: Suggestion.nearest(to: name, in: supplied))
        }
    }

    // MARK: Embedded screens

    /// `screen="Name"` names a screen beside the file; following them must not come back.
    func checkEmbedding(_ document: ScreenDocument, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let directory = (path as NSString).deletingLastPathComponent
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for node in document.allObjects {
            guard let property = node.properties["screen"], case .string(let screen) = property.value else { continue }
            guard let found = Self.screenPath(screen, in: directory) else {
                let looked = (directory.isEmpty ? "" : directory + "/") + screen + ".xib"
                let siblings = Self.screenNames(in: directory)
                diagnostics.append(Diagnostic(.screenNotFound, "no screen named '\(screen)' beside this file (looked for \(looked))", at: property.location,
                                              objectID: node.id, key: screen, suggestion: Suggestion.nearest(to: screen, in: siblings)))
                continue
            }
            if let cycle = Self.cycle(from: screen, path: found, chain: [name], directory: directory) {
                diagnostics.append(Diagnostic(.embeddingCycle, "embedding '\(screen)' here makes a cycle: \(cycle.joined(separator: " → "))", at: property.location,
                                              objectID: node.id, key: screen))
            }
        }
        return diagnostics
    }

    static func cycle(from screen: String, path: String, chain: [String], directory: String) -> [String]? {
        if chain.contains(screen) { return chain + [screen] }
        guard chain.count < 32, let document = try? ScreenFile.read(path) else { return nil }
        for node in document.allObjects {
            guard case .string(let inner)? = node.properties["screen"]?.value, let innerPath = screenPath(inner, in: directory) else { continue }
            if let cycle = cycle(from: inner, path: innerPath, chain: chain + [screen], directory: directory) { return cycle }
        }
        return nil
    }

    static func screenPath(_ name: String, in directory: String) -> String? {
        let base = (directory.isEmpty ? "" : directory + "/") + name
        for candidate in [base + ".xib", base + "." + CompiledScreen.fileExtension] where FileManager.default.isReadableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }

    static func screenNames(in directory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return files.filter { $0.hasSuffix(".xib") }.map { String($0.dropLast(4)) }
    }
}
