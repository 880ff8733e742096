import NibFormat

/// The events a control sends actions for, as UIKit names them (`touchUpInside` ...). A set, as
/// UIKit's OR-ed constants are: `addTarget(_:action:for: [.touchUpInside, .touchUpOutside])`.
public struct ControlEvent: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The event a screen names (`eventType="valueChanged"`); its bit is its place in
    /// `Vocabulary.controlEvents`, the format's one list of event names.
    public init?(name: String) {
        guard let index = Vocabulary.controlEvents.firstIndex(of: name) else { return nil }
        self.init(rawValue: 1 << UInt32(index))
    }

    private static func named(_ name: String) -> ControlEvent { ControlEvent(name: name)! }

    public static let touchDown = named("touchDown")
    public static let touchDownRepeat = named("touchDownRepeat")
    public static let touchDragInside = named("touchDragInside")
    public static let touchDragOutside = named("touchDragOutside")
    public static let touchUpInside = named("touchUpInside")
    public static let touchUpOutside = named("touchUpOutside")
    public static let touchCancel = named("touchCancel")
    public static let valueChanged = named("valueChanged")
    public static let primaryActionTriggered = named("primaryActionTriggered")
    public static let editingDidBegin = named("editingDidBegin")
    public static let editingChanged = named("editingChanged")
    public static let editingDidEnd = named("editingDidEnd")
    public static let editingDidEndOnExit = named("editingDidEndOnExit")

    /// The names of the events in the set, in the vocabulary's order (`touchUpInside`).
    public var names: [String] {
        Vocabulary.controlEvents.indices.filter { rawValue & (1 << UInt32($0)) != 0 }.map { Vocabulary.controlEvents[$0] }
    }

    public var description: String { names.joined(separator: "|") }
}
