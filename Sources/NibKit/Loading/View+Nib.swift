/// Reusable views designed in their own screen (the NibOwner pattern).
extension View {
    /// Makes a view of this class from the screen named after it (or `name`), whose top-level
    /// view is of this class, in one call:
    ///
    ///     let example = try ExampleView.fromNib()
    public static func fromNib(
        named name: String? = nil, owner: AnyObject? = nil, source: any ScreenSource = ScreenSearchPath.default,
        registry: ClassRegistry = .shared
    ) throws(ScreenError) -> Self {
        let screen = name ?? ClassRegistry.name(of: self)
        let nib = try Nib(named: screen, source: source, registry: registry)
        let objects = try nib.instantiate(owner: owner)
        guard let view = objects.lazy.compactMap({ $0 as? Self }).first else {
            throw ScreenError([
                Diagnostic(
                    .wrongClass, "the screen '\(screen)' has no top-level view of class \(self)", at: nib.document.location,
                    className: "\(self)")
            ])
        }
        return view
    }

    /// Loads a screen with this view as its owner (its outlets to File's Owner land here) and adds
    /// its top-level views as subviews, each filling this view by constraints on its four edges:
    /// a compound view calls it from `init(frame:)` and `init(coder:)`, as a screen does for
    /// `screen="Name"`.
    public func embedScreen(named name: String, source: any ScreenSource = ScreenSearchPath.default, registry: ClassRegistry = .shared) throws(ScreenError) {
        try embedScreen(Nib(named: name, source: source, registry: registry))
    }

    func embedScreen(_ nib: Nib) throws(ScreenError) {
        for object in try nib.instantiate(owner: self) {
            guard let subview = object as? View else { continue }
            subview.frame = bounds
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
            LayoutConstraint.activate([
                subview.leadingAnchor.constraint(equalTo: leadingAnchor), subview.trailingAnchor.constraint(equalTo: trailingAnchor),
                subview.topAnchor.constraint(equalTo: topAnchor), subview.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }
    }
}
