import NibKit

/// A shape on Shapely's canvas, focusable and driven from the keyboard too. Circles and ovals
/// are drawn with half blocks, two pixels per cell (about twice as tall as wide), so they look round.
public final class ShapeView: View {
    public var shape: ShapeKind = .square { didSet { setNeedsDisplay() } }
    public var color: Color = .blue { didSet { setNeedsDisplay() } }

    public override class var isFocusableByDefault: Bool { true }

    public override func draw(in context: GraphicsContext) {
        if shape.isRound {
            drawEllipse(in: context)
        } else {
            context.fill(bounds, with: color)
        }
        if isFirstResponder {
            context.strokeBorder(bounds, color: .brightWhite, rounded: shape.isRound)
        }
    }

    /// Fills the pixels inside the ellipse that fits the bounds, two pixels per cell.
    private func drawEllipse(in context: GraphicsContext) {
        let w = Double(bounds.width)
        let h = Double(bounds.height * 2)
        func inside(_ x: Int, _ py: Int) -> Bool {
            let dx = (Double(x) + 0.5 - w / 2) / (w / 2)
            let dy = (Double(py) + 0.5 - h / 2) / (h / 2)
            return dx * dx + dy * dy <= 1
        }
        for y in 0..<bounds.height {
            for x in 0..<bounds.width {
                let top = inside(x, 2 * y)
                let bottom = inside(x, 2 * y + 1)
                let under = context.background(at: Point(x: x, y: y))
                switch (top, bottom) {
                case (true, true): context.set(Cell(" ", background: color), at: Point(x: x, y: y))
                case (true, false): context.set(Cell("▀", foreground: color, background: under), at: Point(x: x, y: y))
                case (false, true): context.set(Cell("▄", foreground: color, background: under), at: Point(x: x, y: y))
                case (false, false): break
                }
            }
        }
    }

    /// The gestures' keys (arrows move, + and - resize, c recolours, b sends to back), sending
    /// the same actions through the shape's recognizers.
    public override func keyDown(_ event: KeyEvent) -> Bool {
        func recognizer<T: GestureRecognizer>(_ type: T.Type, taps: Int? = nil) -> T? {
            gestureRecognizers.compactMap { $0 as? T }.first { taps == nil || ($0 as? TapGestureRecognizer)?.numberOfTapsRequired == taps }
        }
        switch event.key {
        case .left: move(dx: -2, dy: 0, with: recognizer(PanGestureRecognizer.self))
        case .right: move(dx: 2, dy: 0, with: recognizer(PanGestureRecognizer.self))
        case .up: move(dx: 0, dy: -1, with: recognizer(PanGestureRecognizer.self))
        case .down: move(dx: 0, dy: 1, with: recognizer(PanGestureRecognizer.self))
        case .character("+"), .character("="): recognizer(PinchGestureRecognizer.self)?.pinch(by: 1.25)
        case .character("-"): recognizer(PinchGestureRecognizer.self)?.pinch(by: 0.8)
        case .character("c"): recognizer(TapGestureRecognizer.self, taps: 2)?.sendActions()
        case .character("b"): recognizer(TapGestureRecognizer.self, taps: 3)?.sendActions()
        default: return super.keyDown(event)
        }
        return true
    }

    /// Moves by a step through the pan recognizer's action, exactly as a drag does.
    func move(dx: Int, dy: Int, with pan: PanGestureRecognizer?) {
        guard let pan else { return }
        pan.setTranslation(Point(x: dx, y: dy), in: superview)
        pan.sendActions()
    }

    /// A frame moved back inside a container, as far as it fits.
    static func clamp(_ frame: Rect, inside container: Rect) -> Rect {
        var result = frame
        result.x = max(0, min(frame.x, container.width - frame.width))
        result.y = max(0, min(frame.y, container.height - frame.height))
        return result
    }
}
