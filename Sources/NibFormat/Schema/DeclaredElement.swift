/// An element as its class declares it, its classes' settings gathered only when a reader first
/// needs them: a vocabulary knows every element by its name and role at once, and a program's
/// start reads a few of them (Howdy's screen, five of forty).
public struct DeclaredElement: Sendable {
    /// The element without its classes' settings: its name, class, role and what may nest in it.
    public let element: ElementSpec
    /// The settings of its class and superclasses, the root's first, as the element takes them.
    let settings: @Sendable () -> [AttributeSpec]

    /// `element`, with the `settings` its classes give it added when it is first read.
    public init(_ element: ElementSpec, settings: @escaping @Sendable () -> [AttributeSpec]) {
        self.element = element
        self.settings = settings
    }

    /// An element whose settings are all in it already.
    public init(_ element: ElementSpec) { self.init(element) { [] } }
}
