/// Views set end to end along an axis, `spacing` apart, from their container's start to its
/// end, as a stack view's arrangement sets them (`StackView`): what the constraints `links` say
/// one by one, the first view's start on the container's, each view's start on the end of the
/// one before, the last view's end on the container's.
///
/// The layout engine states the links as one equation, the container's length being its views'
/// lengths and the spacing, and gives a view's position along the axis a variable of the solver
/// only when another constraint names it. Held by the links one by one, each position is a
/// variable whose row sums every length before it: the solver's rows for a stack of n views
/// hold n²/2 terms (a stack of 3,000 labels, one of them placed by another constraint: more
/// than 60 s), where the sum is one row of n.
struct LayoutChain {
    /// The container the views fill, the stack.
    unowned let container: View
    /// The views, in order along the axis.
    let views: [View]
    let axis: LayoutAttribute.Axis
    let spacing: Int
    /// How the views' lengths relate, as the container's other constraints say.
    let lengths: Lengths
    /// The constraints the chain stands for.
    let links: [LayoutConstraint]
    /// The constraints that keep each view from being shorter than nothing (`fill`).
    let floors: [LayoutConstraint]
    /// The constraints that have the views that hug their content least, but `growing`, hug it
    /// a little more (`fill`), so that the room over goes to `growing`.
    let hugs: [LayoutConstraint]
    /// The first of the views that hug their content least (`fill`).
    let growing: View?

    enum Lengths {
        /// Each view's is its own (`fill`): the engine holds each near its content, and above
        /// nothing (`floors`), before the rest, so that each is a short row of its own.
        case theirOwn
        /// Each is the first view's (`fillEqually`): a sum of lengths is a multiple of it.
        case equal
        /// Tied to the first view's otherwise (`fillProportionally`).
        case tied
    }

    /// The constraints of one view each that the layout holds for several at once where it can
    /// (`LayoutEngine.Run`): the floors and the hugs.
    var perView: [LayoutConstraint] { floors + hugs }

    /// Whether the chain still says what its constraints say: each link is active and held by
    /// the container, each of `perView` is active, and each view is a subview of the container.
    var holds: Bool {
        links.allSatisfy { $0.holder === container } && perView.allSatisfy(\.isActive) && views.allSatisfy { $0.superview === container }
    }
}
