/// Stands in for a view whose screen failed to load while the program runs (a screen an edit
/// broke, under live reload or `nibtool preview --watch`), showing why in place, so the edit
/// can be fixed and saved again. A screen broken at start stops the program instead (`run`).
public final class ErrorView: View {
    /// Why the screen failed to load, as the error describes itself.
    public let message: String

    /// A view showing `error`, filling its superview (autoresizing) on the terminal's background.
    public init(error: Error) {
        message = "\(error)"
        super.init(frame: .zero)
        backgroundColor = .default
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// An error view read from a screen, with no message: it is meant to be made in code.
    public required init(coder: NibCoder) {
        message = ""
        super.init(coder: coder)
    }

    /// Draws a red heading, then the message wrapped to the width, a column in from the edges.
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
