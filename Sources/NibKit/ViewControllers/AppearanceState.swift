/// Where a controller's view is in coming on screen or leaving it, as UIKit tracks it: the
/// `will` calls move it to `appearing` or `disappearing`, the `did` calls to `appeared` or
/// `disappeared`. A call that would not change it is not made, so a controller is told once.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// On screen, or on its way there: a child's view added to a view of such a controller appears with it.
    var isShowing: Bool { self == .appearing || self == .appeared }
}
