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
    /// would lose the places autoresizing keeps).
    init(bar: View, edge: Edge, contentSize: Size) {
        self.bar = bar
        self.edge = edge
        super.init(frame: Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height + 1))
        addSubview(contentView)
        addSubview(bar)
        placeBarAndContent()
    }

    required init(coder: NibCoder) {
        fatalError("a container controller makes its view in code")
    }

    override func layoutSubviews() { placeBarAndContent() }

    private func placeBarAndContent() {
        let barHeight = min(1, bounds.height)
        let contentHeight = bounds.height - barHeight
        bar.frame = Rect(x: 0, y: edge == .top ? 0 : contentHeight, width: bounds.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: edge == .top ? barHeight : 0, width: bounds.width, height: contentHeight)
    }
}
