import NibKit

/// The run loop one turn at a time, for tests on a headless backend with a clock they move.
extension Application {
    /// One turn of `run`: every queued event handled, due timers fired, the frame drawn.
    public func processEvents() {
        if window.frame.size != backend.size { layout(to: backend.size) }
        focusFirstIfNeeded()
        while let event = backend.nextEvent(timeout: 0) { handle(event) }
        fireDueTimers()
        renderIfNeeded()
    }

    /// Moves a manual clock on and fires the timers that fall due (tap intervals, pinch ends).
    public func advanceClock(by seconds: Double) {
        guard let manual = clock as? ManualClock else { return }
        manual.now += seconds
        fireDueTimers()
        renderIfNeeded()
    }

    /// The text drawn on a headless backend now: what tests assert on.
    public var drawnText: String {
        renderIfNeeded()
        return (backend as? HeadlessBackend)?.canvas.text ?? ""
    }
}
