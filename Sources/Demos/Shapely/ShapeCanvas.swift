import NibKit

/// Shapely's drawing area. When the terminal shrinks, it brings its shapes back inside, so no
/// shape is ever lost off screen.
public final class ShapeCanvas: View {
    public override func layoutSubviews() {
        super.layoutSubviews()
        for shape in subviews where !bounds.isEmpty {
            shape.frame = ShapeView.clamp(shape.frame, inside: bounds)
        }
    }
}
