import NibKit

/// Learn iOS 8, chapter 15: the factory is the File's Owner of the shape screens. It loads
/// SquareShape or RectangleShape with the view controller as the external object
/// `viewController` (the recognizers' target), sets the shape, and makes the double tap wait
/// for the triple tap to fail, in code, as the book does.
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

    /// A new shape view wired to `viewController`.
    public func load(_ shape: ShapeKind, viewController: ShapelyViewController) throws -> ShapeView {
        try Nib(named: shape.screenName, source: source).instantiate(owner: self, externalObjects: ["viewController": viewController])
        guard let view else {
            throw ScreenError([Diagnostic(.unknownOutlet, "\(shape.screenName) did not connect the factory's view outlet", at: nil, key: "view")])
        }
        view.shape = shape
        if let dblTapGesture, let trplTapGesture { dblTapGesture.require(toFail: trplTapGesture) }
        return view
    }
}
