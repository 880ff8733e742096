/// Maps the class names screens use (`customClass="RedButton"`, or module-qualified
/// `Demos.RedButton`) to Swift classes. NibKit's own classes are registered already; an app
/// registers its own once at start:
///
///     ClassRegistry.shared.register(ViewController.self, RedButton.self)
public final class ClassRegistry {
    /// The registry nibs and storyboards use unless given another: where an app registers its
    /// classes.
    public static let shared = ClassRegistry()

    private var classes: [String: NibObject.Type] = [:]
    /// The classes registered beyond NibKit's own that declare elements of their own, in order:
    /// all a vocabulary needs beyond `Vocabulary.nibKit` (a subclass that only adds settings, as
    /// `RedButton` does, changes no element). Found when the vocabulary is asked for, among the
    /// classes `unexamined`: a program registers its classes at start, and a declaration made
    /// then, for a vocabulary a compiled screen may never ask for, was a tenth of Howdy's start.
    private var declaringElements: [NibObject.Type] = []
    /// The classes registered beyond NibKit's own since the vocabulary was last asked for.
    private var unexamined: [NibObject.Type] = []
    /// The vocabulary of NibKit's classes and `declaringElements`, made when first asked for
    /// after one of those was registered.
    private var madeVocabulary: Vocabulary?

    /// The format's elements and those of every class registered: what screens loaded with
    /// this registry are read with. NibKit's own classes alone make `Vocabulary.nibKit`.
    public var vocabulary: Vocabulary {
        for type in unexamined where ClassInfoCache.ownDeclaration(of: type)?.elements.isEmpty == false {
            declaringElements.append(type)
            madeVocabulary = nil
        }
        unexamined = []
        if let madeVocabulary { return madeVocabulary }
        let made =
            declaringElements.isEmpty
            ? Vocabulary.nibKit : DeclaredClasses.vocabulary(of: Self.builtIns + declaringElements, own: ClassInfoCache.ownDeclaration)
        madeVocabulary = made
        return made
    }
    /// The segue classes a storyboard's segues may name (`customClass`), apart: a segue is no
    /// object of a screen, made by `init(identifier:source:destination:)`, not `init(coder:)`.
    private var segueClasses: [String: StoryboardSegue.Type] = [:]

    /// The classes NibKit itself offers to screens.
    nonisolated static let builtIns: [NibObject.Type] = [
        NibObject.self, View.self, Window.self, ViewController.self, Control.self, Layer.self,
        Label.self, Button.self, TextField.self, TextView.self, Slider.self, Switch.self, Stepper.self, SegmentedControl.self, DatePicker.self,
        ProgressView.self, ActivityIndicatorView.self, StackView.self, ScrollView.self, LayoutConstraint.self,
        TapGestureRecognizer.self, PanGestureRecognizer.self, PinchGestureRecognizer.self,
        AlertController.self, NavigationController.self, TabBarController.self, WindowController.self, BarButtonItem.self, Menu.self, MenuItem.self,
        TableView.self, TableViewCell.self,
        CollectionView.self,
        CollectionViewCell.self, CollectionReusableView.self, CollectionViewFlowLayout.self,
        StoryboardReference.self, ImageView.self, Toolbar.self, PageControl.self,
    ]

    /// A registry of NibKit's own classes alone, for a program (or a test) that keeps its classes
    /// apart from `shared`.
    public init() { name(Self.builtIns) }

    /// Registers classes under their plain and module-qualified names; a class registered later
    /// takes the name from an earlier one.
    public func register(_ types: NibObject.Type...) { register(types) }

    /// Registers classes under their plain and module-qualified names, as the variadic form does.
    public func register(_ types: [NibObject.Type]) {
        name(types)
        for type in types where !Self.isListed(type, in: Self.builtIns) && !Self.isListed(type, in: declaringElements) && !Self.isListed(type, in: unexamined) {
            unexamined.append(type)
        }
    }

    /// Enters `types` under their plain and module-qualified names.
    private func name(_ types: [NibObject.Type]) {
        // Room for both names of each at once: grown entry by entry, the table of NibKit's own
        // classes was copied at each doubling, in every program's start.
        classes.reserveCapacity(classes.count + 2 * types.count)
        for type in types {
            classes[Self.name(of: type)] = type
            classes[Self.name(of: type, qualified: true)] = type
        }
    }

    /// Whether `list` holds `type`: a loop, where `contains(where:)` would call a main-actor
    /// closure that checks its executor at each element (a tenth of a registry's making).
    private nonisolated static func isListed(_ type: NibObject.Type, in list: [NibObject.Type]) -> Bool {
        for listed in list where listed == type { return true }
        return false
    }

    /// Registers segue classes (`StoryboardSegue` subclasses) a storyboard's segues name.
    public func register(_ types: StoryboardSegue.Type...) {
        for type in types {
            segueClasses[Self.name(of: type)] = type
            segueClasses[Self.name(of: type, qualified: true)] = type
        }
    }

    /// The segue class for a name, plain or module-qualified; `StoryboardSegue` itself is known.
    public func lookupSegue(_ name: String) -> StoryboardSegue.Type? {
        segueClasses[name] ?? (name == Self.name(of: StoryboardSegue.self) ? StoryboardSegue.self : nil)
    }

    /// Every registered segue class name, for "did you mean".
    public var segueNames: [String] { segueClasses.keys.filter { !$0.contains(".") }.sorted() }

    /// The class for a name, plain or module-qualified.
    public func lookup(_ name: String) -> NibObject.Type? { classes[name] }

    /// Every registered name, for "did you mean".
    public var names: [String] { classes.keys.filter { !$0.contains(".") }.sorted() }

    /// The name screens and messages use for a class (or an outlet's type): `RedButton`, or
    /// qualified, `Demos.RedButton`.
    ///
    /// Speed device (an underscored runtime call), fenced here: `_typeName` prints what
    /// `String(describing:)` does, without its casts to the printing protocols, whose first use
    /// scans every conformance record of the program. Howdy's first frame went from 1.68x
    /// dialog's to 1.52x (docs/BENCHMARKS.md, "Speed devices").
    nonisolated static func name(of type: Any.Type, qualified: Bool = false) -> String { _typeName(type, qualified: qualified) }

    /// The class `type` inherits from. Not a speed device: without Objective-C, the standard
    /// library's only way to a class's superclass from the class alone (Mirror needs an
    /// instance), and the one place NibKit calls it.
    nonisolated static func superclass(of type: AnyClass) -> AnyClass? { _getSuperclass(type) }
}

/// Whether `type` is `ancestor` or inherits from it.
func isClass(_ type: AnyClass, subclassOf ancestor: AnyClass) -> Bool {
    sequence(first: type, next: ClassRegistry.superclass).contains { $0 == ancestor }
}

/// The names of an object's class and its superclasses, plain and qualified.
func classNames(of object: AnyObject) -> [String] {
    sequence(first: type(of: object) as AnyClass, next: ClassRegistry.superclass).flatMap {
        [ClassRegistry.name(of: $0), ClassRegistry.name(of: $0, qualified: true)]
    }
}
