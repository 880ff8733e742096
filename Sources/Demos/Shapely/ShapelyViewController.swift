import NibKit

/// Shapely: buttons add shapes (their tags pick which); each shape's gesture recognizers send
/// moveShape:, resizeShape:, changeColor: and sendShapeToBack: here.
public final class ShapelyViewController: ViewController {
    /// Where shapes live; the buttons sit above it.
    @Outlet var canvas: View?
    /// The last thing that happened, so every gesture shows its effect in words too.
    @Outlet var status: Label?

    /// Random places and colours; tests give a seeded generator.
    public var random: any RandomNumberGenerator = SystemRandomNumberGenerator()

    static let colors: [Color] = [
        .red, .green, .yellow, .blue, .magenta, .cyan, .brightRed, .brightGreen, .brightBlue, .brightMagenta, .index(208), .index(141),
    ]

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "addShape:": .init(ShapelyViewController.addShape),
            "moveShape:": .init(ShapelyViewController.moveShape),
            "resizeShape:": .init(ShapelyViewController.resizeShape),
            "changeColor:": .init(ShapelyViewController.changeColor),
            "sendShapeToBack:": .init(ShapelyViewController.sendShapeToBack),
        ]
    }

    /// The shapes on the canvas, back to front.
    public var shapes: [ShapeView] { canvas?.subviews.compactMap { $0 as? ShapeView } ?? [] }

    func addShape(_ sender: Button) {
        guard let kind = ShapeKind(rawValue: sender.tag), let canvas else { return }
        do {
            let shape = try ShapeFactory(source: screenSource ?? ScreenSearchPath.default).load(kind, viewController: self)
            let area = canvas.bounds
            let x = area.width > shape.frame.width ? Int.random(in: 0...(area.width - shape.frame.width), using: &random) : 0
            let y = area.height > shape.frame.height ? Int.random(in: 0...(area.height - shape.frame.height), using: &random) : 0
            shape.frame.origin = Point(x: x, y: y)
            shape.color = Self.colors.randomElement(using: &random)!
            canvas.addSubview(shape)
            say("added \(kind == .oval ? "an" : "a") \(kind) at \(shape.frame.x),\(shape.frame.y) in \(Self.name(of: shape.color))")
        } catch {
            application?.report("\(kind) shape: \(error)")
        }
    }

    func moveShape(_ gesture: PanGestureRecognizer) {
        guard let shape = gesture.view, let canvas else { return }
        let delta = gesture.translation(in: canvas)
        shape.frame = ShapeView.clamp(shape.frame.offsetBy(dx: delta.x, dy: delta.y), inside: canvas.bounds)
        gesture.setTranslation(.zero, in: canvas)
        say("moved the \((shape as? ShapeView)?.shape ?? .square) to \(shape.frame.x),\(shape.frame.y)")
    }

    func resizeShape(_ gesture: PinchGestureRecognizer) {
        guard let shape = gesture.view, let canvas else { return }
        // Scale the height, then derive the width from the shape's proportions, so a square
        // stays square on screen; always move at least one row so every wheel step shows.
        let frame = shape.frame
        let aspect = Double(frame.width) / Double(max(1, frame.height))
        var height = Int((Double(frame.height) * gesture.scale).rounded())
        if height == frame.height && gesture.scale != 1 { height += gesture.scale > 1 ? 1 : -1 }
        height = max(2, min(canvas.bounds.height, height, Int(Double(canvas.bounds.width) / aspect)))
        let width = Int((Double(height) * aspect).rounded())
        let resized = Rect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        shape.frame = ShapeView.clamp(resized, inside: canvas.bounds)
        gesture.scale = 1
        say("resized the \((shape as? ShapeView)?.shape ?? .square) to \(shape.frame.width)x\(shape.frame.height)")
    }

    func changeColor(_ gesture: TapGestureRecognizer) {
        guard let shape = gesture.view as? ShapeView else { return }
        var color = shape.color
        while color == shape.color { color = Self.colors.randomElement(using: &random)! }
        shape.color = color
        say("the \(shape.shape) is now \(Self.name(of: color))")
    }

    func sendShapeToBack(_ gesture: TapGestureRecognizer) {
        guard let shape = gesture.view else { return }
        shape.superview?.sendSubviewToBack(shape)
        say("sent the \((shape as? ShapeView)?.shape ?? .square) to the back")
    }

    private func say(_ text: String) { status?.text = text }

    /// Names for the two palette colours that have none of their own.
    static let paletteNames: [Color: String] = [.index(208): "orange", .index(141): "purple"]

    static func name(of color: Color) -> String { paletteNames[color] ?? color.description }
}
