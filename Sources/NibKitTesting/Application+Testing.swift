import NibKit

/// The run loop one turn at a time, for tests on a headless backend with a clock they move.
extension Application {
    /// Turns of `run`, without waiting, until no event is queued, then one frame drawn: every
    /// queued event handled and due timers fired, with no frame between them (a drag across 40
    /// cells draws once, not 40 times). Only the first call focuses, as `run` does.
    public func processEvents() {
        startIfNeeded()
        while handleNextEvent(timeout: 0) {}
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

    /// How many timers are waiting to fire (not fired, not invalidated): a screen where nothing
    /// moves has none.
    public var pendingTimerCount: Int { pendingTimers.count }
}
