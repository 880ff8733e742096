/// How far a task has come, as UIProgressView: a bar filled from the left, to an eighth of a
/// cell (`██████▍░░░`), on a track of `░` that shows without colour too. On a background of
/// the bar's or the track's own colour (a cell selected in gray fills with the track's), that
/// part is drawn in the view's foreground instead, so it never vanishes.
///
///     let download = ProgressView(frame: Rect(x: 2, y: 4, width: 30, height: 1))
///     download.progress = 0.42
///
/// It sends no events and takes no focus.
open class ProgressView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The part done, kept within 0...1 (NaN is taken as 0).
    open var progress: Float = 0 {
        didSet {
            progress = Self.clamp(progress)
            if progress != oldValue { setNeedsDisplay() }
        }
    }
    /// The bar's colour (UIProgressView's progressTintColor).
    open var progressTintColor: Color = .brightCyan { didSet { setNeedsDisplay() } }
    /// The colour of the track not yet filled.
    open var trackTintColor: Color = .brightBlack { didSet { setNeedsDisplay() } }

    /// The part-filled cells, one eighth to seven eighths.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// An empty bar (progress 0) at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A progress view read from a screen: `progress`, `progressTintColor` and `trackTintColor`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains.
        if let progress = coder.decodeDouble("progress") { self.progress = Self.clamp(Float(progress)) }
        if let color = coder.decodeColor("progressTintColor") { progressTintColor = color }
        if let color = coder.decodeColor("trackTintColor") { trackTintColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            ProgressView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "progressView", role: .view,
                summary:
                    "A bar filled to `progress` (0 to 1), to an eighth of a cell.", xcodeNames: ["progressView"], appKitNames: ["progressIndicator"],
                xcodeLines: .one),
            settings: [
                Setting("progress", \ProgressView.progress, "How far along, from 0 to 1."),
                Setting("progressTintColor", \ProgressView.progressTintColor, "The filled part's colour."),
                Setting("trackTintColor", \ProgressView.trackTintColor, "The unfilled part's colour."),
            ])
    }

    private static func clamp(_ progress: Float) -> Float { progress.isNaN ? 0 : min(max(progress, 0), 1) }

    /// Sets the progress; a terminal has no animation to make, so `animated` changes nothing.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// One row; as wide as the layout makes it.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The eighths of a cell filled at the current width, rounded down, so the bar is full only
    /// at 1 (0.999 leaves the last eighth empty). A Float is exact to about seven digits, so a
    /// fill that close below a whole eighth reaches it: 0.7, stored as 0.69999998, fills 56
    /// eighths of 10 cells, not 55.
    public var filledEighths: Int {
        let total = max(0, bounds.width) * 8
        guard total > 0 else { return 0 }
        guard progress < 1 else { return total }
        let exact = Double(progress) * Double(total) * (1 + Double(Float.ulpOfOne))
        return min(total - 1, Int(exact.rounded(.down)))
    }

    /// Draws the bar on the middle row: full cells, the eighths of the last, then the track.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let eighths = filledEighths
        let full = eighths / 8
        let origin = Point(x: 0, y: y)
        let barColor = context.color(progressTintColor, showingAt: origin, otherwise: foregroundColor)
        context.drawRun("█", count: full, at: origin, foreground: barColor)
        var x = full
        if eighths % 8 > 0 {
            context.draw(String(Self.eighths[eighths % 8 - 1]), at: Point(x: x, y: y), foreground: barColor)
            x += 1
        }
        let trackColor = context.color(trackTintColor, showingAt: origin, otherwise: foregroundColor)
        context.drawRun("░", count: bounds.width - x, at: Point(x: x, y: y), foreground: trackColor)
    }
}
