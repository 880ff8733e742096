/// The events a control sends actions for, as UIKit names them (`touchUpInside` ...).
public struct ControlEvent: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let touchDown = ControlEvent("touchDown")
    public static let touchDownRepeat = ControlEvent("touchDownRepeat")
    public static let touchDragInside = ControlEvent("touchDragInside")
    public static let touchDragOutside = ControlEvent("touchDragOutside")
    public static let touchUpInside = ControlEvent("touchUpInside")
    public static let touchUpOutside = ControlEvent("touchUpOutside")
    public static let touchCancel = ControlEvent("touchCancel")
    public static let valueChanged = ControlEvent("valueChanged")
    public static let primaryActionTriggered = ControlEvent("primaryActionTriggered")
    public static let editingDidBegin = ControlEvent("editingDidBegin")
    public static let editingChanged = ControlEvent("editingChanged")
    public static let editingDidEnd = ControlEvent("editingDidEnd")
    public static let editingDidEndOnExit = ControlEvent("editingDidEndOnExit")

    public var description: String { name }
}
