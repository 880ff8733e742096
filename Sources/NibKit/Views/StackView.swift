/// A row or column of views, placed by constraints it makes itself, as UIStackView, or, when
/// nothing else constrains them, by the stack itself in one pass (`arrangesItself`):
///
///     let stack = StackView(arrangedSubviews: [nameLabel, nameField])
///     stack.axis = .horizontal
///     stack.spacing = 1
///     stack.alignment = .center
///
/// The arranged views sit side by side along `axis`, `spacing` apart; `distribution` says
/// how they share its length and `alignment` how they sit across it. A hidden arranged view
/// takes no room. The stack's own size follows its views' unless constraints set it.
open class StackView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// How the arranged views share the stack's length, as UIStackView's `Distribution`.
    public typealias Distribution = StackViewDistribution
    /// How the arranged views sit across the stack, as UIStackView's `Alignment`.
    public typealias Alignment = StackViewAlignment

    /// The views the stack places, in order along its axis; each is a subview too.
    public private(set) var arrangedSubviews: [View] = []
    /// The arranged views by identity: whether a view is one, without a search of thousands.
    private var arrangedIDs: Set<ObjectIdentifier> = []

    /// The arranged views that take room: shown, and still its subviews.
    private var shownArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// Whether the stack arranges `view`.
    private func isArranged(_ view: View) -> Bool { arrangedIDs.contains(ObjectIdentifier(view)) }
    /// Which way the views run: side by side (`horizontal`, the default) or one above another.
    open var axis = LayoutAttribute.Axis.horizontal { didSet { setNeedsUpdateConstraints() } }
    /// How the views share the stack's length; `fill` unless set.
    open var distribution = Distribution.fill { didSet { setNeedsUpdateConstraints() } }
    /// How the views sit across the axis; `fill` (stretched across) unless set.
    open var alignment = Alignment.fill { didSet { setNeedsUpdateConstraints() } }
    /// Cells between neighbours (the least, for `equalSpacing` and `equalCentering`).
    open var spacing = 0 { didSet { setNeedsUpdateConstraints() } }

    /// The constraints and spacer guides the stack made for its arrangement, replaced when it changes.
    private var arrangement: (constraints: [LayoutConstraint], spacers: [LayoutGuide]) = ([], [])

    /// Whether the stack places its views itself (`StackArrangement`) rather than by
    /// constraints: when it fills (`fill`, `fillEqually`), nothing else constrains its views or
    /// anything in them, and its size does not depend on its views (placed by its frame, or by
    /// constraints that decide its size) or it gives the layout their size as its own
    /// (`sizesByContent`). Decided at each `updateConstraints`; a constraint added later that
    /// concerns its views has it decide again.
    public private(set) var arrangesItself = false {
        didSet { Self.selfArranging += arrangesItself ? 1 : oldValue ? -1 : 0 }
    }
    /// How many stacks place their views themselves (at most: one that goes while it does is
    /// still counted): while none does, a constraint added need not look for one.
    nonisolated(unsafe) private static var selfArranging = 0

    /// An empty horizontal stack at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A horizontal stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            StackView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "stackView", role: .view,
                summary:
                    "A row (axis horizontal, the default) or column of its subviews, placed by constraints it makes: `spacing` cells apart, sharing the length by `distribution`, placed across by `alignment`; a hidden subview takes no room.",
                xcodeNames: ["stackView"], appKitNames: ["stackView"]),
            settings: [
                Setting("axis", \StackView.axis, "A row (horizontal, the default) or a column."),
                Setting("distribution", \StackView.distribution, "How its subviews share its length."),
                Setting("alignment", \StackView.alignment, "How its subviews are placed across it."),
                Setting("spacing", \StackView.spacing, "How many cells apart its subviews stand."),
            ])
    }

    /// A stack placed by its frame, or by constraints, decides again how it arranges its views.
    open override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsUpdateConstraints() } }
    }

    /// A stack read from a screen: `axis`, `distribution`, `alignment` and `spacing`. It arranges its
    /// subviews once awake.
    public required init(coder: NibCoder) {
        if let axis = coder.decodeString("axis").flatMap(LayoutAttribute.Axis.init(rawValue:)) { self.axis = axis }
        if let distribution = coder.decodeString("distribution").flatMap(Distribution.init(rawValue:)) { self.distribution = distribution }
        if let alignment = coder.decodeString("alignment").flatMap(Alignment.init(rawValue:)) { self.alignment = alignment }
        if let spacing = coder.decodeInt("spacing") { self.spacing = spacing }
        super.init(coder: coder)
    }

    /// A screen's stack arranges the subviews it declares, in order.
    open override func awakeFromNib() {
        super.awakeFromNib()
        for view in subviews where !isArranged(view) { arrange(view, at: arrangedSubviews.count) }
        setNeedsUpdateConstraints()
    }

    /// Arranges `view` after the others, as ``insertArrangedSubview(_:at:)`` does.
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Arranges `view` at `index` (kept within the arranged views), moving it there if it is
    /// arranged already; it becomes a subview if it is not one, and is placed by constraints from
    /// then on (`translatesAutoresizingMaskIntoConstraints` false).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if isArranged(view) { arrangedSubviews.removeAll { $0 === view } }
        if view.superview !== self { addSubview(view) }
        arrange(view, at: min(max(0, index), arrangedSubviews.count))
        setNeedsUpdateConstraints()
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard isArranged(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedIDs.remove(ObjectIdentifier(view))
        setNeedsUpdateConstraints()
    }

    private func arrange(_ view: View, at index: Int) {
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        arrangedIDs.insert(ObjectIdentifier(view))
    }

    /// Stops arranging a subview that leaves.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityChanged(_ subview: View) {
        if isArranged(subview) { setNeedsUpdateConstraints() }
    }

    /// `fill` and `fillProportionally` state the views' content sizes in their arrangement.
    override func subviewContentSizeChanged(_ subview: View) {
        guard distribution == .fill || distribution == .fillProportionally, isArranged(subview) else { return }
        guard arrangesItself else { return setNeedsUpdateConstraints() }
        setNeedsLayout()
        if sizesByContent { invalidateIntrinsicContentSize() }
    }

    /// Replaces the arrangement's constraints (and spacers) with ones for the current views and
    /// settings, or with none when the stack places its views itself.
    open override func updateConstraints() {
        LayoutConstraint.deactivate(arrangement.constraints)
        arrangement.spacers.forEach(removeLayoutGuide)
        arrangesItself = canArrangeItself
        let visible = shownArrangedSubviews
        let sizes = arrangesItself && canSizeByContent(visible)
        if sizes { takePriorities(of: visible) }
        if sizes != sizesByContent {
            sizesByContent = sizes
            invalidateIntrinsicContentSize()
        }
        arrangement = arrangesItself ? ([], []) : makeArrangement()
        arrangement.spacers.forEach(addLayoutGuide)
        LayoutConstraint.activate(arrangement.constraints)
        if arrangesItself { setNeedsLayout() }
        super.updateConstraints()
    }

    // MARK: The arrangement made by the stack itself

    /// Whether the stack can place its views itself: its distribution is one `StackArrangement`
    /// computes; its size does not depend on theirs (it is placed by its frame, or by
    /// constraints that decide its size without its content, which the first layout tells:
    /// `sizedByItsContent`), or it can size by them (`canSizeByContent`); and no constraint
    /// concerns its views but its own (none in a view's subtree, none held by the stack or an
    /// ancestor naming one).
    private var canArrangeItself: Bool {
        guard StackArrangement.computes(distribution) else { return false }
        let views = shownArrangedSubviews
        guard translatesAutoresizingMaskIntoConstraints || !sizedByItsContent || canSizeByContent(views) else { return false }
        guard !views.contains(where: \.holdsConstraintsInSubtree) else { return false }
        let arranged = Set(views.map(ObjectIdentifier.init))
        func names(_ item: LayoutItem?) -> Bool { item.flatMap(\.owningView).map { arranged.contains(ObjectIdentifier($0)) } ?? false }
        var holder: View? = self
        while let view = holder {
            if view.constraints.contains(where: { names($0.firstItem) || names($0.secondItem) }) { return false }
            holder = view.superview
        }
        return true
    }

    /// Whether the constraints that place the stack leave its size to its content, as the first
    /// layout that placed its views itself found (its size open along an axis): from then on it
    /// sizes by its views itself when it can (`canSizeByContent`), else by constraints.
    private var sizedByItsContent = false

    /// Whether the stack, arranging its views itself and placed by constraints, gives the layout
    /// its views' size as its own content size (`StackArrangement.naturalSize`), with its views'
    /// priorities: what the solver finds from the constraints a stack makes, when its views
    /// share their priorities and it fills along its axis (`fill`); stretched across, only
    /// when they settle at one length (`StackArrangement.settledLength`).
    private(set) var sizesByContent = false

    /// Whether the stack can give the layout its views' size as its own (`sizesByContent`).
    private func canSizeByContent(_ views: [View]) -> Bool {
        guard !translatesAutoresizingMaskIntoConstraints, distribution == .fill, let first = views.first else { return false }
        let across = axis.crossing
        return views.allSatisfy { view in
            view.contentHuggingPriority(for: axis) == first.contentHuggingPriority(for: axis)
                && view.contentCompressionResistancePriority(for: axis) == first.contentCompressionResistancePriority(for: axis)
                && view.contentCompressionResistancePriority(for: across) == first.contentCompressionResistancePriority(for: across)
                && view.contentHuggingPriority(for: across) == first.contentHuggingPriority(for: across)
                // Stretched across, views that hug as much as they resist settle anywhere between two lengths.
                && (alignment != .fill || view.contentHuggingPriority(for: across) != view.contentCompressionResistancePriority(for: across))
                && (axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height) >= 0
        }
    }

    /// The visible arranged views, as the arrangement sees them.
    private var arrangementItems: (views: [View], items: [StackArrangement.Item]) {
        let views = shownArrangedSubviews
        let across = axis.crossing
        let items = views.map { view in
            StackArrangement.Item(
                content: view.intrinsicContentSize, height: { view.sizeThatFits(Size(width: $0, height: .max)).height },
                hugging: view.contentHuggingPriority(for: axis), compressionResistance: view.contentCompressionResistancePriority(for: axis),
                acrossHugging: view.contentHuggingPriority(for: across), acrossCompressionResistance: view.contentCompressionResistancePriority(for: across))
        }
        return (views, items)
    }

    /// The arrangement of its settings, when it places its views itself.
    private var selfArrangement: StackArrangement {
        StackArrangement(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
    }

    /// Its views' size, when it sizes by them (`sizesByContent`); none otherwise, as UIStackView.
    open override var intrinsicContentSize: Size {
        guard sizesByContent else { return super.intrinsicContentSize }
        return selfArrangement.naturalSize(
            of: arrangementItems.items, width: nil)
    }

    /// Its views' size at `size`'s width, when it sizes by them.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard sizesByContent else { return super.sizeThatFits(size) }
        return selfArrangement.naturalSize(
            of: arrangementItems.items, width: size.width)
    }

    /// Takes its views' priorities as its own content's: along the axis theirs; across, theirs
    /// when it stretches them, else as small as the largest, as the constraints a stack makes pull.
    private func takePriorities(of views: [View]) {
        guard let first = views.first else { return }
        let across = axis.crossing
        setContentHuggingPriority(first.contentHuggingPriority(for: axis), for: axis)
        setContentCompressionResistancePriority(first.contentCompressionResistancePriority(for: axis), for: axis)
        setContentHuggingPriority(alignment == .fill ? first.contentHuggingPriority(for: across) : Self.fittingPriority, for: across)
        setContentCompressionResistancePriority(first.contentCompressionResistancePriority(for: across), for: across)
    }

    /// Places the arranged views, when the stack does so itself.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard arrangesItself else { return }
        if !translatesAutoresizingMaskIntoConstraints, !sizesByContent {
            // Placed by constraints without its content: they must decide its size alone.
            let open = rootView.layoutEngine?.ambiguity(of: self)
            guard let open, !open.horizontal, !open.vertical else {
                sizedByItsContent = true
                setNeedsUpdateConstraints()
                return
            }
        }
        let (views, items) = arrangementItems
        let arrangement = selfArrangement
        for (view, frame) in zip(views, arrangement.frames(of: items, in: frame.size)) { view.frame = frame }
    }

    /// A constraint was added: a stack that places its views itself, and one of whose views
    /// (or anything in one) it concerns, decides again how to arrange them.
    static func constraintAdded(_ constraint: LayoutConstraint) {
        guard selfArranging > 0 else { return }
        for start in [constraint.holder, constraint.firstItem?.owningView, constraint.secondItem?.owningView] {
            var view = start
            while let current = view {
                if let stack = current.superview as? StackView, stack.arrangesItself { stack.setNeedsUpdateConstraints() }
                view = current.superview
            }
        }
    }

    // MARK: The arrangement as constraints

    /// The attributes along the axis (start, end, length, centre) and across it.
    private typealias Attributes = (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)

    private var along: Attributes { axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY) }
    private var across: Attributes { axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX) }

    /// Its views end to end, when its distribution sets them so: the layout engine holds the
    /// links of the arrangement as one equation (`LayoutChain`).
    private(set) var chain: LayoutChain?

    private func makeArrangement() -> (constraints: [LayoutConstraint], spacers: [LayoutGuide]) {
        let views = shownArrangedSubviews
        let along = along
        chain = nil
        guard let first = views.first, let last = views.last else {
            // Nothing to show: as small as it may be.
            return ([LayoutConstraint(item: self, attribute: along.length, relatedBy: .lessThanOrEqual, constant: 0, priority: Self.fittingPriority)], [])
        }
        var made = [relate(first, along.start, .equal, self, along.start), relate(last, along.end, .equal, self, along.end)]
        var spacers: [LayoutGuide] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            let spacing = Double(spacing)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(relate(next, along.start, .equal, previous, along.end, constant: spacing))
            case .equalSpacing, .equalCentering:
                made.append(relate(next, along.start, .greaterThanOrEqual, previous, along.end, constant: spacing))
                // A spacer from end to start (or centre to centre), each as long as the first.
                let edges = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
                let spacer = LayoutGuide()
                spacer.identifier = "spacer"
                made += [relate(spacer, along.start, .equal, previous, edges.0), relate(spacer, along.end, .equal, next, edges.1)]
                if let firstSpacer = spacers.first { made.append(relate(spacer, along.length, .equal, firstSpacer, along.length)) }
                spacers.append(spacer)
            }
        }
        // So far, `made` is the links.
        let links = made
        var (floors, hugs): ([LayoutConstraint], [LayoutConstraint]) = ([], [])
        let hugging = views.map { $0.contentHuggingPriority(for: axis) }
        let least = hugging.min()
        // The first of the views that hug least grows; the others hug a little more.
        let growing = hugging.firstIndex { $0 == least }
        for (index, view) in views.enumerated() {
            switch distribution {
            case .fillEqually where view !== first:
                made.append(relate(view, along.length, .equal, first, along.length))
            case .fillProportionally where view !== first:
                let (mine, theirs) = (contentLength(of: view), contentLength(of: first))
                if mine > 0, theirs > 0 { made.append(relate(view, along.length, .equal, first, along.length, multiplier: Double(mine) / Double(theirs))) }
            case .fill where index != growing && hugging[index] == least && contentLength(of: view) >= 0:
                hugs.append(
                    LayoutConstraint(
                        item: view, attribute: along.length, relatedBy: .lessThanOrEqual, constant: Double(contentLength(of: view)),
                        priority: Self.fittingPriority))
            default: break
            }
            if distribution == .fill {
                // Room missing is taken from the least resistant down to nothing, then from the
                // next; only a stack shorter than its spacing has one shorter than nothing.
                let nothing = LayoutConstraint(item: view, attribute: along.length, relatedBy: .greaterThanOrEqual, constant: 0, priority: Self.nothingShorter)
                nothing.identifier = "stack"
                floors.append(nothing)
            }
            made += alignmentConstraints(of: view)
        }
        if alignment != .fill {
            // Across the axis, as small as the largest view.
            made.append(LayoutConstraint(item: self, attribute: across.length, relatedBy: .lessThanOrEqual, constant: 0, priority: Self.fittingPriority))
        }
        if distribution.setsEndToEnd {
            chain = LayoutChain(
                container: self, views: views, axis: axis, spacing: spacing,
                lengths: distribution == .fill ? .theirOwn : distribution == .fillEqually ? .equal : .tied, links: links,
                floors: floors, hugs: hugs, growing: distribution == .fill ? growing.map { views[$0] } : nil)
        }
        return (made + floors + hugs, spacers)
    }

    /// Where a view sits across the axis: stretched, against one side, or centred, never
    /// outside the stack.
    private func alignmentConstraints(of view: View) -> [LayoutConstraint] {
        let across = across
        // Made as needed: each is an object the stack makes again whenever it arranges.
        func start(_ relation: LayoutRelation) -> LayoutConstraint { relate(view, across.start, relation, self, across.start) }
        func end(_ relation: LayoutRelation) -> LayoutConstraint { relate(view, across.end, relation, self, across.end) }
        switch alignment {
        case .fill: return [start(.equal), end(.equal)]
        case .leading, .top, .firstBaseline: return [start(.equal), end(.lessThanOrEqual)]
        case .trailing, .bottom, .lastBaseline: return [end(.equal), start(.greaterThanOrEqual)]
        case .center: return [relate(view, across.center, .equal, self, across.center), start(.greaterThanOrEqual), end(.lessThanOrEqual)]
        }
    }

    private func relate(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem? = nil,
        _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.identifier = "stack"
        return constraint
    }

    /// How much room the view's content asks for along the axis (`View.noIntrinsicMetric` if none).
    private func contentLength(of view: View) -> Int {
        axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    }

    /// The weakest pull, for sizes nothing else decides.
    static let fittingPriority = LayoutPriority(1)
    /// How strongly a view keeps from being shorter than nothing: above any compression
    /// resistance short of required, and not required, so that a stack squeezed below its
    /// spacing is no conflict.
    static let nothingShorter = LayoutPriority(999)
}

extension StackViewDistribution {
    /// Whether the views stand end to end, `spacing` apart (`LayoutChain`), rather than with
    /// room between them that the stack shares out.
    var setsEndToEnd: Bool { self == .fill || self == .fillEqually || self == .fillProportionally }
}
