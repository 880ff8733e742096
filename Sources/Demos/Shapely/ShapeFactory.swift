import NibKit

/// Learn iOS 8, chapter 15: File's Owner of the shape screens, whose external object
/// `viewController` is the recognizers' target; in code, the double tap waits for the triple.
public final class ShapeFactory: NibObject {
    @Outlet var view: ShapeView?
    @Outlet var dblTapGesture: TapGestureRecognizer?
    @Outlet var trplTapGesture: TapGestureRecognizer?

    let source: any ScreenSource

    public init(source: any ScreenSource = ScreenSearchPath.default) {
        self.source = source
        super.init()
    }

    public required init(coder: NibCoder) {
        source = ScreenSearchPath.default
        super.init(coder: coder)
    }

    /// A new shape view wired to `viewController`. The outlets are cleared first, so a screen that
    /// does not connect them cannot hand back the previous shape.
    public func load(_ shape: ShapeKind, viewController: ShapelyViewController) throws -> ShapeView {
        (view, dblTapGesture, trplTapGesture) = (nil, nil, nil)
        let nib = try Nib(named: shape.screenName, source: source)
        try nib.instantiate(owner: self, externalObjects: ["viewController": viewController])
        guard let view else { throw nib.viewOutletNotSet(controller: "ShapeFactory") }
        view.shape = shape
        if let dblTapGesture, let trplTapGesture { dblTapGesture.require(toFail: trplTapGesture) }
        return view
    }
}
