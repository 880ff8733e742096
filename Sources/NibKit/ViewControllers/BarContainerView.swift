/// A container controller's view: its bar on one row (a navigation bar at the top, a tab bar
/// at the bottom) and, on the rest, the content view, which holds the view of the child shown,
/// filling it.
final class BarContainerView: View {
    enum Edge { case top, bottom }

    let bar: View
    let edge: Edge
    let contentView = View()

    /// `contentSize` is the size of the child's view it first holds, so that view keeps its
    /// size until the container is given its own (a view shrunk to nothing and grown back
    /// would lose the places autoresizing keeps). The bar and the content follow the
    /// container's size by their autoresizing masks, which the layout of constraints keeps
    /// too: placed by hand in `layoutSubviews`, they were left where the layout last had them.
    init(bar: View, edge: Edge, contentSize: Size) {
        self.bar = bar
        self.edge = edge
        super.init(frame: Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height + 1))
        let barRow = edge == .top ? 0 : contentSize.height
        bar.frame = Rect(x: 0, y: barRow, width: contentSize.width, height: 1)
        bar.autoresizingMask = edge == .top ? [.flexibleWidth, .flexibleBottomMargin] : [.flexibleWidth, .flexibleTopMargin]
        contentView.frame = Rect(x: 0, y: edge == .top ? 1 : 0, width: contentSize.width, height: contentSize.height)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        addSubview(bar)
    }

    required init(coder: NibCoder) {
        fatalError("a container controller makes its view in code")
    }
}
