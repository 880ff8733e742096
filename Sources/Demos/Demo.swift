import NibKit

/// The books' programs, rebuilt as terminal programs. Each reads its screens from `Screens/`
/// at run time.
public enum Demo: String, CaseIterable, Sendable {
    case emptyWindow = "empty-window"
    case howdy
    case shapely

    public var title: String {
        switch self {
        case .emptyWindow: return "Empty Window"
        case .howdy: return "Howdy"
        case .shapely: return "Shapely"
        }
    }

    /// The controller whose view fills the window.
    public func makeRootViewController() -> ViewController {
        switch self {
        case .emptyWindow: return EmptyWindowViewController()
        case .howdy: return HowdyViewController()
        case .shapely: return ShapelyViewController()
        }
    }

    /// Registers every class the demos' screens name. Call once before loading.
    public static func registerClasses(in registry: ClassRegistry = .shared) {
        registry.register(
            EmptyWindowViewController.self, RedButton.self,
            HowdyViewController.self,
            ShapelyViewController.self, ShapeFactory.self, ShapeView.self,
            LauncherViewController.self
        )
    }
}
