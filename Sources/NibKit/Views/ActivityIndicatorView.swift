/// A spinner that shows work is under way, as UIActivityIndicatorView: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, or
/// `|/-\` where braille cannot be shown (`usesASCII`).
///
///     let busy = ActivityIndicatorView(frame: Rect(x: 2, y: 6, width: 1, height: 1))
///     busy.startAnimating()
///     ...
///     busy.stopAnimating()   // and, as hidesWhenStopped is true, hidden
///
/// It turns on a timer of the application's only while it is animating and visible in a
/// window (neither it nor an ancestor hidden): stopped, hidden or out of the window, it has no
/// timer, so a program that shows nothing moving sleeps until input comes.
open class ActivityIndicatorView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// Whether it is spinning (or would be, once visible in a window).
    public private(set) var isAnimating = false
    /// Hides the view when it stops and shows it when it starts (by `isHidden`, as UIKit's).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }
    /// The spinner's colour; `.default` falls back to the view's `foregroundColor`.
    open var color: Color = .default { didSet { setNeedsDisplay() } }
    /// Spins `|/-\` instead of braille, for a terminal or font without it.
    open var usesASCII = false { didSet { setNeedsDisplay() } }

    /// The spinners' frames.
    static let brailleFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiFrames: [Character] = ["|", "/", "-", "\\"]
    /// Seconds between two frames.
    public static let frameInterval = 0.1

    /// How many frames the spinner has turned; the frame shown is this modulo their count.
    public private(set) var frameCount = 0
    /// The next frame's timer; nil whenever the spinner is not both animating and visible.
    private var timer: Timer?

    /// A stopped spinner at `frame`, hidden, as it hides when stopped.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A spinner read from a screen: `animating`, `hidesWhenStopped` and `color`. Stopped and
    /// hiding when stopped, it is hidden whatever the screen says.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains.
        if let animating = coder.decodeBool("animating") { isAnimating = animating }
        if let hides = coder.decodeBool("hidesWhenStopped") { hidesWhenStopped = hides }
        if let color = coder.decodeColor("color") { self.color = color }
        if let ascii = coder.decodeBool("usesASCII") { usesASCII = ascii }
        super.init(coder: coder)
        // A stopped indicator that hides when stopped is hidden, whatever the screen said.
        if hidesWhenStopped && !isAnimating { isHidden = true }
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            ActivityIndicatorView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "activityIndicatorView", role: .view,
                summary:
                    "A spinner, turning while `animating` and visible in a window (on a timer only then); hidden while stopped unless hidesWhenStopped is NO. `usesASCII` spins `|/-\\` instead of braille.",
                xcodeNames: ["activityIndicatorView"], xcodeLines: .one),
            settings: [
                Setting("animating", .bool, "Whether it spins from the start."),
                Setting("hidesWhenStopped", \ActivityIndicatorView.hidesWhenStopped, "Whether it is hidden while stopped (YES unless set)."),
                Setting("usesASCII", \ActivityIndicatorView.usesASCII, "Whether it spins |/-\\ instead of braille."),
                Setting("color", \ActivityIndicatorView.color, "The spinner's colour."),
            ])
    }

    /// Starts spinning, showing the view if it hides when stopped.
    public func startAnimating() { setAnimating(true) }

    /// Stops spinning, hiding the view if it hides when stopped.
    public func stopAnimating() { setAnimating(false) }

    private func setAnimating(_ animating: Bool) {
        guard animating != isAnimating else { return }
        isAnimating = animating
        if hidesWhenStopped { isHidden = !animating }
        updateTimer()
        setNeedsDisplay()
    }

    /// The character drawn now.
    public var currentFrame: Character {
        let frames = usesASCII ? Self.asciiFrames : Self.brailleFrames
        return frames[frameCount % frames.count]
    }

    // MARK: The timer

    /// Starts the timer as an animating, shown spinner enters a window, and stops it as it leaves.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    override func visibilityInWindowChanged() {
        super.visibilityInWindowChanged()
        updateTimer()
    }

    /// Keeps one timer while animating and visible in a window, none otherwise.
    private func updateTimer() {
        guard isAnimating, isVisibleInWindow, let application else {
            timer?.invalidate()
            timer = nil
            return
        }
        guard timer == nil else { return }
        timer = application.schedule(after: Self.frameInterval) { [weak self] in
            guard let self else { return }
            timer = nil
            frameCount = frameCount == Int.max ? 0 : frameCount + 1
            setNeedsDisplay()
            updateTimer()
        }
    }

    // MARK: Drawing

    /// One cell.
    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    /// Draws ``currentFrame`` in the middle cell, unless stopped and hiding when stopped.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow, isAnimating || !hidesWhenStopped else { return }
        let point = Point(x: (bounds.width - 1) / 2, y: y)
        context.draw(String(currentFrame), at: point, foreground: color == .default ? foregroundColor : color)
    }
}
