/// Recognizes a drag with the mouse (UIPanGestureRecognizer), a continuous gesture.
///
///     func moveShape(_ pan: PanGestureRecognizer) {
///         let t = pan.translation(in: shape.superview)
///         shape.frame.origin = Point(x: shape.frame.x + t.x, y: shape.frame.y + t.y)
///         pan.setTranslation(.zero, in: shape.superview)
///     }
///
/// A press alone is not a pan (so taps on the same view still work). The action is sent at the
/// first drag to another cell (`.began`), each later one (`.changed`) and the release (`.ended`).
open class PanGestureRecognizer: GestureRecognizer {
    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            PanGestureRecognizer.self,
            element: ElementSpec(
                name: "panGestureRecognizer", role: .gestureRecognizer,
                summary:
                    "Recognizes a drag with the mouse; reports the translation.", xcodeNames: ["panGestureRecognizer"]))
    }

    /// Where the translation is measured from (screen coordinates).
    private var origin: Point?

    /// The movement since the gesture started (or since the last `setTranslation`), in cells.
    /// Every view's coordinates are the screen's moved, so the view changes nothing here.
    public func translation(in view: View?) -> Point {
        guard let origin else { return .zero }
        return Point(x: lastLocation.x - origin.x, y: lastLocation.y - origin.y)
    }

    /// Makes the current translation `translation`: set `.zero` after applying a move.
    public func setTranslation(_ translation: Point, in view: View?) {
        origin = Point(x: lastLocation.x - translation.x, y: lastLocation.y - translation.y)
    }

    /// Tracking from the press until the first drag begins the pan.
    open override var isTracking: Bool { state == .possible && origin != nil }

    /// A left press notes where the pan would start.
    open override func mouseDown(_ event: MouseEvent) {
        guard case .press(.left) = event.kind else { return }
        origin = event.location
    }

    /// A drag to another cell begins the pan, and later drags change it; each sends the action.
    open override func mouseDragged(_ event: MouseEvent) {
        guard let origin else { return }
        switch state {
        case .possible:
            guard event.location != origin else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            return
        }
        sendActions()
    }

    /// The release ends a pan under way, sending the action; a press with no drag is no pan.
    open override func mouseUp(_ event: MouseEvent) {
        if state == .began || state == .changed {
            state = .ended
            sendActions()
        } else {
            reset()
        }
    }

    /// Forgets where the pan started.
    open override func reset() {
        origin = nil
    }
}
