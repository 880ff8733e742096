import NibKit

/// The books' programs, rebuilt as terminal programs that read their screens at run time.
public enum Demo: String, CaseIterable, Sendable {
    case emptyWindow = "empty-window"
    case howdy
    case shapely
    case nibBasics = "nib-basics"
    case characters
    case readingList = "reading-list"
    case palette
    case notes

    /// The demo a root view controller belongs to, if any.
    public init?(controller: ViewController) {
        switch controller {
        case is EmptyWindowViewController: self = .emptyWindow
        case is HowdyViewController: self = .howdy
        case is ShapelyViewController: self = .shapely
        case is NibBasicsViewController: self = .nibBasics
        case is CharactersViewController: self = .characters
        case let navigation as NavigationController where navigation.viewControllers.first is BookListViewController: self = .readingList
        case let navigation as NavigationController where navigation.viewControllers.first is PaletteViewController: self = .palette
        case let window as WindowController where window.contentViewController is NotesViewController: self = .notes
        default: return nil
        }
    }

    /// The demo's first controller, its screens read from `source`; `seed` makes Shapely's
    /// random places and colours repeatable (for scripted tests), and Palette's shuffles. Reading
    /// List and Palette start from their storyboards' initial controllers
    /// (Screens/ReadingList.storyboard, Screens/Base.lproj/Palette.storyboard, in the user's
    /// language); the others load their screens as their views are first asked for.
    public func makeRootViewController(seed: UInt64? = nil, source: ScreenSearchPath) throws(ScreenError) -> ViewController {
        let root: ViewController
        switch self {
        case .emptyWindow: root = EmptyWindowViewController()
        case .howdy: root = HowdyViewController()
        case .shapely:
            let controller = ShapelyViewController()
            if let seed { controller.random = SeededRandom(seed: seed) }
            root = controller
        case .nibBasics: root = NibBasicsViewController()
        case .characters: root = CharactersViewController()
        case .readingList: return try Storyboard(name: "ReadingList", source: source).instantiateInitialViewController()
        case .palette:
            let navigation = try Storyboard(name: "Palette", source: source).instantiateInitialViewController()
            if let seed, let palette = (navigation as? NavigationController)?.viewControllers.first as? PaletteViewController {
                palette.random = SeededRandom(seed: seed)
            }
            return navigation
        case .notes: return try Storyboard(name: "Notes", source: screens(in: source)).instantiateInitialViewController()
        }
        root.screenSource = source
        return root
    }

    /// The storyboard a demo starts from, whose application scene (an AppKit storyboard's: its
    /// main menu) the program loads before showing the demo; nil for a demo of screens.
    public var storyboard: String? {
        switch self {
        case .readingList: "ReadingList"
        case .palette: "Palette"
        case .notes: "Notes"
        default: nil
        }
    }

    /// Gives `application` what the demo's storyboard has for it, as a Mac app starts: an AppKit
    /// storyboard's application scene, its main menu (Notes'); nothing for the others.
    public func prepare(_ application: Application, source: ScreenSearchPath) throws(ScreenError) {
        guard let storyboard else { return }
        try Storyboard(name: storyboard, source: screens(in: source)).loadApplicationScene(into: application)
    }

    /// Where the demo's screens are found: Notes, a Mac app's, is only as Xcode writes it
    /// (Screens/Xcode); the others' in `source`.
    public func screens(in source: ScreenSearchPath) -> ScreenSearchPath {
        guard self == .notes else { return source }
        return ScreenSearchPath(directories: source.directories.map { $0 + "/Xcode" } + source.directories)
    }

    /// The keys that quit a demo: the library's Ctrl-C, and `q`, a demo taking no typing of its
    /// own. A program chooses its own (`Application.quitKeys`).
    public static let quitKeys: Set<Key> = [.control("c"), .character("q")]

    /// Registers every class the demos' screens name. Call once before loading.
    public static func registerClasses(in registry: ClassRegistry = .shared) {
        registry.register(
            EmptyWindowViewController.self, RedButton.self,
            HowdyViewController.self,
            ShapelyViewController.self, ShapeFactory.self, ShapeView.self, ShapeCanvas.self,
            NibBasicsViewController.self, MyClass.self, MyLabel.self, MyAnswerLabel.self, ButtonOutletViewController.self,
            CharactersViewController.self, CharacterCell.self, CharacterDetailViewController.self,
            BookListViewController.self, BookDetailViewController.self,
            PaletteViewController.self, SwatchCell.self,
            NotesViewController.self
        )
    }

    /// The storyboard of the launcher (`Screens/Launcher.storyboard`): a navigation controller
    /// whose root lists the demos, each button a show segue to its demo's scene, whose
    /// controller loads the demo's own screens; back returns to the list.
    public static let launcherStoryboard = "Launcher"

    /// The launcher's first controller, its navigation controller, from its storyboard in `source`.
    public static func makeLauncher(source: ScreenSearchPath) throws(ScreenError) -> ViewController {
        try Storyboard(name: launcherStoryboard, source: source).instantiateInitialViewController()
    }
}
