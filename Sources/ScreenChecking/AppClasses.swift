import NibFormat

/// The classes a file Xcode wrote names, as `validate` checks them without the app's sources:
/// its `customClass`es are the app's own (Xcode writes UIKit's classes as elements), so one
/// that has the name of a NibKit class (Xcode's template names its controller `ViewController`,
/// which is NibKit's UIViewController) is not NibKit's, and is left unchecked as any custom
/// class is. With the sources, the catalog knows the app's classes, and is asked as it is.
///
/// The objects are known by id: a storyboard scene's controller is File's Owner of its screen,
/// whose class is the controller's element's when the file gives none.
struct AppClasses: ClassDescriptions {
    let catalog: ClassCatalog
    /// The ids of the objects whose `customClass` the file writes.
    let ofAppClasses: Set<String>

    init(catalog: ClassCatalog, document: NibDocument) {
        self.catalog = catalog
        ofAppClasses = Set(document.allObjects.filter { $0.customClass != nil }.map(\.id))
    }

    func description(of node: ObjectNode) -> ClassDescription? {
        ofAppClasses.contains(node.id) ? nil : catalog.description(of: node)
    }

    func description(named name: String) -> ClassDescription? { catalog.description(named: name) }
    var knowsEveryClass: Bool { catalog.knowsEveryClass }
    var classNames: [String] { catalog.classNames }
}
