import Cassowary

/// Solves the constraints of one view tree and sets the frames they decide, as UIKit's
/// layout engine does: one Cassowary solver per tree root (a window, a modal view, a tree
/// laid out on its own), made when the tree first holds constraints and made again when
/// views or constraints come or go. Between those, work is incremental: a changed constant
/// or content size replaces one constraint in the solver, and a new size of the root is a
/// suggestion to its edit variables.
///
/// Each view the layout concerns (an item or holder of a constraint, and every ancestor of
/// one) is a box of four variables (left, top, width, height) in the root's coordinates.
/// A view that translates its autoresizing mask into constraints is held to its frame and
/// mask by required constraints; one that does not is held near its intrinsic content
/// size by its hugging and compression resistance priorities. A stack's views set end to end
/// are held by one equation (`LayoutChain`), their positions along its axis computed from their
/// lengths unless another constraint names one. The solver's answer is real; frames are whole
/// cells, by rounding edges (`cellEdges`), so neighbours stay neighbours.
final class LayoutEngine {
    /// A view's rectangle as the solver's variables, or a custom layout guide's (then `view`
    /// is the guide's owning view).
    final class Box {
        unowned let view: View
        let guide: LayoutGuide?
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable
        /// The hugging and compression resistance constraints on each axis, and the size they hold to.
        var content: (horizontal: [Constraint], vertical: [Constraint], size: Size) = (
            [], [], Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        )
        /// The box's top-left corner in whole cells once laid out, for its subviews' frames.
        var cellOrigin = Point.zero
        /// The chain of its views, for a stack that sets them end to end.
        var chain: Chain?
        /// The box whose chain places this one along the chain's axis, while no constraint but
        /// the chain's names its position there: the position is then no variable of the
        /// solver, but `chainedPosition`, computed at each layout.
        unowned var chainedIn: Box?
        /// The axis along which its content size was held before the other constraints, as a
        /// chain's view whose length is its own (`addChains`).
        var lengthHeldEarly: LayoutAttribute.Axis?
        /// Where the box stands in its chain.
        var chainIndex = 0
        var chainedPosition = 0.0
        /// The run of its chain that holds its length along the chain, which is then no
        /// variable of the solver, but `runLength`, computed at each layout.
        unowned var run: Run?
        var runLength = 0.0
        /// Along which axes the box is held inside its superview's (`keepOverflowingViewsInside`).
        var keptInside = (horizontal: false, vertical: false)
        func isKeptInside(horizontal: Bool) -> Bool { horizontal ? keptInside.horizontal : keptInside.vertical }

        /// The variables go unnamed: a name per box would cost a class name and four strings
        /// each, at every layout a tree is made for, for the solver's debugging text alone.
        init(_ view: View, guide: LayoutGuide? = nil) {
            self.view = view
            self.guide = guide
            (left, top, width, height) = (Variable(), Variable(), Variable(), Variable())
        }
    }

    /// A `LayoutChain` as boxes.
    final class Chain {
        /// What the stack declared.
        let declared: LayoutChain
        let items: [Box]
        let horizontal: Bool
        /// Its runs, in order along it (`Run`).
        var runs: [Run] = []
        /// From which item on positions are ambiguous, while the solution stands
        /// (`isPositionAmbiguous`): all if the container's could move; else those after a
        /// length that could move.
        var ambiguousFrom: Int?

        init(_ declared: LayoutChain, items: [Box]) {
            (self.declared, self.items, horizontal) = (declared, items, declared.axis == .horizontal)
        }

        /// How long an item is along the chain.
        func length(_ item: Box) -> Variable { horizontal ? item.width : item.height }

        /// Adds `factor ×` the lengths of the first `count` items to `expression`: as many
        /// times the first's, when they are all equal; a run's length once, for all its items
        /// (a run ends before an item whose position a constraint names).
        func addLengths(before count: Int, times factor: Double, to expression: inout Expression) {
            guard count > 0 else { return }
            if declared.lengths == .equal { return expression.terms.append(Term(length(items[0]), factor * Double(count))) }
            for item in items.prefix(count) {
                guard let run = item.run else {
                    expression.terms.append(Term(length(item), factor))
                    continue
                }
                if run.items[0] === item { expression.terms.append(Term(run.length, factor)) }
            }
        }
    }

    /// Views next to one another in a chain, each as long as it is held to be by its own
    /// content (`LayoutChain.Lengths.theirOwn`), alike in how they hug their content and resist
    /// compression along the chain, and that no other constraint names along it: the solver
    /// holds their total length, one variable, as the views' own constraints hold theirs one by
    /// one (near all their content, above nothing, hugging a little more where all of them
    /// would: `LayoutChain.hugs`), and each view's length is computed from the total after each
    /// solve, as a stack shares room (`StackArrangement.fill`). Held one by one, the lengths of
    /// a squeezed stack each gave way in a pivot of the solver that rewrote the row summing
    /// them all: 10,000 labels in 24 rows, 1 s, growing as the square.
    final class Run {
        unowned let chain: Chain
        let items: [Box]
        var horizontal: Bool { chain.horizontal }
        /// The priorities the items share along the chain.
        let priorities: Priorities
        let length = Variable()
        /// The constraints that hold `length` near the items' content, as one.
        var content: [Constraint] = []
        /// Whether an item's content size changed since `content` was made.
        var isStale = false
        /// Which items' lengths could move, while the solution stands (`openLengths`).
        var ambiguous: [Bool]?

        /// How strongly each item hugs its content, and resists compression, along the chain.
        struct Priorities: Equatable {
            var hugging: LayoutPriority
            var resistance: LayoutPriority

            /// A view's, when both are breakable: a required one is held by itself, to be named
            /// in a conflict.
            init?(of view: View, along axis: LayoutAttribute.Axis) {
                (hugging, resistance) = (view.contentHuggingPriority(for: axis), view.contentCompressionResistancePriority(for: axis))
                guard max(hugging.solverPriority, resistance.solverPriority) < Constraint.required else { return nil }
            }
        }

        init(_ items: [Box], of chain: Chain, priorities: Priorities) {
            (self.items, self.chain, self.priorities) = (items, chain, priorities)
            for item in items { item.run = self }
        }

        /// Whether it holds the view the room over goes to (`LayoutChain.growing`).
        var holdsGrowing: Bool { items.contains { $0.view === chain.declared.growing } }

        /// An item's content size along the run.
        func contentLength(_ item: Box) -> Int { horizontal ? item.content.size.width : item.content.size.height }

        /// Shares the solved length among the items (`StackArrangement.fill`): the room over
        /// to the first, the room missing from the last first.
        func share() {
            let count = items.count
            let lengths = StackArrangement.fill(
                items.map(contentLength), hugging: Array(repeating: priorities.hugging, count: count),
                resistance: Array(repeating: priorities.resistance, count: count), room: length.value)
            for (item, itemLength) in zip(items, lengths) { item.runLength = itemLength }
        }

        /// Which items' lengths could move with no preference held less well, the run's being
        /// fixed, as the solver finds of its own lengths held one by one: with room over, all
        /// of two or more, unless one is `growing`; with room missing and not all of it, the
        /// two or more that could still give some.
        func openLengths() -> [Bool] {
            let contents = items.map(contentLength)
            let extra = length.value - Double(contents.reduce(0, +))
            var open = Array(repeating: false, count: items.count)
            if extra > Self.tolerance, !holdsGrowing {
                open = Array(repeating: true, count: items.count)
            } else if extra < -Self.tolerance && length.value > Self.tolerance {
                open = contents.map { $0 > 0 }
            }
            return open.filter { $0 }.count > 1 ? open : Array(repeating: false, count: items.count)
        }

        /// Closer than this, two lengths are one (the solver's values are real).
        static let tolerance = 1e-6
    }

    /// Where a solver constraint came from, for messages.
    enum Origin {
        case constraint(LayoutConstraint)
        /// The frame and autoresizing mask of a view that translates them.
        case autoresizingMask(View)
        /// A required content size (a priority of 1000 on hugging or compression resistance).
        case contentSize(View)
        /// A stack's views end to end (`LayoutChain`).
        case chain(LayoutChain)
        /// A view kept inside its superview (`View.keepsInsideSuperview`).
        case superviewEdges(View)
    }

    /// The priority a view that keeps inside its superview holds to its edges: below its
    /// content's compression resistance (750: a view is never squeezed out of its text to keep
    /// inside) and what a design writes at a high priority, above a required aspect ratio Xcode
    /// wrote (read at 500), which gives way to it, and a view's hugging (250).
    static let insideSuperviewPriority = 700.0

    /// The root's frame holds at this priority: above any a program gives short of required,
    /// so a resize never makes the system unsatisfiable, and yields only to required constraints.
    static let rootPriority = 999.999

    /// Set while the engine writes frames: a frame set then is the layout's, not a program's.
    static var isApplyingFrames = false

    private unowned let root: View
    private let solver = Solver()
    /// Every box, each after its superview's.
    private var boxes: [Box] = []
    /// The boxes of views that keep inside their superviews (`View.keepsInsideSuperview`): none
    /// in most layouts, which then look at none of them after a solve.
    private var boxesKeepingInside: [Box] = []
    /// The boxes by view, and by custom layout guide.
    private var boxByItem: [ObjectIdentifier: Box] = [:]
    /// The solver's constraint for each active constraint of the tree.
    private var solved: [ObjectIdentifier: Constraint] = [:]
    /// The required constraints added, with where each came from and the order they came in,
    /// for explaining a conflict (in that order, the same each time).
    private var required: [ObjectIdentifier: (constraint: Constraint, origin: Origin, order: Int)] = [:]
    /// Required constraints refused and not yet reported (`reportRefused`).
    private var refused: [(constraint: Constraint, origin: Origin)] = []
    private var requiredAdded = 0
    private var changedConstraints: [LayoutConstraint] = []
    private var changedContent: [View] = []
    private var suggestedRootFrame: Rect?
    private var needsSolve = true
    /// While the engine is made: the breakable constraints, held back to be added after every
    /// required one (`addHeldBackConstraints`).
    private var heldBack: [Constraint] = []
    private var heldBackOrigins: [Origin] = []
    private var isHoldingBack = false
    /// The stacks' chains; the links each holds as one equation, and the floors it adds first.
    private var chains: [Chain] = []
    private var heldByChains: Set<ObjectIdentifier> = []
    /// Problems met while laying out (required constraints that could not all hold), each once.
    private(set) var diagnostics: [Diagnostic] = []

    /// Constraints held permanently whose constant or priority changed since the engine was
    /// made: the engine made next adds them after the others, so that, as when one is replaced
    /// in place, a changed constraint that conflicts is the one broken.
    private(set) var changedPermanentConstraints: [LayoutConstraint] = []

    /// The engine for the tree under `root`, adding the constraints `changed` after the others;
    /// nil when no view in the tree holds a constraint.
    static func make(for root: View, changed: [LayoutConstraint] = []) -> LayoutEngine? {
        var constraints: [LayoutConstraint] = []
        func collect(_ view: View) {
            constraints += view.constraints
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        guard !constraints.isEmpty else { return nil }
        if !changed.isEmpty {
            let last = Set(changed.map(ObjectIdentifier.init))
            constraints = constraints.filter { !last.contains(ObjectIdentifier($0)) } + constraints.filter { last.contains(ObjectIdentifier($0)) }
        }
        return LayoutEngine(root: root, constraints: constraints)
    }

    private init(root: View, constraints: [LayoutConstraint]) {
        self.root = root
        var members: Set<ObjectIdentifier> = []
        func include(_ view: View?) {
            var current = view
            while let view = current, members.insert(ObjectIdentifier(view)).inserted { current = view.superview }
        }
        include(root)
        for constraint in constraints {
            include(constraint.holder)
            include(constraint.firstItem?.owningView)
            include(constraint.secondItem?.owningView)
        }
        func visit(_ view: View) {
            guard members.contains(ObjectIdentifier(view)) else { return }
            let box = Box(view)
            boxes.append(box)
            boxByItem[ObjectIdentifier(view)] = box
            if view.keepsInsideSuperview, view !== root { boxesKeepingInside.append(box) }
            view.isPlacedByLayout = view !== root
            for guide in view.layoutGuides where guide.kind == .custom {
                let guideBox = Box(view, guide: guide)
                boxes.append(guideBox)
                boxByItem[ObjectIdentifier(guide)] = guideBox
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        let rootBox = boxes[0]
        for variable in [rootBox.left, rootBox.top, rootBox.width, rootBox.height] {
            try? solver.addEditVariable(variable, priority: Self.rootPriority)
        }
        // The root's frame before any constraint: each is then added to a solution already at
        // the size it will be drawn at, where at a size of zero most of the views' preferences
        // would first be broken, and mended by the suggestion after.
        suggestRootFrameIfChanged()
        addChains(constraints)
        isHoldingBack = true
        for box in boxes.dropFirst() where box.guide == nil && box.view.translatesAutoresizingMaskIntoConstraints { addAutoresizingConstraints(of: box) }
        for constraint in constraints { install(constraint) }
        // After the constraints, which decide whether a content size can matter (`isFixed`).
        for box in boxes.dropFirst() where box.guide == nil && !box.view.translatesAutoresizingMaskIntoConstraints {
            // A chain's views have their lengths along it held already (`addChains`).
            let across = box.lengthHeldEarly?.crossing
            setContentConstraints(of: box, size: box.view.intrinsicContentSize, only: across)
        }
        addHeldBackConstraints()
        reportRefused()
    }

    /// Adds the breakable constraints held back while the engine was made, in the order they
    /// came. Required constraints first: they are the equations that place the views, and a
    /// preference added then enters rows already written in terms of them. Added first, the
    /// preferences' slacks and errors were carried into every row each required constraint
    /// touched, and most of those constraints went through an artificial variable (Account.xib's
    /// first layout did three times the work). Which required constraint is refused, if any,
    /// does not depend on the preferences, and the optimum, where it is unique, not on the order.
    private func addHeldBackConstraints() {
        isHoldingBack = false
        for (constraint, origin) in zip(heldBack, heldBackOrigins) { add(constraint, from: origin) }
        heldBack = []
        heldBackOrigins = []
    }

    /// The views it placed are left to their frames and autoresizing masks again.
    func detach() {
        for box in boxes { box.view.isPlacedByLayout = false }
    }

    // MARK: Changes

    /// A constraint's constant or priority changed: it is replaced before the next solve, or,
    /// held permanently, the layout is made again (as when a constraint comes or goes).
    func constraintChanged(_ constraint: LayoutConstraint) {
        if let held = solved[ObjectIdentifier(constraint)], Self.holdsPermanently(held, from: .constraint(constraint)) {
            changedPermanentConstraints.append(constraint)
            root.layoutStructureChanged()
            return
        }
        changedConstraints.append(constraint)
    }

    /// A view's intrinsic content size changed: its content constraints are replaced.
    /// A view of a run whose priorities are no longer the run's, or that has no content along
    /// it now, makes the layout again.
    func contentSizeChanged(_ view: View) {
        if let run = boxByItem[ObjectIdentifier(view)]?.run {
            let axis: LayoutAttribute.Axis = run.horizontal ? .horizontal : .vertical
            let length = run.horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            if length < 0 || Run.Priorities(of: view, along: axis) != run.priorities { return root.layoutStructureChanged() }
        }
        if !changedContent.contains(where: { $0 === view }) { changedContent.append(view) }
    }

    // MARK: Solving

    /// Solves and sets frames if anything changed since the last time.
    func layoutIfNeeded() {
        defer { reportRefused() }
        for constraint in changedConstraints {
            // A view's own size constraint decides whether its content size counts (`isFixed`):
            // its content rows are made again only when that answer changes.
            let sized =
                constraint.secondItem == nil && constraint.firstAttribute.isSize
                ? (constraint.firstItem as? View).flatMap { $0.translatesAutoresizingMaskIntoConstraints ? nil : boxByItem[ObjectIdentifier($0)] }
                : nil
            let wasFixed = sized.map { fixedAxes(of: $0.view) }
            if let old = solved.removeValue(forKey: ObjectIdentifier(constraint)) { remove(old) }
            if constraint.holder != nil { install(constraint) }
            if let box = sized, fixedAxes(of: box.view) != wasFixed { setContentConstraints(of: box, size: box.content.size) }
            needsSolve = true
        }
        changedConstraints.removeAll()
        for view in changedContent {
            guard let box = boxByItem[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints else { continue }
            setContentConstraints(of: box, size: view.intrinsicContentSize)
            needsSolve = true
        }
        changedContent.removeAll()
        refreshRuns()
        if suggestRootFrameIfChanged() {
            needsSolve = true
        }
        guard needsSolve else { return }
        needsSolve = false
        for chain in chains {
            chain.ambiguousFrom = nil
            for run in chain.runs { run.ambiguous = nil }
        }
        // A label wraps to the width it is given and asks for the rows that takes: solve again
        // with those heights, a few times at most (each round can only settle more labels).
        for _ in 0..<3 {
            solver.updateVariables()
            applyFrames()
            // Each pass holds at least one more view in (a view held in can push another out).
            while keepOverflowingViewsInside() {
                solver.updateVariables()
                applyFrames()
            }
            guard fitContentToSolvedWidths() else { break }
        }
    }

    /// Suggests the root's frame to its edit variables if it is not the one last suggested;
    /// returns whether it did.
    @discardableResult
    private func suggestRootFrameIfChanged() -> Bool {
        guard root.frame != suggestedRootFrame else { return false }
        suggestedRootFrame = root.frame
        // One call each, not a loop over (variable, value) pairs: an array of tuples is a
        // type the runtime makes on its first use, in every program's first frame.
        let (box, frame) = (boxes[0], root.frame)
        try? solver.suggestValue(Double(frame.x), for: box.left)
        try? solver.suggestValue(Double(frame.y), for: box.top)
        try? solver.suggestValue(Double(frame.width), for: box.width)
        try? solver.suggestValue(Double(frame.height), for: box.height)
        return true
    }

    /// How many terms the solver's rows hold (`Solver.termCount`).
    var solverTermCount: Int { solver.termCount }

    /// How many terms the solver has carried between its rows (`Solver.work`).
    var solverWork: Int { solver.work }

    /// Along which axes the constraints leave a view's place or size open: it could move or
    /// grow without any constraint holding less well. Nil for a view the layout does not place
    /// by constraints.
    func ambiguity(of view: View) -> (horizontal: Bool, vertical: Bool)? {
        guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, let box = boxByItem[ObjectIdentifier(view)] else { return nil }
        return (
            isPositionAmbiguous(box, horizontal: true) || isLengthAmbiguous(box, horizontal: true),
            isPositionAmbiguous(box, horizontal: false) || isLengthAmbiguous(box, horizontal: false)
        )
    }

    /// Whether a box's length along an axis could move: a run's item's moves with the run's,
    /// or with the items it shares the run's length with (`Run.openLengths`).
    private func isLengthAmbiguous(_ box: Box, horizontal: Bool) -> Bool {
        guard let run = box.run, run.horizontal == horizontal else { return solver.isAmbiguous(horizontal ? box.width : box.height) }
        let ambiguous =
            run.ambiguous ?? (solver.isAmbiguous(run.length) ? Array(repeating: true, count: run.items.count) : run.openLengths())
        run.ambiguous = ambiguous
        return ambiguous[box.chainIndex - run.items[0].chainIndex]
    }

    /// Whether a box's position along an axis could move: a chained one's moves with its
    /// container's, or with a length before it that could move.
    private func isPositionAmbiguous(_ box: Box, horizontal: Bool) -> Bool {
        guard let container = chainContainer(of: box, horizontal: horizontal), let chain = container.chain else {
            return solver.isAmbiguous(horizontal ? box.left : box.top)
        }
        // Found once a solve: every item from the first whose place could move.
        let from =
            chain.ambiguousFrom
            ?? (isPositionAmbiguous(container, horizontal: horizontal)
                ? 0 : (chain.items.firstIndex { isLengthAmbiguous($0, horizontal: horizontal) }.map { $0 + 1 } ?? chain.items.count))
        chain.ambiguousFrom = from
        return from <= box.chainIndex
    }

    private func applyFrames() {
        // Saved, not cleared: a `layoutSubviews` this calls may lay out another tree.
        let wasApplying = Self.isApplyingFrames
        Self.isApplyingFrames = true
        defer { Self.isApplyingFrames = wasApplying }
        boxes[0].cellOrigin = root.frame.origin
        placeChain(of: boxes[0])
        for box in boxes.dropFirst() {
            let (left, top) = (positionValue(of: box, horizontal: true), positionValue(of: box, horizontal: false))
            let (x0, x1) = cellEdges(left, left + lengthValue(of: box, horizontal: true), limit: Rect.cellLimit)
            let (y0, y1) = cellEdges(top, top + lengthValue(of: box, horizontal: false), limit: Rect.cellLimit)
            box.cellOrigin = Point(x: x0, y: y0)
            placeChain(of: box)
            let size = (width: max(0, x1 - x0), height: max(0, y1 - y0))
            if let guide = box.guide, let owner = boxByItem[ObjectIdentifier(box.view)] {
                guide.layoutFrame = Rect(x: x0 - owner.cellOrigin.x, y: y0 - owner.cellOrigin.y, width: size.width, height: size.height)
            } else if let superview = box.view.superview, let parent = boxByItem[ObjectIdentifier(superview)] {
                box.view.frame = Rect(x: x0 - parent.cellOrigin.x, y: y0 - parent.cellOrigin.y, width: size.width, height: size.height)
            }
        }
    }

    /// Computes the positions of the views a box's chain places and no constraint names, from
    /// the box's and their lengths: the box comes before them (`boxes` is in tree order).
    /// Shares each run's length among its items first.
    private func placeChain(of box: Box) {
        guard let chain = box.chain else { return }
        for run in chain.runs { run.share() }
        var start = positionValue(of: box, horizontal: chain.horizontal)
        for item in chain.items {
            item.chainedPosition = start
            start += lengthValue(of: item, horizontal: chain.horizontal) + Double(chain.declared.spacing)
        }
    }

    /// A box's solved length along an axis.
    private func lengthValue(of box: Box, horizontal: Bool) -> Double {
        if let run = box.run, run.horizontal == horizontal { return box.runLength }
        return horizontal ? box.width.value : box.height.value
    }

    /// A box's solved position along an axis.
    private func positionValue(of box: Box, horizontal: Bool) -> Double {
        if chainContainer(of: box, horizontal: horizontal) != nil { return box.chainedPosition }
        return horizontal ? box.left.value : box.top.value
    }

    /// The container whose chain places a box along an axis, while the box's position there is
    /// no variable of the solver.
    private func chainContainer(of box: Box, horizontal: Bool) -> Box? {
        guard let container = box.chainedIn, container.chain?.horizontal == horizontal else { return nil }
        return container
    }

    /// Asks each view held to its content size how tall it is at the width it was given;
    /// returns whether any answer changed a content constraint.
    private func fitContentToSolvedWidths() -> Bool {
        var changed = false
        for box in boxes where (box.run != nil || !(box.content.horizontal.isEmpty && box.content.vertical.isEmpty)) && box.content.size.height >= 0 {
            let fitted = box.view.sizeThatFits(Size(width: box.view.frame.width, height: .max))
            guard fitted.height != box.content.size.height else { continue }
            setContentConstraints(of: box, size: Size(width: box.content.size.width, height: fitted.height))
            changed = true
        }
        refreshRuns()
        return changed
    }

    // MARK: Constraints into the solver

    /// Holds each stack's views end to end (`LayoutChain`) by one equation, its length being
    /// theirs and the spacing, in place of the links, which are left out; the lengths of views
    /// next to one another that nothing else names, as one (`Run`).
    ///
    /// Added first, with the views' content sizes along the chain and their floors when their
    /// lengths are their own (whose `isFixed` is then not known, so a length a constraint fixes
    /// is held by its content size too, as UIKit holds it): each length is then a short row of
    /// its own before a row sums them. Added after the constraints, a length was the subject of the row that
    /// sums the others, and each content size added after moved that row, all of it, onto the
    /// next length (10,000 labels: n²/4 terms moved). Lengths tied to the first view's
    /// (`fillEqually`) are better the other way: held first, each tie's row is written in the
    /// first view's preferences, which the solver's pivots then carry through every row.
    private func addChains(_ constraints: [LayoutConstraint]) {
        let declaredChains = boxes.compactMap { box in
            box.guide == nil ? (box.view as? StackView)?.chain.flatMap { $0.holds ? (box, $0) : nil } : nil
        }
        guard !declaredChains.isEmpty else { return }
        let ownConstraints = Set(declaredChains.flatMap { $0.1.links + $0.1.perView }.map(ObjectIdentifier.init))
        // The views no run takes, along each axis: those named there, and those a box is placed in.
        let holders = Set(boxes.compactMap { $0.guide == nil ? $0.view.superview.map(ObjectIdentifier.init) : nil })
        let named = namedViews(constraints.filter { !ownConstraints.contains(ObjectIdentifier($0)) })
        let left = (horizontal: named.horizontal.union(holders), vertical: named.vertical.union(holders))
        var held: Set<ObjectIdentifier> = []
        for (box, declared) in declaredChains {
            let items = declared.views.compactMap { boxByItem[ObjectIdentifier($0)] }
            guard items.count == declared.views.count else { continue }
            // Only the chains added hold their constraints: a chain left out leaves them to be
            // installed with the others.
            held.formUnion((declared.links + declared.perView).map(ObjectIdentifier.init))
            let chain = Chain(declared, items: items)
            box.chain = chain
            chains.append(chain)
            for (index, item) in items.enumerated() { (item.chainedIn, item.chainIndex) = (box, index) }
            if declared.lengths == .theirOwn { addRuns(of: chain, leaving: declared.axis == .horizontal ? left.horizontal : left.vertical) }
            // Installed now, and not again with the other constraints; a run holds its items'.
            for constraint in declared.perView where (constraint.firstItem as? View).flatMap({ boxByItem[ObjectIdentifier($0)]?.run }) == nil {
                install(constraint)
            }
            var length = Expression(constant: -Double(declared.spacing * (items.count - 1)))
            length.terms.append(Term(chain.length(box), 1))
            chain.addLengths(before: items.count, times: -1, to: &length)
            add(Constraint(length, .equal), from: .chain(declared))
        }
        heldByChains = held
    }

    /// Gathers a chain's items into runs (`Run`), and holds each other item's content size
    /// along the chain. An item joins the run of the items before it when it is held by
    /// constraints, has a content size along the chain and breakable priorities alike theirs,
    /// and is not among `left`: the views a constraint names along the chain, and those with a
    /// box placed within them (a subview's autoresizing mask names their length).
    private func addRuns(of chain: Chain, leaving left: Set<ObjectIdentifier>) {
        let axis = chain.declared.axis
        var (current, shared): ([Box], Run.Priorities?) = ([], nil)
        func endRun() {
            if let shared, !current.isEmpty {
                let run = Run(current, of: chain, priorities: shared)
                chain.runs.append(run)
                addFloor(of: run)
                setContent(of: run)
            }
            current = []
        }
        for item in chain.items {
            let view = item.view
            let priorities = view.translatesAutoresizingMaskIntoConstraints ? nil : Run.Priorities(of: view, along: axis)
            if !view.translatesAutoresizingMaskIntoConstraints {
                item.lengthHeldEarly = axis
                item.content.size = view.intrinsicContentSize
            }
            let joins =
                priorities != nil && (axis == .horizontal ? item.content.size.width : item.content.size.height) >= 0
                && !left.contains(ObjectIdentifier(view))
            if !joins || priorities != shared { endRun() }
            if joins {
                current.append(item)
                shared = priorities
            } else if !view.translatesAutoresizingMaskIntoConstraints {
                setContentConstraints(of: item, size: item.content.size, only: axis)
            }
        }
        endRun()
    }

    /// The views each axis's attributes of `constraints` name.
    private func namedViews(_ constraints: [LayoutConstraint]) -> (horizontal: Set<ObjectIdentifier>, vertical: Set<ObjectIdentifier>) {
        var named: (horizontal: Set<ObjectIdentifier>, vertical: Set<ObjectIdentifier>) = ([], [])
        for constraint in constraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                guard let view = item?.owningView else { continue }
                if attribute.axis == .horizontal { named.horizontal.insert(ObjectIdentifier(view)) } else { named.vertical.insert(ObjectIdentifier(view)) }
            }
        }
        return named
    }

    /// Holds a run's length above nothing, as its items' floors (`LayoutChain.floors`) hold theirs.
    private func addFloor(of run: Run) {
        guard let priority = run.chain.declared.floors.first?.priority.solverPriority else { return }
        let floor = Constraint(Expression(run.length), .greaterThanOrEqual, priority: priority)
        add(floor, from: .chain(run.chain.declared))
    }

    /// Holds a run's length near all its items' content, as their content constraints would
    /// hold each: no shorter at the priority they resist compression at, no longer at the one
    /// they hug at, and a little more when they would each hug a little more (`LayoutChain.hugs`:
    /// the room over goes to a view of another run).
    private func setContent(of run: Run) {
        run.content.forEach(remove)
        run.isStale = false
        let (length, total) = (Expression(run.length), Expression(constant: Double(run.items.reduce(0) { $0 + run.contentLength($1) })))
        var constraints = [
            Constraint(length, near: total, above: run.priorities.hugging.solverPriority, below: run.priorities.resistance.solverPriority)
        ]
        let hugsLeast = run.chain.declared.growing.map { run.priorities.hugging == $0.contentHuggingPriority(for: run.chain.declared.axis) } ?? false
        if hugsLeast && !run.holdsGrowing {
            constraints.append(Constraint(length, .lessThanOrEqual, total, priority: StackView.fittingPriority.solverPriority))
        }
        run.content = constraints.filter { add($0, from: .chain(run.chain.declared)) }
    }

    /// Makes again the content constraints of the runs whose items' content changed.
    private func refreshRuns() {
        for chain in chains { for run in chain.runs where run.isStale { setContent(of: run) } }
    }

    /// A box's position along an axis as a variable of the solver: a chained one's (`Box.chainedIn`)
    /// is first defined, its container's position and the lengths and spacing before it.
    private func position(of box: Box, horizontal: Bool) -> Variable {
        let variable = horizontal ? box.left : box.top
        guard let container = chainContainer(of: box, horizontal: horizontal), let chain = container.chain else { return variable }
        box.chainedIn = nil
        var position = Expression(constant: -Double(chain.declared.spacing * box.chainIndex))
        position.terms.append(Term(variable, 1))
        position.terms.append(Term(self.position(of: container, horizontal: horizontal), -1))
        chain.addLengths(before: box.chainIndex, times: -1, to: &position)
        add(Constraint(position, .equal), from: .chain(chain.declared))
        return variable
    }

    private func install(_ constraint: LayoutConstraint) {
        guard !heldByChains.contains(ObjectIdentifier(constraint)), let solverConstraint = expression(of: constraint) else { return }
        if add(solverConstraint, from: .constraint(constraint)) { solved[ObjectIdentifier(constraint)] = solverConstraint }
    }

    /// Adds a constraint; one that cannot hold with the required ones added before is left
    /// out (UIKit breaks one to recover), and reported with every constraint it conflicts with.
    /// While the engine is made, a breakable one is held back and counts as added: the only
    /// one the solver refuses is one with a number that is not finite, which is then reported,
    /// and which no other constraint's fate depends on (removing it later removes nothing).
    @discardableResult
    private func add(_ constraint: Constraint, from origin: Origin) -> Bool {
        if isHoldingBack && constraint.priority < Constraint.required {
            heldBack.append(constraint)
            heldBackOrigins.append(origin)
            return true
        }
        do {
            try solver.add(constraint, permanently: Self.holdsPermanently(constraint, from: origin))
            if constraint.priority >= Constraint.required {
                required[ObjectIdentifier(constraint)] = (constraint, origin, requiredAdded)
                requiredAdded += 1
            }
            return true
        } catch {
            report(constraint, from: origin)
            return false
        }
    }

    /// Whether the solver holds `constraint` permanently (`Solver.add(_:permanently:)`): a
    /// required equation of a screen or a program, or of an autoresizing mask, is replaced only
    /// by making the layout again, which a frame's change does already; so it takes no marker,
    /// and a chain of views or a stack view's arrangement lays out in time linear in its length.
    /// A content size's, replaced at each new size, is removable.
    private static func holdsPermanently(_ constraint: Constraint, from origin: Origin) -> Bool {
        guard constraint.isRequired, constraint.relation == .equal else { return false }
        if case .contentSize = origin { return false }
        return true
    }

    private func remove(_ constraint: Constraint) {
        try? solver.remove(constraint)
        required[ObjectIdentifier(constraint)] = nil
    }

    /// A required constraint the solver refused, to be reported with the constraints it
    /// conflicts with once the constraints being added are in (`reportRefused`).
    private func report(_ broken: Constraint, from origin: Origin) {
        refused.append((broken, origin))
    }

    /// Reports each constraint refused since the last report, with a smallest set of the
    /// required constraints it conflicts with: searched all at once (`minimalConflicts`),
    /// where searching at each refusal sorted and indexed every required constraint again
    /// (a thousand separate conflicts, a minute).
    private func reportRefused() {
        guard !refused.isEmpty else { return }
        let conflicts = minimalConflicts(of: refused.map(\.constraint), among: required.values.sorted { $0.order < $1.order }.map(\.constraint))
        for ((broken, origin), conflict) in zip(refused, conflicts) { report(broken, from: origin, conflict: conflict) }
        refused = []
    }

    private func report(_ broken: Constraint, from origin: Origin, conflict: [Constraint]) {
        let brokenItems: [View] = {
            guard case .constraint(let constraint) = origin else { return [] }
            return [constraint.firstItem?.owningView, constraint.secondItem?.owningView].compactMap { $0 }
        }()
        var lines: [String] = []
        for constraint in conflict {
            guard let described = constraint === broken ? origin : required[ObjectIdentifier(constraint)]?.origin else { continue }
            var line = Self.describe(described).place + " " + Self.describe(described).text
            // A view its mask holds, that the broken constraint also places: the usual mistake.
            if case .autoresizingMask(let view) = described, brokenItems.contains(where: { $0 === view }) {
                line += "; set translatesAutoresizingMaskIntoConstraints = false to place it by constraints"
            }
            if !lines.contains(line) { lines.append(line) }
        }
        var location: SourceLocation?
        if case .constraint(let constraint) = origin { location = constraint.location }
        var diagnostic = Diagnostic(
            .unsatisfiableConstraints, "required constraints cannot all hold; \(Self.describe(origin).text) is broken to recover. Together:", at: location)
        diagnostic.notes = lines
        guard !diagnostics.contains(diagnostic) else { return }
        diagnostics.append(diagnostic)
        // Said once: the engine is made again whenever a view comes or goes, the conflict with it.
        if let application = root.application, !application.reportedProblems.contains(diagnostic.description) {
            application.report(diagnostic.description)
        }
    }

    /// A constraint as a message lists it: where it was written ("in code" if not in a screen,
    /// or what made it), and what it says.
    static func describe(_ origin: Origin) -> (place: String, text: String) {
        switch origin {
        case .constraint(let constraint):
            return (constraint.location.map { "\($0):" } ?? "(in code)", "\(constraint)")
        case .autoresizingMask(let view):
            return ("(autoresizing mask)", "\(view.layoutName) at \(view.frame)")
        case .contentSize(let view):
            return ("(content size)", "\(view.layoutName) \(view.intrinsicContentSize) at priority 1000")
        case .chain(let chain):
            return ("(stack view)", "\(chain.container.layoutName)'s views end to end, \(chain.spacing) apart")
        case .superviewEdges(let view):
            return ("(inside its superview)", "\(view.layoutName) inside \(view.superview?.layoutName ?? "its superview")")
        }
    }

    /// The constraint as the solver takes it, `first - (second × multiplier + constant)`
    /// against zero: positions measured from the holder's origin, so that a multiplier scales
    /// a distance within the holder, as in UIKit. Written into one expression, term by term,
    /// rather than by the expression operators: each of those makes an array, and a screen's
    /// first layout builds every constraint (a fifth of the engine's making, for Account.xib).
    private func expression(of constraint: LayoutConstraint) -> Constraint? {
        guard let firstItem = constraint.firstItem, let first = place(of: firstItem) else { return nil }
        var expression = Expression(constant: -constraint.constant)
        expression.terms.reserveCapacity(6)
        add(constraint.firstAttribute, of: first, times: 1, to: &expression)
        if let secondItem = constraint.secondItem {
            guard let second = place(of: secondItem) else { return nil }
            let multiplier = constraint.multiplier
            add(constraint.secondAttribute, of: second, times: -multiplier, to: &expression)
            // (first - origin) - (second - origin) × multiplier: the origin counts multiplier - 1 times.
            if multiplier != 1, !constraint.firstAttribute.isSize, let holder = constraint.holder.flatMap({ boxByItem[ObjectIdentifier($0)] }) {
                let origin = position(of: holder, horizontal: constraint.firstAttribute.axis == .horizontal)
                expression.terms.append(Term(origin, multiplier - 1))
            }
        }
        return Constraint(expression, Relation(constraint.relation), priority: constraint.priority.solverPriority)
    }

    /// The box an item is measured on (a custom guide's own, or that of the view the item is
    /// or belongs to), and whether the item is a margins guide (measured from the margins).
    private func place(of item: LayoutItem) -> (box: Box, marginsGuide: Bool)? {
        let guide = item as? LayoutGuide
        if let guide, guide.kind == .custom, let box = boxByItem[ObjectIdentifier(guide)] { return (box, false) }
        guard guide?.kind != .custom, let view = item.owningView, let box = boxByItem[ObjectIdentifier(view)] else { return nil }
        return (box, guide?.usesMargins == true)
    }

    /// Adds `factor ×` an attribute of a box to `expression`; the margin attributes, and every
    /// attribute of a margins guide, measure from the edges moved in by the view's margins.
    private func add(_ attribute: LayoutAttribute, of place: (box: Box, marginsGuide: Bool), times factor: Double, to expression: inout Expression) {
        let box = place.box
        let (base, isMargin) = attribute.withoutMargin
        let inset = box.guide == nil && (isMargin || place.marginsGuide) ? box.view.layoutMargins : .zero
        let horizontal = base.axis == .horizontal
        let length = horizontal ? box.width : box.height
        let (near, far) = horizontal ? (Double(inset.left), Double(inset.right)) : (Double(inset.top), Double(inset.bottom))
        switch base {
        case .left, .leading, .top:
            expression.terms.append(Term(position(of: box, horizontal: horizontal), factor))
            expression.constant += factor * near
        case .right, .trailing, .bottom:
            expression.terms.append(Term(position(of: box, horizontal: horizontal), factor))
            expression.terms.append(Term(length, factor))
            expression.constant -= factor * far
        case .width, .height:
            expression.terms.append(Term(length, factor))
            expression.constant -= factor * (near + far)
        case .centerX, .centerY:
            expression.terms.append(Term(position(of: box, horizontal: horizontal), factor))
            expression.terms.append(Term(length, factor * 0.5))
            expression.constant += factor * (near - far) / 2
        default:
            break
        }
    }

    /// The frame and mask of a view placed by them, as required constraints on its box: the
    /// position and the far edge each move by their share of the superview's change in size,
    /// as `Autoresizing` moves them (the engine states the same rule, in reals).
    private func addAutoresizingConstraints(of box: Box) {
        guard let superview = box.view.superview, let parent = boxByItem[ObjectIdentifier(superview)] else { return }
        let frame = box.view.frame
        let container = superview.frame.size
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            let shares = Autoresizing.shares(box.view.autoresizingMask, axis, frame, in: container)
            let horizontal = axis == .horizontal
            let (position, length) = (position(of: box, horizontal: horizontal), horizontal ? box.width : box.height)
            let (parentPosition, parentLength) = (self.position(of: parent, horizontal: horizontal), horizontal ? parent.width : parent.height)
            let origin = Double(horizontal ? frame.x : frame.y)
            let size = Double(horizontal ? frame.width : frame.height)
            let change = parentLength - Double(horizontal ? container.width : container.height)
            add(Constraint(position - parentPosition, .equal, change * shares.leading + origin), from: .autoresizingMask(box.view))
            add(
                Constraint(position + length - parentPosition, .equal, change * (shares.leading + shares.length) + origin + size),
                from: .autoresizingMask(box.view))
        }
    }

    /// Holds inside their superview the views that keep inside it (`View.keepsInsideSuperview`)
    /// where the frames just set put one of them out of it, along that axis, at
    /// `insideSuperviewPriority`: all of that superview's at once, so that they give way
    /// together. Returns whether any was. Added only once a view is out, and only along the
    /// axis it is out on: where everything fits (most layouts) they would be rows of the solver
    /// that change nothing. Not along a stack's axis, for the stack's views or the stack: the
    /// stack's chain places them there, and keeps them inside it.
    private func keepOverflowingViewsInside() -> Bool {
        var added = false
        for box in boxesKeepingInside {
            guard let superview = box.view.superview, let parent = boxByItem[ObjectIdentifier(superview)] else { continue }
            for horizontal in [true, false] where !box.isKeptInside(horizontal: horizontal) && !isChained(box, horizontal: horizontal) {
                let (frame, room) = (box.view.frame, horizontal ? superview.bounds.width : superview.bounds.height)
                let (start, end) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                guard start < 0 || end > room, !isChained(parent, horizontal: horizontal) else { continue }
                for sibling in superview.subviews where sibling.keepsInsideSuperview {
                    guard let siblingBox = boxByItem[ObjectIdentifier(sibling)], !siblingBox.isKeptInside(horizontal: horizontal),
                        !isChained(siblingBox, horizontal: horizontal)
                    else { continue }
                    keepInsideSuperview(siblingBox, parent: parent, horizontal: horizontal)
                }
                added = true
            }
        }
        return added
    }

    /// Whether a stack's chain places the box along an axis (its position, or its length in a
    /// run, is then no variable of the solver).
    private func isChained(_ box: Box, horizontal: Bool) -> Bool {
        chainContainer(of: box, horizontal: horizontal) != nil || box.run?.horizontal == horizontal
    }

    /// Holds a box inside its superview's along one axis, at `insideSuperviewPriority`.
    private func keepInsideSuperview(_ box: Box, parent: Box, horizontal: Bool) {
        if horizontal { box.keptInside.horizontal = true } else { box.keptInside.vertical = true }
        let (position, length) = (position(of: box, horizontal: horizontal), horizontal ? box.width : box.height)
        let (parentPosition, parentLength) = (self.position(of: parent, horizontal: horizontal), horizontal ? parent.width : parent.height)
        add(Constraint(position - parentPosition, .greaterThanOrEqual, 0, priority: Self.insideSuperviewPriority), from: .superviewEdges(box.view))
        add(
            Constraint(position + length - parentPosition - parentLength, .lessThanOrEqual, 0, priority: Self.insideSuperviewPriority),
            from: .superviewEdges(box.view))
    }

    /// Whether a required constraint of the view's own, in the solver, holds its size along
    /// `axis` to a constant: its content size could change nothing there, so it is not added
    /// (UIKit adds it; the solution is the same, with a row fewer to solve).
    private func isFixed(_ view: View, along axis: LayoutAttribute.Axis) -> Bool {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        for constraint in view.constraints
        where constraint.firstItem === view && constraint.secondItem == nil && constraint.firstAttribute == size && constraint.relation == .equal
            && constraint.priority == .required && solved[ObjectIdentifier(constraint)] != nil
        {
            return true
        }
        return false
    }

    /// `isFixed` along each axis, horizontal first.
    private func fixedAxes(of view: View) -> [Bool] {
        [isFixed(view, along: .horizontal), isFixed(view, along: .vertical)]
    }

    /// Holds a box near `size` on each axis (or `only` one) that has a metric and is not fixed:
    /// no smaller than it at the compression resistance priority, no larger at the hugging priority.
    /// Along a run's axis, its item's content is the run's, made again before the next solve
    /// (`refreshRuns`).
    private func setContentConstraints(of box: Box, size: Size, only: LayoutAttribute.Axis? = nil) {
        box.content.size = size
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] where only == nil || only == axis {
            let horizontal = axis == .horizontal
            if let run = box.run, run.horizontal == horizontal {
                run.isStale = true
                continue
            }
            (horizontal ? box.content.horizontal : box.content.vertical).forEach(remove)
            let held = contentConstraints(of: box, along: axis, metric: horizontal ? size.width : size.height)
            if horizontal { box.content.horizontal = held } else { box.content.vertical = held }
        }
    }

    /// Adds the constraints that hold a box near `metric` along `axis`, and returns those added.
    private func contentConstraints(of box: Box, along axis: LayoutAttribute.Axis, metric: Int) -> [Constraint] {
        let view = box.view
        guard metric >= 0, !isFixed(view, along: axis) else { return [] }
        let (length, size) = (Expression(axis == .horizontal ? box.width : box.height), Expression(constant: Double(metric)))
        let (compression, hugging) = (
            view.contentCompressionResistancePriority(for: axis).solverPriority, view.contentHuggingPriority(for: axis).solverPriority
        )
        // Both breakable, as usual: one row holds both preferences (the solver's `near`).
        let constraints =
            max(compression, hugging) < Constraint.required
            ? [Constraint(length, near: size, above: hugging, below: compression)]
            : [Constraint(length, .greaterThanOrEqual, size, priority: compression), Constraint(length, .lessThanOrEqual, size, priority: hugging)]
        return constraints.filter { add($0, from: .contentSize(view)) }
    }
}

extension LayoutPriority {
    /// The priority as the solver weighs it: within 1...1000.
    var solverPriority: Double { min(max(Double(rawValue), 1), Constraint.required) }
}

extension Relation {
    init(_ relation: LayoutRelation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
