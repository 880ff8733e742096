/// Recognizes one, two or three clicks in a row on its view (UITapGestureRecognizer).
///
///     let doubleTap = TapGestureRecognizer(target: controller, action: "changeColor:")
///     doubleTap.numberOfTapsRequired = 2
///     doubleTap.require(toFail: tripleTap)   // waits until a third click can no longer come
///     shapeView.addGestureRecognizer(doubleTap)
///
/// A click is the next tap of a sequence when its press comes within `multipleTapInterval` of
/// the last release and `allowableMovement` of the first press. The gesture fails if the
/// interval runs out first, if the mouse drags, or if more taps come than required. Timing uses
/// the application's clock, so tests with a `ManualClock` control it exactly.
open class TapGestureRecognizer: GestureRecognizer {
    /// The longest wait, in seconds, from one release to the next press of the same sequence.
    public static let multipleTapInterval = 0.35
    /// How far (in cells, across and down) a later tap may land from the first and still count.
    public static let allowableMovement = (columns: 2, rows: 1)

    /// How many clicks make the gesture (1, 2 or 3).
    public var numberOfTapsRequired = 1

    /// Taps completed in the current sequence.
    public private(set) var tapCount = 0
    /// Where the sequence's first press was (screen coordinates), and whether a press is down now.
    private var sequenceStart: Point?
    private var pressLocation: Point?
    /// Fails the gesture when the next tap does not come in time.
    private var deadline: Timer?

    /// A recognizer of single clicks; set `numberOfTapsRequired` for more.
    public override init() { super.init() }

    /// Reads a `<tapGestureRecognizer>` of a screen, with its `numberOfTapsRequired`.
    public required init(coder: NibCoder) {
        if let taps = coder.decodeInt("numberOfTapsRequired") { numberOfTapsRequired = taps }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TapGestureRecognizer.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "tapGestureRecognizer", role: .gestureRecognizer,
                summary:
                    "Recognizes one, two or three clicks in a row on its view.", xcodeNames: ["tapGestureRecognizer"]),
            settings: [
                Setting("numberOfTapsRequired", \TapGestureRecognizer.numberOfTapsRequired, "How many clicks in a row it recognizes: 1, 2 or 3.")
            ])
    }

    /// A sequence is under way and could still reach its count (or has, and waits to fire).
    open override var isTracking: Bool {
        state == .possible && (tapCount > 0 || pressLocation != nil)
    }

    /// A left press starts a tap, of this sequence if near its first, or else of a new one.
    open override func mouseDown(_ event: MouseEvent) {
        guard case .press(.left) = event.kind else { return }
        deadline?.invalidate()
        deadline = nil
        if tapCount >= numberOfTapsRequired {
            // Complete, but held for a required recognizer: one more tap here means the gesture
            // was longer than ours; a click elsewhere leaves ours complete.
            if let start = sequenceStart, isNear(event.location, start) { fail() }
            return
        }
        if let start = sequenceStart, !isNear(event.location, start) {
            // Too far away for the same sequence: fail, and let this press start a new one.
            fail()
            startOverIfFinished()
        }
        if sequenceStart == nil { sequenceStart = event.location }
        pressLocation = event.location
    }

    /// A drag during a press is no tap: the gesture fails.
    open override func mouseDragged(_ event: MouseEvent) {
        guard let pressLocation, event.location != pressLocation else { return }
        fail()
        reset()
    }

    /// A left release completes a tap: the last one required recognizes the gesture, an earlier
    /// one waits `multipleTapInterval` for the next.
    open override func mouseUp(_ event: MouseEvent) {
        guard case .release(.left) = event.kind, pressLocation != nil else { return }
        pressLocation = nil
        tapCount += 1
        if tapCount == numberOfTapsRequired {
            recognize()
        } else {
            deadline = schedule(after: Self.multipleTapInterval) { [weak self] in self?.intervalExpired() }
        }
    }

    private func intervalExpired() {
        deadline = nil
        guard state == .possible, tapCount < numberOfTapsRequired else { return }
        fail()
        reset()
    }

    private func isNear(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= Self.allowableMovement.columns && abs(a.y - b.y) <= Self.allowableMovement.rows
    }

    /// Forgets the sequence's taps.
    open override func reset() {
        deadline?.invalidate()
        deadline = nil
        tapCount = 0
        sequenceStart = nil
        pressLocation = nil
    }
}
