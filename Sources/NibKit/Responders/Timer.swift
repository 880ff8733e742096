/// A one-shot action at a time on the application's clock (a tap recognizer waiting to see if
/// another click follows). The run loop sleeps until the earliest one.
public final class Timer {
    /// When the timer fires, in seconds of the application's clock.
    public let fireTime: Double
    let action: () -> Void
    /// Whether the timer is still to fire: false once it fired or was invalidated.
    public private(set) var isValid = true

    init(fireTime: Double, action: @escaping () -> Void) {
        self.fireTime = fireTime
        self.action = action
    }

    /// Stops the timer from firing (UIKit's `invalidate()`); it no longer wakes the run loop.
    public func invalidate() { isValid = false }

    func fire() {
        guard isValid else { return }
        isValid = false
        action()
    }
}
