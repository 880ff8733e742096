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

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated public override class var declaration: Declaration {
        Declaration(
            Layer.self,
            settings: [
                .inspectable("borderWidth", \Layer.borderWidth, "The border's width in cells: 0 for none, 1 for a frame."),
                .inspectable("borderColor", \Layer.borderColor, "The border's colour."),
                .inspectable("cornerRadius", \Layer.cornerRadius, "Rounded corners when more than 0."),
            ])
    }
}
