/// What a constraint relates: a view, or one of its layout guides.
public protocol LayoutItem: AnyObject {
    /// The view the item belongs to: the view itself, or a guide's owning view.
    var owningView: View? { get }
}

/// A relation between two attributes of layout items that the layout must satisfy:
/// `first.attribute relation second.attribute × multiplier + constant`, as UIKit's
/// NSLayoutConstraint. A constraint takes part in layout while active, held by the nearest
/// common ancestor of its items (`View.constraints`); a screen file's `<constraints>` are
/// active once loaded.
public final class LayoutConstraint: NibObject {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The item on the left of the equation, held weakly; nil once it is gone.
    public private(set) weak var firstItem: LayoutItem?
    /// The part of the first item the constraint places or sizes.
    public let firstAttribute: LayoutAttribute
    /// Whether the first side equals, is at most or is at least the second.
    public let relation: LayoutRelation
    /// The item on the right of the equation, held weakly; nil for a size held to a constant
    /// (`width == 20`), or once the item is gone.
    public private(set) weak var secondItem: LayoutItem?
    /// The part of the second item the first is related to; `notAnAttribute` when there is no
    /// second item.
    public let secondAttribute: LayoutAttribute
    /// What the second attribute is multiplied by (1 unless set): the factor of a proportional
    /// size.
    public let multiplier: Double
    /// The one value a program changes after making a constraint (an animation's end, a
    /// panel's height); the layout is solved again before the next frame.
    public var constant: Double { didSet { if constant != oldValue { changed() } } }
    /// Changing it between required and not required is not allowed once active, as in UIKit.
    public var priority: LayoutPriority {
        didSet {
            precondition(
                !isActive || priority.isRequired == oldValue.isRequired,
                "a constraint's priority cannot change between required and not required while it is active")
            if priority != oldValue { changed() }
        }
    }
    /// A name for messages and for finding the constraint (`identifier` in a screen file).
    public var identifier: String?
    /// Where a screen file declared it, for messages; nil when made in code.
    public internal(set) var location: SourceLocation?
    /// The view holding the constraint while it is active.
    public internal(set) weak var holder: View?
    /// The items' ids as the screen names them, until the loader resolves them.
    var itemIDs: (first: String?, second: String?) = (nil, nil)

    /// Makes an inactive constraint `item.attribute relation toItem.attribute × multiplier +
    /// constant`, as UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`;
    /// without `toItem`, the first attribute is held to `constant` cells alone.
    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
        toItem: LayoutItem? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        super.init()
    }

    /// Reads a `<constraint>` of a screen file; the items, named by id, are resolved by the loader,
    /// and an absent first item is the view holding the constraint.
    public required init(coder: NibCoder) {
        firstAttribute = coder.decodeString("firstAttribute").flatMap(LayoutAttribute.init(rawValue:)) ?? .notAnAttribute
        relation = coder.decodeString("relation").flatMap(LayoutRelation.init(rawValue:)) ?? .equal
        secondAttribute = coder.decodeString("secondAttribute").flatMap(LayoutAttribute.init(rawValue:)) ?? .notAnAttribute
        multiplier = coder.decodeDouble("multiplier") ?? 1
        constant = coder.decodeDouble("constant") ?? 0
        priority = LayoutPriority(Float(coder.decodeDouble("priority") ?? 1000))
        identifier = coder.decodeString("identifier")
        itemIDs = (coder.decodeString("firstItem"), coder.decodeString("secondItem"))
        super.init(coder: coder)
    }

    /// Sets the items a screen named; `firstItem` absent means the holder itself.
    func resolveItems(holder: View, first: LayoutItem?, second: LayoutItem?) {
        firstItem = first ?? holder
        secondItem = second
    }

    /// Whether the constraint takes part in layout. Activating adds it to the nearest common
    /// ancestor of its items, which must share a view tree.
    public var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let holder = commonAncestor else {
                    preconditionFailure("\(self): its items have no common ancestor")
                }
                holder.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// Activates every constraint given, each added to its items' nearest common ancestor (UIKit's
    /// `NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    /// Deactivates every constraint given: each stops taking part in layout.
    public static func deactivate(_ constraints: [LayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }

    /// The nearest view that is, or is an ancestor of, both items' views.
    var commonAncestor: View? {
        guard var first = firstItem?.owningView else { return nil }
        guard var second = secondItem?.owningView else { return first }
        // Both brought to the same depth, then walked up together until they meet: each view
        // on the way is visited once (asking at each ancestor whether the other descends from
        // it walked the tree again for every step, for each constraint a stack view makes).
        func depth(_ view: View) -> Int {
            var (depth, current) = (0, view.superview)
            while let view = current { (depth, current) = (depth + 1, view.superview) }
            return depth
        }
        var (firstDepth, secondDepth) = (depth(first), depth(second))
        while firstDepth > secondDepth, let up = first.superview { (first, firstDepth) = (up, firstDepth - 1) }
        while secondDepth > firstDepth, let up = second.superview { (second, secondDepth) = (up, secondDepth - 1) }
        while first !== second {
            guard let firstUp = first.superview, let secondUp = second.superview else { return nil }
            (first, second) = (firstUp, secondUp)
        }
        return first
    }

    /// The constant or priority changed: an active constraint is replaced in the solver.
    private func changed() {
        guard let holder else { return }
        if let engine = holder.rootView.layoutEngine { engine.constraintChanged(self) } else { holder.layoutStructureChanged() }
        holder.setNeedsDisplay()
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// `button.centerX == superview.centerX + 2 @750`, for messages.
    public var description: String {
        func name(_ item: LayoutItem?) -> String {
            guard let item else { return "?" }
            if let view = item as? View { return view.layoutName }
            return ClassRegistry.name(of: type(of: item))
        }
        return LayoutEquation.text(
            name(firstItem), firstAttribute.rawValue, relation, secondItem.map(name), secondAttribute.rawValue, multiplier: multiplier,
            constant: constant, priority: Double(priority.rawValue))
    }
}
