/// Maps the class names screens use (`customClass="RedButton"`, or module-qualified
/// `Demos.RedButton`) to Swift classes. NibKit's own classes are registered already; an app
/// registers its own once at start:
///
///     ClassRegistry.shared.register(ViewController.self, RedButton.self)
public final class ClassRegistry {
    public static let shared = ClassRegistry()

    private var classes: [String: NibObject.Type] = [:]

    public init(registeringBuiltIns: Bool = true) {
        if registeringBuiltIns { register(BuiltInClasses.all) }
    }

    public func register(_ types: NibObject.Type...) { register(types) }

    public func register(_ types: [NibObject.Type]) {
        for type in types {
            classes[String(describing: type)] = type
            classes[String(reflecting: type)] = type
        }
    }

    /// The class for a name, plain or module-qualified.
    public func lookup(_ name: String) -> NibObject.Type? { classes[name] }

    /// Every registered name, for "did you mean".
    public var names: [String] { classes.keys.filter { !$0.contains(".") }.sorted() }

    /// The name screens use for a class: `RedButton`, not `Demos.RedButton`.
    static func name(of type: AnyClass) -> String { String(describing: type) }

    /// The class `type` inherits from. Not a speed device: without Objective-C, the standard
    /// library's only way to a class's superclass from the class alone (Mirror needs an
    /// instance), and the one place NibKit calls it.
    static func superclass(of type: AnyClass) -> AnyClass? { _getSuperclass(type) }
}

/// Whether `type` is `ancestor` or inherits from it.
func isClass(_ type: AnyClass, subclassOf ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let c = current {
        if c == ancestor { return true }
        current = ClassRegistry.superclass(of: c)
    }
    return false
}

/// The names of an object's class and its superclasses, plain and qualified.
func classNames(of object: AnyObject) -> [String] {
    var names: [String] = []
    var current: AnyClass? = type(of: object)
    while let c = current {
        names.append(String(describing: c))
        names.append(String(reflecting: c))
        current = ClassRegistry.superclass(of: c)
    }
    return names
}
