#if canImport(Glibc)
    import Glibc
#endif

/// Where the application reads the time: the system's monotonic clock, or a manual clock
/// that tests move by hand so gestures and timers are exact.
public protocol TimeSource: AnyObject {
    /// Seconds since some fixed start.
    var now: Double { get }
}

/// The system's monotonic clock.
public final class SystemClock: TimeSource {
    /// The system's clock, read at each `now`.
    public init() {}
    /// Seconds of `CLOCK_MONOTONIC`: unaffected by changes to the wall clock.
    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told: `application.advanceClock(by: 0.5)` in tests.
public final class ManualClock: TimeSource {
    /// The clock's time in seconds: set it, or let NibKitTesting's `advanceClock(by:)` move it
    /// (firing the timers that fall due).
    public var now: Double
    /// A clock standing at `now`.
    public init(now: Double = 0) { self.now = now }
}
