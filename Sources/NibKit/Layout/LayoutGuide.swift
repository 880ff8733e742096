/// A rectangle constraints can name without a view of its own, as UILayoutGuide: a view's
/// margins (`layoutMarginsGuide`), the part of it the terminal shows whole
/// (`safeAreaLayoutGuide`: a terminal has no notch or home bar, so it is the view itself), or
/// a guide of the program's, added with `addLayoutGuide` (the space between two views, say),
/// which the layout places as it places a view.
public final class LayoutGuide: LayoutItem {
    /// Which rectangle a guide stands for.
    public enum Kind: Sendable {
        /// The owning view inset by its `layoutMargins` (`layoutMarginsGuide`).
        case layoutMargins
        /// The whole owning view (`safeAreaLayoutGuide`).
        case safeArea
        /// A guide of the program's, placed by constraints (`addLayoutGuide`).
        case custom
    }

    /// Which rectangle the guide stands for: margins, safe area, or one placed by constraints.
    public let kind: Kind
    /// The view whose coordinates the guide lies in; nil for a custom guide not yet added.
    public internal(set) weak var owningView: View?
    /// Where the layout put a custom guide, in its owning view's coordinates.
    public internal(set) var layoutFrame = Rect.zero
    /// A name for the guide, as UIKit's, for the program to find it by; NibKit itself does not
    /// read it.
    public var identifier: String?

    /// A guide of the program's, to add to a view with `addLayoutGuide`.
    public init() { kind = .custom }

    init(_ kind: Kind, of view: View) {
        self.kind = kind
        owningView = view
    }

    /// Whether the guide's edges are the owning view's margins rather than its edges.
    var usesMargins: Bool { kind == .layoutMargins }
}

extension View {
    /// The view's rectangle inset by its `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide { layoutGuide(.layoutMargins) }
    /// The view's rectangle: all of it shows in a terminal.
    public var safeAreaLayoutGuide: LayoutGuide { layoutGuide(.safeArea) }

    /// The guides added to the view (margins and safe area are not among them).
    public var customLayoutGuides: [LayoutGuide] { layoutGuides.filter { $0.kind == .custom } }

    /// Adds a custom guide, moving it from the view that had it, for constraints to place and
    /// name (UIKit's `addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(guide.kind == .custom, "only a guide made with LayoutGuide() can be added to a view")
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        layoutStructureChanged()
    }

    /// Removes a guide, and the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.kind == .custom else { return }
        for ancestor in sequence(first: self, next: \.superview) {
            for constraint in ancestor.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                ancestor.removeConstraint(constraint)
            }
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutStructureChanged()
    }

    /// The view keeps its guides (constraints hold their items weakly), made when first asked for.
    private func layoutGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind, of: self)
        layoutGuides.append(guide)
        return guide
    }
}
