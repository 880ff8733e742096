import Suggestions

/// What every storyboard must be, however it was read: each scene one view controller with
/// First Responder and Exit beside it, connections kept within their scene, storyboard
/// identifiers unique, and every segue one that can be performed. Both readers check these once
/// the whole document is read (the loader and `nibtool validate` read through them), with these
/// messages; a screen that is not a storyboard may hold no segue.
public enum StoryboardRules {
    /// Every storyboard problem of `document`; for a screen, its segues (which belong in a storyboard).
    public static func problems(in document: NibDocument) -> [Diagnostic] {
        guard document.isStoryboard else {
            return document.allObjects.flatMap { node in node.segues.map(segueOutsideStoryboard) }
        }
        var checker = Checker(document)
        checker.check()
        return checker.problems
    }

    package static func segueOutsideStoryboard(_ segue: Segue) -> Diagnostic {
        Diagnostic(
            .unknownElement, "a segue belongs in a storyboard (<document type=\"\(Vocabulary.storyboardType)\">), not in a screen",
            at: segue.location, key: "segue")
    }

    /// A storyboard asked for a controller by an identifier no scene has, naming those it has.
    public static func unknownIdentifier(_ identifier: String, in document: NibDocument, storyboard: String) -> Diagnostic {
        let known = document.scenes.compactMap(\.storyboardIdentifier)
        return Diagnostic(
            .unknownIdentifier,
            "the storyboard '\(storyboard)' has no view controller with the storyboard identifier '\(identifier)'; \(listed(known))",
            at: document.location, key: identifier, suggestion: Suggestion.nearest(to: identifier, in: known))
    }

    /// "it has 'a', 'b'", or "it has none": the names a message offers instead.
    private static func listed(_ names: [String]) -> String {
        names.isEmpty ? "it has none" : "it has " + names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// A storyboard asked for its initial controller, which it does not name.
    public static func noInitialViewController(in document: NibDocument, storyboard: String) -> Diagnostic {
        Diagnostic(
            .unknownIdentifier,
            "the storyboard '\(storyboard)' has no initial view controller: give <document> initialViewController=\"ID\", the id of a scene's view controller",
            at: document.location, key: "initialViewController")
    }

    // MARK: Performing segues (the app reports these when they happen)

    /// `performSegue(withIdentifier:)` asked for a segue its controller's scene does not have.
    public static func unknownSegue(_ identifier: String, in scene: Scene) -> Diagnostic {
        let known = scene.segues.compactMap(\.segue.identifier)
        return Diagnostic(
            .unknownIdentifier, "scene '\(scene.sceneID)' has no segue identified '\(identifier)'; \(listed(known))", at: scene.location, key: identifier,
            suggestion: Suggestion.nearest(to: identifier, in: known))
    }

    /// A controller not made from a storyboard was asked to perform a segue.
    public static func noStoryboard(performing identifier: String, controller: String) -> Diagnostic {
        Diagnostic(
            .unknownIdentifier,
            "\(controller) cannot perform the segue '\(identifier)': it was not made from a storyboard (Storyboard.instantiateViewController)",
            at: nil, className: controller, key: identifier)
    }

    /// A show segue performed where no navigation controller holds its source: presented
    /// modally instead, as UIKit falls back.
    public static func showWithoutNavigationController(_ segue: SceneSegue) -> Diagnostic {
        Diagnostic(
            .badSegue,
            "the \(segue.segue.label) on \(segue.sourceLabel) has no navigation controller to push on: its destination is presented modally instead",
            at: segue.segue.location, objectID: segue.sourceID)
    }

    /// An unwind segue whose action no controller back along the way answers.
    public static func unwindActionUnanswered(_ segue: SceneSegue, searched: [String]) -> Diagnostic {
        let action = segue.segue.unwindAction ?? ""
        let looked = searched.isEmpty ? "there is no controller to go back to" : "looked in " + searched.joined(separator: ", ")
        return Diagnostic(
            .unknownAction, "no controller answers '\(action)', the action of the \(segue.segue.label) on \(segue.sourceLabel) (\(looked))",
            at: segue.segue.location, objectID: segue.sourceID, key: action)
    }

    /// A segue whose `customClass` is no registered segue class.
    public static func unknownSegueClass(_ segue: SceneSegue, known: [String]) -> Diagnostic {
        let name = segue.segue.customClass ?? ""
        return Diagnostic(
            .unknownClass,
            "unknown segue class '\(name)' for the \(segue.segue.label) on \(segue.sourceLabel): register it (a StoryboardSegue subclass) with ClassRegistry",
            at: segue.segue.location, objectID: segue.sourceID, className: name, suggestion: Suggestion.nearest(to: name, in: known))
    }

    /// The walk over the scenes, with what it learns of the whole document first.
    private struct Checker {
        let document: NibDocument
        var problems: [Diagnostic] = []
        /// Every object by id, with the scene it is in (the first, should an id repeat).
        var sceneOf: [String: Int] = [:]
        var nodesByID: [String: ObjectNode]
        /// The ids of the scenes' view controllers, in document order.
        var controllerIDs: [String] = []
        /// Each scene's segues, in the order written (`Scene.segues` walks the scene's objects).
        let segues: [[SceneSegue]]

        init(_ document: NibDocument) {
            self.document = document
            nodesByID = document.objectsByID
            segues = document.scenes.map(\.segues)
            for (index, scene) in document.scenes.enumerated() {
                for node in scene.allObjects where sceneOf[node.id] == nil { sceneOf[node.id] = index }
                if let controller = scene.viewController { controllerIDs.append(controller.id) }
            }
        }

        mutating func check() {
            var sceneLines: [String: Int] = [:]
            var storyboardIdentifiers: [String: Int] = [:]
            var segueIDs = Set(nodesByID.keys)
            for (index, scene) in document.scenes.enumerated() {
                if let line = sceneLines[scene.sceneID] {
                    problems.append(
                        Diagnostic(.duplicateID, "scene id '\(scene.sceneID)' is already used at line \(line)", at: scene.location, key: scene.sceneID))
                } else {
                    sceneLines[scene.sceneID] = scene.location.line
                }
                checkObjects(of: scene)
                if let controller = scene.viewController, let identifier = controller.storyboardIdentifier {
                    let location = controller.properties["storyboardIdentifier"]?.location ?? controller.location
                    if let line = storyboardIdentifiers[identifier] {
                        problems.append(
                            Diagnostic(
                                .duplicateIdentifier, "the storyboard identifier '\(identifier)' is already used at line \(line)", at: location,
                                objectID: controller.id, key: identifier))
                    } else {
                        storyboardIdentifiers[identifier] = location.line
                    }
                }
                checkConnections(of: scene, index: index)
                checkSegues(of: scene, index: index, ids: &segueIDs)
            }
            checkContainmentCycles()
            if let initial = document.initialViewController, !controllerIDs.contains(initial) {
                problems.append(
                    Diagnostic(
                        .danglingDestination, "initialViewController '\(initial)' is the id of no scene's view controller",
                        at: document.initialViewControllerLocation ?? document.location, key: "initialViewController",
                        suggestion: Suggestion.nearest(to: initial, in: controllerIDs)))
            }
        }

        /// Embed and relationship segues make their destinations as their source is made (or
        /// its view loaded): a way of them from a scene back to itself would make scenes without
        /// end. Each such cycle is reported once, at the segue that closes it. Without one, a
        /// scene is made with every scene it contains, and those with theirs: no deeper than
        /// screens may embed screens (`NibDocument.maximumEmbeddingDepth`), and no more objects
        /// than one load makes (`NibDocument.maximumObjects`); twenty scenes that each contain
        /// the next twice would make a million. Each is reported at the segue that crosses it.
        mutating func checkContainmentCycles() {
            let scenes = document.scenes
            let edges: [[(segue: SceneSegue, to: Int)]] = segues.map { declaredInScene in
                declaredInScene.compactMap { declared in
                    guard declared.segue.kind == .embed || declared.segue.kind == .relationship,
                        let to = sceneOf[declared.segue.destination], controllerIDs.contains(declared.segue.destination)
                    else { return nil }
                    return (declared, to)
                }
            }
            // A walk with a stack of its own, not the program's: a chain of scenes may be as long
            // as the file. `onPath` says where a scene stands on the way walked, -1 off it.
            var onPath = [Int](repeating: -1, count: scenes.count)
            var done = [Bool](repeating: false, count: scenes.count)
            // Of each scene walked, made with what it contains: how many scenes deep, and how
            // many objects (held at one past the limit: a count may double at each scene).
            var depth = [Int](repeating: 1, count: scenes.count)
            var objects = scenes.map { min(Self.objectCount(of: $0.objects), NibDocument.maximumObjects + 1) }
            var path: [(scene: Int, nextEdge: Int)] = []
            for root in scenes.indices where !done[root] {
                onPath[root] = 0
                path.append((root, 0))
                while let (index, nextEdge) = path.last {
                    guard nextEdge < edges[index].count else {
                        path.removeLast()
                        onPath[index] = -1
                        done[index] = true
                        checkMade(index, edges: edges[index], depth: &depth, objects: &objects)
                        continue
                    }
                    path[path.count - 1].nextEdge += 1
                    let (declared, to) = edges[index][nextEdge]
                    if onPath[to] >= 0 {
                        guard to != index else { continue }  // its own scene: reported with the segue
                        let way = (path[onPath[to]...].map(\.scene) + [to]).map { "'\(scenes[$0].sceneID)'" }.joined(separator: " → ")
                        problems.append(
                            Diagnostic(
                                .badSegue,
                                "the \(declared.segue.label) on \(declared.sourceLabel) closes a cycle of containment (\(way)): its scenes would be made without end",
                                at: declared.segue.location, objectID: declared.sourceID, key: "destination"))
                    } else if !done[to] {
                        onPath[to] = path.count
                        path.append((to, 0))
                    }
                }
            }
        }

        /// The depth and objects of scene `index` made with the scenes its `edges` contain, all
        /// walked before it, and the segue that first takes either past its limit.
        mutating func checkMade(_ index: Int, edges: [(segue: SceneSegue, to: Int)], depth: inout [Int], objects: inout [Int]) {
            let limit = NibDocument.maximumObjects
            for (declared, to) in edges where to != index {
                if depth[to] + 1 > depth[index] {
                    if depth[to] == NibDocument.maximumEmbeddingDepth {
                        problems.append(
                            Diagnostic(
                                .limitExceeded,
                                "the \(declared.segue.label) on \(declared.sourceLabel) nests scenes more than \(NibDocument.maximumEmbeddingDepth) deep, each made with the one that contains it",
                                at: declared.segue.location, objectID: declared.sourceID, key: "destination"))
                    }
                    depth[index] = depth[to] + 1
                }
                if objects[index] <= limit && objects[index] + objects[to] > limit && objects[to] <= limit {
                    problems.append(
                        Diagnostic(
                            .limitExceeded,
                            "the \(declared.segue.label) on \(declared.sourceLabel) makes '\(document.scenes[index].sceneID)' with more than \(limit) objects, the scenes it contains included; split the scenes",
                            at: declared.segue.location, objectID: declared.sourceID, key: "destination"))
                }
                objects[index] = min(objects[index] + objects[to], limit + 1)
            }
        }

        /// The objects of `nodes` and all they hold. A view tree is as deep as a file may nest
        /// elements, which the readers bound.
        static func objectCount(of nodes: [ObjectNode]) -> Int {
            nodes.reduce(nodes.count) { count, node in
                count + objectCount(of: node.embedded) + objectCount(of: node.subviews) + objectCount(of: node.constraints) + objectCount(of: node.prototypes)
            }
        }

        /// One view controller; First Responder and Exit, and no other placeholder. An AppKit
        /// storyboard's application scene has the application instead of a controller.
        mutating func checkObjects(of scene: Scene) {
            let controllers = scene.objects.filter { document.vocabulary.element($0.element)?.role == .viewController }
            if controllers.isEmpty && !scene.isApplicationScene {
                problems.append(
                    Diagnostic(.badScene, "scene '\(scene.sceneID)' has no view controller: a scene is one view controller and its view", at: scene.location))
            }
            for extra in controllers.dropFirst() {
                problems.append(
                    Diagnostic(
                        .badScene,
                        "scene '\(scene.sceneID)' already has \(controllers[0].label) (line \(controllers[0].location.line)): a scene holds one view controller",
                        at: extra.location, objectID: extra.id))
            }
            for placeholder in scene.objects where placeholder.isPlaceholder {
                switch placeholder.placeholderIdentifier {
                case Placeholder.firstResponder, Placeholder.exit, Placeholder.application: continue
                case Placeholder.filesOwner:
                    problems.append(
                        Diagnostic(
                            .badScene, "a scene has no File's Owner: its view controller owns its view (connect outlets from the view controller)",
                            at: placeholder.location, objectID: placeholder.id))
                default:
                    problems.append(
                        Diagnostic(
                            .badScene,
                            "a scene's placeholders are First Responder (\(Placeholder.firstResponder)), Exit (\(Placeholder.exit)) and the application (\(Placeholder.application)); a storyboard is given no other external objects",
                            at: placeholder.location, objectID: placeholder.id, key: placeholder.placeholderIdentifier))
                }
            }
        }

        /// Outlets and actions join objects of one scene: each scene's objects are made apart,
        /// when its controller's view is loaded.
        mutating func checkConnections(of scene: Scene, index: Int) {
            for node in scene.allObjects {
                for connection in node.connections {
                    guard let other = sceneOf[connection.destination], other != index else { continue }
                    problems.append(
                        Diagnostic(
                            .danglingDestination, StoryboardRules.acrossScenes(connection, from: node, to: document.scenes[other]),
                            at: connection.location, objectID: node.id, key: connection.name))
                }
            }
        }

        mutating func checkSegues(of scene: Scene, index: Int, ids: inout Set<String>) {
            var identifiers: [String: Int] = [:]
            for declared in segues[index] {
                let (segue, node) = (declared.segue, declared.source)
                if let id = segue.id, !ids.insert(id).inserted {
                    problems.append(Diagnostic(.duplicateID, "id '\(id)' of \(segue.label) is already used", at: segue.location, objectID: id))
                }
                if let identifier = segue.identifier {
                    if let line = identifiers[identifier] {
                        problems.append(
                            Diagnostic(
                                .duplicateIdentifier,
                                "scene '\(scene.sceneID)' already has a segue identified '\(identifier)' (line \(line)): performSegue(withIdentifier:) could not tell them apart",
                                at: segue.location, objectID: node.id, key: identifier))
                    } else {
                        identifiers[identifier] = segue.location.line
                    }
                }
                check(segue, from: node, in: scene, index: index)
            }
        }

        /// One segue: its source may start it, its attributes are its kind's, and it leads to a
        /// scene's view controller (an unwind segue, to its scene's Exit).
        mutating func check(_ segue: Segue, from node: ObjectNode, in scene: Scene, index: Int) {
            func problem(_ code: DiagnosticCode, _ message: String, key: String? = nil, suggestion: String? = nil) {
                problems.append(Diagnostic(code, message, at: segue.location, objectID: node.id, key: key, suggestion: suggestion))
            }
            if !document.vocabulary.canStartSegue(node.element) {
                problem(
                    .badSegue,
                    "\(node.label) cannot start a segue: view controllers, controls, table and collection view cells, gesture recognizers, bar button items and container views do"
                )
            }
            let onlyFor: [(key: String, value: String?, kind: Segue.Kind)] = [
                ("relationship", segue.relationship, .relationship), ("modalPresentationStyle", segue.modalPresentationStyle, .presentation),
                ("unwindAction", segue.unwindAction, .unwind),
            ]
            for (key, value, kind) in onlyFor where value != nil && segue.kind != kind {
                problem(.unknownAttribute, "a \(segue.kind.rawValue) segue has no \(key): only \(kind.rawValue) segues have one", key: key)
            }
            if segue.trigger != nil, node.element != "tableViewCell" {
                problem(
                    .badSegue,
                    "only a table view cell's segue has a trigger (\(Segue.accessoryAction): fired by the cell's detail button), and \(node.label) is not a cell",
                    key: "trigger")
            }
            switch segue.kind {
            case .unwind:
                if segue.unwindAction?.isEmpty != false {
                    problem(
                        .missingAttribute, "the unwind segue on \(node.label) needs an unwindAction (such as unwindToMenu:), the action it unwinds to",
                        key: "unwindAction")
                }
                let exits = scene.objects.filter { $0.placeholderIdentifier == Placeholder.exit }.map(\.id)
                if !exits.contains(segue.destination) {
                    problem(
                        .badSegue,
                        "the unwind segue on \(node.label) leads to '\(segue.destination)': an unwind segue's destination is its scene's Exit placeholder (\(Placeholder.exit))",
                        key: "destination", suggestion: Suggestion.nearest(to: segue.destination, in: exits))
                }
                return
            case .relationship:
                let relationships = document.vocabulary.element(node.element)?.relationships ?? []
                let name = segue.relationship ?? ""
                if name.isEmpty {
                    problem(.missingAttribute, "the relationship segue on \(node.label) needs a relationship (such as rootViewController)", key: "relationship")
                } else if !relationships.contains(name) {
                    let has = relationships.isEmpty ? "\(node.element) has none" : "it has " + relationships.joined(separator: ", ")
                    problem(
                        .badSegue, "\(node.label) has no relationship '\(name)' (\(has))", key: "relationship",
                        suggestion: Suggestion.nearest(to: name, in: relationships))
                }
            case .embed where node.element != "containerView":
                problem(.badSegue, "an embed segue starts from a container view (<containerView>), and \(node.label) is not one")
            case .custom where segue.customClass?.isEmpty != false:
                problem(.missingAttribute, "the custom segue on \(node.label) needs a customClass, the segue class that performs it", key: "customClass")
            default: break
            }
            guard let destination = nodesByID[segue.destination] else {
                problem(
                    .danglingDestination, "the \(segue.label) on \(node.label) leads to '\(segue.destination)', which no scene's view controller has as id",
                    key: "destination", suggestion: Suggestion.nearest(to: segue.destination, in: controllerIDs))
                return
            }
            if !controllerIDs.contains(destination.id) {
                problem(
                    .badSegue, "the \(segue.label) on \(node.label) leads to \(destination.label), which is not a scene's view controller", key: "destination",
                    suggestion: Suggestion.nearest(to: segue.destination, in: controllerIDs))
            } else if segue.kind == .embed || segue.kind == .relationship, sceneOf[destination.id] == index {
                problem(.badSegue, "the \(segue.label) on \(node.label) leads to its own scene's controller, which cannot be its own child", key: "destination")
            }
        }
    }
}

extension StoryboardRules {
    /// Why a connection from one scene to an object of another is not made: an error in
    /// NibKit's dialect, and a warning in Xcode's, which leaves the connection out.
    package static func acrossScenes(_ connection: Connection, from node: ObjectNode, to scene: Scene) -> String {
        "\(node.label) connects '\(connection.name)' to '\(connection.destination)' in scene '\(scene.sceneID)': outlets and actions stay within their scene; a segue goes from one scene to another"
    }
}
