/// What a view's `<variation>`s change, found among the objects of its load: its settings, and
/// which of its constraints and subviews are installed, each by size classes. Its window
/// applies them for the terminal's size classes (`TraitCollection`) as the view enters it and
/// whenever a resize changes them.
///
/// For each setting and each installed object, of the variations that hold the one naming
/// more size classes wins (`widthClass=compact-heightClass=regular` over `widthClass=compact`;
/// the later of two alike); where none holds, the base: the value the screen gave (read back
/// once the view is loaded), installed unless the `default` variation leaves it out. A
/// constraint not installed is inactive; a subview not installed is hidden, keeping its place.
@MainActor
final class SizeClassVariations {
    /// One setting the variations change: the base value and each variation's.
    struct Setting {
        let key: String
        let base: NibValue
        let variants: [(condition: SizeClassCondition, value: NibValue)]
    }

    /// One constraint or subview the variations install or leave out.
    struct Installed {
        let object: AnyObject
        let variants: [(condition: SizeClassCondition, value: Bool)]
    }

    private unowned let view: View
    private let settings: [Setting]
    private let installed: [Installed]
    /// The size classes last applied; nil before the first time.
    private var applied: TraitCollection?

    private init(view: View, settings: [Setting], installed: [Installed]) {
        self.view = view
        self.settings = settings
        self.installed = installed
    }

    /// The variations of `node`'s view, with the problems of any that cannot apply: a setting
    /// the view's class does not take by key, an id that is not one of the view's constraints or
    /// subviews.
    static func make(for view: View, node: borrowing ObjectNode, objects: [String: AnyObject]) -> (variations: SizeClassVariations, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var keys: [String] = []
        var values: [String: [(SizeClassCondition, NibValue)]] = [:]
        var installs: [ObjectIdentifier: (object: AnyObject, variants: [(SizeClassCondition, Bool)])] = [:]
        var installOrder: [ObjectIdentifier] = []
        let className = ClassRegistry.name(of: type(of: view))
        for variation in node.variations {
            for (key, property) in variation.properties {
                if values[key] == nil { keys.append(key) }
                values[key, default: []].append((variation.condition, property.value))
            }
            for install in variation.installs {
                let object = objects[install.id]
                let isHeld: Bool =
                    if install.isConstraint, let constraint = object as? LayoutConstraint {
                        view.constraints.contains { $0 === constraint }
                    } else if !install.isConstraint, let subview = object as? View {
                        subview.superview === view
                    } else { false }
                guard let object, isHeld else {
                    problems.append(
                        Diagnostic(
                            .danglingDestination,
                            "the variation '\(variation.condition.key)' of \(node.label) names '\(install.id)', which is not one of its \(install.isConstraint ? "constraints" : "subviews")",
                            at: install.location, objectID: node.id))
                    continue
                }
                let id = ObjectIdentifier(object)
                if installs[id] == nil { installOrder.append(id) }
                installs[id, default: (object, [])].variants.append((variation.condition, install.isInstalled))
            }
        }
        var settings: [Setting] = []
        for key in keys {
            guard let base = view.value(forKeyPath: key) else {
                problems.append(
                    Diagnostic(
                        .unknownAttribute, "\(className) cannot vary '\(key)' by size class: the setting is read only as the view is made",
                        at: node.variations.first { $0.properties[key] != nil }?.properties[key]?.location ?? node.location, objectID: node.id,
                        className: className, key: key))
                continue
            }
            settings.append(Setting(key: key, base: base, variants: values[key] ?? []))
        }
        let installed = installOrder.compactMap { installs[$0] }.map { Installed(object: $0.object, variants: $0.variants) }
        return (SizeClassVariations(view: view, settings: settings, installed: installed), problems)
    }

    /// Sets the view's settings and installs its constraints and subviews for `traits`; nothing
    /// when they are those last applied.
    func apply(_ traits: TraitCollection) {
        guard traits != applied else { return }
        applied = traits
        for setting in settings {
            _ = view.setValue(Self.winner(setting.variants, for: traits) ?? setting.base, forKeyPath: setting.key)
        }
        // What leaves goes first: a constraint that comes in while the one it replaces is still
        // installed would conflict with it.
        let decided = installed.map { ($0.object, Self.winner($0.variants, for: traits) ?? true) }
        for (object, isInstalled) in decided.filter({ !$0.1 }) + decided.filter(\.1) {
            if let constraint = object as? LayoutConstraint {
                constraint.isActive = isInstalled
            } else if let subview = object as? View {
                subview.isHidden = !isInstalled
            }
        }
    }

    /// The value of the variation that holds for `traits` and names the most size classes (the
    /// later of two alike); nil when none holds.
    private static func winner<Value>(_ variants: [(condition: SizeClassCondition, value: Value)], for traits: TraitCollection) -> Value? {
        var best: (specificity: Int, value: Value)?
        for variant in variants where traits.holds(variant.condition) {
            if best == nil || variant.condition.specificity >= best!.specificity { best = (variant.condition.specificity, variant.value) }
        }
        return best?.value
    }
}
