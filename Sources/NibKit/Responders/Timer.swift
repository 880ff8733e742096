/// A one-shot action at a time on the application's clock (a tap recognizer waiting to see if
/// another click follows). The run loop sleeps until the earliest one.
public final class Timer {
    public let fireTime: Double
    let action: () -> Void
    public private(set) var isValid = true

    init(fireTime: Double, action: @escaping () -> Void) {
        self.fireTime = fireTime
        self.action = action
    }

    public func invalidate() { isValid = false }

    func fire() {
        guard isValid else { return }
        isValid = false
        action()
    }
}
