import Foundation
import NibFormat
import NibKit
import Suggestions

/// A screen (and those it embeds, held in memory) transformed to load without its app's code:
/// custom classes become their element's, and what needs the app is dropped. `nibtool preview`
/// draws it; the fuzzers load and draw any screen that reads this way.
@MainActor
public struct PreviewDocument {
    /// The screen as the preview loads it.
    public var document: NibDocument
    /// What was changed, for the author: "RedButton is drawn as Button".
    public var notes: [String] = []
    /// What the file has that NibKit does not show, as reading it found (an Interface Builder
    /// file's map view, say): the whole file's, for a storyboard.
    public var warnings: [Diagnostic] = []
    /// The transformed embedded screens, where the loader finds them.
    public var embeddedScreens = InMemoryScreens()
    /// Every file the preview depends on (the screen and the screens it embeds), for --watch.
    public var files: [String]
    /// Whether the screen is shown as a sheet: its controller presented by another
    /// (`present(_:)` in `ModalPresentationStyle.formSheet`), which the program draws centred at
    /// its main view's own size over the dimmed screen, not filling it. A storyboard's scene
    /// that only sheet-style presentation segues lead to is one; of a screen, the program's
    /// code decides, so the author says (`nibtool preview --sheet`).
    public var isSheet = false
    /// Of an AppKit storyboard, its application scene's screen (its main menu), transformed:
    /// the menu bar is drawn on the top row, as the program shows it.
    var applicationScreen: NibDocument?
    /// The view File's Owner's `view` outlet names: a view controller's main view, which the
    /// program sizes to the terminal (the preview drops outlets to placeholders, so it is noted first).
    var ownersViewID: String?

    static let catalog = ClassCatalog.builtIn()

    /// A screen already read, with no screens beside it to embed.
    public init(document original: NibDocument) {
        document = Self.transform(original, notes: &notes)
        warnings = original.warnings
        if let note = Self.lonePreviewNote(original) { notes.append(note) }
        files = []
        ownersViewID = Self.ownersViewID(original)
    }

    /// The screen at `path`; of a storyboard, the screen of the scene `scene` (its sceneID, or its
    /// controller's id or storyboard identifier), by default the initial scene's. A scene asked
    /// of a screen, or that the storyboard lacks, is a `ToolError` naming the scenes there are.
    public init(path: String, scene: String? = nil) throws {
        let file = try ScreenFile.read(path)
        try self.init(file: file, at: path, scene: Self.scene(of: file, id: scene), sheets: Self.sheetControllers(in: file))
    }

    /// The screen of `file`, read from `path`; of a storyboard, the screen `chosen` shows (a
    /// scene of `file`), a sheet when its controller is one of `sheets`
    /// (`sheetControllers(in:)`). Each scene of a storyboard is previewed from one reading of
    /// it, and one look at its segues.
    init(file: NibDocument, at path: String, scene chosen: Scene?, sheets: Set<String>) throws {
        let shown = chosen.map { Self.shownScene($0, in: file) }
        self.init(document: shown.map(file.screen(ofScene:)) ?? file)
        warnings = file.warnings
        isSheet = chosen?.viewController.map { sheets.contains($0.id) } ?? false
        if let scene = file.applicationScene {
            var ignored: [String] = []
            applicationScreen = Self.transform(file.screen(ofScene: scene), notes: &ignored)
        }
        files = [path]
        let beside = ScreenSearchPath(directories: [(path as NSString).deletingLastPathComponent])
        if let note = shown.flatMap({ Self.viewlessControllerNote($0, beside: beside) }) { notes.append(note) }

        // Embedded screens, found beside the file and transformed, recursively.
        var pending = Self.embeddedNames(document)
        var done = Set<String>()
        while let name = pending.popLast() {
            guard done.insert(name).inserted else { continue }
            guard let source = beside.file(named: name) else { continue }  // the loader reports it
            files.append(source)
            var innerNotes: [String] = []
            let inner = Self.transform(try ScreenFile.read(source), notes: &innerNotes)
            notes += innerNotes.map { "\(name): \($0)" }
            embeddedScreens.add(inner, named: name)
            pending += Self.embeddedNames(inner)
        }
        var seen: Set<String> = []
        notes = notes.filter { seen.insert($0).inserted }
    }

    /// Of a storyboard, the scene asked for, else the initial one (else the first); nil for a
    /// screen. A scene asked of a screen, or that the storyboard lacks, is a `ToolError`
    /// naming the scenes there are.
    static func scene(of document: NibDocument, id: String?) throws -> Scene? {
        guard document.isStoryboard else {
            if let id { throw ToolError("--scene '\(id)' is for a storyboard, and this is a screen") }
            return nil
        }
        let scenes = document.scenes.map(\.sceneID)
        let scene = if let id { document.scene(id) } else { document.initialScene ?? document.scenes.first }
        guard let scene else {
            let listed = scenes.isEmpty ? "it has none" : "its scenes: " + scenes.joined(separator: ", ")
            throw ToolError(
                "no scene '\(id ?? "")' in this storyboard; \(listed)" + Suggestion.hint(Suggestion.nearest(to: id ?? "", in: scenes))
            )
        }
        return scene
    }

    /// The view controllers the program presents as sheets: those that are not where the
    /// storyboard starts, and that every segue leading to them presents in a sheet's style (as
    /// `ModalPresentationStyle(name:)` reads the segue's, `automatic` when it names none). One
    /// walk of the storyboard's segues, for all its scenes.
    static func sheetControllers(in document: NibDocument) -> Set<String> {
        var sheets: [String: Bool] = [:]
        for scene in document.scenes {
            for segue in scene.segues.map(\.segue) where segue.destination != document.initialViewController {
                let isSheet = segue.kind == .presentation && ModalPresentationStyle(name: segue.modalPresentationStyle ?? "automatic") == .formSheet
                sheets[segue.destination, default: true] = sheets[segue.destination, default: true] && isSheet
            }
        }
        return Set(sheets.filter(\.value).keys)
    }

    /// The scene whose view a scene shows: a navigation controller's root, a tab bar
    /// controller's first tab, a window controller's content (their bars are the running
    /// program's), any other scene itself.
    static func shownScene(_ scene: Scene, in document: NibDocument) -> Scene {
        var scene = scene
        var seen: Set<String> = []
        while seen.insert(scene.sceneID).inserted, let controller = scene.viewController,
            let relationships = Vocabulary.nibKit.element(controller.element)?.relationships,
            let child = controller.segues.first(where: { $0.kind == .relationship && relationships.contains($0.relationship ?? "") }),
            let next = document.scene(ofViewController: child.destination)
        {
            scene = next
        }
        return scene
    }

    /// A screen of several lone top-level views (a file of cells, or of alternatives) is drawn by
    /// its first: the others would be drawn over it. Said once, naming them.
    static func lonePreviewNote(_ document: NibDocument) -> String? {
        guard ownersViewID(document) == nil else { return nil }
        let views = document.topLevelObjects.filter { Vocabulary.nibKit.element($0.element)?.role.canBeSubview == true }
        guard views.count > 1 else { return nil }
        return "the first of \(views.count) top-level views is drawn (\(views[0].label)); not drawn: "
            + views.dropFirst().map(\.label).joined(separator: ", ")
    }

    /// Why a scene's controller is drawn empty: the storyboard gives it no view, so the program
    /// takes its view from the controller's code or from a screen of its own (named after its
    /// class, found beside the file). The preview runs none of that code, so it says where to
    /// look instead.
    static func viewlessControllerNote(_ scene: Scene, beside: ScreenSearchPath) -> String? {
        guard let controller = scene.viewController, !scene.nestsView else { return nil }
        let name = controller.customClass.map(SourceScanner.lastComponent) ?? controller.className(in: .nibKit)
        let screen = beside.file(named: name).map { ": preview it with " + ShellCommand.line(["nibtool", "preview", $0]) } ?? ""
        return "\(name) '\(controller.id)' has no view in the storyboard; the program loads it from its code or its own screen\(screen)"
    }

    static func ownersViewID(_ document: NibDocument) -> String? {
        document.filesOwner?.connections.first { $0.kind == .outlet && $0.name == "view" }?.destination
    }

    static func embeddedNames(_ document: NibDocument) -> [String] {
        document.allObjects.compactMap(\.embeddedScreen)
    }

    static func transform(_ document: NibDocument, notes: inout [String]) -> NibDocument {
        var result = document
        let placeholderIDs = Set(document.placeholders.map(\.id))
        let firstResponderIDs = document.firstResponderIDs
        func visit(_ node: inout ObjectNode) {
            if let custom = node.customClass {
                if node.isPlaceholder {
                    node.customClass = nil
                } else if ClassRegistry.shared.lookup(custom) == nil {
                    let base = Vocabulary.nibKit.element(node.element)?.className ?? "NibObject"
                    notes.append("\(custom) is drawn as \(base) (its code is not part of the preview)")
                    node.customClass = nil
                }
            }
            let className = node.className(in: .nibKit)
            node.connections = node.connections.filter { connection in
                // A placeholder's outlets need the program, but those of the application, whose
                // stand-in has them (`PreviewApplication`: its main menu is drawn).
                if node.isPlaceholder {
                    return node.placeholderIdentifier == Placeholder.application && PreviewApplication.builtInOutlets[connection.name] != nil
                }
                if placeholderIDs.contains(connection.destination) && !firstResponderIDs.contains(connection.destination) { return false }
                switch connection.kind {
                case .outlet, .outletCollection:
                    // Only NibKit's own outlets (view, rootViewController, gestureRecognizers) matter to drawing.
                    return catalog.outlet(connection.name, of: className)?.isCollection == (connection.kind == .outletCollection)
                case .action:
                    return firstResponderIDs.contains(connection.destination)  // nil-targeted: the responder chain answers or reports it
                }
            }
            node.runtimeAttributes = node.runtimeAttributes.filter { attribute in
                guard catalog.keyPathProblem(attribute.keyPath, on: className) == nil, catalog.ancestry(of: className).complete else {
                    notes.append("runtime attribute '\(attribute.keyPath)' of '\(node.id)' is skipped (\(className) does not have it)")
                    return false
                }
                return true
            }
            for index in node.embedded.indices { visit(&node.embedded[index]) }
            for index in node.subviews.indices { visit(&node.subviews[index]) }
            for index in node.constraints.indices { visit(&node.constraints[index]) }
            for index in node.prototypes.indices { visit(&node.prototypes[index]) }
        }
        for index in result.objects.indices { visit(&result.objects[index]) }
        for scene in result.scenes.indices {
            for index in result.scenes[scene].objects.indices { visit(&result.scenes[scene].objects[index]) }
        }
        return result
    }

    /// A view of `size` holding the top-level views, view controllers' views and windows' root
    /// views, laid out. A controller's main view (File's Owner's `view`, a controller's, a
    /// window's root) fills it and follows it, as in the running program; a lone view keeps
    /// its frame.
    public func instantiate(size: Size) throws -> View {
        let container = try container(size: size, menuBar: true)
        // No window applies the size classes here: the terminal's size gives them.
        container.applySizeClassVariations(for: TraitCollection(size: size))
        container.layoutIfNeeded()
        return container
    }

    /// The screen's views in a container `size` large, not yet laid out: laid out alone and then
    /// again in a window, a screen's layout was made twice (`show`). With `menuBar`, an AppKit
    /// storyboard's main menu is drawn on its top row (a program's window shows it itself).
    private func container(size: Size, menuBar: Bool) throws -> View {
        let container = PreviewContainer(frame: Rect(origin: .zero, size: size))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let roots = try load(into: container)
        if menuBar, let menu = try mainMenu() {
            // The menu bar on the top row, the screen under it.
            for (view, _) in roots where view.frame.minY == 0 {
                view.frame = Rect(x: view.frame.x, y: 1, width: view.frame.width, height: max(0, view.frame.height - 1))
            }
            let bar = MenuBar(menu: menu)
            bar.frame = Rect(x: 0, y: 0, width: size.width, height: min(1, size.height))
            container.addSubview(bar)
        }
        container.showPrototypes()
        return container
    }

    /// The application scene's main menu, loaded for an application that stands in for the
    /// program's; nil without one.
    private func mainMenu() throws -> Menu? {
        guard let applicationScreen else { return nil }
        let application = PreviewApplication()
        let nib = Nib(document: applicationScreen, name: "Application", source: embeddedScreens, registry: .shared)
        _ = try nib.instantiate(externalObjects: [Placeholder.application: application])
        return application.mainMenu
    }

    /// The screen as the program shows it in `application`: its views filling the window, as
    /// the root controller's view; or, for a sheet (`isSheet`), presented over an empty root by
    /// `present(_:)`, which places and sizes it as it does every sheet. A sheet shown before is
    /// dismissed first (a reload).
    public func show(in application: Application) throws {
        let window = application.window
        window.rootViewController?.dismiss()
        let root = ViewController()
        guard isSheet else {
            application.mainMenu = try mainMenu()
            root.view = try container(size: application.backend.size, menuBar: false)
            window.rootViewController = root
            return
        }
        let sheet = ViewController()
        sheet.view = try instantiateSheet()
        root.view = View()
        window.rootViewController = root
        root.present(sheet)
    }

    /// A view holding the screen's main view at its own frame's size, which a presented
    /// controller's view keeps, laid out: the view of the controller a sheet presents.
    func instantiateSheet() throws -> View {
        let container = PreviewContainer()
        let roots = try load(into: container, filling: false)
        if let main = roots.first?.view {
            container.frame = Rect(origin: .zero, size: main.frame.size)
            main.frame = container.bounds
            main.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        container.showPrototypes()
        container.layoutIfNeeded()
        return container
    }

    /// Loads the screen into `container` as `instantiate(size:)` does, without laying it out;
    /// returns the views it put there, each with the element it was made from when the
    /// document holds it (not the view of a controller that loads it from a screen of its own).
    /// Without `filling`, a controller's main view keeps its frame too.
    func load(into container: View, filling: Bool = true) throws -> [(view: View, node: ObjectNode?)] {
        let nib = Nib(document: document, name: ScreenFile.name(of: document.file), source: embeddedScreens, registry: .shared)
        var externals: [String: AnyObject] = [:]
        for placeholder in document.externalObjects {
            let name = placeholder.placeholderIdentifier ?? ""
            externals[name] = name == Placeholder.application ? PreviewApplication() : NibObject()
        }
        let objects = try nib.instantiate(owner: NibObject(), externalObjects: externals)
        var roots: [(view: View, node: ObjectNode?)] = []
        func fill(_ view: View, _ node: ObjectNode?) {
            if filling {
                view.frame = container.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            container.addSubview(view)
            roots.append((view, node))
        }
        /// The object nested in `node` as its `key`.
        func nested(_ key: String, in node: ObjectNode?) -> ObjectNode? { node?.embedded.first { $0.key == key } }
        for (object, node) in zip(objects, document.topLevelObjects) {
            switch object {
            case let window as Window:
                if let root = window.rootViewController { fill(root.view, nested("view", in: nested("rootViewController", in: node))) }
            case let view as View:
                if ownersViewID == node.id {
                    fill(view, node)
                } else if ownersViewID == nil && roots.isEmpty {
                    // The first lone view keeps its frame (`lonePreviewNote` names the others), but
                    // one made to follow its screen's size (flexible width and height, as a launch
                    // screen is) fills the terminal; beside a controller's view, the program shows none.
                    if filling, view.autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight]) {
                        fill(view, node)
                    } else {
                        container.addSubview(view)
                        roots.append((view, node))
                    }
                }
            case let controller as ViewController: fill(controller.view, nested("view", in: node))
            default: break
            }
        }
        return roots
    }
}

/// What a preview gives an AppKit storyboard's application scene for the application: it
/// takes the main menu, and the delegate, which the preview has no use for.
final class PreviewApplication: NibObject {
    nonisolated deinit {}
    var mainMenu: Menu?
    var delegate: NibObject?

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["mainMenu": BuiltInOutlet(\PreviewApplication.mainMenu), "delegate": BuiltInOutlet(\PreviewApplication.delegate)]
    }
}
