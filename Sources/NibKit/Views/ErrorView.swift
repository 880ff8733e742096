/// Stands in for a view whose screen failed to load while the program runs (a screen an edit
/// broke, under live reload or `nibtool preview --watch`), showing why in place, so the edit
/// can be fixed and saved again. A screen broken at start stops the program instead (`run`).
public final class ErrorView: View {
    public let message: String

    public init(error: Error) {
        message = "\(error)"
        super.init(frame: .zero)
        backgroundColor = .default
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init(coder: NibCoder) {
        message = ""
        super.init(coder: coder)
    }

    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        context.draw("The screen could not be loaded:", at: Point(x: 1, y: 1), foreground: .red, style: .bold)
        var y = 3
        for line in TextLayout.wrap(message, width: max(1, bounds.width - 2), maximumLines: bounds.height - y) {
            context.draw(line, at: Point(x: 1, y: y))
            y += 1
        }
    }
}
