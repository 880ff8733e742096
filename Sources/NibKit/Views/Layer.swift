/// A view's border, set in code or from a screen with runtime attributes such as
/// `layer.cornerRadius` and `layer.borderWidth`, as on iOS.
public final class Layer: NibObject {
    /// A width of 1 or more draws a line border (2 or more draws it heavy).
    public var borderWidth = 0 { didSet { owner?.setNeedsDisplay() } }
    /// More than 0 rounds the border's corners.
    public var cornerRadius = 0.0 { didSet { owner?.setNeedsDisplay() } }
    /// The border's colour; `.default` draws it in the view's `foregroundColor`.
    public var borderColor: Color = .default { didSet { owner?.setNeedsDisplay() } }

    weak var owner: View?

    /// A layer with no border.
    public override init() { super.init() }
    /// A layer read from a screen, with no border: its settings come as runtime attributes.
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The border's width, corner radius and colour, for runtime attributes (`layer.borderWidth`).
    public override class var inspectableKeys: [String: Inspectable] {
        ["borderWidth": .value(\Layer.borderWidth), "cornerRadius": .value(\Layer.cornerRadius), "borderColor": .value(\Layer.borderColor)]
    }
}
