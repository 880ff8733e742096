import NibFormat

/// Outlets declared in the sources that no screen connects: the mistake chapter 7 calls
/// "unbelievably common" (the outlet is simply nil at run time, and nothing says why). Reported
/// at the declaration when a checked screen has the class (or a subclass) as File's Owner and
/// none connects the outlet from an object of that class.
enum UnconnectedOutlets {
    static func warnings(in documents: [(path: String, document: NibDocument)], catalog: ClassCatalog) -> [String] {
        var screensByOwner: [String: Set<String>] = [:]
        // By outlet name, so each declaration looks only at the classes that connect its name.
        var classesConnecting: [String: Set<String>] = [:]
        for (path, document) in documents {
            if let owner = document.filesOwner?.customClass {
                screensByOwner[SourceScanner.lastComponent(owner), default: []].insert(String(path.split(separator: "/").last ?? ""))
            }
            for node in document.allObjects {
                for connection in node.connections where !connection.isAction {
                    classesConnecting[connection.name, default: []].insert(SourceScanner.lastComponent(node.className(in: .nibKit)))
                }
            }
        }
        var warnings: [String] = []
        for (className, declarations) in catalog.usage.outletDeclarations.sorted(by: { $0.key < $1.key }) {
            let screens = Set(screensByOwner.filter { catalog.isClass($0.key, subclassOf: className) == true }.values.joined())
            guard !screens.isEmpty else { continue }
            for (outlet, place) in declarations.sorted(by: { $0.value < $1.value })
            where !classesConnecting[outlet, default: []].contains(where: { catalog.isClass($0, subclassOf: className) == true }) {
                warnings.append(
                    "\(place): warning: the outlet '\(outlet)' of \(className) is connected by none of the screens loaded with it as File's Owner (\(screens.sorted().joined(separator: ", "))): it will be nil [unconnected-outlet]"
                )
            }
        }
        return warnings
    }
}
