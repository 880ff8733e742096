/// The terminal's pinch (UIPinchGestureRecognizer): a terminal has no two-finger gestures, so
/// turning the scroll wheel over the view pinches it, and a program may map keys to it with
/// `pinch(by:)` (+ and - in Shapely).
///
///     func resizeShape(_ pinch: PinchGestureRecognizer) {
///         shape.scale(by: pinch.scale)
///         pinch.scale = 1          // so the next action reports only the new change
///     }
///
/// Each wheel step multiplies `scale` and sends the action: the first `.began`, later ones
/// `.changed`; `endDelay` seconds without a step (on the application's clock) end it.
open class PinchGestureRecognizer: GestureRecognizer {
    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            PinchGestureRecognizer.self,
            element: ElementSpec(
                name: "pinchGestureRecognizer", role: .gestureRecognizer,
                summary:
                    "The terminal's pinch: the scroll wheel over the view (and + / - when it is focused); reports a scale.",
                xcodeNames: ["pinchGestureRecognizer"]))
    }

    /// The scale for one wheel step up, and one down.
    public static let zoomInFactor = 1.25
    /// The scale for one wheel step down: the inverse of `zoomInFactor`.
    public static let zoomOutFactor = 0.8
    /// Seconds without wheel events after which the pinch ends.
    public static let endDelay = 0.4

    /// The scale since the gesture began (or since the action last set it, usually to 1).
    public var scale = 1.0

    private var endTimer: Timer?

    /// Tracking while the pinch is under way.
    open override var isTracking: Bool { state == .began || state == .changed }

    /// A wheel step up pinches by `zoomInFactor`, one down by `zoomOutFactor`.
    open override func scrollWheel(_ event: MouseEvent) {
        pinch(by: event.kind == .scrollUp ? Self.zoomInFactor : Self.zoomOutFactor)
    }

    /// A click ends a pinch at once, so the click reaches the view (and other recognizers).
    open override func mouseDown(_ event: MouseEvent) {
        guard isTracking else { return }
        end()
        startOverIfFinished()
    }

    /// Pinches by a factor, as a wheel step does: for keyboard pinching.
    public func pinch(by factor: Double) {
        guard isEnabled else { return }
        startOverIfFinished()
        scale *= factor
        state = state == .possible ? .began : .changed
        sendActions()
        endTimer?.invalidate()
        endTimer = schedule(after: Self.endDelay) { [weak self] in self?.end() }
    }

    private func end() {
        endTimer = nil
        guard state == .began || state == .changed else { return }
        state = .ended
        sendActions()
    }

    /// Stops the end timer and sets `scale` back to 1.
    open override func reset() {
        endTimer?.invalidate()
        endTimer = nil
        scale = 1
    }
}
