import Foundation
import NibFormat
import NibKit

/// A screen checked without running the app: the loader's own rules over the classes the
/// catalog knows, its embedded screens, and, with the sources, how the app loads it.
struct ScreenChecker {
    let catalog: ClassCatalog
    /// Custom classes that could not be checked (no `--sources`), for a note.
    private(set) var uncheckedClasses: Set<String> = []
    /// External objects not checked because the sources pass `externalObjects:` a non-literal dictionary.
    private(set) var uncheckedExternalObjects: Set<String> = []
    /// What the last document checked has that does not stop it loading (`ScreenRules.warnings`).
    private(set) var warnings: [Diagnostic] = []

    /// The loader's rules (`ScreenRules`), then what the sources tell of how the screen is loaded.
    mutating func check(_ document: NibDocument, path: String) -> [Diagnostic] {
        let appClasses = document.dialect == .interfaceBuilder && !catalog.knowsEveryClass
        var rules = ScreenRules(classes: appClasses ? AppClasses(catalog: catalog, document: document) : catalog)
        var diagnostics = rules.check(document)
        warnings = rules.warnings
        uncheckedClasses.formUnion(rules.uncheckedClasses)
        diagnostics += checkViewOutlet(document, path: path)
        diagnostics += checkExternalObjects(document, path: path)
        if catalog.knowsEveryClass, !catalog.usage.opaqueExternalObjects.isEmpty {
            uncheckedExternalObjects.formUnion(document.externalObjects.compactMap(\.placeholderIdentifier))
        }
        diagnostics += checkEmbedding(document, path: path)
        return diagnostics
    }

    // MARK: How the app loads the screen

    /// A view controller's own screen (named after its class, or a `nibName` the sources give it)
    /// must connect File's Owner's `view` outlet. Another may be loaded by hand with the
    /// controller as owner, so it is not checked; nor is a controller that overrides `loadView()`.
    func checkViewOutlet(_ document: NibDocument, path: String) -> [Diagnostic] {
        guard let owner = document.filesOwner, let custom = owner.customClass, let info = catalog.description(named: custom),
            catalog.isClass(info.name, subclassOf: "ViewController") == true,
            !catalog.ancestry(of: info.name).chain.contains(where: { catalog.usage.loadsViewInCode.contains($0.name) }),
            !owner.connections.contains(where: { $0.kind == .outlet && $0.name == "view" })
        else { return [] }
        let screen = ScreenFile.name(of: path)
        // The screens this class loads as its view: its own name, and the nibNames the sources give it.
        guard screen == info.name || catalog.usage.nibNames[info.name, default: []].contains(screen) else { return [] }
        return [ScreenRules.viewOutletNotSet(screen: screen, controller: info.name, at: owner.location, ownerID: owner.id)]
    }

    /// With the sources, every external object must be a key of some `externalObjects:`
    /// dictionary literal in them; a non-literal dictionary anywhere turns the check off.
    func checkExternalObjects(_ document: NibDocument, path: String) -> [Diagnostic] {
        guard catalog.knowsEveryClass, catalog.usage.opaqueExternalObjects.isEmpty else { return [] }
        let supplied = Array(catalog.usage.externalObjectKeys)
        return document.externalObjects.compactMap { node in
            guard let name = node.placeholderIdentifier, !supplied.contains(name) else { return nil }
            return ScreenRules.missingExternalObject(node, screen: ScreenFile.name(of: path), given: supplied)
        }
    }

    // MARK: Embedded screens

    /// `screen="Name"` names a screen beside the file, found as the loader finds it there;
    /// following them must not come back, nor nest deeper than the loader loads.
    func checkEmbedding(_ document: NibDocument, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let directory = (path as NSString).deletingLastPathComponent
        let screens = ScreenSearchPath(directories: [directory.isEmpty ? "." : directory])
        let name = ScreenFile.name(of: path)
        var deepest: [String: [String]] = [:]
        for node in document.allObjects {
            guard let screen = node.embeddedScreen else { continue }
            do {
                // Read as the loader reads it: a screen it cannot load (a folder, a device, a
                // pipe, a file that does not read) is validate's problem too.
                _ = try screens.document(named: screen)
                switch Self.follow(screen, chain: [name], screens: screens, deepest: &deepest) {
                case .cycle(let cycle):
                    diagnostics.append(ScreenRules.embeddingCycle(screen, chain: cycle, node: node))
                case .deepest(let below) where 1 + below.count > NibDocument.maximumEmbeddingDepth:
                    // Named as the loader names it: the screens down to the first one too deep.
                    let chain = Array(([name] + below).prefix(NibDocument.maximumEmbeddingDepth + 1))
                    diagnostics.append(ScreenRules.embeddingTooDeep(chain.last ?? screen, chain: chain, node: node))
                case .deepest: break
                }
            } catch {
                for var diagnostic in error.diagnostics {
                    if diagnostic.location == nil { diagnostic.location = node.properties["screen"]?.location }
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// What following a screen's embedded screens found: a way back into the chain, or the
    /// deepest line of screens it starts (itself first).
    enum Embedding {
        case cycle([String])
        case deepest([String])
    }

    /// The screens `screen` embeds, followed until one comes back into `chain`; read as the
    /// loader reads them (`ScreenCache`). `deepest` holds the screens followed to the end without
    /// coming back, with their deepest line: what they reach holds no cycle (one through them
    /// would have come back to them), so each screen is followed once, where following every
    /// path was exponential in a wide, deep fan-out.
    static func follow(_ screen: String, chain: [String], screens: ScreenSearchPath, deepest: inout [String: [String]]) -> Embedding {
        if chain.contains(screen) { return .cycle(chain + [screen]) }
        if let line = deepest[screen] { return .deepest(line) }
        var below: [String] = []
        if let document = try? screens.document(named: screen) {
            for inner in document.allObjects.compactMap(\.embeddedScreen) {
                switch follow(inner, chain: chain + [screen], screens: screens, deepest: &deepest) {
                case .cycle(let cycle): return .cycle(cycle)
                case .deepest(let line) where line.count > below.count: below = line
                case .deepest: break
                }
            }
        }
        deepest[screen] = [screen] + below
        return .deepest([screen] + below)
    }
}
